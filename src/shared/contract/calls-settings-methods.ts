import { z } from 'zod';
import { callColumnId, callFilter, callSort, MAX_CALLS_PAGE, queryMethods, trackerId } from './query-methods';

/**
 * The Calls screen's settings in the renderer–core contract, kept per
 * workspace on this computer (in its mirror): keyword trackers, and the
 * filter, sort and columns the screen had when last used. Spread into
 * `methods` in contract.ts.
 *
 * A tracker is a word or phrase counted across transcripts, split by who
 * said it. A new tracker is counted over the calls already synced in the
 * background: until then `counted` is false and its figures grow.
 */
const empty = z.object({});

export const MAX_TRACKER_PHRASE = 100;

export const trackerPhraseInput = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TRACKER_PHRASE)
  // An empty phrase is min(1)'s to report.
  .refine((text) => text === '' || /[\p{L}\p{N}]/u.test(text), { message: 'must hold at least one letter or digit' });

export const tracker = z.object({
  id: trackerId,
  /** As the user wrote it. */
  phrase: z.string(),
  /** False while the calls synced before it was added are still being counted. */
  counted: z.boolean(),
  /** Calls in which it was said, and how many times by the agent and by the caller. */
  calls: z.number().int().nonnegative(),
  agent: z.number().int().nonnegative(),
  caller: z.number().int().nonnegative(),
});

export const trackerList = z.object({ trackers: z.array(tracker) });

export { callColumnId };

/** How the screen is laid out: whether the filters are shown, and the list's share of the width beside an open call (percent). */
export const callsLayout = z.object({
  filtersOpen: z.boolean(),
  listShare: z.number().min(20).max(80),
});

export const callsPreferences = z.object({
  filter: callFilter,
  sort: callSort,
  /** The columns shown, in order. */
  columns: z.array(callColumnId).min(1).max(60),
  /** Absent in settings saved before it existed: the defaults. */
  layout: callsLayout.optional(),
});

export const callsSettingsMethods = {
  /** The workspace's keyword trackers, with their figures. */
  'trackers.list': { input: empty, output: trackerList },
  /** Adds a tracker; refused (field `phrase`) when already tracked or when there are too many. */
  'trackers.add': { input: z.object({ phrase: trackerPhraseInput }), output: trackerList },
  'trackers.remove': { input: z.object({ id: trackerId }), output: trackerList },
  /** The Calls screen's filter, sort and columns as last saved for this workspace; null when never saved. */
  'calls.preferences': { input: empty, output: callsPreferences.nullable() },
  'calls.savePreferences': { input: callsPreferences, output: empty },
  /**
   * What the Calls screen opens with, in one request: the saved settings (null when never saved), and the first page
   * of calls and their total under the saved filter and sort (`sort` when none was saved), as `calls.list` and
   * `calls.count` would answer. The first page then waits for one round trip, not two.
   */
  'calls.screenStart': {
    input: z.object({ limit: z.number().int().min(1).max(MAX_CALLS_PAGE), sort: callSort }),
    output: z.object({ preferences: callsPreferences.nullable(), page: queryMethods['calls.list'].output, total: z.number().int().nonnegative() }),
  },
} as const;

export type Tracker = z.infer<typeof tracker>;
export type CallsPreferences = z.infer<typeof callsPreferences>;
export type CallsLayout = z.infer<typeof callsLayout>;
