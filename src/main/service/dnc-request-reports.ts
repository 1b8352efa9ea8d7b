import { countDncRequests } from '../mirror';
import type { ProfileRegistry } from '../profiles/profile-registry';
import type { CoreEventHub } from './core-handlers';
import type { MirrorHandles } from './mirror-handles';
import type { SyncService } from './sync-service';

/**
 * Keeps the windows' do-not-call count right (`dncRequests.changed`):
 * after every sync of a workspace (its transcripts may hold new requests)
 * and after every change of its outbox (a contact marked do-not-call leaves
 * the list when the edit is queued, and comes back if it is discarded).
 * Dismissals are told by the service that makes them.
 */
export function startDncRequestReports(deps: { profiles: ProfileRegistry; sync: Pick<SyncService, 'onActivity'>; mirrors: MirrorHandles; events: CoreEventHub }): {
  close(): void;
} {
  function report(profileId: string): void {
    const entry = deps.profiles.get(profileId);
    const db = entry ? deps.mirrors.reader(entry)?.db : undefined;
    if (!db) return;
    try {
      deps.events.emit('dncRequests.changed', { profileId, ...countDncRequests(db) });
    } catch (error) {
      // A count must never break the sync's end or the outbox's event for the other listeners; the next one tries again.
      console.error('[core] counting the do-not-call requests failed:', error);
    }
  }

  const stopSync = deps.sync.onActivity((activity) => {
    if (activity.type === 'ended') report(activity.profileId);
  });
  const stopOutbox = deps.events.subscribe((name, payload) => {
    if (name === 'outbox.changed') report((payload as { profileId: string }).profileId);
  });
  return {
    close() {
      stopSync();
      stopOutbox();
    },
  };
}
