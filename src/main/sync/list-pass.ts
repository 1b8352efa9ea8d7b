import { createHash } from 'node:crypto';
import { isApiError, type ListPage } from '../api';
import { applyPage, completePass, countSeenInPass, markSeen, seenInPass, setCheckpoint, startPass } from '../mirror';
import { acknowledgedAfter } from './outbox-acknowledged';
import { readPageSize, provesCap } from './page-size';
import { passKey, withAnomaly, type PassCheckpoint } from './pass-checkpoint';
import { checkCancelled, persistently } from './persistent-retry';
import type { ResourceAdapter } from './resource-adapters';
import { updateResourceState } from './resource-state';
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
 *   anomaly with another pass (sync-engine.ts).
 * - A server that ignores `page` and sends the whole list every time is
 *   recognised (page N repeats page 1) and the pass ends there.
 * - An incremental calls window (`since_hours`) slides while it is paged:
 *   its far end passes old calls as time goes by, so its total may fall
 *   with nothing wrong. When the pages come newest first (checked on every
 *   page), those calls leave from the end, behind the cursor, and they are
 *   older than the last sync, already mirrored: a falling total is then no
 *   anomaly, and the pass must only have seen at least the final total.
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
    };
    setCheckpoint(context.db, passKey(adapter.resource), checkpoint, nowIso(context));
    return checkpoint;
  });
}

/** Records whose decoding failed come without a decoded item; they still hold a place in the page. */
interface Entry {
  id: string | null;
  item: { id: string } | undefined;
}

/** Pages from the checkpoint to the end of the list; returns the checkpoint in phase `ended`. */
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

    // (A page resumed halfway was checked when its first part was written.)
    if (next.sinceHours !== null && checkpoint.skip === 0) next = { ...next, ...newestFirstSoFar(next, answer.items) };
    const total = answer.meta?.total ?? null;
    if (total !== null) {
      const slid = slidingWindow(next) && next.lastTotal !== null && total < next.lastTotal;
      if (next.lastTotal !== null && total !== next.lastTotal && !slid) next = withAnomaly(next, 'the total changed between pages');
      next = { ...next, firstTotal: next.firstTotal ?? total, lastTotal: total };
    }
    if (answer.received > size) next = withAnomaly(next, 'a page held more rows than asked for');

    const entries: Entry[] = [...answer.items.map((item) => ({ id: item.id, item })), ...answer.rejected.map((failure) => ({ id: failure.id ?? null, item: undefined }))];
    const ids = entries.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
    const digest = ids.length === 0 ? null : createHash('sha256').update(ids.join('\n')).digest('base64url');
    if (next.nextPage === 1) next = { ...next, firstPageIds: digest };
    const repeatsFirstPage = next.nextPage > 1 && digest !== null && digest === next.firstPageIds;

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

    const toWrite = repeatsFirstPage ? [] : entries.slice(checkpoint.skip);
    if (new Set(ids).size !== ids.length) next = withAnomaly(next, 'an id appeared twice in one page');
    const repeated = seenInPass(db, resource, next.passId, toWrite.flatMap((entry) => (entry.id === null ? [] : [entry.id])));
    if (repeated.length > 0) next = withAnomaly(next, 'ids came back twice (rows were added or removed while paging)');
    for (const failure of answer.rejected.slice(Math.max(0, checkpoint.skip - answer.items.length))) {
      reportRejected(context, resource, { id: failure.id ?? null, field: failure.problems[0]?.field ?? '', problem: failure.problems[0]?.message ?? failure.message });
    }

    checkpoint = writePage(context, adapter, checkpoint, next, toWrite, end, remember, requestedAt);
    context.progress.update(checkpoint.received, checkpoint.lastTotal);
  }
  counts.passes += 1;
  return checkpoint;
}

/** An incremental window whose pages have all come newest first: its end slides past old, mirrored calls. */
function slidingWindow(checkpoint: PassCheckpoint): boolean {
  return checkpoint.sinceHours !== null && checkpoint.newestFirst;
}

/** Whether the pages so far, this one included, list calls newest first. */
function newestFirstSoFar(checkpoint: PassCheckpoint, items: readonly { id: string }[]): Pick<PassCheckpoint, 'newestFirst' | 'lastStart'> {
  let { newestFirst, lastStart } = checkpoint;
  for (const item of items) {
    const start = (item as { start_timestamp?: unknown }).start_timestamp;
    if (typeof start !== 'string') return { newestFirst: false, lastStart };
    if (lastStart !== null && Date.parse(start) > Date.parse(lastStart)) newestFirst = false;
    lastStart = start;
  }
  return { newestFirst, lastStart };
}

/** A pass that has gone far past the announced end (or absurdly far with none) is stopped. */
function runaway(checkpoint: PassCheckpoint, size: number): boolean {
  const limit = checkpoint.lastTotal === null ? 1_000_000 : Math.ceil(checkpoint.lastTotal / size) + 10;
  return checkpoint.nextPage >= limit;
}

/** Writes the page's rows in slices, each in one transaction with its checkpoint; returns the last checkpoint written. */
function writePage(
  context: RunContext,
  adapter: ResourceAdapter,
  before: PassCheckpoint,
  next: PassCheckpoint,
  entries: readonly Entry[],
  end: boolean,
  remember: { pageCap?: number; probe?: number },
  requestedAt: string,
): PassCheckpoint {
  const { db } = context;
  const { resource } = adapter;
  const counts = context.summary.resources[resource];
  const slice = context.options.rowsPerTransaction;
  let written = before;
  for (let from = 0; from === 0 || from < entries.length; from += slice) {
    let part = entries.slice(from, from + slice);
    const last = from + slice >= entries.length;
    written = applyPage(db, () => {
      // Records the outbox got acknowledged since the page was requested keep what the acknowledgement wrote
      // (outbox-acknowledged.ts), and count as seen, like unreadable ones.
      const acknowledged = acknowledgedAfter(db, resource, part.flatMap((entry) => (entry.id === null ? [] : [entry.id])), requestedAt);
      if (acknowledged.size > 0) part = part.map((entry) => (entry.id !== null && acknowledged.has(entry.id) ? { id: entry.id, item: undefined } : entry));
      const items = part.flatMap((entry) => (entry.item === undefined ? [] : [entry.item]));
      const result = adapter.upsertPage(db, items, next.passId);
      counts.upserted += result.inserted + result.updated;
      // A record we could not read is still on the server: stamp its old row as seen, so it is not taken for deleted.
      const unreadable = part.flatMap((entry) => (entry.item === undefined && entry.id !== null ? [entry.id] : []));
      if (unreadable.length > 0) markSeen(db, resource, unreadable, next.passId);
      const stamped = unreadable.length === 0 ? 0 : seenInPass(db, resource, next.passId, unreadable).length;
      const withoutRow = part.filter((entry) => entry.item === undefined).length - stamped;
      let checkpoint: PassCheckpoint = {
        ...next,
        received: before.received + from + part.length,
        rejectedWithoutRow: written.rejectedWithoutRow + withoutRow,
        ...(last ? { nextPage: next.nextPage + 1, skip: 0, phase: end ? 'ended' : 'paging' } : { skip: before.skip + from + part.length }),
      };
      if (last && end) checkpoint = endOfPass(context, adapter, checkpoint);
      if (remember.pageCap !== undefined || remember.probe !== undefined) updateResourceState(db, resource, remember, nowIso(context));
      setCheckpoint(db, passKey(resource), checkpoint, nowIso(context));
      return checkpoint;
    });
  }
  return written;
}

/**
 * The pass's last page is in (same transaction): it is complete as a
 * listing. A full listing should hold exactly `meta.total` distinct rows;
 * otherwise some were missed or counted twice.
 */
function endOfPass(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint): PassCheckpoint {
  completePass(context.db, checkpoint.passId, nowIso(context));
  if (checkpoint.pageLimit !== null || checkpoint.lastTotal === null) return checkpoint;
  const distinct = countSeenInPass(context.db, adapter.resource, checkpoint.passId) + checkpoint.rejectedWithoutRow;
  if (distinct === checkpoint.lastTotal || (slidingWindow(checkpoint) && distinct > checkpoint.lastTotal)) return checkpoint;
  return withAnomaly(checkpoint, `${distinct} rows were seen where the server counts ${checkpoint.lastTotal}`);
}

/**
 * One page, with patience for transient failures. On page 1 of a pass whose
 * size is not known yet, a server that refuses the large probe (400 or 422)
 * is asked again with the next smaller size.
 */
async function fetchPage(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint): Promise<{ answer: ListPage<{ id: string }>; probe: number }> {
  let probe = checkpoint.probe;
  for (;;) {
    const perPage = checkpoint.pageSize ?? probe;
    const query = { page: checkpoint.nextPage, perPage, ...(checkpoint.sinceHours === null ? {} : { sinceHours: checkpoint.sinceHours }) };
    try {
      const answer = await persistently(context, `${adapter.resource} page ${query.page}`, () =>
        adapter.list(context.api, query, { priority: 'sync', signal: context.signal }),
      );
      return { answer, probe };
    } catch (error) {
      const smaller = context.options.probeFallbacks.find((size) => size < probe);
      if (checkpoint.pageSize === null && isApiError(error, 'invalid') && error.status !== undefined && smaller !== undefined) {
        context.log(`${adapter.resource}: the server refused per_page=${probe} (${error.message}); asking for ${smaller}`);
        probe = smaller;
        continue;
      }
      throw error;
    }
  }
}
