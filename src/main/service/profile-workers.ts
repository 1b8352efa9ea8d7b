import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import type { SyncProgressEvent, SyncSummary } from '../sync';
import { startProfileWorker, ProfileWorkerCallFailure, type ProfileWorkerHandle } from '../profile-worker/profile-worker-client';
import type { ProfileWorkerSetup } from '../profile-worker/profile-worker-protocol';
import { CoreFailure } from './dispatch';
import { profileFailure } from './profile-failures';

/**
 * The registry of profile workers: one per profile (its own mirror file and
 * API client, made when first needed), each on a worker thread of its own
 * (profile-worker.ts): its write transactions measured longer than the 50 ms
 * the main thread may block (test/bench/sync-bench.ts), and the main thread
 * serves the windows. The worker runs the profile's sync and sends its
 * outbox; sync-service.ts and online-actions.ts drive it.
 *
 * A worker is dropped (its thread and mirror closed) when its profile is
 * removed or gets a new key, and after a 401: the client stops all work for
 * a refused key, so the next start needs a fresh one with the new key.
 *
 * The key's permission is learned from writes only (reading tells nothing
 * about writing): a write refused as read-only makes it `read`.
 */
export interface ProfileWorkersDeps {
  profiles: ProfileRegistry;
  /** Engine options (shorter schedules in tests). */
  options?: ProfileWorkerSetup['options'];
  logger?: (line: string) => void;
  /** A running sync's progress, as the worker reports it. */
  onProgress: (profileId: string, event: SyncProgressEvent) => void;
  /** A request of the profile's could not connect (false), or was answered after that (true). */
  onReachability?: (profileId: string, reachable: boolean) => void;
}

export interface ProfileWorkerSlot {
  worker: ProfileWorkerHandle;
  keyHint: string;
  baseUrl: string;
  /** The sync run under way, if any (sync-service.ts sets it). */
  run?: Promise<SyncSummary | undefined> | undefined;
  stopListening: () => void;
}

export interface ProfileWorkers {
  readonly closed: boolean;
  get(profileId: string): ProfileWorkerSlot | undefined;
  /** The profile's worker, started (reading its key) when it has none; refused once the app is closing. */
  open(entry: ProfileEntry): Promise<ProfileWorkerSlot>;
  /** Lets the worker's work stop, then ends its thread. */
  drop(profileId: string): void;
  /** A profile's outbox changed in its worker (operations sent, failed, in conflict), with the requests left in the window. */
  onOutboxChange(listener: (profileId: string, requestsLeftInWindow: number | null) => void): () => void;
  /** Ends every worker, resolving once each has let its sync and its push stop and closed its mirror. */
  close(): Promise<void>;
}

export function createProfileWorkers(deps: ProfileWorkersDeps): ProfileWorkers {
  const { profiles } = deps;
  const slots = new Map<string, ProfileWorkerSlot>();
  const outboxListeners = new Set<(profileId: string, requestsLeftInWindow: number | null) => void>();
  let closed = false;

  const drop = (id: string) => {
    const slot = slots.get(id);
    if (!slot) return;
    slots.delete(id);
    slot.stopListening();
    // The worker lets the run stop, then closes the mirror and ends.
    void slot.worker.close();
  };

  // A removed profile or a new key: the worker made for the old one must go (once idle, or now, cancelling).
  profiles.onChange(() => {
    for (const [id, slot] of slots) {
      const entry = profiles.get(id);
      if (!entry || entry.keyHint !== slot.keyHint || entry.baseUrl !== slot.baseUrl) drop(id);
    }
  });

  async function open(entry: ProfileEntry): Promise<ProfileWorkerSlot> {
    const existing = slots.get(entry.id);
    if (existing) return existing;
    const apiKey = await profileFailure(() => profiles.resolveKey(entry.id));
    const again = slots.get(entry.id);
    if (again) return again;
    // Closed while the key was being read: no new thread.
    if (closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const worker = startProfileWorker(
      { baseUrl: entry.baseUrl, apiKey, mirrorFile: entry.mirrorFile, ...(deps.options ? { options: deps.options } : {}) },
      deps.logger,
    );
    const stops = [
      worker.onProgress((event) => deps.onProgress(entry.id, event)),
      worker.onOutboxChange((requestsLeft) => {
        for (const listener of [...outboxListeners]) listener(entry.id, requestsLeft);
      }),
      worker.onKeyReadOnly(() => profiles.setKeyPermission(entry.id, 'read')),
      worker.onReachability((reachable) => deps.onReachability?.(entry.id, reachable)),
    ];
    const slot: ProfileWorkerSlot = { worker, keyHint: entry.keyHint, baseUrl: entry.baseUrl, stopListening: () => stops.forEach((stop) => stop()) };
    slots.set(entry.id, slot);
    return slot;
  }

  return {
    get closed() {
      return closed;
    },
    get: (id) => slots.get(id),
    open,
    drop,
    onOutboxChange(listener) {
      outboxListeners.add(listener);
      return () => outboxListeners.delete(listener);
    },
    async close() {
      closed = true;
      outboxListeners.clear();
      const running = [...slots.values()].map((slot) => slot.run);
      // Each worker lets its sync and its push stop, then closes its mirror: the app (and a test) may remove the files after this.
      const closing = [...slots.values()].map((slot) => slot.worker.close());
      for (const id of [...slots.keys()]) drop(id);
      await Promise.allSettled([...running, ...closing]);
    },
  };
}

/**
 * A request the worker could not carry out (an opened call, an outbox push,
 * an online action), in the UI's terms; `notFound` replaces the service's
 * sentence when the caller has a plainer one.
 */
export function workerFailure(error: unknown, notFound?: string): unknown {
  if (!(error instanceof ProfileWorkerCallFailure)) return error instanceof Error ? new CoreFailure('unavailable', error.message) : error;
  const { kind, message } = error.failure;
  if (kind === 'not_found') return new CoreFailure('not_found', notFound ?? message);
  if (kind === 'invalid') return new CoreFailure('invalid_request', message);
  return new CoreFailure('unavailable', message);
}
