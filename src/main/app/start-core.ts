import type { AppInfo } from '../../shared/contract/contract';
import { createEventHub } from '../service/core-handlers';
import { defaultMirrorFile } from '../profiles/mirror-files';
import { createProfileRegistry, type EphemeralProfile } from '../profiles/profile-registry';
import { defaultSecretStores, openDefaultProfileStore, type SecretStores } from '../profiles/default-profile-store';
import { createCoreService } from '../service/core-service';
import { createDemoWorkspace, demoProfile, type DemoLaunch } from '../service/demo-workspace';
import type { KeyCheckOptions } from '../service/key-check';
import { createMirrorHandles } from '../service/mirror-handles';
import { createMirrorWriters } from '../service/mirror-writers';
import { createOutboxService } from '../service/outbox-service';
import { createContactImportService } from '../service/contact-import-service';
import { startSyncSchedule, type SyncScheduleOptions } from '../service/sync-schedule';
import { startConnectivity, type ConnectivityOptions } from '../service/connectivity';
import { createLinkInbox } from '../service/link-inbox';
import { lastScreenFile } from '../files/last-screen';
import { createSyncService } from '../service/sync-service';
import { outboxCounts } from '../outbox';
import { startSavedSearchReports } from '../service/saved-search-reports';
import { startDncRequestReports } from '../service/dnc-request-reports';
import type { DataPaths } from '../files/data-paths';
import { assertNever } from '../../shared/assert-never';

/**
 * Assembles the core for one run of the app, whichever door opens onto it:
 * the profiles (persisted ones and this run's), the service implementing the
 * contract, and the hub its events flow through.
 *
 * Start-up never touches the keychain: the persisted profiles are listed from
 * profiles.json, and a key is read only when a profile's work needs it. A
 * locked or missing keychain therefore shows up as a request the UI can
 * explain, never as an app that cannot start.
 */
export type Backend =
  /** The embedded demo workspace; its key comes from the sandbox process at each launch. */
  | { kind: 'demo'; baseUrl: string; apiKey: string }
  /** A workspace named on the command line, its key from an environment variable; not persisted. */
  | { kind: 'remote'; baseUrl: string; apiKey: string; name?: string }
  /** A persisted profile, opened by id (its key is in the keychain). */
  | { kind: 'profile'; id: string }
  /** The persisted profiles alone (the last active one first); with none, the renderer shows the welcome screen. */
  | { kind: 'saved' };

export interface CoreOptions {
  info: AppInfo;
  paths: DataPaths;
  backend: Backend;
  /** The mirror database of a demo or remote backend; defaults to a file per profile in the data folder. */
  mirrorFile?: string;
  /** Where keys are kept; the OS keychain and the opt-in unprotected file by default. */
  secrets?: SecretStores;
  /** Where the sync engines' and the outbox's log lines go (retries, repairs, skipped records, pushes); nowhere by default. */
  syncLogger?: (line: string) => void;
  /**
   * Syncing by itself (sync-schedule.ts), with the default schedule (true) or
   * another. The app's doors turn it on; off, the workspaces sync only on
   * request, which is what tests of other features and a still mirror need.
   */
  autoSync?: boolean | Partial<SyncScheduleOptions>;
  /** Starts the demo sandbox when the user opens the demo from the welcome screen (a `saved` backend). */
  launchDemo?: () => Promise<DemoLaunch>;
  /** How workspace keys are checked before saving (tests point it elsewhere). */
  keyCheck?: KeyCheckOptions;
  /**
   * Watching whether the active workspace's service can be reached between
   * syncs (connectivity.ts): on with the defaults when the app syncs by itself.
   */
  connectivity?: boolean | Partial<ConnectivityOptions>;
}

/** Tries per page and the longest wait between them, for runs the schedule repeats anyway. */
const SCHEDULED_RUN_PATIENCE = { pageAttempts: 2, retryMaxMs: 5_000 };

export function startCore(options: CoreOptions) {
  const { backend, paths } = options;
  const store = openDefaultProfileStore(paths, options.secrets ?? defaultSecretStores(paths));
  // Read now, so an unreadable profiles.json is reported at start-up rather than at the first click.
  store.list();

  const ephemeral: EphemeralProfile[] = [];
  let activeId: string | undefined;
  switch (backend.kind) {
    case 'demo':
      ephemeral.push(demoProfile(backend.baseUrl, backend.apiKey, paths, options.mirrorFile));
      break;
    case 'remote': {
      const host = new URL(backend.baseUrl).host;
      ephemeral.push(remoteProfile(host, backend.name ?? host, backend.baseUrl, backend.apiKey, paths, options.mirrorFile));
      activeId = host;
      break;
    }
    case 'profile':
      activeId = backend.id;
      break;
    case 'saved':
      break;
    default:
      assertNever(backend, 'backend');
  }

  const profiles = createProfileRegistry({ ephemeral, store, ...(activeId === undefined ? {} : { activeId }) });
  const events = createEventHub();
  profiles.onChange((list) => events.emit('profiles.changed', list));
  const autoSync = options.autoSync ?? false;
  // The screens read the mirrors through read-only connections of their own, beside the profile worker's.
  const mirrors = createMirrorHandles(profiles);
  // Each profile syncs into its own mirror file, with its own API client and key.
  const sync = createSyncService({
    profiles,
    events,
    editsWaiting(id) {
      const profile = profiles.get(id);
      const db = profile && mirrors.reader(profile)?.db;
      return db !== undefined && outboxCounts(db).pending > 0;
    },
    // With a schedule, a run need not wait out an outage itself: it gives up within seconds (so "offline"
    // shows soon), and the schedule's next run, soon after, resumes where it stopped.
    ...(autoSync === false ? {} : { options: SCHEDULED_RUN_PATIENCE }),
    ...(options.syncLogger ? { logger: options.syncLogger } : {}),
  });
  // The user's own settings (keyword trackers, the screens' saved filters) are written through connections of their own.
  const writers = createMirrorWriters(profiles);
  // Edits: queued here into the mirror, sent by each profile's worker.
  const outbox = createOutboxService({ profiles, mirrors, writers, sync, events, ...(options.syncLogger ? { logger: options.syncLogger } : {}) });
  const contactImport = createContactImportService({ profiles, writers, queued: outbox.queued, requireWritable: outbox.requireWritable, events });
  const links = createLinkInbox(events);
  // Before anything else listens to the sync's ends (the desktop notifier asks it for the matches).
  const savedSearches = startSavedSearchReports({ profiles, sync, mirrors, writers, events });
  const dncRequests = startDncRequestReports({ profiles, sync, mirrors, events });
  const demo = createDemoWorkspace({ profiles, paths, ...(options.launchDemo ? { launch: options.launchDemo } : {}) });
  const handlers = createCoreService({
    info: options.info,
    profiles,
    sync,
    mirrors,
    writers,
    outbox: outbox.handlers,
    contactImport: contactImport.handlers,
    demo,
    ...(options.keyCheck ? { keyCheck: options.keyCheck } : {}),
    links,
    onNetworkHint: () => wake('network'),
    onFirstPageShown: () => schedule?.firstPageShown(),
    lastScreenFile: lastScreenFile(paths.root),
    events,
  });
  // Started last: its first run (at once, for the active workspace) finds everything in place.
  const schedule = autoSync === false ? undefined : startSyncSchedule({ sync, profiles, ...(autoSync === true ? {} : { options: autoSync }) });
  const watching = options.connectivity ?? autoSync !== false;
  const connectivity =
    watching === false ? undefined : startConnectivity({ profiles, sync, ...(watching === true ? {} : { options: watching }), onBack: () => schedule?.wake() });
  /** The machine woke from sleep, or the OS or the page says the network changed: look again now. */
  function wake(reason: 'resume' | 'network'): void {
    void connectivity?.checkNow();
    if (reason === 'resume') schedule?.wake();
  }
  /** Stops the schedule and every sync (letting each commit what it has), closes every mirror connection, stops a demo started here. */
  async function close(): Promise<void> {
    // First, so an import being queued is discarded, never released after the user closed the app on it.
    await contactImport.close();
    connectivity?.close();
    schedule?.close();
    outbox.close();
    savedSearches.close();
    dncRequests.close();
    await sync.close();
    writers.close();
    mirrors.close();
    await demo.close();
  }
  return { handlers, events, profiles, sync, schedule, connectivity, wake, links, mirrors, writers, savedSearches, close };
}

function remoteProfile(id: string, name: string, baseUrl: string, apiKey: string, paths: DataPaths, mirrorFile: string | undefined): EphemeralProfile {
  return { id, name, baseUrl, apiKey, demo: false, mirrorFile: mirrorFile ?? defaultMirrorFile(paths.profilesDir, id) };
}

export type Core = ReturnType<typeof startCore>;
