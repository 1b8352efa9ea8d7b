import { Show } from 'solid-js';
import { READ_ONLY_REASON, type WriteAccess } from '../stores/write-access';

/** Why the editing controls beside it are disabled, when the workspace's key can only read; `id` ties it to them (aria-describedby). */
export function ReadOnlyNotice(props: { id: string; access: WriteAccess }) {
  return (
    <Show when={props.access.readOnly()}>
      <p id={props.id} class="notice read-only-notice">
        {READ_ONLY_REASON}
      </p>
    </Show>
  );
}
