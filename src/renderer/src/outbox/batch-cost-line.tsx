import { createResource, Show } from 'solid-js';
import { batchCostText, contactBatchRequests, estimateBatchCost, type ContactBatchKind, type OutboxPace } from '../../../shared/outbox/batch-cost';

/**
 * The line every batch dialog shows before its confirm button: how many
 * contacts, how many requests, and about how long they take at the
 * workspace's rate limit behind what already waits in the outbox
 * (src/shared/outbox/batch-cost.ts). The figures are read once, when the
 * dialog opens; the line is announced with the dialog's description.
 */
export function BatchCostLine(props: {
  id: string;
  /** Reads the outbox's pace (ContactEditsStore.pace). */
  pace: () => Promise<OutboxPace | undefined>;
  contacts: number;
  /** What the batch does to each contact, which says how many requests it takes… */
  kind: ContactBatchKind;
  /** …unless the caller counted them (a mixed batch: an import's creates and updates). */
  requests?: number;
}) {
  // Read once: the figures of the moment the dialog opened; the contacts may change (a picker's choice), and the line with them.
  const [pace] = createResource(() => props.pace());
  const text = () => {
    const figures = pace();
    if (figures === undefined) return `${props.contacts.toLocaleString('en-US')} contacts; how long sending takes cannot be worked out now.`;
    const requests = props.requests ?? contactBatchRequests(props.kind, props.contacts, figures.workspaceContacts);
    return batchCostText(estimateBatchCost({ contacts: props.contacts, requests }, figures), figures);
  };
  return (
    <p id={props.id} class="batch-cost hint">
      <Show when={!pace.loading} fallback="Working out what this costs…">
        {text()}
      </Show>
    </p>
  );
}
