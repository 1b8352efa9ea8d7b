import { startModuleWorker } from '../app/module-worker';
import type { EditProblem } from './plan-edits';

/**
 * Queuing a large batch of edits off the thread that serves the windows.
 * Checking and writing a batch takes time in proportion to the records it
 * touches: on a mirror of 100,000 contacts, a form's edit takes a few
 * milliseconds, but tagging 1,000 contacts about 80 ms and 10,000 about
 * 0.7 s (`npm run bench -- outbox-queue`), past the 50 ms a window may
 * freeze. Such a batch goes to a short-lived worker thread with its own
 * connection; the answer is the same, one transaction either way.
 */
export interface QueueJob {
  mirrorFile: string;
  edits: unknown[];
  batch: string;
}

export type QueueOutcome = { ok: true; refs: Record<string, string>; operations: number } | { ok: false; problems: EditProblem[] };

/** Records a batch touches: above this, it is queued on a worker thread. */
export const MAIN_THREAD_RECORDS = 100;

export function recordsTouched(edits: readonly unknown[]): number {
  let records = 0;
  for (const edit of edits) {
    const { ids, contact_ids: contactIds } = (typeof edit === 'object' && edit !== null ? edit : {}) as { ids?: unknown; contact_ids?: unknown };
    records += 1 + (Array.isArray(ids) ? ids.length : 0) + (Array.isArray(contactIds) ? contactIds.length : 0);
  }
  return records;
}

export function queueInWorker(job: QueueJob): Promise<QueueOutcome> {
  return new Promise((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'queue-worker', { workerData: job, name: 'voicedesk-queue' });
    let answered = false;
    worker.once('message', (outcome: QueueOutcome) => {
      answered = true;
      resolve(outcome);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`Queuing the edits stopped unexpectedly (its thread exited with code ${code}).`));
    });
  });
}
