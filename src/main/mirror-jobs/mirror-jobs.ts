import type { ImportChoices } from '../../shared/contact-import/import-plan';
import type { ImportField } from '../../shared/contact-import/import-fields';
import type { FilePreview, ImportOutcome } from '../contact-import/import-work';
import type { ContactFilterChoices } from '../../shared/contract/record-schemas';
import type { ContactFilter, ContactListOptions } from '../mirror';
import type { EditProblem } from '../outbox/plan-edits';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../threads/module-worker';

/**
 * Work on a mirror too long for the thread that serves the windows, on a
 * short-lived worker thread with its own connection (mirror-job-worker.ts).
 * On a mirror of 100,000 contacts (`npm run bench -- outbox-queue`), a
 * form's edit queues in about a millisecond, but tagging 1,000 contacts
 * takes about 60 ms and 10,000 about 0.6 s, and reading the ids of all
 * 100,000 for "select all matching" about 180 ms: past the 50 ms a window
 * may freeze. Each job gives the same answer it would on the main thread.
 */
export type MirrorJob =
  | { kind: 'queue-edits'; mirrorFile: string; edits: unknown[] }
  | { kind: 'contact-ids'; mirrorFile: string; filter: ContactFilter; sort: ContactListOptions['sort'] | undefined; cap: number }
  // The filters' choices group every contact by tag and by company: a third of a second and more at 100,000.
  | { kind: 'contact-filter-choices'; mirrorFile: string; companies: number }
  // A contacts file (tens of megabytes, 200,000 rows) is read, checked and queued here: a second or more of work.
  | { kind: 'import-preview'; mirrorFile: string; bytes: Uint8Array; mapping: ImportField[] | undefined }
  | { kind: 'import-problems'; mirrorFile: string; bytes: Uint8Array; mapping: ImportField[] }
  | { kind: 'import-queue'; mirrorFile: string; bytes: Uint8Array; mapping: ImportField[]; choices: ImportChoices; label: string; allowCallsAgain: boolean };

export type QueueOutcome = { ok: true; refs: Record<string, string>; operations: number } | { ok: false; problems: EditProblem[] };

export interface MirrorJobAnswers {
  'queue-edits': QueueOutcome;
  'contact-ids': { ids: string[]; truncated: boolean };
  'contact-filter-choices': ContactFilterChoices;
  'import-preview': { ok: true; preview: FilePreview } | { ok: false; message: string };
  'import-problems': { ok: true; csv: string } | { ok: false; message: string };
  'import-queue': ImportOutcome | { ok: false; message: string };
}

/** Between the worker and the thread that started it: the job's answer, and an import's progress; a stop the other way. */
export type FromMirrorJob = { kind: 'answer'; answer: unknown } | { kind: 'progress'; records: number; total: number };
export type ToMirrorJob = { kind: 'stop' } | { kind: 'job'; job: MirrorJob };

/** An import's progress is reported at most this often: a few times a second, enough for a bar. */
export const PROGRESS_INTERVAL_MS = 250;

export interface MirrorJobControl {
  /** An import's records queued so far, of all (not sent for other jobs). */
  onProgress?(progress: { records: number; total: number }): void;
  /** Stops an import being queued: it answers `stopped` unless it was released first. Other jobs ignore it. */
  signal?: AbortSignal;
}

/** Records a batch of edits touches: above this, it is queued on a worker thread. */
export const MAIN_THREAD_RECORDS = 100;
/** Contacts matched: above this, their ids are read on a worker thread. */
export const MAIN_THREAD_IDS = 5_000;
/** Contacts in the mirror: above this, the filters' choices are read on a worker thread. */
export const MAIN_THREAD_CHOICES = 5_000;

/**
 * About how many records raw edits touch, counted before they are checked
 * (a large file goes to the worker even when some lines are bad). Checked
 * edits are counted exactly by recordsNamed (outbox/batch-label.ts).
 */
export function recordsTouched(edits: readonly unknown[]): number {
  let records = 0;
  for (const edit of edits) {
    const { ids, contact_ids: contactIds } = (typeof edit === 'object' && edit !== null ? edit : {}) as { ids?: unknown; contact_ids?: unknown };
    records += 1 + (Array.isArray(ids) ? ids.length : 0) + (Array.isArray(contactIds) ? contactIds.length : 0);
  }
  return records;
}

/** How long a thread started ahead waits for its job before it ends. */
export const SPARE_THREAD_IDLE_MS = 60_000;
let spare: { worker: Worker; expiry: ReturnType<typeof setTimeout> } | undefined;

/**
 * Starts a thread ahead of a job about to come (an import's preview while its
 * file is still arriving), so that the job does not wait for a thread to
 * start and load its code: a sixth of a second or more of a preview. One at
 * most; it ends if no job comes within SPARE_THREAD_IDLE_MS, and never keeps
 * the process alive while it waits.
 */
export function startSpareMirrorJobThread(options: { idleMs?: number } = {}): void {
  if (spare !== undefined) return;
  const worker = startModuleWorker(import.meta.url, 'mirror-job-worker', { name: 'voicedesk-mirror-job' });
  worker.unref();
  const forget = () => {
    if (spare?.worker !== worker) return;
    clearTimeout(spare.expiry);
    spare = undefined;
  };
  worker.once('exit', forget);
  // A thread that failed to start is not used; the next job starts its own.
  worker.once('error', forget);
  const expiry = setTimeout(() => {
    forget();
    void worker.terminate();
  }, options.idleMs ?? SPARE_THREAD_IDLE_MS);
  expiry.unref();
  spare = { worker, expiry };
}

/** The thread waiting for a job, if one is (its id). */
export const spareMirrorJobThread = (): number | undefined => spare?.worker.threadId;

/** The thread started ahead, given the job; or a new thread for it. */
function threadFor(job: MirrorJob): Worker {
  const ready = spare;
  if (ready === undefined) return startModuleWorker(import.meta.url, 'mirror-job-worker', { workerData: job, name: `voicedesk-${job.kind}` });
  clearTimeout(ready.expiry);
  spare = undefined;
  ready.worker.ref();
  ready.worker.postMessage({ kind: 'job', job } satisfies ToMirrorJob);
  return ready.worker;
}

export function runMirrorJob<Job extends MirrorJob>(job: Job, control: MirrorJobControl = {}): Promise<MirrorJobAnswers[Job['kind']]> {
  return new Promise((resolve, reject) => {
    const worker = threadFor(job);
    let answered = false;
    const stop = () => worker.postMessage({ kind: 'stop' } satisfies ToMirrorJob);
    if (control.signal?.aborted === true) stop();
    else control.signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: FromMirrorJob) => {
      if (message.kind === 'progress') return control.onProgress?.({ records: message.records, total: message.total });
      answered = true;
      control.signal?.removeEventListener('abort', stop);
      resolve(message.answer as MirrorJobAnswers[Job['kind']]);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The work on this computer's copy of the workspace stopped unexpectedly (its thread exited with code ${code}).`));
    });
  });
}
