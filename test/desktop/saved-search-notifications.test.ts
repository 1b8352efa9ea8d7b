import { describe, expect, it } from 'vitest';
import { startDesktopNotifier } from '../../src/main/desktop/desktop-notifier';
import type { AppNotification } from '../../src/main/desktop/notification-rules';
import { saveCallDetail, type MirrorDb } from '../../src/main/mirror';
import { createEventHub } from '../../src/main/service/core-handlers';
import { startSavedSearchReports } from '../../src/main/service/saved-search-reports';
import type { SyncActivity, SyncService } from '../../src/main/service/sync-service';
import type { SyncSummary } from '../../src/main/sync';
import { call, turns } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * The desktop notifier's saved-search hook, fed by the reports made after
 * each sync, both listening to the sync's ends in the order the app makes
 * them (the reports with the core, the notifier later, by the Electron door).
 */
const core = useCoreOnMirrors();

function refundCall(db: MirrorDb, id: string, start: string) {
  saveCallDetail(db, call(id, { start_timestamp: start, transcript: turns('Hello.', 'I would like a refund.') }));
}

describe('notifications of new calls matching saved searches', () => {
  it('names the saved search and links the one new call, once per sync that brings some', async () => {
    const file = core.mirrors.file();
    const { db } = core.mirrors.open(file);
    refundCall(db, 'call_1', '2025-01-10T10:00:00Z');
    const { value, profiles, readers, writers } = core.coreOn(file);
    await value('savedSearches.save', { name: 'Refunds', filter: { text: 'refund' }, sort: null });

    const listeners: ((activity: SyncActivity) => void)[] = [];
    const sync = {
      onActivity(listener: (activity: SyncActivity) => void) {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const events = createEventHub();
    const reports = startSavedSearchReports({ profiles, sync, mirrors: readers, writers, events });
    const shown: AppNotification[] = [];
    const stop = startDesktopNotifier({
      profiles,
      sync: sync as unknown as SyncService,
      events,
      mirrors: readers,
      show: (notification) => shown.push(notification),
      savedSearchMatches: (profileId) => reports.takeMatches(profileId),
    });
    const syncEnds = () => {
      const activity = { type: 'ended', profileId: 'p0', summary: { status: 'ok' } as SyncSummary, progress: { phase: 'idle' } as never } as const;
      for (const listener of listeners) listener(activity);
    };

    refundCall(db, 'call_2', '2025-01-11T10:00:00Z');
    syncEnds();
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'new-matching-calls', body: 'A new call matches your saved search "Refunds".', target: { link: expect.stringContaining('call_2') } }),
    ]);
    syncEnds();
    expect(shown).toHaveLength(1);
    stop();
    reports.close();
  });
});
