import { ADD_CONTACTS_MAX } from '../api/requests';

/**
 * What a batch will cost before the user confirms it: how many requests it
 * takes, and about how long they take to send at the workspace's current
 * rate limit, behind the outbox's backlog. One home for the arithmetic, so
 * every batch dialog (batch edits, add to campaign, a CSV import) says the
 * same thing the same way. Pure: the figures come from the core's
 * `outbox.pace` (the rate-limit budget the sync and the outbox share).
 *
 * The model follows the budget (src/main/api/rate-limit-budget.ts): the
 * outbox may spend VoiceDesk's share of the window (`perWindow`), spread
 * evenly over the time left in it; what is left of this window goes first,
 * then whole windows. Request round trips are not counted: at the rates the
 * API allows they are small beside the spacing. It is an "about", rounded
 * for people.
 */

/** What the rate-limit budget knows about the key's limit, as the core reports it. */
export interface RateFigures {
  /** Requests VoiceDesk may send per window (its share of the key's limit). */
  perWindow: number;
  /** The window's length. */
  windowSeconds: number;
  /** Requests VoiceDesk may still send in the current window. */
  leftNow: number;
  /** Seconds until the current window resets. */
  resetInSeconds: number;
}

/** The outbox's state as a batch meets it: what waits ahead of it, and the rate (null until the service has stated its limit). */
export interface OutboxPace {
  /** Requests' worth of edits already waiting in the outbox (sent before the new batch). */
  backlog: number;
  /** Contacts the service holds, for the cost of checking records before updates (see contactBatchRequests). */
  workspaceContacts: number;
  rate: RateFigures | null;
}

/** The kinds of request a batch over contacts makes. */
export type ContactBatchKind = 'create' | 'update' | 'delete' | 'add-to-campaign';

/**
 * Requests a batch over `contacts` contacts makes:
 * - create, delete: one each;
 * - update (tags, status, company, an import's updates): one each, plus the
 *   read of the record as the service has it now (fresh-reads.ts: one GET
 *   each, or one pass over the contact list's pages of 100 when that is fewer);
 * - add to campaign: one per 100 contacts (the API's most per request).
 */
export function contactBatchRequests(kind: ContactBatchKind, contacts: number, workspaceContacts = 0): number {
  if (contacts <= 0) return 0;
  switch (kind) {
    case 'create':
    case 'delete':
      return contacts;
    case 'update':
      return contacts + Math.min(contacts, Math.max(1, Math.ceil(workspaceContacts / 100)));
    case 'add-to-campaign':
      return Math.ceil(contacts / ADD_CONTACTS_MAX);
  }
}

export interface BatchCost {
  contacts: number;
  requests: number;
  /** Requests waiting in the outbox ahead of this batch. */
  backlog: number;
  /** About how long until the batch is sent, backlog included; null when the rate limit is not known yet. */
  seconds: number | null;
}

export function estimateBatchCost(batch: { contacts: number; requests: number }, pace: OutboxPace): BatchCost {
  const backlog = Math.max(0, Math.floor(pace.backlog));
  const requests = Math.max(0, Math.floor(batch.requests));
  return {
    contacts: Math.max(0, Math.floor(batch.contacts)),
    requests,
    backlog,
    seconds: pace.rate === null || requests === 0 ? (requests === 0 ? 0 : null) : sendingSeconds(backlog + requests, pace.rate),
  };
}

/**
 * Seconds to send `requests` at the budget's pace: the ones that fit in what
 * is left of this window spread over the time to its reset, the rest in
 * whole windows of `perWindow`, the last one spread over its share.
 */
export function sendingSeconds(requests: number, rate: RateFigures): number {
  if (requests <= 0) return 0;
  const perWindow = Math.max(1, rate.perWindow);
  const windowSeconds = Math.max(1, rate.windowSeconds);
  const leftNow = Math.max(0, rate.leftNow);
  const resetIn = Math.min(windowSeconds, Math.max(0, rate.resetInSeconds));
  if (requests <= leftNow) return (resetIn * requests) / (leftNow + 1);
  const later = requests - leftNow;
  const fullWindows = Math.floor((later - 1) / perWindow);
  const inLast = later - fullWindows * perWindow;
  return resetIn + fullWindows * windowSeconds + (windowSeconds * inLast) / (perWindow + 1);
}

/** "a few seconds", "about 40 seconds", "about 3 minutes", "about 2 hours". */
export function durationWords(seconds: number): string {
  if (seconds < 10) return 'a few seconds';
  if (seconds < 60) return `about ${Math.round(seconds / 10) * 10} seconds`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(seconds / 360) / 10;
  return `about ${hours} hours`;
}

/**
 * The cost in one sentence for a dialog, e.g. "250 contacts, 3 requests:
 * about 1 minute at the current rate limit (80 requests a minute), with 12
 * requests already waiting in the outbox ahead of them."
 */
export function batchCostText(cost: BatchCost, pace: OutboxPace): string {
  const head = `${count(cost.contacts, 'contact', 'contacts')}, ${count(cost.requests, 'request', 'requests')}`;
  const ahead = cost.backlog === 0 ? 'nothing else is waiting in the outbox' : `${count(cost.backlog, 'request', 'requests')} already waiting in the outbox ${cost.backlog === 1 ? 'goes' : 'go'} first`;
  if (cost.seconds === null || pace.rate === null) {
    return `${head}. How long is not known yet: the service states its rate limit once it has been reached (sync to find out); ${ahead}.`;
  }
  return `${head}: ${durationWords(cost.seconds)} at the current rate limit (${rateWords(pace.rate)}); ${ahead}.`;
}

function rateWords(rate: RateFigures): string {
  const per = rate.windowSeconds === 60 ? 'a minute' : `every ${durationWords(rate.windowSeconds).replace(/^about /, '')}`;
  return `${count(rate.perWindow, 'request', 'requests')} ${per}`;
}

function count(value: number, singular: string, plural: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? singular : plural}`;
}
