import type { ApiErrorKind } from '../api';
import type { MirrorResource } from '../mirror';

/**
 * What a run did, for the CLI's one-line JSON and the app's status: counts per
 * resource, the records that failed decoding (named: resource, id, field,
 * problem), the problems that did not stop the run, and the one that did.
 */
export type SyncStatus =
  /** Everything asked for was pulled. */
  | 'ok'
  /** The run finished, but something could not be read (a 403) or a list kept moving: see `problems`. */
  | 'partial'
  /** The run stopped: see `error`. A rerun resumes where it stopped. */
  | 'failed'
  /** Cancelled; a rerun resumes where it stopped. */
  | 'cancelled';

export interface ResourceCounts {
  /** How the list was read this run. */
  mode: 'full' | 'incremental' | 'peek' | 'skipped';
  /** Records received (list rows and single GETs), decodable or not. */
  fetched: number;
  /** Rows inserted or changed in the mirror. */
  upserted: number;
  /** Rows removed after a GET confirmed the record is gone. */
  deleted: number;
  /** Records that failed decoding and were skipped. */
  rejected: number;
  /** Passes over the list (more than one: a repair after the list moved under paging). */
  passes: number;
  /** Whether the last pass saw the list whole (no shift, no count mismatch, no paging miss). */
  converged: boolean;
  /** The page size used (the server's cap when it has one). */
  pageSize: number | null;
}

export interface DecodeReport {
  resource: MirrorResource;
  id: string | null;
  /** The first field at fault, dotted; empty for the whole record. */
  field: string;
  problem: string;
}

export interface SyncSummary {
  status: SyncStatus;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  resources: Record<MirrorResource, ResourceCounts>;
  /** Details fetched: agents and campaigns (what lists omit), calls (summary and transcript). */
  hydrated: { agents: number; campaigns: number; calls: number };
  /** Calls still without their transcript when the run ended. */
  callsAwaitingDetail: number;
  /** Requests sent (retries included) and 429 answers among them. */
  requests: number;
  rateLimited: number;
  /** At most MAX_REPORTS; `rejected` counts all of them. */
  rejected: DecodeReport[];
  /** Plain sentences: what did not stop the run but deserves a look. */
  problems: string[];
  error?: { kind: ApiErrorKind | 'internal'; message: string };
}

export const MAX_REPORTS = 100;

export function emptyCounts(): ResourceCounts {
  return { mode: 'skipped', fetched: 0, upserted: 0, deleted: 0, rejected: 0, passes: 0, converged: true, pageSize: null };
}

export function emptyResources(): Record<MirrorResource, ResourceCounts> {
  return { agents: emptyCounts(), campaigns: emptyCounts(), contacts: emptyCounts(), calls: emptyCounts() };
}
