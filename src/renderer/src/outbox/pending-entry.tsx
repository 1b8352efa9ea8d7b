import { createUniqueId } from 'solid-js';
import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import { describeEntry } from './describe-entry';
import { entryState } from './entry-state';
import { EntryHeading } from './entry-heading';

/** An edit on its way: nothing to decide, only where it stands. */
export function PendingEntry(props: { entry: OutboxEntryRow }) {
  const titleId = createUniqueId();
  return (
    <li>
      <article class="outbox-entry" classList={{ urgent: props.entry.urgent, 'in-doubt': props.entry.problem?.kind === 'in_doubt' }} aria-labelledby={titleId}>
        <EntryHeading entry={props.entry} titleId={titleId} what={describeEntry(props.entry)} state={entryState(props.entry)} />
      </article>
    </li>
  );
}
