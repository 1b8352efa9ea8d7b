/**
 * The outbox: edits made offline, queued in the mirror database, shown at
 * once through the overlays, and replayed later with exactly-once effect
 * (the API has no idempotency keys: every request is marked before it
 * leaves, and one whose outcome is unknown is settled by reading).
 *
 * plan-edits.ts checks a batch, queue-edits.ts writes it, replay-outbox.ts
 * sends it (send-operation.ts decides, record-outcome.ts records),
 * resolve-operations.ts takes the user's decisions, outbox-report.ts lists.
 */
export { planEdits, type EditPlan, type EditProblem, type PlannedEdit } from './plan-edits';
export { queueEdits, type QueueOptions, type QueueResult } from './queue-edits';
export { replayOutbox, type ReplayOptions, type ReplaySummary } from './replay-outbox';
export { outboxReport, outboxCounts, outboxBatches, confirmedDoNotCall, type OutboxBatch, type OutboxCounts, type OutboxEntry, type OutboxReport } from './outbox-report';
export { cancelBatch, decide, OutboxDecisionError, type Decision } from './resolve-operations';
export { CLOCK_MARGIN_MS } from './find-created';
