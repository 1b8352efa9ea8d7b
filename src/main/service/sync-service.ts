import type { OpenedCall, SyncProgress } from '../../shared/contract/contract';
import type { RateFigures } from '../../shared/outbox/batch-cost';
import type { CoreEventHub } from './core-handlers';
import { CoreFailure } from './dispatch';
import type { ProfileRegistry } from '../profiles/profile-registry';
import type { AgentCreateBody } from '../../shared/api/requests';
import type { CreatedAgent } from '../outbox/outbox-runner';
import type { ReplaySummary } from '../outbox/replay-outbox';
import type { SyncSummary } from '../sync';
import type { ProfileWorkerSetup } from '../profile-worker/profile-worker-protocol';
import { createOnlineActions } from './online-actions';
import { requireActive, requireProfile } from './profile-failures';
import { createProfileWorkers, type ProfileWorkerSlot } from './profile-workers';
import { endedProgress, idle, isOffline, progressOf } from './sync-progress';

/**
 * The core's side of syncing: runs started and cancelled on request, their
 * progress forwarded as `sync.progress` events, and the profile's lastSyncAt
 * recorded when a run finishes. Profiles sync independently: switching
 * workspace does not stop the other's sync. When runs start by themselves
 * is sync-schedule.ts's business; it learns what happened here through
 * `onActivity`.
 *
 * Each profile's sync runs in its profile worker (profile-workers.ts, the
 * registry of them), which also sends the profile's outbox and performs the
 * online-only actions (online-actions.ts); this object is the one face of
 * the three for the rest of the service.
 *
 * Pausing is the user's: a paused profile's running sync is cancelled, and
 * no sync starts for it (not even Sync now) until it is resumed. The pause
 * is kept with the profiles, so it outlasts a restart.
 */
export interface SyncServiceDeps {
  profiles: ProfileRegistry;
  events: CoreEventHub;
  /** Engine options (shorter schedules in tests). */
  options?: ProfileWorkerSetup['options'];
  /** Whether a profile still has edits waiting to be sent: a push that failed is tried again only then (online-actions.ts). */
  editsWaiting(profileId: string): boolean;
  logger?: (line: string) => void;
}

export interface StartOptions {
  full?: boolean | undefined;
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
  fetchRecord(kind: 'calls' | 'contacts' | 'campaigns' | 'agents', id: string): Promise<boolean>;
  /** Sends a profile's outbox; undefined when another process (a `voicedesk push`) is sending it. Needs the key, not an unpaused sync. */
  push(profileId: string): Promise<ReplaySummary | undefined>;
  /** Online only, on the active profile: the outbox's do-not-call changes go first. */
  startCampaign(id: string): Promise<{ id: string; status: string; started_at: string | null }>;
  deleteAgent(id: string): Promise<void>;
  createAgent(fields: AgentCreateBody): Promise<CreatedAgent>;
  /** Online only: reads a new agent the app stopped checking at once; whether the service still provisions it. */
  checkProvisioning(id: string): Promise<{ provisioning: boolean }>;
  /** The profile's rate-limit figures as its worker's budget knows them (null without a worker, or before the service stated its limit). */
  rateFigures(profileId: string): Promise<RateFigures | null>;
  /** A profile's outbox changed in its worker (operations sent, failed, in conflict). */
  onOutboxChange(listener: (profileId: string) => void): () => void;
  /**
   * Whether a profile's service can be reached, learned between syncs: a
   * request that could not connect, or a connect probe (connectivity.ts).
   * Shown at once in the status bar when it changes.
   */
  setReachable(profileId: string, reachable: boolean): void;
  /** The service of a profile was found reachable or unreachable, other than by a run's end. */
  onReachability(listener: (profileId: string, reachable: boolean) => void): () => void;
  /** The summary of the profile's running sync when it ends (undefined when none runs, or its thread failed). */
  whenFinished(profileId: string): Promise<SyncSummary | undefined>;
  onActivity(listener: (activity: SyncActivity) => void): () => void;
  /** Cancels every sync and closes every mirror. */
  close(): Promise<void>;
}

export function createSyncService(deps: SyncServiceDeps): SyncService {
  const { profiles, events } = deps;
  /** How each profile's last run ended (and with which key), kept when its worker is dropped (after a 401, say). */
  const endings = new Map<string, { progress: SyncProgress; keyHint: string }>();
  /** Whether the service answered each profile's last run: what the status bar's online indicator shows. */
  const reachable = new Map<string, boolean>();
  const listeners = new Set<(activity: SyncActivity) => void>();
  const reachabilityListeners = new Set<(profileId: string, reachable: boolean) => void>();

  const tell = (activity: SyncActivity) => {
    for (const listener of [...listeners]) listener(activity);
  };
  const online = (id: string): boolean | null => reachable.get(id) ?? null;
  /** The requests left in each profile's rate-limit window, as its outbox last saw them while no sync ran. */
  const requestsLeft = new Map<string, number>();

  const workers = createProfileWorkers({
    profiles,
    ...(deps.options ? { options: deps.options } : {}),
    ...(deps.logger ? { logger: deps.logger } : {}),
    onReachability: (id, value) => setReachable(id, value),
    onProgress(id, event) {
      // A run reports the figure itself from here on.
      if (event.running) requestsLeft.delete(id);
      if (event.running && !profiles.isSyncPaused(id)) events.emit('sync.progress', progressOf(id, event, online(id)));
    },
  });
  const actions = createOnlineActions({
    profiles,
    workers,
    online,
    // Through setReachable, so the connectivity watch hears of it too: a service an outbox push found gone is reported back by the next probe that connects.
    setOnline: (id, value) => setReachable(id, value),
    onKeyRefused(entry, message) {
      // As after a sync the key refused: the worker goes, and the UI asks for a new key.
      workers.drop(entry.id);
      ended(entry.id, entry.keyHint, undefined, { ...idle(entry.id, message, online(entry.id)), phase: 'needs_key' });
    },
    editsWaiting: deps.editsWaiting,
    ...(deps.logger ? { logger: deps.logger } : {}),
  });

  // A new key: "enter the key again" no longer holds. A removed profile's figures go with it.
  profiles.onChange(() => {
    for (const [id, ending] of endings) if (ending.progress.phase === 'needs_key' && profiles.get(id)?.keyHint !== ending.keyHint) endings.delete(id);
    for (const figures of [requestsLeft, reachable, endings]) for (const id of [...figures.keys()]) if (profiles.get(id) === undefined) figures.delete(id);
  });

  // While the outbox sends and no sync runs, the status bar's requests-left figure follows the outbox's requests.
  workers.onOutboxChange((id, left) => {
    if (left === null || workers.get(id)?.run || requestsLeft.get(id) === left) return;
    requestsLeft.set(id, left);
    events.emit('sync.progress', statusOf(id));
  });

  function setReachable(id: string, value: boolean) {
    if (reachable.get(id) === value) return;
    reachable.set(id, value);
    events.emit('sync.progress', statusOf(id));
    for (const listener of [...reachabilityListeners]) listener(id, value);
  }

  function statusOf(id: string): SyncProgress {
    // Paused wins, also while a cancelled run is still stopping.
    if (profiles.isSyncPaused(id)) return { ...idle(id, null, online(id)), phase: 'paused' };
    const slot = workers.get(id);
    if (slot?.run) return progressOf(id, slot.worker.progress(), online(id));
    const ending = endings.get(id)?.progress;
    // Reachability is the latest word from the sync or the outbox, whichever spoke last.
    const shown = ending ? { ...ending, online: online(id) } : idle(id, null, online(id));
    return { ...shown, requestsLeftInWindow: requestsLeft.get(id) ?? shown.requestsLeftInWindow };
  }

  /** A run's end, told to the windows (as progress) and to the schedule. */
  function ended(id: string, keyHint: string, summary: SyncSummary | undefined, progress: SyncProgress) {
    endings.set(id, { progress, keyHint });
    const shown = statusOf(id);
    events.emit('sync.progress', shown);
    tell({ type: 'ended', profileId: id, summary, progress: shown });
  }

  async function startProfile(id: string, input: StartOptions): Promise<SyncProgress> {
    if (workers.closed) throw new CoreFailure('unavailable', 'The app is closing.');
    const entry = requireProfile(profiles, id);
    if (profiles.isSyncPaused(id)) throw new CoreFailure('unavailable', `Syncing "${entry.name}" is paused. Resume sync to sync it again.`);
    let slot: ProfileWorkerSlot;
    try {
      slot = await workers.open(entry);
    } catch (error) {
      // The key cannot be had: say so where the sync is shown, so the UI asks for it rather than showing an error.
      if (error instanceof CoreFailure && error.error.code === 'key_missing') ended(id, entry.keyHint, undefined, { ...idle(id, error.message, online(id)), phase: 'needs_key' });
      throw error;
    }
    // Paused (or the app closing) while the key was being read: nothing starts.
    if (slot.run || workers.closed || profiles.isSyncPaused(id)) return statusOf(id);
    endings.delete(id);
    const run = slot.worker
      .run({ full: input.full === true, hydrate: true, ...(input.hydrateLimit === undefined ? {} : { hydrateLimit: input.hydrateLimit }) })
      .then(
        (summary) => {
          slot.run = undefined;
          if (isOffline(summary)) reachable.set(id, false);
          else if (summary.status !== 'cancelled') reachable.set(id, true);
          if (summary.status === 'ok' || summary.status === 'partial') profiles.recordSync(id, new Date(summary.finishedAt));
          if (summary.error?.kind === 'unauthorized') workers.drop(id);
          ended(id, entry.keyHint, summary, endedProgress(id, summary, online(id)));
          if (summary.status === 'ok' || summary.status === 'partial') actions.pushQuietly(id);
          return summary;
        },
        (error: unknown) => {
          // The thread itself failed (the mirror could not be opened…): say so, and start afresh next time.
          slot.run = undefined;
          workers.drop(id);
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

  return {
    status() {
      const active = profiles.active();
      return active ? statusOf(active.id) : null;
    },

    start: (input) => startProfile(requireActive(profiles, 'to sync').id, input),
    startProfile,

    cancel() {
      const active = profiles.active();
      if (!active) return null;
      workers.get(active.id)?.worker.cancel();
      return statusOf(active.id);
    },

    pause() {
      const active = profiles.active();
      if (!active) return null;
      profiles.setSyncPaused(active.id, true);
      workers.get(active.id)?.worker.cancel();
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

    openCall: actions.openCall,
    fetchRecord: actions.fetchRecord,
    push: actions.push,
    startCampaign: actions.startCampaign,
    deleteAgent: actions.deleteAgent,
    createAgent: actions.createAgent,
    checkProvisioning: actions.checkProvisioning,
    async rateFigures(profileId) {
      const slot = workers.get(profileId);
      return slot ? slot.worker.rateFigures().catch(() => null) : null;
    },
    onOutboxChange: workers.onOutboxChange,
    setReachable,
    onReachability(listener) {
      reachabilityListeners.add(listener);
      return () => reachabilityListeners.delete(listener);
    },

    async whenFinished(profileId) {
      return workers.get(profileId)?.run;
    },

    onActivity(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      // First: a retry due while the workers close would open one again.
      actions.close();
      listeners.clear();
      reachabilityListeners.clear();
      await workers.close();
    },
  };
}
