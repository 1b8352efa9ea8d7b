/**
 * The raw JSON kept with every server row: the record as received, list and
 * detail shapes merged. A list item has fewer fields than a single-resource
 * GET, so a list upsert must not drop what a detail brought: the stored
 * record and the incoming one are merged key by key, the incoming value
 * winning (a shallow spread, so an explicit `null` from the server is kept as
 * null; JSON merge-patch would delete the key). Unknown fields survive
 * because the shared schemas keep them and nothing here filters them.
 */
export type RawRecord = Record<string, unknown>;

export function parseRaw(json: string): RawRecord {
  return JSON.parse(json) as RawRecord;
}

export interface MergedRecord {
  merged: RawRecord;
  json: string;
  /** False when the merge left the stored JSON byte-for-byte unchanged. */
  changed: boolean;
}

export function mergeRaw(storedJson: string | undefined, incoming: object): MergedRecord {
  const merged: RawRecord = storedJson === undefined ? { ...incoming } : { ...parseRaw(storedJson), ...incoming };
  const json = JSON.stringify(merged);
  return { merged, json, changed: json !== storedJson };
}

/** What an upsert did: counts, and the ids whose stored record changed (new ones included). */
export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  changedIds: string[];
}

export function emptyUpsertResult(): UpsertResult {
  return { inserted: 0, updated: 0, unchanged: 0, changedIds: [] };
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * `column = @column` for each column whose new value differs from the stored
 * one. SQLite rewrites the entry of every index holding a column named in
 * SET, changed or not, so an update names only what changed.
 */
export function changedAssignments(stored: Record<string, unknown>, next: Record<string, string | number | null>): string[] {
  return Object.keys(next)
    .filter((column) => stored[column] !== next[column])
    .map((column) => `${column} = @${column}`);
}
