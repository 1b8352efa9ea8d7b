import { z } from 'zod';
import { callDirection, callStatus, sentiment } from '../api/resources';

/**
 * The Analytics screen's part of the contract: figures aggregated in SQL
 * over the active workspace's mirror, never call rows, so a reply stays a
 * few kilobytes however many calls the range holds (a day per call-day,
 * a row per status, sentiment, direction, agent and campaign).
 * Spread into `queryMethods` in query-methods.ts, whose policy it shares:
 * without a mirror the reply is all zeros, never an error.
 */

/** An ISO 8601 instant, e.g. 2025-01-31T00:00:00Z (as in query-methods.ts). */
const instant = z.iso.datetime({ offset: true });
const recordId = z.string().trim().min(1).max(500);

/** UTC offsets in use run from −12:00 to +14:00. */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

export const analyticsQuery = z
  .object({
    /** Calls that started at or after this instant; the whole history when absent. */
    from: instant.optional(),
    /** Calls that started before this instant. */
    to: instant.optional(),
    /** The user's offset from UTC, so that days are the user's calendar days (e.g. 120 for UTC+2); UTC when absent. */
    utcOffsetMinutes: z.number().int().min(-MAX_UTC_OFFSET_MINUTES).max(MAX_UTC_OFFSET_MINUTES).optional(),
    agentId: recordId.optional(),
    campaignId: recordId.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || Date.parse(query.from) < Date.parse(query.to), {
    path: ['to'],
    message: 'must be later than from',
  });

const count = z.number().int().nonnegative();

/** Calls, their summed and average duration (seconds) and cost (the API's unit, no currency); averages null without calls. */
export const callFigures = z.object({
  calls: count,
  durationSeconds: z.number().nonnegative(),
  averageDurationSeconds: z.number().nonnegative().nullable(),
  cost: z.number(),
  averageCost: z.number().nullable(),
});

export const analyticsDay = callFigures.extend({
  /** `YYYY-MM-DD`, a calendar day at the requested offset; only days with calls are listed. */
  day: z.iso.date(),
  /** Every status, 0 when none. */
  byStatus: z.record(callStatus, count),
});

export const analyticsSummary = z.object({
  totals: callFigures,
  perDay: z.array(analyticsDay),
  byStatus: z.array(callFigures.extend({ status: callStatus })),
  /** `sentiment` null: calls without a conversation to judge. */
  bySentiment: z.array(callFigures.extend({ sentiment: sentiment.nullable() })),
  byDirection: z.array(callFigures.extend({ direction: callDirection })),
  /** Most calls first. `agentId` null: calls without an agent; `agentName` null: an agent the mirror does not hold. */
  byAgent: z.array(callFigures.extend({ agentId: z.string().nullable(), agentName: z.string().nullable() })),
  /** Most calls first. `campaignId` null: calls known to be outside any campaign (inbound, web, manual). */
  byCampaign: z.array(callFigures.extend({ campaignId: z.string().nullable(), campaignName: z.string().nullable() })),
  /** Calls whose campaign is not known until the sync fetches their details (call lists leave it out); not in `byCampaign`. */
  campaignNotKnown: callFigures,
});

export const analyticsMethods = {
  /** Figures for the calls in a date range, optionally of one agent or campaign. */
  'analytics.summary': { input: analyticsQuery, output: analyticsSummary },
} as const;

export type AnalyticsQuery = z.input<typeof analyticsQuery>;
export type CallFigures = z.infer<typeof callFigures>;
export type AnalyticsDay = z.infer<typeof analyticsDay>;
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
