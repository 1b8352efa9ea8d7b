import { z } from 'zod';
import { appCommand } from './app-commands';
import { callsSettingsMethods } from './calls-settings-methods';
import { contactImportMethods, contactImportProgress } from './contact-import-methods';
import { desktopMethods } from './desktop-methods';
import { dncRequestMethods, dncRequestsChanged } from './dnc-request-methods';
import { outboxMethods } from './outbox-methods';
import { queryMethods } from './query-methods';
import { savedSearchesChanged, savedSearchMethods } from './saved-search-methods';

/**
 * The renderer–core contract: the only door between the renderer and the
 * core. One map of method name → input and output schemas, one map of event
 * name → payload schema; the TypeScript types are inferred from them. Both
 * transports (Electron IPC, browser-mode WebSocket) carry exactly this.
 *
 * The receiving side always validates: the core parses every request's input,
 * the renderer parses every response and event.
 *
 * Nothing the core sends may carry an API key: profiles expose only the
 * key's last four characters. A key travels the other way only, renderer to
 * core, in the fields listed in SECRET_INPUT_FIELDS (profiles.add,
 * profiles.rekey, profiles.checkKey); the core stores or checks it and
 * never echoes or logs it.
 */

const empty = z.object({});

export const appInfo = z.object({
  name: z.string(),
  version: z.string(),
  /** `electron` for the desktop app, `browser` when the renderer is served on 127.0.0.1. */
  mode: z.enum(['electron', 'browser']),
  platform: z.string(),
});

export const keyKind = z.enum(['production', 'test', 'unknown']);
export const keyPermission = z.enum(['read', 'write', 'unknown']);
/** Where the key lives: the OS keychain, the unprotected file the user opted in to, or memory for this run (the demo). */
export const keyStorage = z.enum(['os-keychain', 'unprotected-file', 'memory']);

export const profileSummary = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** Production or test key, from its prefix; shown as a coloured badge. */
  keyKind,
  /** `…abcd`: the only part of a key that ever reaches the renderer. */
  keyHint: z.string(),
  keyPermission,
  /** `unprotected-file` deserves a visible warning. */
  keyStorage,
  demo: z.boolean(),
  lastSyncAt: z.string().nullable(),
});

export const profileList = z.object({
  profiles: z.array(profileSummary),
  activeId: z.string().nullable(),
});

/** Input fields that carry a secret: never echoed in a reply, never logged. */
export const SECRET_INPUT_FIELDS = ['apiKey'] as const;

const profileId = z.string().min(1);
const profileName = z.string().trim().min(1).max(100);
// The key's meaning (printable, no spaces) is checked in the core, with messages that never quote it.
const apiKey = z.string().trim().min(1).max(1000);

/** `needs_key`: the key is missing from the keychain or was refused; the message says which, and the UI asks for it again. */
export const syncPhase = z.enum(['idle', 'syncing', 'paused', 'offline', 'error', 'needs_key']);

export const syncProgress = z.object({
  profileId: z.string(),
  phase: syncPhase,
  resource: z.enum(['agents', 'campaigns', 'contacts', 'calls', 'transcripts']).nullable(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
  requestsLeftInWindow: z.number().int().nonnegative().nullable(),
  etaSeconds: z.number().nonnegative().nullable(),
  message: z.string().nullable(),
  /** Whether the service answered the workspace's last sync: false when it could not be reached, null before any this run. */
  online: z.boolean().nullable(),
});

/** A call opened by the user: its detail is in the mirror now (`fetched`: it was fetched just now, ahead of background work). */
export const openedCall = z.object({
  id: z.string(),
  hydrated: z.boolean(),
  fetched: z.boolean(),
});

export const outboxCounts = z.object({
  profileId: z.string(),
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  conflicts: z.number().int().nonnegative(),
});

export const methods = {
  'app.info': { input: empty, output: appInfo },
  'profiles.list': { input: empty, output: profileList },
  'profiles.switch': { input: z.object({ id: profileId }), output: profileList },
  'profiles.rename': { input: z.object({ id: profileId, name: profileName }), output: profileList },
  /**
   * Stores a new workspace: its key in the OS keychain. When the keychain is
   * unavailable the reply is `unavailable` with the reason; the UI may then
   * ask the user and retry with `allowInsecureFallback: true`, which keeps
   * the key in an unprotected file instead.
   */
  'profiles.add': {
    input: z.object({ name: profileName, baseUrl: z.string().trim().min(1).max(2000), apiKey, allowInsecureFallback: z.boolean().optional() }),
    output: profileList,
  },
  /** Replaces a workspace's key (the old one was rotated, or the keychain lost it). */
  'profiles.rekey': { input: z.object({ id: profileId, apiKey }), output: profileList },
  /** Removes a workspace and its key; its mirror files too when `deleteMirror` (after the UI asked). */
  'profiles.remove': { input: z.object({ id: profileId, deleteMirror: z.boolean() }), output: profileList },
  /**
   * Checks a key against the service before it is saved (one GET /v1/agents):
   * a refused key is `invalid_request` on apiKey, an unreachable service
   * `unavailable`, a wrong address `invalid_request` on baseUrl. Stores nothing.
   */
  'profiles.checkKey': { input: z.object({ baseUrl: z.string().trim().min(1).max(2000), apiKey }), output: z.object({ keyKind, keyHint: z.string() }) },
  /** Opens the embedded demo workspace (starting it if this run has not yet) and makes it active. */
  'profiles.openDemo': { input: empty, output: profileList },
  /** The active workspace's sync: running, or how the last one ended; null without a workspace. */
  'sync.status': { input: empty, output: syncProgress.nullable() },
  /** Starts syncing the active workspace (or reports the sync already running); progress follows as `sync.progress` events. */
  'sync.start': { input: z.object({ full: z.boolean().optional() }), output: syncProgress },
  /** Stops the active workspace's sync; the next one continues where it stopped. */
  'sync.cancel': { input: empty, output: syncProgress.nullable() },
  /** Pauses the active workspace's sync (a running one stops) until resumed, across restarts. */
  'sync.pause': { input: empty, output: syncProgress.nullable() },
  /** Resumes the active workspace's sync; the schedule syncs it at once. */
  'sync.resume': { input: empty, output: syncProgress.nullable() },
  /** Makes a call's summary and transcript available, fetching them ahead of the background sync if the mirror lacks them. */
  'calls.open': { input: z.object({ id: z.string().trim().min(1).max(500) }), output: openedCall },
  ...queryMethods, // reads of the mirror: query-methods.ts
  ...callsSettingsMethods, // keyword trackers and the Calls screen's saved settings: calls-settings-methods.ts
  ...savedSearchMethods, // saved searches and their new-call counts: saved-search-methods.ts
  ...dncRequestMethods, // callers who asked not to be called again: dnc-request-methods.ts
  ...outboxMethods, // edits, the outbox, and the two online-only actions: outbox-methods.ts
  ...contactImportMethods, // importing contacts from a CSV file: contact-import-methods.ts
  ...desktopMethods, // record links, fetching a record the mirror lacks, network hints, notification settings: desktop-methods.ts
} as const;

export const events = {
  'sync.progress': syncProgress,
  'outbox.changed': outboxCounts,
  'profiles.changed': profileList,
  /** A command from the desktop app's menu (or a notification clicked): the renderer carries it out as its own shortcut would. */
  'app.command': z.object({ command: appCommand }),
  /** Links are waiting to be opened: the renderer takes them with `links.take`. */
  'links.arrived': empty,
  /** After each sync of a workspace: its saved searches with their new-call counts. */
  'savedSearches.changed': savedSearchesChanged,
  /** After each sync, dismissal or outbox change of a workspace: how many do-not-call requests wait. */
  'dncRequests.changed': dncRequestsChanged,
  /** A few times a second while an import is queued in steps: how far it is (the Import screen's bar, the CLI's). */
  'contactImport.progress': contactImportProgress,
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export type AppInfo = z.infer<typeof appInfo>;
export type KeyPermission = z.infer<typeof keyPermission>;
export type KeyStorage = z.infer<typeof keyStorage>;
export type ProfileSummary = z.infer<typeof profileSummary>;
export type ProfileList = z.infer<typeof profileList>;
export type SyncProgress = z.infer<typeof syncProgress>;
export type OutboxCounts = z.infer<typeof outboxCounts>;
export type OpenedCall = z.infer<typeof openedCall>;

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methods, name);
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name);
}
