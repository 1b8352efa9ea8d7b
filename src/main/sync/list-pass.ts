import { createHash } from 'node:crypto';
import { applyPage, seenInPass, setCheckpoint, startPass } from '../mirror';
import { readHead, startHead } from './head-pass';
import { arrivalsExplain, newestFirstSoFar, overlapWithTail, tailOf } from './head-shift';
import { endOfPass, entriesOf, fetchPage, slidingWindow, writePage, type Settle } from './page-write';
import { readPageSize, provesCap } from './page-size';
import { passKey, withAnomaly, type PassCheckpoint } from './pass-checkpoint';
import { checkCancelled } from './persistent-retry';
import type { ResourceAdapter } from './resource-adapters';
import { nowIso, reportRejected, type RunContext } from './sync-context';

/**
 * One pass over a list, page by page, resumable at any instant.
 *
 * - Every page's rows are written in the same transaction as the checkpoint
 *   that says the page is done (`applyPage`). A page larger than
 *   `rowsPerTransaction` is written in slices, each slice's checkpoint saying
 *   how many rows of the page are in (`skip`), so no transaction holds the
 *   main thread long; a resumed pass fetches that page again and writes the
 *   rest. Re-applying a row is harmless anyway (upserts by id), so a kill
 *   between a commit and the next request loses nothing and doubles nothing.
 * - Offset paging over a list that changes misses and repeats rows. The pass
 *   notes every sign of it in the checkpoint (`anomalies`): `meta.total`
 *   moved between pages; an id seen twice in the pass (rows were added ahead
 *   of the cursor, so as many may have been skipped elsewhere); a short or
 *   empty page before the end `meta.total` announces; at the end, a count of
 *   distinct rows seen that differs from the total. The engine answers an
 *   anomaly with another pass (sync-engine.ts). One movement is explained
 *   and absorbed instead: records arriving at the head of a newest-first
 *   list (head-shift.ts), read at the end of the pass (head-pass.ts).
 * - A server that ignores `page` and sends the whole list every time is
 *   recognised (page N repeats page 1) and the pass ends there.
 * - An incremental calls window (`since_hours`) slides while it is paged:
 *   its far end passes old calls as time goes by, so its total may fall
 *   with nothing wrong. When the pages come newest first (checked on every
 *   page), those calls leave from the end, behind the cursor, and they are
 *   older than the last sync, already mirrored: a falling total is then no
 *   anomaly, and the pass must only have seen at least the final total.
 * - Progress counts distinct rows: the overlap a shift brings is not counted
 *   twice, so it never runs backwards within a pass.
 */
export interface NewPass {
  kind: 'full' | 'partial';
  sinceHours: number | null;
  pageLimit: number | null;
  attempt: number;
  seriesStartedAt: string;
  probe: number;
}

/** Starts a pass: its row in sync_passes and its checkpoint, in one transaction. */
export function beginPass(context: RunContext, adapter: ResourceAdapter, pass: NewPass): PassCheckpoint {
  return applyPage(context.db, () => {
    const passId = startPass(context.db, adapter.resource, pass.kind, nowIso(context));
    const checkpoint: PassCheckpoint = {
      version: 1,
      passId,
      ...pass,
      phase: 'paging',
      nextPage: 1,
      skip: 0,
      pageSize: null,
      sizeConfirmed: false,
      firstTotal: null,
      lastTotal: null,
      received: 0,
      rejectedWithoutRow: 0,
      firstPageIds: null,
      anomalies: [],
      misses: 0,
      newestFirst: true,
      lastStart: null,
      tailIds: [],
      arrivals: 0,
      headRound: 0,
      headStartTotal: null,
    };
    setCheckpoint(context.db, passKey(adapter.resource), checkpoint, nowIso(context));
    return checkpoint;
  });
}

/** Pages from the checkpoint to the end of the list, then the head if records arrived meanwhile; returns the checkpoint in phase `ended`. */
export async function runPages(context: RunContext, adapter: ResourceAdapter, start: PassCheckpoint, knownCap: number | undefined): Promise<PassCheckpoint> {
  const { db } = context;
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  let checkpoint = start;
  context.progress.begin(resource, 'list', checkpoint.lastTotal, checkpoint.attempt);
  context.progress.update(checkpoint.received, checkpoint.lastTotal);

  while (checkpoint.phase === 'paging') {
    checkCancelled(context);
    const requestedAt = nowIso(context);
    const { answer, probe } = await fetchPage(context, adapter, checkpoint);
    counts.fetched += answer.received;
    let next: PassCheckpoint = { ...checkpoint, probe };
    const remember: { pageCap?: number; probe?: number } = probe === checkpoint.probe ? {} : { probe };

    // The page size: read from page 1, confirmed by page 2 when page 1 could not tell.
    let wholeList = false;
    if (next.pageSize === null) {
      const asked = probe;
      const reading = readPageSize(asked, answer, checkpoint.attempt === 1 ? knownCap : undefined);
      next = { ...next, pageSize: reading.size, sizeConfirmed: provesCap(reading, asked) };
      wholeList = reading.wholeList;
      if (next.sizeConfirmed) remember.pageCap = reading.size;
    } else if (!next.sizeConfirmed && next.nextPage === 2 && answer.received > 0) {
      next = { ...next, sizeConfirmed: true };
      remember.pageCap = next.pageSize!;
    }
    const size = next.pageSize!;
    // A list that fits one page says nothing about the server's page size; a cap learned before does.
    if (wholeList) counts.pageSize ??= knownCap ?? null;
    else if (answer.received > 0 || next.sizeConfirmed) counts.pageSize = size;

    const entries = entriesOf(answer);
    const pageIds = entries.map((entry) => entry.id);
    const ids = pageIds.flatMap((id) => (id === null ? [] : [id]));
    const digest = ids.length === 0 ? null : createHash('sha256').update(ids.join('\n')).digest('base64url');
    if (next.nextPage === 1) next = { ...next, firstPageIds: digest };
    const repeatsFirstPage = next.nextPage > 1 && digest !== null && digest === next.firstPageIds;

    // Rows pushed over from the previous page by records that arrived ahead of the cursor (head-shift.ts).
    // (A page resumed halfway was checked when its first part was written.)
    const fresh = checkpoint.skip === 0;
    const overlap = fresh && !repeatsFirstPage && next.nextPage > 1 ? overlapWithTail(pageIds, checkpoint.tailIds) : 0;
    if (fresh) next = { ...next, ...newestFirstSoFar(resource, next, answer.items.slice(overlap)) };
    const total = answer.meta?.total ?? null;
    const growth = total === null || next.lastTotal === null ? null : total - next.lastTotal;
    const absorbed = context.options.absorbArrivals && arrivalsExplain(overlap, next.newestFirst, growth, next.sinceHours !== null) ? overlap : 0;
    if (absorbed > 0) next = { ...next, arrivals: next.arrivals + absorbed };
    if (total !== null) {
      const slid = slidingWindow(next) && next.lastTotal !== null && total < next.lastTotal;
      if (next.lastTotal !== null && total !== next.lastTotal && !slid && absorbed === 0) next = withAnomaly(next, 'the total changed between pages');
      next = { ...next, firstTotal: next.firstTotal ?? total, lastTotal: total };
    }
    if (answer.received > size) next = withAnomaly(next, 'a page held more rows than asked for');

    const offset = (next.nextPage - 1) * size;
    let end: boolean;
    if (repeatsFirstPage || answer.received === 0 || wholeList) end = true;
    else if (answer.received < size) end = total === null || offset + answer.received >= total;
    else end = total !== null && offset + answer.received >= total;
    if (!repeatsFirstPage && total !== null && !end && answer.received < size) next = withAnomaly(next, 'a page was short before the end of the list');
    if (answer.received === 0 && total !== null && offset < total) next = withAnomaly(next, 'a page was empty before the end of the list');
    if (next.pageLimit !== null && next.nextPage >= next.pageLimit) end = true;
    if (!end && runaway(next, size)) {
      next = withAnomaly(next, 'the list did not end where the server said it would');
      end = true;
    }

    const lead = Math.max(checkpoint.skip, absorbed);
    const toWrite = repeatsFirstPage ? [] : entries.slice(lead);
    if (new Set(ids).size !== ids.length) next = withAnomaly(next, 'an id appeared twice in one page');
    const repeated = seenInPass(db, resource, next.passId, toWrite.flatMap((entry) => (entry.id === null ? [] : [entry.id])));
    if (repeated.length > 0) next = withAnomaly(next, 'ids came back twice (rows were added or removed while paging)');
    for (const failure of answer.rejected.slice(Math.max(0, lead - answer.items.length))) {
      reportRejected(context, resource, { id: failure.id ?? null, field: failure.problems[0]?.field ?? '', problem: failure.problems[0]?.message ?? failure.message });
    }
    if (!repeatsFirstPage) next = { ...next, tailIds: tailOf(pageIds) };

    const settle: Settle = (written) => {
      if (!end) return { ...written, nextPage: written.nextPage + 1 };
      // Records arrived at the head while the list was paged: read them now, in the same pass.
      if (written.arrivals > 0 && written.pageLimit === null) return startHead(written);
      return endOfPass(context, adapter, written);
    };
    checkpoint = writePage(context, adapter, checkpoint, next, { entries: toWrite, lead, settle }, remember, requestedAt);
    context.progress.update(checkpoint.received, checkpoint.lastTotal);
  }
  if (checkpoint.phase === 'head') checkpoint = await readHead(context, adapter, checkpoint);
  counts.passes += 1;
  return checkpoint;
}

/** A pass that has gone far past the announced end (or absurdly far with none) is stopped. */
function runaway(checkpoint: PassCheckpoint, size: number): boolean {
  const limit = checkpoint.lastTotal === null ? 1_000_000 : Math.ceil(checkpoint.lastTotal / size) + 10;
  return checkpoint.nextPage >= limit;
}
