import type { savedSearchMethods, SavedSearchList } from '../../shared/contract/saved-search-methods';
import type { CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import { deleteSearch, listSavedSearches, MirrorQueryError, type SavedSearchList as MirrorSavedSearchList, openSearch, renameSearch, reorderSearches, saveSearch, type MirrorDb } from '../mirror';
import type { ProfileRegistry } from '../profiles/profile-registry';
import { requireActive } from './profile-failures';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';

/**
 * The contract's saved searches (saved-search-methods.ts) for the active
 * workspace. Reads go through the read-only connections (nothing saved
 * before the first save or sync); writes through the core's writable ones.
 * Every method answers with the whole list and its counts, so the sidebar
 * shows what the mirror holds after the change. The counts after a sync
 * come from saved-search-reports.ts.
 */
type SavedSearchMethodName = keyof typeof savedSearchMethods;
export type SavedSearchHandlers = Pick<CoreHandlers, SavedSearchMethodName>;

export interface SavedSearchDeps {
  profiles: ProfileRegistry;
  mirrors: MirrorHandles;
  writers: MirrorWriters;
}

export const EMPTY_SAVED_SEARCHES: SavedSearchList = { searches: [], unreadable: [] };

/** The mirror's list in the contract's shape. */
export function savedSearchList(db: MirrorDb): SavedSearchList {
  return contractList(listSavedSearches(db));
}

export function contractList({ searches, unreadable }: MirrorSavedSearchList): SavedSearchList {
  return { searches: searches.map(({ id, name, filter, sort, newCount }) => ({ id, name, filter, sort, newCount })), unreadable };
}

export function createSavedSearchService(deps: SavedSearchDeps): SavedSearchHandlers {
  const { profiles, mirrors, writers } = deps;
  const readDb = (): MirrorDb | undefined => {
    const active = profiles.active();
    return active ? mirrors.reader(active)?.db : undefined;
  };
  /** Runs a change on the active workspace's mirror, turning a refusal into the field at fault. */
  const write = <T>(change: (db: MirrorDb) => T): T => {
    const profile = requireActive(profiles, 'yet');
    try {
      return change(writers.writer(profile).db);
    } catch (error) {
      if (error instanceof MirrorQueryError) {
        if (error.field === 'id' && /no longer there/.test(error.message)) throw new CoreFailure('not_found', error.message);
        throw new CoreFailure('invalid_request', error.message, [{ field: error.field, message: error.message }]);
      }
      throw error;
    }
  };

  return {
    'savedSearches.list': async () => {
      const db = readDb();
      return db ? savedSearchList(db) : EMPTY_SAVED_SEARCHES;
    },
    'savedSearches.save': async ({ name, filter, sort }) =>
      write((db) => {
        saveSearch(db, { name, filter, sort });
        return savedSearchList(db);
      }),
    'savedSearches.rename': async ({ id, name }) =>
      write((db) => {
        renameSearch(db, id, name);
        return savedSearchList(db);
      }),
    'savedSearches.reorder': async ({ ids }) =>
      write((db) => {
        reorderSearches(db, ids);
        return savedSearchList(db);
      }),
    'savedSearches.delete': async ({ id }) =>
      write((db) => {
        if (!deleteSearch(db, id)) throw new CoreFailure('not_found', 'That saved search is no longer there; it may have been deleted already.');
        return savedSearchList(db);
      }),
    'savedSearches.open': async ({ id }) =>
      write((db) => {
        const opened = openSearch(db, id);
        return { ...opened, list: savedSearchList(db) };
      }),
  };
}

/** Without mirrors (a core run for other features): nothing saved, and nothing can be. */
export function unavailableSavedSearchHandlers(): SavedSearchHandlers {
  const unavailable = async (): Promise<never> => {
    throw new CoreFailure('unavailable', 'Searches cannot be saved in this run of the app.');
  };
  return {
    'savedSearches.list': async () => EMPTY_SAVED_SEARCHES,
    'savedSearches.save': unavailable,
    'savedSearches.rename': unavailable,
    'savedSearches.reorder': unavailable,
    'savedSearches.delete': unavailable,
    'savedSearches.open': unavailable,
  };
}
