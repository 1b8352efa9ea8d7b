import { z } from 'zod';
import { callDirection, callStatus, campaignStatus, sentiment, transcriptSpeaker } from '../api/resources';
import {
  agentDetail,
  agentFilter,
  agentRow,
  agentSort,
  campaignDetail,
  campaignFilter,
  campaignRow,
  campaignSort,
  contactDetail,
  contactFilter,
  contactFilterChoices,
  contactRow,
  contactSort,
} from './record-schemas';
import { analyticsMethods } from './analytics-methods';
import { isTimeZone } from '../local-time';
import { campaignFiguresMethods } from './campaign-figures-methods';
import { membershipMethods } from './membership-methods';

/**
 * The read side of the renderer–core contract: lists, counts, records and
 * full-text search over the active workspace's mirror, which work offline.
 * Spread into `methods` in contract.ts.
 *
 * Policy: a workspace that has never synced has no mirror yet; every method
 * then answers with empty results (no rows, a count of 0, no call), never
 * with an error, so the screens show their "nothing yet" states.
 *
 * Search results and highlights are text segments (`{ text, hit }`), never
 * HTML: the renderer builds `<mark>` elements from them, so text from the
 * workspace cannot become markup.
 */

const recordId = z.string().trim().min(1).max(500);
/** An ISO 8601 instant, e.g. 2025-01-31T00:00:00Z. */
const instant = z.iso.datetime({ offset: true });
/** Opaque keyset cursor given out with a page; it belongs to one sort. */
const cursor = z.string().min(1).max(2000);

/** A column of the calls table: one of the renderer's own (`time`, `cost`…) or a tracker's (`tracker:12`). */
export const callColumnId = z
  .string()
  .max(40)
  .regex(/^(?:[a-z_]+|tracker:\d+)$/, 'must be a column name such as "time" or "tracker:3"');

/** A column of an export: which, and its label on screen (the file's header). */
export const exportColumn = z.object({ id: callColumnId, label: z.string().trim().min(1).max(200) });

/** An IANA time zone the runtime knows ("Europe/Paris"). */
export const timeZoneName = z
  .string()
  .min(1)
  .max(64)
  .refine((name) => isTimeZone(name), { message: 'must be a time zone such as "Europe/Paris"' });
const searchText = z.string().max(500);
/** A bound of a range filter (seconds, cost). */
const amount = z.number().nonnegative().max(1e12);

export const MAX_CALLS_PAGE = 500;
export const MAX_RECORDS_PAGE = 500;
/** The most contact ids `contacts.ids` gives, as many as one batch of edits takes. */
export const MAX_CONTACT_IDS = 100_000;
/** Calls per page of a CSV export, with their transcripts: the core answers 100 in a few tens of ms (`npm run bench -- mirror`). */
export const MAX_EXPORT_PAGE = 200;

export const textSegment = z.object({ text: z.string(), hit: z.boolean() });

/** A keyword tracker's id (calls-settings-methods.ts). */
export const trackerId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const trackerSpeaker = z.enum(['agent', 'caller']);

export const callFilter = z.object({
  status: z.array(callStatus).max(callStatus.options.length).optional(),
  direction: z.array(callDirection).max(callDirection.options.length).optional(),
  sentiment: z.array(sentiment).max(sentiment.options.length).optional(),
  agentId: recordId.optional(),
  campaignId: recordId.optional(),
  contactId: recordId.optional(),
  /** Calls that started at or after this instant. */
  from: instant.optional(),
  /** Calls that started before this instant. */
  to: instant.optional(),
  /** Calls in which a keyword tracker's phrase was said: by anyone, or by `speaker` only. */
  tracker: z.object({ id: trackerId, speaker: trackerSpeaker.optional() }).optional(),
  /** True: only calls whose summary and transcript are in the mirror (what a search can find); false: only those still waiting. */
  transcript: z.boolean().optional(),
  /**
   * A search of transcripts and summaries (any text is safe): all words, "a phrase", OR, -excluded, prefix*,
   * caller: or agent: before a word or phrase. Text that is not valid syntax is searched as plain words.
   */
  text: searchText.optional(),
  /** Duration bounds in seconds, both included. */
  minDurationSeconds: amount.optional(),
  maxDurationSeconds: amount.optional(),
  /** Cost bounds, both included. */
  minCost: amount.optional(),
  maxCost: amount.optional(),
});

/** `relevance`: the best matches of the search first (without a search, the newest first). */
export const callSortField = z.enum(['start_timestamp', 'duration_seconds', 'cost', 'relevance']);
export const sortDirection = z.enum(['asc', 'desc']);
export const callSort = z.object({ field: callSortField, direction: sortDirection });

/** One call as a list shows it, with the display names of its contact, agent and campaign (null when not mirrored). */
export const callListRow = z.object({
  id: z.string(),
  agent_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  direction: callDirection,
  call_status: callStatus,
  duration_seconds: z.number().nonnegative(),
  sentiment: sentiment.nullable(),
  cost: z.number(),
  start_timestamp: z.string(),
  end_timestamp: z.string(),
  contact_name: z.string().nullable(),
  agent_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
  /** The caller's number when known: the contact's phone, or one the service sent with the call (see src/shared/caller-label.ts). */
  caller_number: z.string().nullable(),
  /** False until the call's summary and transcript have been fetched into the mirror. */
  detail_fetched: z.boolean(),
});

/** How many times the agent and the caller said a tracker's phrase in one call. */
export const trackerCount = z.object({ trackerId, agent: z.number().int().nonnegative(), caller: z.number().int().nonnegative() });

/** A row of the calls table: the call, and its keyword trackers' counts (trackers it has none of are absent). */
export const callListEntry = callListRow.extend({
  trackers: z.array(trackerCount),
  /** While searching: the best fragment of the transcript or summary, the hits marked. */
  snippet: z.array(textSegment).optional(),
});

export const transcriptTurn = z.object({
  position: z.number().int().nonnegative(),
  speaker: transcriptSpeaker,
  text: z.string(),
  /** Seconds from the start of the call. */
  timestamp: z.number().nonnegative(),
});

/** A call with its summary and transcript; both are empty while `detail_fetched` is false. */
export const callDetail = callListRow.extend({
  summary: z.string().nullable(),
  transcript: z.array(transcriptTurn),
});

export const callSearchHit = z.object({
  call: callListRow,
  /** The best fragment of the transcript or summary, the hits marked. */
  snippet: z.array(textSegment),
});

export const callHighlight = z.object({
  /** The words and phrases searched for. */
  terms: z.array(z.string()),
  /** The summary with its hits marked; empty when it has none. */
  summary: z.array(textSegment),
  /** The transcript turns that hold a hit, by position, with the hits marked. */
  entries: z.array(z.object({ position: z.number().int().nonnegative(), segments: z.array(textSegment) })),
  hitCount: z.number().int().nonnegative(),
});

/** A keyset page request of a record list: the previous page's `nextCursor` goes in `after`, with the same filter and sort. */
function pageInput<Filter extends z.ZodType, Sort extends z.ZodType>(filter: Filter, sort: Sort) {
  return z.object({ filter: filter.optional(), sort: sort.optional(), after: cursor.optional(), limit: z.number().int().min(1).max(MAX_RECORDS_PAGE) });
}

export const agentChoice = z.object({ id: z.string(), name: z.string(), is_active: z.boolean() });
export const campaignChoice = z.object({ id: z.string(), name: z.string(), status: campaignStatus });

export const queryMethods = {
  /**
   * One keyset page of the active workspace's calls, filtered, searched and sorted (newest first by default):
   * every match of a search, page after page. `note` says when the search text was not read as typed.
   */
  'calls.list': {
    input: z.object({
      filter: callFilter.optional(),
      sort: callSort.optional(),
      /** The previous page's `nextCursor`, with the same filter and sort. */
      after: cursor.optional(),
      limit: z.number().int().min(1).max(MAX_CALLS_PAGE),
    }),
    output: z.object({ rows: z.array(callListEntry), nextCursor: z.string().nullable(), note: z.string().optional() }),
  },
  /** How many calls match a filter. */
  'calls.count': { input: z.object({ filter: callFilter.optional() }), output: z.object({ total: z.number().int().nonnegative() }) },
  /** A call from the mirror, or null when the mirror does not hold it. */
  'calls.get': { input: z.object({ id: recordId }), output: callDetail.nullable() },
  /** Where a search hits inside one call, turn by turn; null when the text holds nothing to search for. */
  'calls.highlight': { input: z.object({ id: recordId, query: searchText }), output: callHighlight.nullable() },
  /**
   * One page of a CSV export of the calls a filter selects, in the list's
   * sort: CSV text (the header row on the first page), transcripts where the
   * mirror holds them. `columns` are the table's, in its order and under
   * its labels (a tracker's becomes two: said by the agent, by the caller);
   * without them, every column of the table. Times are local in `timeZone`
   * (the user's; the core's own without it), with their offset. The first
   * page starts with the byte-order mark and the header row. The renderer
   * asks page after page, with `nextCursor` and the same input, and joins
   * the texts into one file.
   */
  'calls.exportCsv': {
    input: z.object({
      filter: callFilter.optional(),
      sort: callSort.optional(),
      columns: z.array(exportColumn).min(1).max(60).optional(),
      timeZone: timeZoneName.optional(),
      after: cursor.optional(),
      limit: z.number().int().min(1).max(MAX_EXPORT_PAGE),
    }),
    output: z.object({ csv: z.string(), rows: z.number().int().nonnegative(), nextCursor: z.string().nullable() }),
  },
  /** Every mirrored agent, by name: the choices of the calls filter. */
  'agents.list': { input: z.object({}), output: z.object({ agents: z.array(agentChoice) }) },
  /** Every mirrored campaign, by name: the choices of the calls filter. */
  'campaigns.list': { input: z.object({}), output: z.object({ campaigns: z.array(campaignChoice) }) },

  // The Contacts, Campaigns and Agents screens (rows and details: record-schemas.ts).
  /** One keyset page of contacts, filtered, searched and sorted (by name by default). */
  'contacts.list': { input: pageInput(contactFilter, contactSort), output: z.object({ rows: z.array(contactRow), nextCursor: z.string().nullable() }) },
  'contacts.count': { input: z.object({ filter: contactFilter.optional() }), output: z.object({ total: z.number().int().nonnegative() }) },
  /**
   * The ids of every contact a filter matches (the list's filter and search,
   * in its order), for a batch edit over "all N matching"; at most
   * MAX_CONTACT_IDS, `truncated` when more matched.
   */
  'contacts.ids': {
    input: z.object({ filter: contactFilter.optional(), sort: contactSort.optional() }),
    output: z.object({ ids: z.array(z.string()).max(MAX_CONTACT_IDS), truncated: z.boolean() }),
  },
  /** A contact from the mirror, or null when the mirror does not hold it. */
  'contacts.get': { input: z.object({ id: recordId }), output: contactDetail.nullable() },
  /** The tags and companies the contacts filter offers. */
  'contacts.filterChoices': { input: z.object({}), output: contactFilterChoices },
  /** One keyset page of campaigns for the Campaigns screen (newest first by default); `campaigns.list` gives the filter choices. */
  'campaigns.page': { input: pageInput(campaignFilter, campaignSort), output: z.object({ rows: z.array(campaignRow), nextCursor: z.string().nullable() }) },
  'campaigns.count': { input: z.object({ filter: campaignFilter.optional() }), output: z.object({ total: z.number().int().nonnegative() }) },
  'campaigns.get': { input: z.object({ id: recordId }), output: campaignDetail.nullable() },
  /** One keyset page of agents for the Agents screen (by name by default); `agents.list` gives the filter choices. */
  'agents.page': { input: pageInput(agentFilter, agentSort), output: z.object({ rows: z.array(agentRow), nextCursor: z.string().nullable() }) },
  'agents.count': { input: z.object({ filter: agentFilter.optional() }), output: z.object({ total: z.number().int().nonnegative() }) },
  'agents.get': { input: z.object({ id: recordId }), output: agentDetail.nullable() },
  ...analyticsMethods, // figures for the Analytics screen: analytics-methods.ts
  ...membershipMethods, // the campaigns a contact is known to be in, and a campaign's known contacts: membership-methods.ts
  ...campaignFiguresMethods, // a campaign's known calls and outcome mix, and the do-not-call changes holding starts: campaign-figures-methods.ts
} as const;

export type QueryMethodName = keyof typeof queryMethods;
export type TextSegment = z.infer<typeof textSegment>;
export type CallFilter = z.infer<typeof callFilter>;
export type CallSortField = z.infer<typeof callSortField>;
export type CallSort = z.infer<typeof callSort>;
export type CallListRow = z.infer<typeof callListRow>;
export type CallListEntry = z.infer<typeof callListEntry>;
export type TrackerCount = z.infer<typeof trackerCount>;
export type TrackerSpeaker = z.infer<typeof trackerSpeaker>;
export type TranscriptTurn = z.infer<typeof transcriptTurn>;
export type CallDetail = z.infer<typeof callDetail>;
export type CallSearchHit = z.infer<typeof callSearchHit>;
export type CallHighlight = z.infer<typeof callHighlight>;
export type AgentChoice = z.infer<typeof agentChoice>;
export type CampaignChoice = z.infer<typeof campaignChoice>;
