import { Show } from 'solid-js';
import type { AppStore } from '../stores/app-store';
import type { OutboxStore } from '../stores/outbox-store';
import { sendNowBlock } from './outbox-words';

/** Send now, with the reason beside it whenever it cannot be pressed (offline, the key needed again, a read-only key). */
export function SendNow(props: { store: OutboxStore; app: AppStore }) {
  const block = () =>
    sendNowBlock({ keyPermission: props.app.activeProfile()?.keyPermission, sync: props.app.sync(), pending: props.store.list()?.totals.pending ?? 0 });
  const note = () => block() ?? props.store.pushNote();
  return (
    <div class="send-now">
      <button
        type="button"
        class="primary"
        disabled={block() !== undefined || props.store.pushing()}
        aria-describedby="send-now-note"
        onClick={() => void props.store.push()}
      >
        Send now
      </button>
      <span id="send-now-note" class="hint" role="status">
        {note() ?? ''}
      </span>
      <Show when={props.store.pushError()}>
        {(message) => (
          <p class="error" role="alert">
            The edits could not be sent: {message()}
          </p>
        )}
      </Show>
    </div>
  );
}
