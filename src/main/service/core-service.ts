import type { AppInfo } from '../../shared/contract/contract';
import type { CoreEventHub, CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import type { ProfileRegistry } from '../profiles/profile-registry';
import { createCallsSettingsService, unavailableCallsSettingsHandlers } from './calls-settings-service';
import { callsScreenStartHandler } from './calls-screen-start';
import type { DemoWorkspace } from './demo-workspace';
import { createDesktopService } from './desktop-service';
import { createLinkInbox, type LinkInbox } from './link-inbox';
import { createEventHub } from './core-handlers';
import { checkWorkspaceKey, type KeyCheckOptions } from './key-check';
import type { MirrorHandles } from './mirror-handles';
import type { MirrorWriters } from './mirror-writers';
import { unavailableOutboxHandlers, type OutboxHandlers } from './outbox-service';
import { unavailableContactImportHandlers, type ContactImportHandlers } from './contact-import-service';
import { profileFailure, requireProfile } from './profile-failures';
import { createQueryService, emptyQueryHandlers } from './query-service';
import { createTrackerCounting, type TrackerCounting } from './tracker-counting';
import { createSavedSearchService, unavailableSavedSearchHandlers } from './saved-search-service';
import { createDncRequestService, unavailableDncRequestHandlers } from './dnc-request-service';
import type { SyncService } from './sync-service';

/**
 * The one service object that implements the renderer–core contract. The
 * three doors (Electron IPC, the browser-mode WebSocket, the CLI) hold no
 * logic of their own: a feature added here appears in all of them.
 */
export interface CoreServiceDeps {
  info: AppInfo;
  profiles: ProfileRegistry;
  /** Syncing; without it (tests of other features) nothing syncs and sync.start is unavailable. */
  sync?: SyncService;
  /** Read connections to the mirrors; without them (tests of other features) every read method answers with empty results. */
  mirrors?: MirrorHandles;
  /** Writable connections for the user's own settings (trackers, saved screen settings); without them nothing can be saved. */
  writers?: MirrorWriters;
  /** Counts new keyword trackers in the background; made here when not given. */
  counting?: TrackerCounting;
  /** Edits, the outbox and the online-only actions (outbox-service.ts); without it nothing can be edited. */
  outbox?: OutboxHandlers;
  /** Importing contacts from a file (contact-import-service.ts); without it, unavailable. */
  contactImport?: ContactImportHandlers;
  /** The demo workspace on request; without it profiles.openDemo is unavailable. */
  demo?: DemoWorkspace;
  keyCheck?: KeyCheckOptions;
  /** Links waiting for the window; made here (with nobody to tell) when not given. */
  links?: LinkInbox;
  /** The page says the network changed. */
  onNetworkHint?: (online: boolean) => void;
  /** The page has drawn its first rows. */
  onFirstPageShown?: () => void;
  /** Where the last screen shown is kept. */
  lastScreenFile?: string;
  /** Where changes made by a method itself are told (a dismissed do-not-call request); without it nobody is. */
  events?: CoreEventHub;
}

export function createCoreService(deps: CoreServiceDeps): CoreHandlers {
  const { profiles } = deps;
  const requireSync = (): SyncService => {
    if (!deps.sync) throw new CoreFailure('unavailable', 'Syncing is not available in this run of the app.');
    return deps.sync;
  };

  const handlers: Omit<CoreHandlers, 'calls.screenStart'> = {
    'app.info': async () => deps.info,
    'profiles.list': async () => profiles.list(),
    'profiles.switch': async ({ id }) => {
      requireProfile(profiles, id);
      profiles.switchTo(id);
      return profiles.list();
    },
    'profiles.rename': async ({ id, name }) => {
      requireProfile(profiles, id);
      await profileFailure(async () => profiles.rename(id, name));
      return profiles.list();
    },
    // Checking the key against the service before saving is the renderer's
    // flow (profiles.checkKey first); here the key is only stored, so the
    // CLI and tests can save a workspace that is out of reach.
    'profiles.add': async (input) => {
      await profileFailure(() => profiles.add(input));
      return profiles.list();
    },
    'profiles.rekey': async ({ id, apiKey }) => {
      requireProfile(profiles, id);
      await profileFailure(() => profiles.rekey(id, apiKey));
      return profiles.list();
    },
    'profiles.remove': async ({ id, deleteMirror }) => {
      requireProfile(profiles, id);
      await profileFailure(() => profiles.remove(id, { deleteMirror }));
      return profiles.list();
    },
    'profiles.checkKey': async (input) => checkWorkspaceKey(input, deps.keyCheck),
    'profiles.openDemo': async () => {
      if (!deps.demo) throw new CoreFailure('unavailable', 'The demo workspace is not available in this run of the app.');
      await deps.demo.open();
      return profiles.list();
    },
    'sync.status': async () => deps.sync?.status() ?? null,
    'sync.start': async (input) => requireSync().start(input),
    'sync.cancel': async () => deps.sync?.cancel() ?? null,
    'sync.pause': async () => requireSync().pause(),
    'sync.resume': async () => requireSync().resume(),
    'calls.open': async ({ id }) => requireSync().openCall(id),
    // Reads of the active workspace's mirror (calls, search, filter choices): query-service.ts.
    ...(deps.mirrors ? createQueryService({ profiles, mirrors: deps.mirrors }) : emptyQueryHandlers()),
    // Keyword trackers and the Calls screen's saved settings: calls-settings-service.ts.
    ...(deps.mirrors && deps.writers
      ? createCallsSettingsService({ profiles, mirrors: deps.mirrors, writers: deps.writers, counting: deps.counting ?? createTrackerCounting() })
      : unavailableCallsSettingsHandlers()),
    // Saved searches and their new-call counts: saved-search-service.ts.
    ...(deps.mirrors && deps.writers ? createSavedSearchService({ profiles, mirrors: deps.mirrors, writers: deps.writers }) : unavailableSavedSearchHandlers()),
    // Callers who asked not to be called again: dnc-request-service.ts.
    ...(deps.mirrors && deps.writers
      ? createDncRequestService({ profiles, mirrors: deps.mirrors, writers: deps.writers, ...(deps.events ? { events: deps.events } : {}) })
      : unavailableDncRequestHandlers()),
    // Edits, the outbox and the online-only actions: outbox-service.ts.
    ...(deps.outbox ?? unavailableOutboxHandlers()),
    // Contacts imported from a CSV file, queued through the outbox: contact-import-service.ts.
    ...(deps.contactImport ?? unavailableContactImportHandlers()),
    // Record links, a record fetched on request, network hints, notification settings: desktop-service.ts.
    ...createDesktopService({
      profiles,
      links: deps.links ?? createLinkInbox(createEventHub()),
      sync: deps.sync,
      mirrors: deps.mirrors,
      writers: deps.writers,
      onNetworkHint: deps.onNetworkHint,
      onFirstPageShown: deps.onFirstPageShown,
      lastScreenFile: deps.lastScreenFile,
    }),
  };
  // The Calls screen's start, made of the methods above: calls-screen-start.ts.
  return { ...handlers, ...callsScreenStartHandler(handlers) };
}
