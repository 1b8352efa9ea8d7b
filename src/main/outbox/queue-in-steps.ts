import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { OperationResource } from '../../shared/outbox/operations';
import { durableTransaction, type MirrorDb } from '../mirror';
import { heldBatchId, moveHeldOperations } from '../mirror/held-batches';
import { insertBatch } from '../mirror/outbox-batches';
import { getOperation } from '../mirror/outbox-store';
import { refreshOverlays } from '../mirror/overlay-writes';
import { discardHeldBatch } from './abandoned-batches';
import { describeBatch } from './batch-label';
import type { PlannedEdit } from './plan-edits';
import { dropStaleStatus, queueEdits, type Context, type QueueOptions, type QueueResult } from './queue-edits';

/**
 * A batch too large for one transaction (an import of 50,000 contacts
 * takes about 11 s of CPU to queue), queued in steps of about STEP_MS each,
 * so a sync page or an edit waits for one step, not for the whole batch.
 *
 * Each step is its own durable transaction under a held batch id
 * (mirror/held-batches.ts): nothing of it can be sent, and the Outbox
 * screen does not list it, until the final small transaction releases it
 * as ONE batch, in the order it was queued; the caller tells the user only
 * after that. Killed in between, the held operations are discarded when
 * the outbox next starts (abandoned-batches.ts); failed in between, they
 * are discarded here. A batch that fits in one step is queued as before,
 * in one transaction.
 *
 * Stopped by the user (`signal`), it is discarded as a failure is: checked
 * after each step and its pause and just before the release, so a stop
 * seen before the release leaves nothing of the batch, and one after it
 * finds the batch queued whole.
 *
 * Between steps the writer pauses. Other writers (the sync, an edit) are
 * other connections waiting in SQLite's busy handler, which does not queue
 * them: it sleeps and retries, 1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50 ms
 * apart, then every 100 ms (sqliteDefaultBusyCallback). A writer that
 * began waiting during a step has waited at most that step, so a pause a
 * little longer than its retry interval by then lets it in (pauseAfter):
 * 30 ms after a step of 100 ms. Without a pause the next step took the
 * lock back within microseconds, and a waiting sync ran out of its busy
 * timeout (`npm run bench -- import` counts the writes that did).
 */
const STEP_MS = 100;
/** Records in the first step; later steps are sized from the time the previous ones took. */
const FIRST_STEP_RECORDS = 250;
const MAX_STEP_RECORDS = 5_000;

export interface SteppedQueueOptions extends Omit<QueueOptions, 'held'> {
  /** After each step is written, before the next (a test's hook; also progress). */
  onStep?(progress: { records: number; total: number; held: string; stepMs: number }): void | Promise<void>;
  /** The user stopped the import: it rejects with the signal's reason, having discarded what it wrote. */
  signal?: AbortSignal;
}

export async function queueEditsInSteps(db: MirrorDb, edits: readonly PlannedEdit[], options: SteppedQueueOptions = {}): Promise<QueueResult> {
  const total = edits.reduce((sum, edit) => sum + recordsOf(edit), 0);
  const { onStep, signal, ...queueOptions } = options;
  signal?.throwIfAborted();
  if (total <= FIRST_STEP_RECORDS) return queueEdits(db, edits, queueOptions);
  const now = (options.now ?? (() => new Date()))();
  const held = { batch: heldBatchId(process.pid, randomUUID()), staleStatus: new Set<number>() };
  let operations = 0;
  let records = 0;
  let stepRecords = FIRST_STEP_RECORDS;
  try {
    for (const piece = pieces(edits); ; ) {
      const started = performance.now();
      const step = piece(stepRecords);
      if (step.length === 0) break;
      operations += queueEdits(db, step, { now: () => now, held }).operations;
      const count = step.reduce((sum, edit) => sum + recordsOf(edit), 0);
      records += count;
      const stepMs = performance.now() - started;
      stepRecords = Math.max(1, Math.min(MAX_STEP_RECORDS, Math.round(STEP_MS / (Math.max(stepMs, 1) / count))));
      await onStep?.({ records, total, held: held.batch, stepMs });
      signal?.throwIfAborted();
      await pause(pauseAfter(stepMs));
      signal?.throwIfAborted();
    }
    return { operations: operations + releaseHeldBatch(db, held, options.label ?? describeBatch(edits), now.toISOString()) };
  } catch (error) {
    discardHeldBatch(db, held.batch);
    throw error;
  }
}

/**
 * Makes a held batch sendable, in one transaction: its do-not-call changes
 * leave it (sent first, as always), its other operations take a batch id,
 * and the queued status changes of others it made stale (a do-not-call
 * sent ahead of them would be undone by them) lose their status, as
 * queueEdits does at once outside a held batch. Returns the operations
 * changed besides the batch's own.
 */
function releaseHeldBatch(db: MirrorDb, held: { batch: string; staleStatus: Set<number> }, label: string, queuedAt: string): number {
  const batchId = `batch_${randomUUID()}`;
  const touched = new Map<string, OperationResource>();
  // Saved with a batch in hand, an operation of another batch stays in it (see queue-edits.ts's save).
  const context: Context = { db, now: queuedAt, batch: batchId, held: false, staleStatus: new Set(), touch: (resource, target) => touched.set(target, resource) };
  return durableTransaction(db, () => {
    dropStaleStatus(context, [...held.staleStatus].flatMap((seq) => getOperation(db, seq) ?? []));
    const operations = moveHeldOperations(db, held.batch, batchId);
    if (operations > 0) insertBatch(db, { batchId, label, queuedAt, operations });
    refreshOverlays(db, touched);
    return touched.size;
  });
}

/** Longer than the busy handler's retry interval after `stepMs` of waiting (see the comment at the top). */
function pauseAfter(stepMs: number): number {
  if (stepMs <= 100) return 30;
  return stepMs <= 225 ? 55 : 105;
}

function recordsOf(edit: PlannedEdit): number {
  if (edit.op === 'contacts.tag') return edit.targets.length;
  if (edit.op === 'campaign.add_contacts') return edit.contactIds.length;
  return 1;
}

/** The edits in order, taken a number of records at a time (a tag or add-contacts edit split by its ids). */
function pieces(edits: readonly PlannedEdit[]): (records: number) => PlannedEdit[] {
  let index = 0;
  let offset = 0;
  return (records) => {
    const step: PlannedEdit[] = [];
    let left = records;
    while (left > 0 && index < edits.length) {
      const edit = edits[index]!;
      const ids = edit.op === 'contacts.tag' ? edit.targets : edit.op === 'campaign.add_contacts' ? edit.contactIds : null;
      if (ids === null) {
        step.push(edit);
        left -= 1;
        index += 1;
        continue;
      }
      const slice = ids.slice(offset, offset + left);
      step.push(edit.op === 'contacts.tag' ? { ...edit, targets: slice } : { ...edit, contactIds: slice } as PlannedEdit);
      left -= slice.length;
      offset += slice.length;
      if (offset >= ids.length) {
        index += 1;
        offset = 0;
      }
    }
    return step;
  };
}
