import { z } from 'zod';
import { getCheckpoint, type MirrorDb, type MirrorResource } from '../mirror';

/**
 * Where a pass over one resource stands, kept in the mirror's
 * sync_checkpoints and always written in the same transaction as the rows it
 * describes (list-pass.ts). Killed at any instant, a rerun reads it back and
 * continues with the next page (or the rest of a page written in slices),
 * with the same page size, so offsets stay aligned: nothing skipped, nothing
 * applied twice.
 *
 * Phases: `paging` (pages being written) → `head` (only when records arrived
 * at the head of a newest-first list while it was paged: its first pages are
 * read again for them, head-shift.ts) → `ended` (the pass's last page is in;
 * the engine decides between a repair pass, deletion checks or done) →
 * `confirming` (unseen rows being checked one GET each). The checkpoint is
 * removed when the resource is done for this run.
 *
 * Read back through a schema: a checkpoint from another version of the app
 * that does not fit is dropped, and the resource simply starts a new pass.
 */
export const passCheckpoint = z.object({
  version: z.literal(1),
  passId: z.number().int().positive(),
  kind: z.enum(['full', 'partial']),
  /** The calls window, for an incremental calls pass. */
  sinceHours: z.number().int().positive().nullable(),
  /** At most this many pages (the contacts peek); null for the whole list. */
  pageLimit: z.number().int().positive().nullable(),
  /** 1 for the first pass of a run over this resource, 2 for its first repair… */
  attempt: z.number().int().positive(),
  /** When the first pass of this series started (the calls watermark, once it converges). */
  seriesStartedAt: z.string(),
  phase: z.enum(['paging', 'head', 'ended', 'confirming']),
  nextPage: z.number().int().positive(),
  /** Rows of `nextPage` already written, when a page is written in several transactions. */
  skip: z.number().int().nonnegative(),
  /** The effective page size, once the first page told; null before. */
  pageSize: z.number().int().positive().nullable(),
  /** per_page to ask on the first page (the probe, after any fallback). */
  probe: z.number().int().positive(),
  /** Whether `pageSize` is proven to be the server's cap (or only "at most the list's length"). */
  sizeConfirmed: z.boolean(),
  firstTotal: z.number().int().nonnegative().nullable(),
  lastTotal: z.number().int().nonnegative().nullable(),
  /** Rows received in this pass, decodable or not. */
  received: z.number().int().nonnegative(),
  /** Records that failed decoding and have no row to stamp (so the seen count cannot include them). */
  rejectedWithoutRow: z.number().int().nonnegative(),
  /** The ids of page 1, joined, so a server that ignores `page` is recognised. */
  firstPageIds: z.string().nullable(),
  /** Why the pass cannot be trusted to be complete (empty: it can). */
  anomalies: z.array(z.string()),
  /** Unseen rows that a GET found alive: paging misses found while confirming deletions. */
  misses: z.number().int().nonnegative(),
  /**
   * Every page so far listed newest first (the record's own time, created_at
   * or a call's start_timestamp, never rising), and the last time seen. The
   * spec does not pin the order: it is read from the data, page by page.
   */
  newestFirst: z.boolean().default(true),
  lastStart: z.string().nullable().default(null),
  /** The ids ending the last page written (at most TAIL_IDS), to recognise them when arrivals push them onto the next page. */
  tailIds: z.array(z.string()).default([]),
  /** Records found to have arrived ahead of the cursor while paging (each pushed one row already read onto the next page). */
  arrivals: z.number().int().nonnegative().default(0),
  /** Phase `head`: which reading of the head this is (1, 2…), and the total its first page gave. */
  headRound: z.number().int().nonnegative().default(0),
  headStartTotal: z.number().int().nonnegative().nullable().default(null),
});

/** How many ids of a page's end the checkpoint keeps: more arrivals than this between two pages is not absorbed, but repaired. */
export const TAIL_IDS = 200;

export type PassCheckpoint = z.infer<typeof passCheckpoint>;

export const passKey = (resource: MirrorResource) => `sync/pass/${resource}`;

export function readPassCheckpoint(db: MirrorDb, resource: MirrorResource): PassCheckpoint | undefined {
  const parsed = passCheckpoint.safeParse(getCheckpoint(db, passKey(resource)));
  return parsed.success ? parsed.data : undefined;
}

/** Anomalies are kept short: a reason once, with at most a handful of reasons. */
export function withAnomaly(checkpoint: PassCheckpoint, reason: string): PassCheckpoint {
  if (checkpoint.anomalies.includes(reason) || checkpoint.anomalies.length >= 8) return checkpoint;
  return { ...checkpoint, anomalies: [...checkpoint.anomalies, reason] };
}
