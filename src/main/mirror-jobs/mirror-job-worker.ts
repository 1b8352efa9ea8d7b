import { parentPort, workerData } from 'node:worker_threads';
import { listContactIds, openMirror } from '../mirror';
import { planEdits } from '../outbox/plan-edits';
import { queueEdits } from '../outbox/queue-edits';
import type { MirrorJob, MirrorJobAnswers } from './mirror-jobs';

/**
 * One job on a mirror, on a thread of its own (see mirror-jobs.ts): done,
 * answered, and the thread ends.
 */
const port = parentPort;
if (port === null) throw new Error('mirror-job-worker.ts runs as a worker thread (see mirror-jobs.ts)');
const job = workerData as MirrorJob;
port.postMessage(run(job));

function run(work: MirrorJob): MirrorJobAnswers[MirrorJob['kind']] {
  const mirror = openMirror(work.mirrorFile, { readonly: work.kind === 'contact-ids' });
  try {
    switch (work.kind) {
      case 'queue-edits': {
        const plan = planEdits(mirror.db, work.edits);
        if (!plan.ok) return { ok: false, problems: plan.problems };
        return { ok: true, refs: plan.refs, operations: queueEdits(mirror.db, plan.edits).operations };
      }
      case 'contact-ids':
        return listContactIds(mirror.db, { filter: work.filter, ...(work.sort ? { sort: work.sort } : {}) }, work.cap);
    }
  } finally {
    mirror.close();
  }
}
