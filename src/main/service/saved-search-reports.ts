import type { CoreEventHub } from './core-handlers';
import { hasSavedSearches, reportSavedSearches, type MirrorDb, type SavedSearchRise } from '../mirror';
import type { SavedSearchList } from '../../shared/contract/saved-search-methods';
import type { ProfileRegistry } from '../profiles/profile-registry';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';
import { contractList, EMPTY_SAVED_SEARCHES } from './saved-search-service';
import type { SyncService } from './sync-service';

/**
 * After every sync of a workspace: its saved searches' new counts go to the
 * windows as a `savedSearches.changed` event (the sidebar's badges, in every
 * mode), and the searches whose count rose in that sync are kept for the
 * desktop notifier, which takes them through `takeMatches`.
 *
 * Order: this listens to the sync's ends from the moment the core is made,
 * before the desktop notifier (made later, by the Electron door) does, so the
 * matches are ready when the notifier asks for them in the same round.
 */
export interface SavedSearchMatchFound {
  searchName: string;
  /** The new calls of this sync that match, newest first. */
  callIds: readonly string[];
}

export interface SavedSearchReports {
  /** The searches whose count rose in the profile's last sync (once: a second call gives none). */
  takeMatches(profileId: string): SavedSearchMatchFound[];
  close(): void;
}

export function startSavedSearchReports(deps: {
  profiles: ProfileRegistry;
  sync: Pick<SyncService, 'onActivity'>;
  mirrors: MirrorHandles; writers: MirrorWriters; events: CoreEventHub }): SavedSearchReports {
  const matches = new Map<string, SavedSearchMatchFound[]>();

  function report(profileId: string): void {
    const entry = deps.profiles.get(profileId);
    const reader = entry ? deps.mirrors.reader(entry)?.db : undefined;
    if (!entry || !reader) return;
    const { list, rises } = reportSavedSearchCounts(reader, () => deps.writers.writer(entry).db);
    matches.set(
      profileId,
      rises.map((rise) => ({ searchName: rise.name, callIds: rise.callIds })),
    );
    deps.events.emit('savedSearches.changed', { profileId, ...list });
  }

  const stop = deps.sync.onActivity((activity) => {
    if (activity.type !== 'ended' || activity.summary === undefined) return;
    matches.delete(activity.profileId);
    try {
      report(activity.profileId);
    } catch (error) {
      // Counting must never break the sync's end for the other listeners; the next sync tries again.
      console.error('[core] counting the saved searches after a sync failed:', error);
    }
  });

  return {
    takeMatches(profileId) {
      const found = matches.get(profileId) ?? [];
      matches.delete(profileId);
      return found;
    },
    close: stop,
  };
}

/**
 * The saved searches' counts after a sync, in the contract's shape, and the
 * searches whose count rose (recorded through the writable connection).
 */
export function reportSavedSearchCounts(reader: MirrorDb, writer: () => MirrorDb): { list: SavedSearchList; rises: SavedSearchRise[] } {
  // No search saved: nothing to count, and no writable connection opened for nothing.
  if (!hasSavedSearches(reader)) return { list: EMPTY_SAVED_SEARCHES, rises: [] };
  // Each search counted once: the report's list is the one the windows get.
  const { list, rises } = reportSavedSearches(writer());
  return { list: contractList(list), rises };
}
