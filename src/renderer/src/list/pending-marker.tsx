import { Show } from 'solid-js';

/** Marks a record showing a local edit that has not been sent to the service yet (the outbox sends it). */
export function PendingMarker(props: { pending: boolean }) {
  return (
    <Show when={props.pending}>
      <span class="pending-marker" title="Changed on this computer; not sent to the workspace yet">
        pending
      </span>
    </Show>
  );
}
