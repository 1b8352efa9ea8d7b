import type { OperationResource } from '../../shared/outbox/operations';
import { durableTransaction, type MirrorDb } from '../mirror';
import { heldBatches, heldOperations, holderOf } from '../mirror/held-batches';
import { deleteOperation, openAddContactsOperations } from '../mirror/outbox-store';
import { refreshOverlays } from '../mirror/overlay-writes';
import { dropUnsentRecords } from './drop-unsent-records';
import type { Context } from './queue-edits';

/**
 * Held batches (mirror/held-batches.ts) whose process is gone were never
 * released: the app or command was killed, or the computer stopped, while
 * it queued them, and the user was never told they were queued. They are
 * discarded, never sent half: their records created here forgotten with
 * everything naming them (an edit made meanwhile to a contact that only
 * the import created goes with it), their other operations deleted, and
 * the records shown as the rest of the outbox leaves them. Runs when the
 * outbox starts (outbox-runner.ts, replay-outbox.ts); a mirror without held
 * batches costs one index lookup.
 */
const FIRST_STEP_OPERATIONS = 500;
const MAX_STEP_OPERATIONS = 10_000;
/**
 * About how long a step takes. Steps follow each other without a pause, so
 * another writer waits for the whole discard whatever their size (about a
 * second for 25,000 imported contacts); they bound what one transaction
 * holds, and each commit costs (the full-text indexes merge, the WAL is
 * copied back): at 100 ms a step, a discard spent a third of its time
 * committing.
 */
const STEP_MS = 250;

export function discardAbandonedBatches(db: MirrorDb, alive: (pid: number) => boolean = processAlive): number {
  let discarded = 0;
  for (const held of heldBatches(db)) if (!alive(holderOf(held))) discarded += discardHeldBatch(db, held);
  return discarded;
}

/**
 * Deletes a held batch's operations, newest first, in steps of their own
 * transactions (each leaves it still held), sized from the time the
 * previous ones took.
 */
export function discardHeldBatch(db: MirrorDb, held: string): number {
  let discarded = 0;
  let stepOperations = FIRST_STEP_OPERATIONS;
  for (;;) {
    const started = performance.now();
    const operations = heldOperations(db, held, stepOperations);
    if (operations.length === 0) return discarded;
    const touched = new Map<string, OperationResource>();
    const context: Context = { db, now: new Date().toISOString(), batch: null, held: false, staleStatus: new Set(), touch: (resource, target) => touched.set(target, resource) };
    durableTransaction(db, () => {
      const created: { resource: OperationResource; target: string }[] = [];
      for (const operation of operations) {
        if (operation.kind === 'contact.create' || operation.kind === 'campaign.create') created.push({ resource: operation.resource, target: operation.target });
        else {
          deleteOperation(db, operation.seq);
          context.touch(operation.resource, operation.target);
        }
      }
      // The records this step's creates made, with everything naming them, at once (see dropUnsentRecords).
      if (created.length > 0) dropUnsentRecords(context, created, openAddContactsOperations(db));
      refreshOverlays(db, touched);
    });
    discarded += operations.length;
    const perOperation = Math.max(performance.now() - started, 1) / operations.length;
    stepOperations = Math.max(1, Math.min(MAX_STEP_OPERATIONS, Math.round(STEP_MS / perOperation)));
  }
}

/** Whether a process of this id runs (one of another user's counts: it may hold a batch too). */
function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
