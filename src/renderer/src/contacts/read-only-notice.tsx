import { Show } from 'solid-js';
import { READ_ONLY_REASON } from '../stores/contact-edits-store';

/** Why the editing controls are disabled, while the workspace's key can only read. */
export function ReadOnlyNotice(props: { readOnly: boolean }) {
  return (
    <Show when={props.readOnly}>
      <p class="notice read-only-notice" role="note">
        {READ_ONLY_REASON}
      </p>
    </Show>
  );
}
