import { createEventHub, type CoreHandlers } from '../../src/main/service/core-handlers';
import { CoreFailure } from '../../src/main/service/dispatch';
import { unavailableCallsSettingsHandlers } from '../../src/main/service/calls-settings-service';
import { unavailableSavedSearchHandlers } from '../../src/main/service/saved-search-service';
import { unavailableDncRequestHandlers } from '../../src/main/service/dnc-request-service';
import { unavailableOutboxHandlers } from '../../src/main/service/outbox-service';
import { unavailableContactImportHandlers } from '../../src/main/service/contact-import-service';
import { emptyQueryHandlers } from '../../src/main/service/query-service';
import { createLinkInbox } from '../../src/main/service/link-inbox';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/shared/contract/desktop-methods';
import type { AppInfo, ProfileList } from '../../src/shared/contract/contract';

/**
 * Handlers written for the transport tests: the subject there is the door,
 * not the core, so each method here exists to provoke one kind of reply.
 * - `profiles.switch` to any id but "demo" throws a CoreFailure (not_found);
 * - `profiles.rename` to "explode" throws a plain Error, as a bug would;
 * - `sync.status` returns a value that breaks its output schema;
 * - `profiles.add`, `profiles.rekey` and `profiles.remove` refuse, as a core without saved workspaces does.
 */
export const testAppInfo: AppInfo = { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' };

/** The plain Error's message and its stack must never reach the renderer. */
export const INTERNAL_DETAIL = 'disk I/O error in /home/staff/.local/share/voicedesk/demo.sqlite';

export function createFakeCore() {
  const events = createEventHub();
  const links = createLinkInbox(events);
  let list: ProfileList = {
    activeId: 'demo',
    profiles: [
      { id: 'demo', name: 'Demo workspace', baseUrl: 'http://127.0.0.1:9', keyKind: 'test', keyHint: '…abcd', keyPermission: 'write', keyStorage: 'memory', demo: true, lastSyncAt: null },
    ],
  };
  const handlers: CoreHandlers = {
    'app.info': async () => testAppInfo,
    'profiles.list': async () => list,
    'profiles.switch': async ({ id }) => {
      if (id !== 'demo') throw new CoreFailure('not_found', 'No profile with that id');
      return list;
    },
    'profiles.rename': async ({ id, name }) => {
      if (name === 'explode') throw new Error(INTERNAL_DETAIL);
      list = { ...list, profiles: list.profiles.map((profile) => (profile.id === id ? { ...profile, name } : profile)) };
      return list;
    },
    'profiles.add': async () => {
      throw new CoreFailure('unavailable', 'Saved workspaces are not available in this run of the app.');
    },
    'profiles.rekey': async () => {
      throw new CoreFailure('unavailable', 'Saved workspaces are not available in this run of the app.');
    },
    'profiles.remove': async () => {
      throw new CoreFailure('unavailable', 'Saved workspaces are not available in this run of the app.');
    },
    // Deliberately broken: phase is not one of the contract's phases and fields are missing.
    'sync.status': async () => ({ profileId: 'demo', phase: 'warp-speed' }) as never,
    'sync.start': async () => {
      throw new CoreFailure('unavailable', 'Syncing is not available in this run of the app.');
    },
    'sync.cancel': async () => null,
    'sync.pause': async () => null,
    'sync.resume': async () => null,
    'profiles.checkKey': async () => {
      throw new CoreFailure('unavailable', 'Saved workspaces are not available in this run of the app.');
    },
    'profiles.openDemo': async () => list,
    'calls.open': async ({ id }) => {
      throw new CoreFailure('not_found', `No call ${id}`);
    },
    ...emptyQueryHandlers(), // the mirror's read methods, as a workspace that never synced answers them
    ...unavailableCallsSettingsHandlers(),
    'calls.screenStart': async () => ({ preferences: null, page: { rows: [], nextCursor: null }, total: 0 }),
    ...unavailableSavedSearchHandlers(),
    ...unavailableDncRequestHandlers(),
    ...unavailableOutboxHandlers(),
    ...unavailableContactImportHandlers(),
    'links.open': async ({ url }) => links.open(url),
    'links.take': async () => ({ links: links.take() }),
    'records.fetch': async () => {
      throw new CoreFailure('unavailable', 'Fetching records is not available in this run of the app.');
    },
    'app.networkChanged': async () => ({}),
    'app.firstPageShown': async () => ({}),
    'app.lastScreen': async () => ({ screen: null }),
    'app.saveLastScreen': async () => ({}),
    'notifications.settings': async () => DEFAULT_NOTIFICATION_SETTINGS,
    'notifications.saveSettings': async () => {
      throw new CoreFailure('unavailable', 'Settings cannot be saved in this run of the app.');
    },
  };
  return { handlers, events };
}
