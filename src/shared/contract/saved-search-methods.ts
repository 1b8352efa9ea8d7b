import { z } from 'zod';
import { callFilter, callSort } from './query-methods';

/**
 * Saved searches in the renderer–core contract: a Calls search and its
 * filters kept under a name in the workspace's mirror, each with how many
 * matching calls are new since it was last opened. Spread into `methods`
 * in contract.ts; `savedSearches.changed` (contract.ts) brings the counts
 * after every sync.
 *
 * Refusals name the field at fault: `name` (empty, too long, already used),
 * `ids` (an order that does not name each search once), `id` (gone, or a
 * search whose stored filters no longer fit and can only be deleted).
 */
export const MAX_SAVED_SEARCH_NAME = 80;

export const savedSearchId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
// Trimmed; an empty name is min(1)'s to report, by field.
export const savedSearchName = z.string().trim().min(1, 'A saved search needs a name.').max(MAX_SAVED_SEARCH_NAME);

export const savedSearch = z.object({
  id: savedSearchId,
  name: z.string(),
  filter: callFilter,
  sort: callSort.nullable(),
  /** Matching calls newer than the newest the mirror held when it was saved or last opened. */
  newCount: z.number().int().nonnegative(),
});

/** A saved search whose stored filters no longer fit this version: shown with the reason, to be deleted. */
export const unreadableSavedSearch = z.object({ id: savedSearchId, name: z.string(), reason: z.string() });

export const savedSearchList = z.object({
  searches: z.array(savedSearch),
  unreadable: z.array(unreadableSavedSearch),
});

/** After a sync, the workspace's saved searches with their counts. */
export const savedSearchesChanged = savedSearchList.extend({ profileId: z.string() });

export const savedSearchMethods = {
  'savedSearches.list': { input: z.object({}), output: savedSearchList },
  /** Saves the current search and filters under a new name; what the mirror holds now counts as seen. */
  'savedSearches.save': { input: z.object({ name: savedSearchName, filter: callFilter, sort: callSort.nullable() }), output: savedSearchList },
  'savedSearches.rename': { input: z.object({ id: savedSearchId, name: savedSearchName }), output: savedSearchList },
  /** The whole new order, each search once. */
  'savedSearches.reorder': { input: z.object({ ids: z.array(savedSearchId).max(1000) }), output: savedSearchList },
  'savedSearches.delete': { input: z.object({ id: savedSearchId }), output: savedSearchList },
  /** Marks the search seen (its count goes to 0) and gives back what the Calls table should show. */
  'savedSearches.open': {
    input: z.object({ id: savedSearchId }),
    output: z.object({ filter: callFilter, sort: callSort.nullable(), list: savedSearchList }),
  },
} as const;

export type SavedSearch = z.infer<typeof savedSearch>;
export type SavedSearchList = z.infer<typeof savedSearchList>;
export type UnreadableSavedSearch = z.infer<typeof unreadableSavedSearch>;
