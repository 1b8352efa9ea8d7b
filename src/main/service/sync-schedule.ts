import { CoreFailure } from './dispatch';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import type { SyncActivity, SyncService } from './sync-service';
import { assertNever } from '../../shared/assert-never';

/**
 * Policy: when the app syncs by itself.
 *
 * - Only the active workspace syncs on a schedule. Its key is then the only
 *   one read from the keychain (a keychain may ask the user for each entry it
 *   gives out), one sync thread works in the background rather than one per
 *   workspace, and a workspace you switch to catches up at once. A workspace
 *   left while syncing finishes that run (sync-service.ts) but starts no new one.
 * - A run at start-up, once the window has drawn its first page (the page
 *   says so: `firstPageShown`), or after `startDelayMs` when no page does
 *   (no window, or a page that never loads): the sync's thread, its mirror
 *   connection and its first requests would otherwise compete with the
 *   window's first rows for the machine, and a sync a second later is
 *   nothing a user notices. Then the next `everyMs` after the previous one ended,
 *   however it was started (Sync now counts). Switching to a workspace runs
 *   it at once when its last sync is older than that.
 * - A run that could not reach the service is tried again sooner: after
 *   `offlineRetryMs`, doubling up to `everyMs`, so the app catches up soon
 *   after the connection comes back.
 * - A scheduled run fetches at most `hydrateBatch` call transcripts. While a
 *   backlog remains, the next run follows after `backlogPauseMs`: the lists
 *   (new calls) are refreshed between batches, rather than once the whole
 *   backlog is in (an hour for the demo's 5,000 calls at 100 requests a minute).
 * - A key that is missing or refused stops the schedule until the key is
 *   replaced: trying again would only fail again (or make the keychain ask).
 * - A paused workspace does not sync until resumed; resuming syncs at once.
 * - Waking (the machine woke from sleep, the service is reachable again)
 *   syncs at once, as at start-up.
 * - One run at a time per workspace: a run due while one is going is not
 *   started; the end of the one going plans the next.
 */
export interface SyncScheduleOptions {
  everyMs: number;
  /** The longest the start-up run waits for the window's first page. */
  startDelayMs: number;
  offlineRetryMs: number;
  hydrateBatch: number;
  backlogPauseMs: number;
}

export const defaultSyncScheduleOptions: SyncScheduleOptions = {
  everyMs: 5 * 60_000,
  startDelayMs: 2_000,
  offlineRetryMs: 15_000,
  hydrateBatch: 200,
  backlogPauseMs: 2_000,
};

export interface PlannedRun {
  profileId: string;
  /** Epoch ms. */
  at: number;
}

export interface SyncSchedule {
  /** The next run the schedule will start; null when none is planned (paused, a key to enter, no workspace, a run going). */
  planned(): PlannedRun | null;
  /**
   * Syncs the active workspace now, as at start-up: the machine woke from
   * sleep, or its service is reachable again. Nothing happens while it is
   * paused, waits for a key, or syncs already.
   */
  wake(): void;
  /** The window has drawn its first page: the start-up run, if it still waits, starts now. */
  firstPageShown(): void;
  close(): void;
}

export interface SyncScheduleDeps {
  sync: SyncService;
  profiles: ProfileRegistry;
  options?: Partial<SyncScheduleOptions>;
  now?: () => number;
}

export function startSyncSchedule(deps: SyncScheduleDeps): SyncSchedule {
  const { sync, profiles } = deps;
  const options = { ...defaultSyncScheduleOptions, ...deps.options };
  checkOptions(options);
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let plan: PlannedRun | null = null;
  let closed = false;
  let active = profiles.active();
  let offlineRetries = 0;
  /** The active workspace's key is missing or was refused: nothing is planned until its profile changes. */
  let waitingForKey = false;

  /** The start-up run is planned and has not started (any other plan or run ends its wait). */
  let startUpWaiting = false;
  const clear = () => {
    startUpWaiting = false;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    plan = null;
  };

  const planIn = (profileId: string, delayMs: number) => {
    clear();
    plan = { profileId, at: now() + delayMs };
    timer = setTimeout(() => {
      timer = undefined;
      plan = null;
      runNow(profileId);
    }, delayMs);
    // A planned sync is no reason to keep the process alive.
    timer.unref?.();
  };

  function runNow(profileId: string) {
    if (closed || profileId !== active?.id || profiles.isSyncPaused(profileId)) return;
    clear();
    sync.startProfile(profileId, { hydrateLimit: options.hydrateBatch }).catch((error: unknown) => {
      // A missing key was reported as the run's end (needs_key), which stops the schedule; anything else is tried again later.
      const keyProblem = error instanceof CoreFailure && error.error.code === 'key_missing';
      if (!keyProblem && !closed && profileId === active?.id && !profiles.isSyncPaused(profileId) && plan === null) planIn(profileId, options.everyMs);
    });
  }

  /** The workspace just became active: at once when its last sync is older than the interval, else when it is due. */
  function planFor(entry: ProfileEntry, atOnce: boolean) {
    if (profiles.isSyncPaused(entry.id)) return;
    const last = entry.lastSyncAt === null ? Number.NEGATIVE_INFINITY : Date.parse(entry.lastSyncAt);
    const wait = atOnce ? 0 : Math.max(0, last + options.everyMs - now());
    if (wait === 0) runNow(entry.id);
    else planIn(entry.id, wait);
  }

  function afterRun(activity: Extract<SyncActivity, { type: 'ended' }>) {
    const { profileId, summary, progress } = activity;
    clear();
    if (profiles.isSyncPaused(profileId)) return;
    waitingForKey = progress.phase === 'needs_key';
    if (waitingForKey) return;
    if (progress.phase === 'offline') {
      offlineRetries += 1;
      return planIn(profileId, Math.min(options.everyMs, options.offlineRetryMs * 2 ** (offlineRetries - 1)));
    }
    offlineRetries = 0;
    const backlog = summary !== undefined && (summary.status === 'ok' || summary.status === 'partial') && summary.hydrated.calls > 0 && summary.callsAwaitingDetail > 0;
    planIn(profileId, backlog ? options.backlogPauseMs : options.everyMs);
  }

  const stopActivity = sync.onActivity((activity) => {
    if (closed || activity.profileId !== active?.id) return;
    switch (activity.type) {
      case 'paused':
        return clear();
      case 'resumed':
        offlineRetries = 0;
        return runNow(activity.profileId);
      case 'ended':
        return afterRun(activity);
      default:
        return assertNever(activity, 'sync activity');
    }
  });

  const stopProfiles = profiles.onChange(() => {
    if (closed) return;
    const next = profiles.active();
    const previous = active;
    active = next;
    if (next?.id !== previous?.id) {
      clear();
      offlineRetries = 0;
      waitingForKey = false;
      if (next) planFor(next, false);
    } else if (next && (waitingForKey || next.keyHint !== previous?.keyHint)) {
      // Perhaps a new key (re-entered after a refusal, or for one the keychain lost; it may end as the old one did): try it now.
      offlineRetries = 0;
      waitingForKey = false;
      runNow(next.id);
    }
  });

  if (active && !profiles.isSyncPaused(active.id)) {
    if (options.startDelayMs === 0) planFor(active, true);
    else {
      planIn(active.id, options.startDelayMs);
      startUpWaiting = true;
    }
  }

  return {
    planned: () => plan,
    wake() {
      if (closed || !active || waitingForKey) return;
      offlineRetries = 0;
      runNow(active.id);
    },
    firstPageShown() {
      if (closed || !startUpWaiting || plan === null) return;
      runNow(plan.profileId);
    },
    close() {
      closed = true;
      clear();
      stopActivity();
      stopProfiles();
    },
  };
}

function checkOptions(options: SyncScheduleOptions): void {
  for (const [name, value] of Object.entries(options)) {
    if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`sync schedule: ${name} must be a number of at least 0, not ${String(value)}`);
  }
  if (options.everyMs === 0) throw new RangeError('sync schedule: everyMs must be more than 0');
  if (!Number.isInteger(options.hydrateBatch) || options.hydrateBatch < 1) throw new RangeError(`sync schedule: hydrateBatch must be a whole number of at least 1, not ${options.hydrateBatch}`);
}
