import type { OpenedCall, SyncProgress } from '../../shared/contract/contract';
import type { CoreEventHub } from './core-handlers';
import { CoreFailure } from './dispatch';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import type { ReplaySummary } from '../outbox/replay-outbox';
import type { SyncProgressEvent, SyncSummary } from '../sync';
import { startProfileWorker, ProfileWorkerCallFailure, type ProfileWorkerHandle } from '../profile-worker/profile-worker-client';
import type { ProfileWorkerSetup } from '../profile-worker/profile-worker-protocol';
import { asCoreFailure } from './profile-failures';

/**
 * The core's side of syncing: one sync engine per profile (its own mirror
 * file and API client, made when first needed), runs started and cancelled
 * on request, their progress forwarded as `sync.progress` events, and the
 * profile's lastSyncAt recorded when a run finishes. Profiles sync
 * independently: switching workspace does not stop the other's sync.
 * When runs start by themselves is sync-schedule.ts's business; it learns
 * what happened here through `onActivity`.
 *
 * Each engine runs on a worker thread of its own (sync-worker.ts): its
 * write transactions measured longer than the 50 ms the main thread may
 * block (test/bench/sync-bench.ts), and the main thread serves the windows.
 *
 * An engine is dropped (its thread and mirror closed) when its profile is
 * removed or gets a new key, and after a 401: the client stops all work for
 * a refused key, so the next start needs a fresh one with the new key.
 *
 * Pausing is the user's: a paused profile's running sync is cancelled, and
 * no sync starts for it (not even Sync now) until it is resumed. The pause
 * is kept with the profiles, so it outlasts a restart.
 *
 * The profile's outbox is sent by the same worker (one API client, one
 * rate-limit budget): after every sync that reached the service, and when
 * asked (an edit was queued, the user pressed Send now). Pausing sync does
 * not hold edits back: sending one is the user's own request.
 *
 * The key's permission is learned from writes only (reading tells nothing
 * about writing): a write refused as read-only makes it `read`, one the
 * service accepted makes it `write`.
 */
export interface SyncServiceDeps {
  profiles: ProfileRegistry;
  events: CoreEventHub;
  /** Engine options (shorter schedules in tests). */
  options?: ProfileWorkerSetup['options'];
  logger?: (line: string) => void;
}

export interface StartOptions {
  full?: boolean;
  /** At most this many call transcripts this run (the schedule works through a backlog in batches). */
  hydrateLimit?: number;
}

/** What the schedule plans by: runs that ended (or could not start), and pauses. */
export type SyncActivity =
  | { type: 'ended'; profileId: string; summary: SyncSummary | undefined; progress: SyncProgress }
  | { type: 'paused'; profileId: string }
  | { type: 'resumed'; profileId: string };

export interface SyncService {
  /** The active profile's sync, or null without one. */
  status(): SyncProgress | null;
  /** Starts the active profile's sync unless it runs already. */
  start(input: StartOptions): Promise<SyncProgress>;
  /** Starts a profile's sync unless it runs already; refused while the profile is paused. */
  startProfile(profileId: string, input: StartOptions): Promise<SyncProgress>;
  cancel(): SyncProgress | null;
  /** Pauses the active profile's sync (cancelling a running one) until `resume`. */
  pause(): SyncProgress | null;
  resume(): SyncProgress | null;
  openCall(id: string): Promise<OpenedCall>;
  /** Sends a profile's outbox; undefined when another process (a `voicedesk push`) is sending it. Needs the key, not an unpaused sync. */
  push(profileId: string): Promise<ReplaySummary | undefined>;
  /** Online only, on the active profile: the outbox's do-not-call changes go first. */
  startCampaign(id: string): Promise<{ id: string; status: string; started_at: string | null }>;
  deleteAgent(id: string): Promise<void>;
  /** A profile's outbox changed in its worker (operations sent, failed, in conflict). */
  onOutboxChange(listener: (profileId: string) => void): () => void;
  /** The summary of the profile's running sync when it ends (undefined when none runs, or its thread failed). */
  whenFinished(profileId: string): Promise<SyncSummary | undefined>;
  onActivity(listener: (activity: SyncActivity) => void): () => void;
  /** Cancels every sync and closes every mirror. */
  close(): Promise<void>;
}

interface Slot {
  sync: ProfileWorkerHandle;
  keyHint: string;
  baseUrl: string;
  run?: Promise<SyncSummary | undefined>;
  stopListening: () => void;
}

export function createSyncService(deps: SyncServiceDeps): SyncService {
  const { profiles, events } = deps;
  const slots = new Map<string, Slot>();
  /** How each profile's last run ended (and with which key), kept when its engine is dropped (after a 401, say). */
  const endings = new Map<string, { progress: SyncProgress; keyHint: string }>();
  /** Whether the service answered each profile's last run: what the status bar's online indicator shows. */
  const reachable = new Map<string, boolean>();
  const listeners = new Set<(activity: SyncActivity) => void>();
  const outboxListeners = new Set<(profileId: string) => void>();
  let closed = false;

  const tell = (activity: SyncActivity) => {
    for (const listener of [...listeners]) listener(activity);
  };
  const online = (id: string): boolean | null => reachable.get(id) ?? null;

  const requireActive = (): ProfileEntry => {
    const active = profiles.active();
    if (!active) throw new CoreFailure('not_found', 'There is no workspace to sync. Add one first.');
    return active;
  };
  const requireProfile = (id: string): ProfileEntry => {
    const entry = profiles.get(id);
    if (!entry) throw new CoreFailure('not_found', 'That workspace is no longer in the list. Pick another one.');
    return entry;
  };

  const drop = (id: string) => {
    const slot = slots.get(id);
    if (!slot) return;
    slots.delete(id);
    slot.stopListening();
    // The worker lets the run stop, then closes the mirror and ends.
    void slot.sync.close();
  };

  // A removed profile or a new key: the engine made for the old one must go (once idle, or now, cancelling).
  profiles.onChange(() => {
    for (const [id, slot] of slots) {
      const entry = profiles.get(id);
      if (!entry || entry.keyHint !== slot.keyHint || entry.baseUrl !== slot.baseUrl) drop(id);
    }
    // A new key: "enter the key again" no longer holds.
    for (const [id, ending] of endings) if (ending.progress.phase === 'needs_key' && profiles.get(id)?.keyHint !== ending.keyHint) endings.delete(id);
  });

  async function slotFor(entry: ProfileEntry): Promise<Slot> {
    const existing = slots.get(entry.id);
    if (existing) return existing;
    const apiKey = await failure(() => profiles.resolveKey(entry.id));
    const again = slots.get(entry.id);
    if (again) return again;
    // Closed while the key was being read: no new thread.
    if (closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const sync = startProfileWorker(
      { baseUrl: entry.baseUrl, apiKey, mirrorFile: entry.mirrorFile, ...(deps.options ? { options: deps.options } : {}) },
      deps.logger,
    );
    const stops = [
      sync.onProgress((event) => {
        if (event.running && !profiles.isSyncPaused(entry.id)) events.emit('sync.progress', progressOf(entry.id, event, online(entry.id)));
      }),
      sync.onOutboxChange(() => {
        for (const listener of [...outboxListeners]) listener(entry.id);
      }),
      sync.onKeyReadOnly(() => profiles.setKeyPermission(entry.id, 'read')),
    ];
    const slot: Slot = { sync, keyHint: entry.keyHint, baseUrl: entry.baseUrl, stopListening: () => stops.forEach((stop) => stop()) };
    slots.set(entry.id, slot);
    return slot;
  }

  function statusOf(id: string): SyncProgress {
    // Paused wins, also while a cancelled run is still stopping.
    if (profiles.isSyncPaused(id)) return { ...idle(id, null, online(id)), phase: 'paused' };
    const slot = slots.get(id);
    if (slot?.run) return progressOf(id, slot.sync.progress(), online(id));
    const ending = endings.get(id)?.progress;
    // Reachability is the latest word from the sync or the outbox, whichever spoke last.
    return ending ? { ...ending, online: online(id) } : idle(id, null, online(id));
  }

  /** A run's end, told to the windows (as progress) and to the schedule. */
  function ended(id: string, keyHint: string, summary: SyncSummary | undefined, progress: SyncProgress) {
    endings.set(id, { progress, keyHint });
    const shown = statusOf(id);
    events.emit('sync.progress', shown);
    tell({ type: 'ended', profileId: id, summary, progress: shown });
  }

  async function startProfile(id: string, input: StartOptions): Promise<SyncProgress> {
    if (closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const entry = requireProfile(id);
    if (profiles.isSyncPaused(id)) throw new CoreFailure('unavailable', `Syncing "${entry.name}" is paused. Resume sync to sync it again.`);
    let slot: Slot;
    try {
      slot = await slotFor(entry);
    } catch (error) {
      // The key cannot be had: say so where the sync is shown, so the UI asks for it rather than showing an error.
      if (error instanceof CoreFailure && error.error.code === 'key_missing') ended(id, entry.keyHint, undefined, { ...idle(id, error.message, online(id)), phase: 'needs_key' });
      throw error;
    }
    // Paused (or the app closing) while the key was being read: nothing starts.
    if (slot.run || closed || profiles.isSyncPaused(id)) return statusOf(id);
    endings.delete(id);
    const run = slot.sync
      .run({ full: input.full === true, hydrate: true, ...(input.hydrateLimit === undefined ? {} : { hydrateLimit: input.hydrateLimit }) })
      .then(
        (summary) => {
          slot.run = undefined;
          if (isOffline(summary)) reachable.set(id, false);
          else if (summary.status !== 'cancelled') reachable.set(id, true);
          if (summary.status === 'ok' || summary.status === 'partial') profiles.recordSync(id, new Date(summary.finishedAt));
          if (summary.error?.kind === 'unauthorized') drop(id);
          ended(id, entry.keyHint, summary, endedProgress(id, summary, online(id)));
          if (summary.status === 'ok' || summary.status === 'partial') pushQuietly(id);
          return summary;
        },
        (error: unknown) => {
          // The thread itself failed (the mirror could not be opened…): say so, and start afresh next time.
          slot.run = undefined;
          drop(id);
          ended(id, entry.keyHint, undefined, { ...idle(id, error instanceof Error ? error.message : String(error), online(id)), phase: 'error' });
          return undefined;
        },
      );
    slot.run = run;
    // The first progress event comes from the run itself; until then, say it started.
    const started: SyncProgress = { ...idle(id, null, online(id)), phase: 'syncing' };
    events.emit('sync.progress', started);
    return started;
  }

  async function push(id: string): Promise<ReplaySummary | undefined> {
    if (closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const entry = requireProfile(id);
    const slot = await slotFor(entry);
    let summary: ReplaySummary | undefined;
    try {
      summary = await slot.sync.push();
    } catch (error) {
      throw workerFailure(error);
    }
    if (summary === undefined) return undefined;
    if (summary.sent > 0) {
      profiles.setKeyPermission(id, 'write');
      reachable.set(id, true);
    }
    if (summary.stopped?.reason === 'unreachable' && online(id) !== false) {
      // The status bar's online indicator learns it from the outbox too, not only from a sync.
      reachable.set(id, false);
      events.emit('sync.progress', statusOf(id));
    }
    if (summary.stopped?.reason === 'unauthorized') {
      // As after a sync the key refused: the engine goes, and the UI asks for a new key.
      drop(id);
      ended(id, entry.keyHint, undefined, { ...idle(id, summary.stopped.message, online(id)), phase: 'needs_key' });
    }
    return summary;
  }

  /** In the background: what cannot be sent now stays queued for the next try, and the Outbox screen says why. */
  function pushQuietly(id: string) {
    if (closed) return;
    push(id).catch((error: unknown) => deps.logger?.(`outbox: not sent for now: ${error instanceof Error ? error.message : String(error)}`));
  }

  async function onlineAction<T>(act: (slot: Slot) => Promise<T>): Promise<T> {
    const entry = requireActive();
    const slot = await slotFor(entry);
    try {
      const result = await act(slot);
      profiles.setKeyPermission(entry.id, 'write');
      return result;
    } catch (error) {
      throw workerFailure(error);
    }
  }

  return {
    status() {
      const active = profiles.active();
      return active ? statusOf(active.id) : null;
    },

    start: (input) => startProfile(requireActive().id, input),
    startProfile,

    cancel() {
      const active = profiles.active();
      if (!active) return null;
      slots.get(active.id)?.sync.cancel();
      return statusOf(active.id);
    },

    pause() {
      const active = profiles.active();
      if (!active) return null;
      profiles.setSyncPaused(active.id, true);
      slots.get(active.id)?.sync.cancel();
      const status = statusOf(active.id);
      events.emit('sync.progress', status);
      tell({ type: 'paused', profileId: active.id });
      return status;
    },

    resume() {
      const active = profiles.active();
      if (!active) return null;
      profiles.setSyncPaused(active.id, false);
      const status = statusOf(active.id);
      events.emit('sync.progress', status);
      tell({ type: 'resumed', profileId: active.id });
      return status;
    },

    async openCall(id) {
      const entry = requireActive();
      const slot = await slotFor(entry);
      try {
        return { id, ...(await slot.sync.openCall(id)) };
      } catch (error) {
        throw workerFailure(error, 'That call is no longer in the workspace.');
      }
    },

    push,
    startCampaign: (id) => onlineAction((slot) => slot.sync.startCampaign(id)),
    deleteAgent: (id) => onlineAction((slot) => slot.sync.deleteAgent(id)),

    onOutboxChange(listener) {
      outboxListeners.add(listener);
      return () => outboxListeners.delete(listener);
    },

    async whenFinished(profileId) {
      return slots.get(profileId)?.run;
    },

    onActivity(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      closed = true;
      listeners.clear();
      outboxListeners.clear();
      const running = [...slots.values()].map((slot) => slot.run);
      // Each worker lets its sync and its push stop, then closes its mirror: the app (and a test) may remove the files after this.
      const closing = [...slots.values()].map((slot) => slot.sync.close());
      for (const id of [...slots.keys()]) drop(id);
      await Promise.allSettled([...running, ...closing]);
    },
  };
}

function progressOf(profileId: string, event: SyncProgressEvent, online: boolean | null): SyncProgress {
  if (!event.running) return idle(profileId, null, online);
  return {
    profileId,
    phase: 'syncing',
    resource: event.resource,
    done: event.done,
    total: event.total,
    requestsLeftInWindow: event.requestsLeftInWindow,
    etaSeconds: event.etaSeconds,
    message: event.step === 'confirm' ? 'Checking which records were deleted' : event.pass > 1 ? 'The list changed while syncing; going over it again' : null,
    online,
  };
}

function idle(profileId: string, message: string | null, online: boolean | null): SyncProgress {
  return { profileId, phase: 'idle', resource: null, done: 0, total: null, requestsLeftInWindow: null, etaSeconds: null, message, online };
}

function isOffline(summary: SyncSummary): boolean {
  const kind = summary.error?.kind;
  return summary.status === 'failed' && (kind === 'network' || kind === 'timeout' || kind === 'gateway');
}

/** How a finished run is shown until the next one: idle with a note, offline, a key to enter again, or an error in plain words. */
function endedProgress(profileId: string, summary: SyncSummary, online: boolean | null): SyncProgress {
  switch (summary.status) {
    case 'ok':
      return idle(profileId, null, online);
    case 'partial':
      return idle(profileId, summary.problems.join(' '), online);
    case 'cancelled':
      return idle(profileId, summary.error?.message ?? null, online);
    case 'failed': {
      const message = summary.error?.message ?? 'The sync failed.';
      if (summary.error?.kind === 'unauthorized') return { ...idle(profileId, message, online), phase: 'needs_key' };
      return { ...idle(profileId, message, online), phase: isOffline(summary) ? 'offline' : 'error' };
    }
    default:
      return idle(profileId, null, online);
  }
}

async function failure<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw asCoreFailure(error);
  }
}

/**
 * A request the worker could not carry out (an opened call, an outbox push,
 * an online action), in the UI's terms; `notFound` replaces the service's
 * sentence when the caller has a plainer one.
 */
function workerFailure(error: unknown, notFound?: string): unknown {
  if (!(error instanceof ProfileWorkerCallFailure)) return error instanceof Error ? new CoreFailure('unavailable', error.message) : error;
  const { kind, message } = error.failure;
  if (kind === 'not_found') return new CoreFailure('not_found', notFound ?? message);
  if (kind === 'invalid') return new CoreFailure('invalid_request', message);
  return new CoreFailure('unavailable', message);
}
