import { z } from 'zod';

/**
 * Do-not-call requests in the renderer–core contract: callers who asked,
 * in their own turns of the synced transcripts, not to be called again
 * (found by src/shared/dnc/dnc-request.ts as sync stores each transcript).
 * Spread into `methods` in contract.ts; `dncRequests.changed` (contract.ts)
 * brings the counts after every sync, every dismissal and every outbox
 * change (a contact marked do-not-call leaves the list).
 *
 * Marking a contact is not a method here: it is a contact edit
 * (`contact.update` with `status: 'dnc'`) queued through `outbox.apply`,
 * which sends do-not-call changes before anything else.
 */
const callId = z.string().trim().min(1).max(500);

export const dncRequest = z.object({
  callId: z.string(),
  /** When the call started (ISO 8601). */
  startedAt: z.string(),
  /** The sentence that asked. */
  sentence: z.string(),
  /**
   * The caller's whole turn holding the sentence, and where the sentence
   * stands in it (characters, end exclusive), for highlighting; null when
   * the transcript no longer holds the turn (then show the sentence alone).
   */
  turn: z.string().nullable(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** null for a call without a contact. */
  contactId: z.string().nullable(),
  /** null without a contact, or for a contact this computer's copy does not hold. */
  contactName: z.string().nullable(),
  contactStatus: z.enum(['active', 'dnc']).nullable(),
  /** The contact's status as shown is an edit made here that has not reached the service yet. */
  statusWaiting: z.boolean(),
  dismissed: z.boolean(),
});

export const dncRequestCounts = z.object({
  /** Active contacts who asked (each once), not dismissed. */
  contacts: z.number().int().nonnegative(),
  /** Calls without a contact whose caller asked, not dismissed. */
  withoutContact: z.number().int().nonnegative(),
});

/** A cursor from this list (opaque), for `dncRequests.page`. */
const after = z.string().min(1).max(1000);
/** How many requests a page holds (the first page of each list, or a further one). */
const limit = z.number().int().min(1).max(1000);
const kind = z.enum(['contacts', 'withoutContact']);

export const dncRequestList = z.object({
  /** Active contacts who asked, each once with their newest request, newest first: the first page. */
  contacts: z.array(dncRequest),
  /** Present when more contacts follow: pass to `dncRequests.page` with `kind: 'contacts'`. */
  contactsNext: after.optional(),
  /** Calls without a contact whose caller asked, newest first: nobody to mark. The first page. */
  withoutContact: z.array(dncRequest),
  /** Present when more calls without a contact follow. */
  withoutContactNext: after.optional(),
  /** Transcripts stored before this version are still being scanned: the list may lack some until a sync has run. */
  scanPending: z.boolean(),
});

/** After a sync, a dismissal or an outbox change: the workspace's counts, for the sidebar. */
export const dncRequestPage = z.object({ rows: z.array(dncRequest), next: after.optional() });

export const dncRequestsChanged = dncRequestCounts.extend({ profileId: z.string() });

export const dncRequestMethods = {
  /** The first page of each list (`limit` each, 100 by default); the totals are `dncRequests.count`'s. */
  'dncRequests.list': { input: z.object({ limit: limit.optional() }), output: dncRequestList },
  /** The page of one list after a cursor it gave out. */
  'dncRequests.page': { input: z.object({ kind, after, limit: limit.optional() }), output: dncRequestPage },
  /** Every contact waiting, whatever the pages loaded ("mark all"); as many as `contacts` in the counts. */
  'dncRequests.waitingContactIds': { input: z.object({}), output: z.array(z.string()) },
  'dncRequests.count': { input: z.object({}), output: dncRequestCounts },
  /** The call's request, dismissed or not (the call view's banner); null when its caller did not ask. */
  'dncRequests.forCall': { input: z.object({ callId }), output: dncRequest.nullable() },
  /**
   * Dismisses the request listed for this call (remembered, also when the
   * transcript is stored again): for a contact, their requests up to this
   * call's time; a later request is listed again. Answers with the list's
   * first pages (`limit` each).
   */
  'dncRequests.dismiss': { input: z.object({ callId, limit: limit.optional() }), output: dncRequestList },
} as const;

export type DncRequest = z.infer<typeof dncRequest>;
export type DncRequestList = z.infer<typeof dncRequestList>;
export type DncRequestPage = z.infer<typeof dncRequestPage>;
export type DncRequestKind = z.infer<typeof kind>;
export type DncRequestCounts = z.infer<typeof dncRequestCounts>;
