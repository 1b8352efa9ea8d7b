import type { OpenedCall, SyncProgress } from '../../shared/contract/contract';
import type { CoreEventHub } from '../host/core-handlers';
import { CoreFailure } from '../host/dispatch';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import type { SyncProgressEvent, SyncSummary } from '../sync';
import { startSyncWorker, SyncWorkerCallFailure, type SyncWorkerHandle } from '../sync/sync-worker-client';
import type { SyncWorkerSetup } from '../sync/sync-worker-protocol';
import { asCoreFailure } from './profile-failures';

/**
 * The core's side of syncing: one sync engine per profile (its own mirror
 * file and API client, made when first needed), runs started and cancelled
 * on request, their progress forwarded as `sync.progress` events, and the
 * profile's lastSyncAt recorded when a run finishes. Profiles sync
 * independently: switching workspace does not stop the other's sync.
 *
 * Each engine runs on a worker thread of its own (sync-worker.ts): its
 * write transactions measured longer than the 50 ms the main thread may
 * block (test/bench/sync-bench.ts), and the main thread serves the windows.
 *
 * An engine is dropped (its thread and mirror closed) when its profile is
 * removed or gets a new key, and after a 401: the client stops all work for
 * a refused key, so the next start needs a fresh one with the new key.
 *
 * The key's permission is not touched here: reading tells nothing about
 * writing (a 403 on a write is the outbox's to learn).
 */
export interface SyncServiceDeps {
  profiles: ProfileRegistry;
  events: CoreEventHub;
  /** Engine options (shorter schedules in tests). */
  options?: SyncWorkerSetup['options'];
  logger?: (line: string) => void;
}

export interface SyncService {
  /** The active profile's sync, or null without one. */
  status(): SyncProgress | null;
  /** Starts the active profile's sync unless it runs already. */
  start(input: { full?: boolean }): Promise<SyncProgress>;
  cancel(): SyncProgress | null;
  openCall(id: string): Promise<OpenedCall>;
  /** The summary of the profile's running sync when it ends (undefined when none runs, or its thread failed). */
  whenFinished(profileId: string): Promise<SyncSummary | undefined>;
  /** Cancels every sync and closes every mirror. */
  close(): Promise<void>;
}

interface Slot {
  sync: SyncWorkerHandle;
  keyHint: string;
  baseUrl: string;
  run?: Promise<SyncSummary | undefined>;
  stopProgress: () => void;
}

export function createSyncService(deps: SyncServiceDeps): SyncService {
  const { profiles, events } = deps;
  const slots = new Map<string, Slot>();
  /** How each profile's last run ended, kept when its engine is dropped (after a 401, say). */
  const endings = new Map<string, SyncProgress>();

  const requireActive = (): ProfileEntry => {
    const active = profiles.active();
    if (!active) throw new CoreFailure('not_found', 'There is no workspace to sync. Add one first.');
    return active;
  };

  const drop = (id: string) => {
    const slot = slots.get(id);
    if (!slot) return;
    slots.delete(id);
    slot.stopProgress();
    // The worker lets the run stop, then closes the mirror and ends.
    void slot.sync.close();
  };

  // A removed profile or a new key: the engine made for the old one must go (once idle, or now, cancelling).
  profiles.onChange(() => {
    for (const [id, slot] of slots) {
      const entry = profiles.get(id);
      if (!entry || entry.keyHint !== slot.keyHint || entry.baseUrl !== slot.baseUrl) drop(id);
    }
  });

  async function slotFor(entry: ProfileEntry): Promise<Slot> {
    const existing = slots.get(entry.id);
    if (existing) return existing;
    const apiKey = await failure(() => profiles.resolveKey(entry.id));
    const again = slots.get(entry.id);
    if (again) return again;
    const sync = startSyncWorker(
      { baseUrl: entry.baseUrl, apiKey, mirrorFile: entry.mirrorFile, ...(deps.options ? { options: deps.options } : {}) },
      deps.logger,
    );
    const slot: Slot = { sync, keyHint: entry.keyHint, baseUrl: entry.baseUrl, stopProgress: () => undefined };
    slot.stopProgress = sync.onProgress((event) => {
      if (event.running) events.emit('sync.progress', progressOf(entry.id, event));
    });
    slots.set(entry.id, slot);
    return slot;
  }

  function statusOf(id: string): SyncProgress {
    const slot = slots.get(id);
    if (slot?.run) return progressOf(id, slot.sync.progress());
    return endings.get(id) ?? idle(id, null);
  }

  return {
    status() {
      const active = profiles.active();
      return active ? statusOf(active.id) : null;
    },

    async start(input) {
      const entry = requireActive();
      const slot = await slotFor(entry);
      if (slot.run) return statusOf(entry.id);
      endings.delete(entry.id);
      const run = slot.sync.run({ full: input.full === true, hydrate: true }).then(
        (summary) => {
          slot.run = undefined;
          const ended = endedProgress(entry.id, summary);
          endings.set(entry.id, ended);
          if (summary.status === 'ok' || summary.status === 'partial') profiles.recordSync(entry.id, new Date(summary.finishedAt));
          events.emit('sync.progress', ended);
          if (summary.error?.kind === 'unauthorized') drop(entry.id);
          return summary;
        },
        (error: unknown) => {
          // The thread itself failed (the mirror could not be opened…): say so, and start afresh next time.
          slot.run = undefined;
          const ended: SyncProgress = { ...idle(entry.id, error instanceof Error ? error.message : String(error)), phase: 'error' };
          endings.set(entry.id, ended);
          events.emit('sync.progress', ended);
          drop(entry.id);
          return undefined;
        },
      );
      slot.run = run;
      // The first progress event comes from the run itself; until then, say it started.
      const started: SyncProgress = { ...idle(entry.id, null), phase: 'syncing' };
      events.emit('sync.progress', started);
      return started;
    },

    cancel() {
      const active = profiles.active();
      if (!active) return null;
      slots.get(active.id)?.sync.cancel();
      return statusOf(active.id);
    },

    async openCall(id) {
      const entry = requireActive();
      const slot = await slotFor(entry);
      try {
        return { id, ...(await slot.sync.openCall(id)) };
      } catch (error) {
        throw callFailure(error);
      }
    },

    async whenFinished(profileId) {
      return slots.get(profileId)?.run;
    },

    async close() {
      const running = [...slots.values()].map((slot) => slot.run);
      for (const id of [...slots.keys()]) drop(id);
      await Promise.allSettled(running);
    },
  };
}

function progressOf(profileId: string, event: SyncProgressEvent): SyncProgress {
  if (!event.running) return idle(profileId, null);
  return {
    profileId,
    phase: 'syncing',
    resource: event.resource,
    done: event.done,
    total: event.total,
    requestsLeftInWindow: event.requestsLeftInWindow,
    etaSeconds: event.etaSeconds,
    message: event.step === 'confirm' ? 'Checking which records were deleted' : event.pass > 1 ? 'The list changed while syncing; going over it again' : null,
  };
}

function idle(profileId: string, message: string | null): SyncProgress {
  return { profileId, phase: 'idle', resource: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, message };
}

/** How a finished run is shown until the next one: idle with a note, offline, or an error in plain words. */
function endedProgress(profileId: string, summary: SyncSummary): SyncProgress {
  switch (summary.status) {
    case 'ok':
      return idle(profileId, null);
    case 'partial':
      return idle(profileId, summary.problems.join(' '));
    case 'cancelled':
      return idle(profileId, summary.error?.message ?? null);
    case 'failed': {
      const kind = summary.error?.kind;
      const offline = kind === 'network' || kind === 'timeout' || kind === 'gateway';
      return { ...idle(profileId, summary.error?.message ?? 'The sync failed.'), phase: offline ? 'offline' : 'error' };
    }
    default:
      return idle(profileId, null);
  }
}

async function failure<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw asCoreFailure(error);
  }
}

function callFailure(error: unknown): unknown {
  if (!(error instanceof SyncWorkerCallFailure)) return error instanceof Error ? new CoreFailure('unavailable', error.message) : error;
  const { kind, message } = error.failure;
  if (kind === 'not_found') return new CoreFailure('not_found', 'That call is no longer in the workspace.');
  if (kind === 'invalid') return new CoreFailure('invalid_request', message);
  return new CoreFailure('unavailable', message);
}
