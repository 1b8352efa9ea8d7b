import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../threads/module-worker';
import type { AgentCreateBody } from '../../shared/api/requests';
import type { SyncProgressEvent } from '../sync/progress';
import type { SyncSummary } from '../sync/sync-summary';
import type { FromProfileWorker, ProfileWorkerSetup, ToProfileWorker, WorkerAnswers, WorkerRequest, WorkerRequestFailure } from './profile-worker-protocol';
import { assertNever } from '../../shared/assert-never';

/**
 * The main thread's handle on a profile's worker: the sync engine's
 * interface (run, cancel, progress, openCall) and the outbox's (push, the
 * two online-only actions) over messages.
 *
 * Where the worker's code is: see src/main/threads/module-worker.ts.
 */
export interface ProfileWorkerHandle {
  readonly running: boolean;
  run(options: { full: boolean; hydrate: boolean; hydrateLimit?: number }): Promise<SyncSummary>;
  cancel(): void;
  openCall(id: string): Promise<WorkerAnswers['open-call']>;
  fetchRecord(resource: Extract<WorkerRequest, { type: 'fetch-record' }>['resource'], id: string): Promise<WorkerAnswers['fetch-record']>;
  /** Calls a person is looking for: the worker's hydration fetches them ahead of the newest-first queue. */
  hydrateFirst(ids: readonly string[]): void;
  /** Sends the profile's outbox; resolves with the summary (undefined when another process is sending it). */
  push(): Promise<WorkerAnswers['push']>;
  startCampaign(id: string): Promise<WorkerAnswers['start-campaign']>;
  deleteAgent(id: string): Promise<void>;
  createAgent(fields: AgentCreateBody): Promise<WorkerAnswers['create-agent']>;
  /** Reads an agent the provisioning watch gave up on at once, and watches it again while still provisioning. */
  checkProvisioning(id: string): Promise<WorkerAnswers['check-provisioning']>;
  /** The key's rate-limit figures as the worker's budget knows them now (null until the service has stated its limit). */
  rateFigures(): Promise<WorkerAnswers['rate-figures']>;
  /** Operations of the outbox were settled by this worker. */
  /** The outbox changed; with the requests left in the rate-limit window, when the service has said. */
  onOutboxChange(listener: (requestsLeftInWindow: number | null) => void): () => void;
  /** The service refused a write because the key may only read. */
  onKeyReadOnly(listener: () => void): () => void;
  /** A request could not connect (false), or one was answered after that (true). */
  onReachability(listener: (reachable: boolean) => void): () => void;
  progress(): SyncProgressEvent;
  onProgress(listener: (event: SyncProgressEvent) => void): () => void;
  /** Cancels any run, closes the mirror, ends the thread. */
  close(): Promise<void>;
}

/** A request the worker could not carry out: the error's kind and its sentence for people. */
export class ProfileWorkerCallFailure extends Error {
  override readonly name = 'ProfileWorkerCallFailure';
  constructor(readonly failure: WorkerRequestFailure) {
    super(failure.message);
  }
}

const IDLE: SyncProgressEvent = { running: false, resource: null, step: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, pass: 0 };

export function startProfileWorker(setup: ProfileWorkerSetup, log: (line: string) => void = () => undefined): ProfileWorkerHandle {
  const worker = createWorker(setup);
  const listeners = new Set<(event: SyncProgressEvent) => void>();
  const outboxListeners = new Set<(requestsLeftInWindow: number | null) => void>();
  const readOnlyListeners = new Set<() => void>();
  const reachabilityListeners = new Set<(reachable: boolean) => void>();
  const requests = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let current = IDLE;
  let run: { promise: Promise<SyncSummary>; resolve(summary: SyncSummary): void; reject(error: Error): void } | undefined;
  let nextRequest = 1;
  let closed: Promise<void> | undefined;
  let gone: Error | undefined;

  const send = (message: ToProfileWorker) => worker.postMessage(message);

  worker.on('message', (message: FromProfileWorker) => {
    switch (message.type) {
      case 'progress':
        current = message.event;
        for (const listener of [...listeners]) listener(message.event);
        return;
      case 'summary':
        current = IDLE;
        run?.resolve(message.summary);
        run = undefined;
        return;
      case 'answer':
        requests.get(message.requestId)?.resolve(message.value);
        requests.delete(message.requestId);
        return;
      case 'request-failed':
        requests.get(message.requestId)?.reject(new ProfileWorkerCallFailure(message.error));
        requests.delete(message.requestId);
        return;
      case 'outbox-changed':
        for (const listener of [...outboxListeners]) listener(message.requestsLeftInWindow);
        return;
      case 'key-read-only':
        for (const listener of [...readOnlyListeners]) listener();
        return;
      case 'reachability':
        for (const listener of [...reachabilityListeners]) listener(message.reachable);
        return;
      case 'log':
        log(message.line);
        return;
      case 'closed':
        return;
      default:
        assertNever(message, 'message from the profile worker');
    }
  });

  // A worker that dies takes its answers with it: every caller hears why.
  const fail = (error: Error) => {
    gone ??= error;
    run?.reject(error);
    run = undefined;
    for (const pending of requests.values()) pending.reject(error);
    requests.clear();
    current = IDLE;
  };
  const ask = <R extends WorkerRequest>(request: R): Promise<WorkerAnswers[R['type']]> => {
    if (gone) return Promise.reject(gone);
    if (closed) return Promise.reject(new Error('The sync of this workspace has closed.'));
    const requestId = nextRequest++;
    const answer = new Promise<unknown>((resolve, reject) => requests.set(requestId, { resolve, reject }));
    send({ type: 'request', requestId, request });
    return answer as Promise<WorkerAnswers[R['type']]>;
  };

  worker.on('error', (error) => fail(new Error(`The sync stopped unexpectedly: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(`The sync stopped unexpectedly (its thread exited with code ${code}).`)));

  return {
    get running() {
      return run !== undefined;
    },
    run(options) {
      if (gone) return Promise.reject(gone);
      if (run) return run.promise;
      let resolve!: (summary: SyncSummary) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<SyncSummary>((ok, ko) => ((resolve = ok), (reject = ko)));
      run = { promise, resolve, reject };
      send({ type: 'run', ...options });
      return promise;
    },
    cancel() {
      if (!gone) send({ type: 'cancel' });
    },
    openCall: (id) => ask({ type: 'open-call', id }),
    fetchRecord: (resource, id) => ask({ type: 'fetch-record', resource, id }),
    hydrateFirst(ids) {
      if (!gone && ids.length > 0) send({ type: 'hydrate-first', ids: [...ids] });
    },
    push: () => ask({ type: 'push' }),
    startCampaign: (id) => ask({ type: 'start-campaign', id }),
    deleteAgent: async (id) => {
      await ask({ type: 'delete-agent', id });
    },
    createAgent: (fields) => ask({ type: 'create-agent', fields }),
    checkProvisioning: (id) => ask({ type: 'check-provisioning', id }),
    rateFigures: () => ask({ type: 'rate-figures' }),
    onOutboxChange(listener) {
      outboxListeners.add(listener);
      return () => outboxListeners.delete(listener);
    },
    onKeyReadOnly(listener) {
      readOnlyListeners.add(listener);
      return () => readOnlyListeners.delete(listener);
    },
    onReachability(listener) {
      reachabilityListeners.add(listener);
      return () => reachabilityListeners.delete(listener);
    },
    progress: () => current,
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed ??= gone
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const force = setTimeout(() => void worker.terminate(), 10_000);
            worker.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            send({ type: 'close' });
          });
      return closed;
    },
  };
}

function createWorker(setup: ProfileWorkerSetup): Worker {
  return startModuleWorker(import.meta.url, 'profile-worker', { workerData: setup, name: 'voicedesk-profile' });
}
