import { parentPort, workerData } from 'node:worker_threads';
import { openMirror } from '../mirror';
import { planEdits } from './plan-edits';
import { queueEdits } from './queue-edits';
import type { QueueJob, QueueOutcome } from './queue-in-worker';

/**
 * Queues one large batch of edits on a thread of its own (see
 * queue-in-worker.ts): checks it, writes it, answers, and ends.
 */
const port = parentPort;
if (port === null) throw new Error('queue-worker.ts runs as a worker thread (see queue-in-worker.ts)');
const job = workerData as QueueJob;

const mirror = openMirror(job.mirrorFile);
let outcome: QueueOutcome;
try {
  const plan = planEdits(mirror.db, job.edits);
  if (plan.ok) {
    const queued = queueEdits(mirror.db, plan.edits, { batch: job.batch });
    outcome = { ok: true, refs: plan.refs, operations: queued.operations };
  } else {
    outcome = { ok: false, problems: plan.problems };
  }
} finally {
  mirror.close();
}
port.postMessage(outcome);
