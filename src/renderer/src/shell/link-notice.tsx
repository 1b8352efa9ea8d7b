import { Show } from 'solid-js';
import type { LinkStore } from '../stores/link-store';

/** Why a link the app was handed opened nothing, until dismissed or the next link opens. */
export function LinkNotice(props: { store: LinkStore }) {
  return (
    <Show when={props.store.notice()}>
      {(text) => (
        <div class="link-notice" role="alert">
          <p>{text()}</p>
          <button type="button" onClick={() => props.store.dismiss()}>
            Dismiss
          </button>
        </div>
      )}
    </Show>
  );
}
