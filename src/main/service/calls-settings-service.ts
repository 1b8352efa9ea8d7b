import { callsPreferences, type CallsPreferences, type callsSettingsMethods } from '../../shared/contract/calls-settings-methods';
import type { CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import { addTracker, getScreenSettings, listTrackers, MirrorQueryError, removeTracker, saveScreenSettings, trackerPhrases, type MirrorDb } from '../mirror';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import { requireActive } from './profile-failures';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';
import type { TrackerCounting } from './tracker-counting';

/**
 * The contract's Calls-screen settings (calls-settings-methods.ts) for the
 * active profile: keyword trackers, and the screen's saved filter, sort and
 * columns. Reads go through the read-only connections (nothing to show
 * before the first save or sync); writes through the core's writable ones.
 *
 * A new tracker is answered at once, uncounted; its counting runs in the
 * background (tracker-counting.ts) and the renderer follows it through
 * `trackers.list`. Listing also restarts a counting the app was closed in
 * the middle of.
 *
 * Saved preferences are checked when read back: a value that no longer fits
 * the contract is ignored, and a tracker removed since is dropped from the
 * filter and the columns.
 */
// `calls.screenStart` is made of these and the calls' reads together: calls-screen-start.ts.
type CallsSettingsMethodName = Exclude<keyof typeof callsSettingsMethods, 'calls.screenStart'>;
export type CallsSettingsHandlers = Pick<CoreHandlers, CallsSettingsMethodName>;

export interface CallsSettingsDeps {
  profiles: ProfileRegistry;
  mirrors: MirrorHandles;
  writers: MirrorWriters;
  counting: TrackerCounting;
}

const SCREEN = 'calls';

export function createCallsSettingsService(deps: CallsSettingsDeps): CallsSettingsHandlers {
  const { profiles, mirrors, writers, counting } = deps;
  writers.onClose((profileId) => void counting.stop(profileId));

  const readDb = (): MirrorDb | undefined => {
    const active = profiles.active();
    return active ? mirrors.reader(active)?.db : undefined;
  };
  /** Runs a write on the active profile's mirror, turning a refusal into the field at fault. */
  const write = <T>(change: (db: MirrorDb, profile: ProfileEntry) => T): T => {
    const profile = requireActive(profiles, 'yet');
    try {
      return change(writers.writer(profile).db, profile);
    } catch (error) {
      if (error instanceof MirrorQueryError) throw new CoreFailure('invalid_request', error.message, [{ field: error.field, message: error.message }]);
      throw error;
    }
  };
  const trackerList = (db: MirrorDb | undefined) => ({ trackers: db ? listTrackers(db) : [] });

  return {
    'trackers.list': async () => {
      const db = readDb();
      const list = trackerList(db);
      const active = profiles.active();
      // Counting interrupted by the app quitting goes on from where it stopped.
      if (active && !counting.running(active.id) && list.trackers.some((tracker) => !tracker.counted)) {
        counting.start(active.id, writers.writer(active).db);
      }
      return list;
    },
    'trackers.add': async ({ phrase }) =>
      write((db, profile) => {
        addTracker(db, phrase);
        counting.start(profile.id, db);
        return trackerList(db);
      }),
    'trackers.remove': async ({ id }) =>
      write((db) => {
        if (!removeTracker(db, id)) throw new CoreFailure('not_found', 'That tracker is no longer there; it may have been removed already.');
        return trackerList(db);
      }),
    'calls.preferences': async () => {
      const db = readDb();
      return db ? savedPreferences(db) : null;
    },
    'calls.savePreferences': async (input) =>
      write((db) => {
        saveScreenSettings(db, SCREEN, input);
        return {};
      }),
  };
}

/** What is in the mirror, if it still fits, without trackers removed since. */
function savedPreferences(db: MirrorDb): CallsPreferences | null {
  const parsed = callsPreferences.safeParse(getScreenSettings(db, SCREEN));
  if (!parsed.success) return null;
  const trackers = new Set(trackerPhrases(db).map((tracker) => tracker.id));
  const { filter, sort, columns, layout } = parsed.data;
  const kept = columns.filter((column) => !column.startsWith('tracker:') || trackers.has(Number(column.slice('tracker:'.length))));
  const { tracker, ...otherFilters } = filter;
  return {
    filter: tracker === undefined || trackers.has(tracker.id) ? filter : otherFilters,
    sort,
    // Nothing left: the renderer, which knows its columns, falls back to its defaults.
    columns: kept.length > 0 ? kept : columns,
    ...(layout === undefined ? {} : { layout }),
  };
}

/** Without mirrors (a core run for other features): nothing saved, and nothing can be. */
export function unavailableCallsSettingsHandlers(): CallsSettingsHandlers {
  const unavailable = async (): Promise<never> => {
    throw new CoreFailure('unavailable', 'Settings cannot be saved in this run of the app.');
  };
  return {
    'trackers.list': async () => ({ trackers: [] }),
    'trackers.add': unavailable,
    'trackers.remove': unavailable,
    'calls.preferences': async () => null,
    'calls.savePreferences': unavailable,
  };
}
