import type { OutboxBatchRow, OutboxList } from '../../../shared/contract/outbox-methods';

/**
 * A bulk batch (an edit of many records at once, an import) in words: how
 * far it got, how long the rest takes at the rate it has been going, and
 * what cancelling the rest does. Its edits that stopped are listed with the
 * other decisions, so here they are only counted.
 */

const edits = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'edit' : 'edits'}`;

/** The batch's edits still in the outbox or sent: those edited on their own since, or discarded one by one, have left it. */
export function batchSize(batch: OutboxBatchRow): number {
  return batch.sent + batch.waiting + batch.sending + batch.stopped;
}

/** "120 of 250 sent". */
export function batchProgressText(batch: OutboxBatchRow): string {
  return `${batch.sent.toLocaleString()} of ${batchSize(batch).toLocaleString()} sent`;
}

/** Why the count is below the label's ("to 250 contacts"): edits that left the batch; undefined when none did. */
export function batchLeftText(batch: OutboxBatchRow): string | undefined {
  const left = batch.operations - batchSize(batch);
  if (left <= 0) return undefined;
  return `${edits(left)} left the batch: edited again on ${left === 1 ? 'its' : 'their'} own (listed above when still waiting), or cancelled.`;
}

/** "3 need your decision" (refused or in conflict, listed under Need your decision); undefined when none do. */
export function batchStoppedText(batch: OutboxBatchRow): string | undefined {
  if (batch.stopped === 0) return undefined;
  return `${batch.stopped.toLocaleString()} ${batch.stopped === 1 ? 'needs' : 'need'} your decision (listed above)`;
}

/** "About 3 minutes left": at the rate of the last minutes, rounded up so a promise is not broken by a few seconds. */
export function timeLeftText(seconds: number): string {
  if (seconds < 60) return 'Less than a minute left';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  const hours = Math.round(minutes / 60);
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
}

/** What goes before a batch: edits made one at a time still waiting, else an earlier batch still waiting, else nothing. */
export type BatchAhead = 'one-at-a-time' | 'earlier-batch' | 'nothing';

/**
 * Where the batch stands in time: the time left once it goes at a rate;
 * before that, waiting for its turn while edits ahead of it (made one at a
 * time, or an earlier batch) are still to go, or starting once its first
 * edits are on their way. Undefined when there is nothing to say (it cannot
 * be sent now: the Send now note says why).
 */
export function batchTimeText(batch: OutboxBatchRow, ahead: BatchAhead): string | undefined {
  if (batch.seconds_left !== null) return timeLeftText(batch.seconds_left);
  if (ahead === 'one-at-a-time') return 'Waiting for its turn: edits made one at a time go first';
  if (ahead === 'earlier-batch') return 'Waiting for its turn: the batch above it goes first';
  if (batch.sending > 0 || batch.sent > 0) return 'Starting…';
  return undefined;
}

/** Edits made one at a time still waiting (the totals count every edit; the batches count their own). */
export function singleEditsWaiting(list: Pick<OutboxList, 'totals' | 'batches'>): number {
  const inBatches = list.batches.reduce((sum, batch) => sum + batch.waiting + batch.sending, 0);
  return Math.max(0, list.totals.pending - inBatches);
}

/** What cancelling the rest of a batch does, for its confirmation. */
export function cancelBatchConsequence(batch: OutboxBatchRow): string {
  const parts = [
    `${batch.waiting === 1 ? 'The edit' : `The ${edits(batch.waiting)}`} still waiting ${batch.waiting === 1 ? 'is' : 'are'} dropped and never sent: ${batch.waiting === 1 ? 'its record shows' : 'their records show'} what the service has again.`,
  ];
  if (batch.sent > 0) parts.push(`The ${edits(batch.sent)} already sent stay as they are on the service.`);
  if (batch.sending > 0) parts.push(`${edits(batch.sending)} on ${batch.sending === 1 ? 'its' : 'their'} way now cannot be called back and still land.`);
  if (batch.stopped > 0) parts.push(`The ${edits(batch.stopped)} waiting for your decision stay listed above.`);
  parts.push('This cannot be undone.');
  return parts.join(' ');
}

/** The confirm button: "Cancel 130 edits". */
export function cancelBatchLabel(batch: OutboxBatchRow): string {
  return `Cancel ${edits(batch.waiting)}`;
}
