import { Show } from 'solid-js';
import type { ContactImportStore } from '../../stores/contact-import-store';

/**
 * While a large import is queued (seconds for 50,000 rows): how far it is,
 * and Stop, which leaves nothing of it in the outbox unless it was queued
 * whole first (the answer says which).
 */
export function ImportProgress(props: { store: ContactImportStore }) {
  return (
    <Show when={props.store.progress()}>
      {(progress) => (
        <div class="import-progress">
          <p role="status" id="import-progress-text">
            {props.store.stopping() ? 'Stopping the import…' : `Queuing ${progress().queued.toLocaleString('en-US')} of ${progress().total.toLocaleString('en-US')} contacts…`}
          </p>
          <progress aria-label="Import progress" aria-describedby="import-progress-text" max={Math.max(progress().total, 1)} value={progress().queued} />
          {/* Focused when it appears: the Import button that had the focus is disabled while it queues. */}
          <button type="button" ref={(button) => queueMicrotask(() => button.focus())} disabled={props.store.stopping()} onClick={() => void props.store.stop()}>
            Stop import
          </button>
        </div>
      )}
    </Show>
  );
}
