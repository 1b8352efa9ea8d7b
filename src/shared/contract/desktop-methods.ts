import { z } from 'zod';
import { LINK_KINDS } from '../links/deep-link';

/**
 * The desktop integration's part of the renderer–core contract: record
 * links (`voicedesk://…`), a record the mirror lacks fetched on request,
 * network hints from the page, and the notification settings. Spread into
 * `methods` in contract.ts.
 *
 * Links arrive from outside (the OS, a second launch, a notification, the
 * browser-mode page's address): the core parses each (links/deep-link.ts)
 * and keeps it until the window takes it, so a link that came before the
 * window was ready is not lost. A refused link carries its reason and
 * opens nothing.
 */
const empty = z.object({});

export const linkKind = z.enum(LINK_KINDS);
export const deepLink = z.object({ kind: linkKind, id: z.string(), workspace: z.string().optional() });

export const linkEntry = z.object({
  url: z.string(),
  /** The record to open; null when the link was refused. */
  link: deepLink.nullable(),
  /** Why the link opens nothing, in plain words; null when it opens a record. */
  refused: z.string().nullable(),
});

/** Which native notifications the user wants, per workspace; each on until turned off. */
export const notificationSettings = z.object({
  /** New calls that match a saved search, after a sync. */
  newMatchingCalls: z.boolean(),
  /** Edits the service refused, or that need a decision (a conflict). */
  editsNeedAttention: z.boolean(),
  /** The service refused the workspace's key. */
  keyRefused: z.boolean(),
});

/** The screens of the sidebar, one of which the app reopens at launch. */
export const screenName = z.enum(['calls', 'contacts', 'campaigns', 'agents', 'analytics', 'outbox', 'dnc-requests']);

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { newMatchingCalls: true, editsNeedAttention: true, keyRefused: true };

export const desktopMethods = {
  /** Hands the core a link (the browser-mode page's address, a test); it is parsed and waits to be taken, as one from the OS does. */
  'links.open': { input: z.object({ url: z.string().max(4000) }), output: linkEntry },
  /** The links that arrived since last taken, oldest first (a `links.arrived` event says there are some). */
  'links.take': { input: empty, output: z.object({ links: z.array(linkEntry) }) },
  /** Reads a record the mirror lacks from the service (online only): `found` false when the service has none. */
  'records.fetch': { input: z.object({ kind: linkKind, id: z.string().trim().min(1).max(500) }), output: z.object({ found: z.boolean() }) },
  /** The page saw the network go or come back (`navigator.onLine`): a hint to check the workspace's service now. */
  'app.networkChanged': { input: z.object({ online: z.boolean() }), output: empty },
  /** The page has drawn its first rows: the sync due at start-up may begin (sync-schedule.ts). */
  'app.firstPageShown': { input: empty, output: empty },
  /** The active workspace's notification settings (the defaults until saved). */
  'notifications.settings': { input: empty, output: notificationSettings },
  'notifications.saveSettings': { input: notificationSettings, output: notificationSettings },
  /** The screen shown when the app was last used on this computer (null the first time), to open it again. */
  'app.lastScreen': { input: empty, output: z.object({ screen: screenName.nullable() }) },
  'app.saveLastScreen': { input: z.object({ screen: screenName }), output: empty },
} as const;

export type LinkEntry = z.infer<typeof linkEntry>;
export type NotificationSettings = z.infer<typeof notificationSettings>;
export type ScreenName = z.infer<typeof screenName>;
