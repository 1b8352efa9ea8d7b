import { ROWS_PER_TRANSACTION } from '../mirror';

/**
 * The sync engine's knobs, with the defaults the app uses. Tests shorten the
 * schedules and the backoffs; nothing else should need to.
 */
export interface SyncOptions {
  /**
   * per_page asked on the first page of every pass. The spec gives no maximum
   * and a server may cap silently, so we ask for a lot and read the effective
   * size from the answer (page-size.ts). Servers that refuse it outright
   * (400/422) are asked again with the next size of `probeFallbacks`.
   */
  probePageSize: number;
  probeFallbacks: readonly number[];
  /** Added to the incremental calls window: calls listed late (long calls, clock skew) are still caught. */
  callsOverlapMs: number;
  /** A contacts full pass is due when the last one is older than this. */
  contactsFullEveryMs: number;
  /** A calls full pass is due when the last one is older than this (otherwise calls are incremental). */
  callsFullEveryMs: number;
  /** Agent and campaign details this old are read again, whether or not their list rows changed (detail-refresh.ts). */
  detailsRefreshEveryMs: number;
  /** Passes over one resource in one run, the first included, before giving up on a list that keeps moving. */
  maxPassesPerResource: number;
  /** Tries per page (or detail fetch) after the API client's own retries gave up on a transient failure. */
  pageAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Single-resource GETs in flight at once while hydrating or confirming deletions. */
  detailConcurrency: number;
  /** Detail fetches that may fail in a row (after retries) before the run stops: the service is likely down. */
  maxConsecutiveDetailFailures: number;
  /** Rows written per transaction: a page larger than this is written in slices, each with its own checkpoint. */
  rowsPerTransaction: number;
  /** Source of jitter in [0, 1). */
  random: () => number;
}

const HOUR_MS = 3_600_000;

export const defaultSyncOptions: SyncOptions = {
  probePageSize: 1000,
  probeFallbacks: [500, 250, 100, 50, 20],
  callsOverlapMs: HOUR_MS,
  contactsFullEveryMs: 6 * HOUR_MS,
  callsFullEveryMs: 24 * HOUR_MS,
  detailsRefreshEveryMs: HOUR_MS,
  maxPassesPerResource: 3,
  pageAttempts: 6,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  detailConcurrency: 4,
  maxConsecutiveDetailFailures: 10,
  rowsPerTransaction: ROWS_PER_TRANSACTION,
  random: Math.random,
};

export function resolveSyncOptions(options: Partial<SyncOptions> = {}): SyncOptions {
  const resolved = { ...defaultSyncOptions, ...options };
  if (!(resolved.maxPassesPerResource >= 1)) throw new RangeError(`maxPassesPerResource must be at least 1, not ${resolved.maxPassesPerResource}`);
  if (!(resolved.probePageSize >= 1)) throw new RangeError(`probePageSize must be at least 1, not ${resolved.probePageSize}`);
  if (!(resolved.rowsPerTransaction >= 1)) throw new RangeError(`rowsPerTransaction must be at least 1, not ${resolved.rowsPerTransaction}`);
  return resolved;
}
