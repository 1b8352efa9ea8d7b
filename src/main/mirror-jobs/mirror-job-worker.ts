import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError } from '../../shared/contact-import/analyse-import';
import { importProblems, previewImport, queueImportFile } from '../contact-import/import-work';
import { listContactCompanies, listContactIds, listContactTags, openMirror } from '../mirror';
import { planEdits } from '../outbox/plan-edits';
import { queueEdits } from '../outbox/queue-edits';
import { PROGRESS_INTERVAL_MS, type MirrorJob, type MirrorJobAnswers, type ToMirrorJob, type FromMirrorJob } from './mirror-jobs';

/**
 * One job on a mirror, on a thread of its own (see mirror-jobs.ts): done,
 * answered, and the thread ends. The job comes with the thread, or later in
 * a message to a thread started ahead of it. An import being queued also
 * reports its progress, and stops when told to (mirror-jobs.ts's `signal`).
 */
const port = parentPort;
if (port === null) throw new Error('mirror-job-worker.ts runs as a worker thread (see mirror-jobs.ts)');
const stop = new AbortController();
const listen = (message: ToMirrorJob) => {
  if (message.kind === 'stop') stop.abort();
  else start(message.job);
};
port.on('message', listen);
if (workerData !== null && workerData !== undefined) start(workerData as MirrorJob);

function start(job: MirrorJob): void {
  // A failure rejects unhandled, which ends the thread with an 'error' event (mirror-jobs.ts rejects with it).
  void answer(job).then((reply) => {
    port!.postMessage({ kind: 'answer', answer: reply } satisfies FromMirrorJob);
    // Listening would keep the thread alive.
    port!.off('message', listen);
  });
}

/** At most a few reports a second (each is a message to every window), and always the first. */
function reportSteps(): (progress: { records: number; total: number }) => void {
  let last = -Infinity;
  return ({ records, total }) => {
    const now = performance.now();
    if (now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    port!.postMessage({ kind: 'progress', records, total } satisfies FromMirrorJob);
  };
}

/** A file that cannot be read is an answer (its message is for the user), not a crash of the thread. */
async function answer(work: MirrorJob): Promise<MirrorJobAnswers[MirrorJob['kind']]> {
  try {
    return await run(work);
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, message: error.message };
    throw error;
  }
}

async function run(work: MirrorJob): Promise<MirrorJobAnswers[MirrorJob['kind']]> {
  const mirror = openMirror(work.mirrorFile, { readonly: work.kind !== 'queue-edits' && work.kind !== 'import-queue' });
  try {
    switch (work.kind) {
      case 'queue-edits': {
        const plan = planEdits(mirror.db, work.edits);
        if (!plan.ok) return { ok: false, problems: plan.problems };
        return { ok: true, refs: plan.refs, operations: queueEdits(mirror.db, plan.edits).operations };
      }
      case 'contact-ids':
        return listContactIds(mirror.db, { filter: work.filter, ...(work.sort ? { sort: work.sort } : {}) }, work.cap);
      case 'contact-filter-choices':
        return { tags: listContactTags(mirror.db), companies: listContactCompanies(mirror.db, work.companies) };
      case 'import-preview':
        return { ok: true, preview: previewImport(mirror.db, work.bytes, work.mapping) };
      case 'import-problems':
        return { ok: true, csv: importProblems(mirror.db, work.bytes, work.mapping) };
      case 'import-queue':
        return await queueImportFile(mirror.db, work.bytes, work.mapping, work.choices, work.label, {
          allowCallsAgain: work.allowCallsAgain,
          onStep: reportSteps(),
          signal: stop.signal,
        });
    }
  } finally {
    mirror.close();
  }
}
