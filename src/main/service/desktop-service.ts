import type { desktopMethods } from '../../shared/contract/desktop-methods';
import type { CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import type { LinkInbox } from './link-inbox';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';
import { requireActive } from './profile-failures';
import type { ProfileRegistry } from '../profiles/profile-registry';
import type { SyncService } from './sync-service';
import { readLastScreen, saveLastScreen } from '../files/last-screen';

/**
 * The contract's desktop methods (desktop-methods.ts): links, a record
 * fetched on request, network hints, notification settings. Each part is
 * optional, so a core run for other features answers with "not available"
 * rather than failing to start.
 */
export type DesktopHandlers = Pick<CoreHandlers, keyof typeof desktopMethods>;

export interface DesktopServiceDeps {
  profiles: ProfileRegistry;
  links: LinkInbox;
  sync?: SyncService | undefined;
  mirrors?: MirrorHandles | undefined;
  writers?: MirrorWriters | undefined;
  /** The page says the network changed: check the service now (connectivity.ts). */
  onNetworkHint?: ((online: boolean) => void) | undefined;
  /** The page has drawn its first rows (sync-schedule.ts's start-up run waits for it). */
  onFirstPageShown?: (() => void) | undefined;
  /** Where the last screen shown is kept (files/last-screen.ts); without it nothing is remembered. */
  lastScreenFile?: string | undefined;
}

export function createDesktopService(deps: DesktopServiceDeps): DesktopHandlers {
  const { profiles } = deps;
  return {
    'links.open': async ({ url }) => deps.links.open(url),
    'links.take': async () => ({ links: deps.links.take() }),
    'records.fetch': async ({ kind, id }) => {
      if (!deps.sync) throw new CoreFailure('unavailable', 'Fetching records is not available in this run of the app.');
      return { found: await deps.sync.fetchRecord(kind, id) };
    },
    'app.networkChanged': async ({ online }) => {
      deps.onNetworkHint?.(online);
      return {};
    },
    'app.firstPageShown': async () => {
      deps.onFirstPageShown?.();
      return {};
    },
    'notifications.settings': async () => {
      const active = profiles.active();
      return readNotificationSettings(active ? deps.mirrors?.reader(active)?.db : undefined);
    },
    'app.lastScreen': async () => ({ screen: deps.lastScreenFile === undefined ? null : readLastScreen(deps.lastScreenFile) }),
    'app.saveLastScreen': async ({ screen }) => {
      if (deps.lastScreenFile !== undefined) saveLastScreen(deps.lastScreenFile, screen);
      return {};
    },
    'notifications.saveSettings': async (settings) => {
      if (!deps.writers) throw new CoreFailure('unavailable', 'Settings cannot be saved in this run of the app.');
      saveNotificationSettings(deps.writers.writer(requireActive(profiles, 'yet')).db, settings);
      return settings;
    },
  };
}
