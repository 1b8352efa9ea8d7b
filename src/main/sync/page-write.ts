import { isApiError, type ListPage } from '../api';
import { applyPage, completePass, countSeenInPass, markSeen, seenInPass, setCheckpoint } from '../mirror';
import { acknowledgedAfter } from './outbox-acknowledged';
import { passKey, withAnomaly, type PassCheckpoint } from './pass-checkpoint';
import { persistently } from './persistent-retry';
import type { ResourceAdapter } from './resource-adapters';
import { updateResourceState } from './resource-state';
import { nowIso, type RunContext } from './sync-context';

/**
 * The two ends of every page of a pass (list-pass.ts, head-pass.ts): the
 * request, and the write of its rows in the same transactions as the
 * checkpoint that says they are in.
 */

/** Records whose decoding failed come without a decoded item; they still hold a place in the page. */
export interface Entry {
  id: string | null;
  item: { id: string } | undefined;
}

export function entriesOf(answer: ListPage<{ id: string }>): Entry[] {
  return [...answer.items.map((item) => ({ id: item.id, item })), ...answer.rejected.map((failure) => ({ id: failure.id ?? null, item: undefined }))];
}

/** Where a page leaves the pass, decided in the transaction of its last slice: the next page, the head, or the end. */
export type Settle = (written: PassCheckpoint) => PassCheckpoint;

/**
 * Writes a page's rows in slices, each in one transaction with its
 * checkpoint; returns the last checkpoint written. `lead` rows of the page
 * came before `entries` (written by an earlier slice, or the overlap with
 * the previous page); a middle slice's checkpoint counts them in `skip`.
 */
export function writePage(
  context: RunContext,
  adapter: ResourceAdapter,
  before: PassCheckpoint,
  next: PassCheckpoint,
  write: { entries: readonly Entry[]; lead: number; settle: Settle },
  remember: { pageCap?: number; probe?: number },
  requestedAt: string,
): PassCheckpoint {
  const { db } = context;
  const { resource } = adapter;
  const { entries, lead, settle } = write;
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
      const checkpoint: PassCheckpoint = {
        ...next,
        received: before.received + from + part.length,
        rejectedWithoutRow: written.rejectedWithoutRow + withoutRow,
        skip: last ? 0 : lead + from + part.length,
      };
      const settled = last ? settle(checkpoint) : checkpoint;
      if (remember.pageCap !== undefined || remember.probe !== undefined) updateResourceState(db, resource, remember, nowIso(context));
      setCheckpoint(db, passKey(resource), settled, nowIso(context));
      return settled;
    });
  }
  return written;
}

/** Distinct rows a pass has seen, the unreadable ones without a row included: what `meta.total` should count. */
export function seenSoFar(context: RunContext, resource: ResourceAdapter['resource'], checkpoint: PassCheckpoint): number {
  return countSeenInPass(context.db, resource, checkpoint.passId) + checkpoint.rejectedWithoutRow;
}

/**
 * The pass's last page is in (same transaction): it is complete as a
 * listing. A full listing should hold exactly `meta.total` distinct rows;
 * otherwise some were missed or counted twice. An incremental window whose
 * pages came newest first may hold more (its far end slid past old calls).
 */
export function endOfPass(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint): PassCheckpoint {
  completePass(context.db, checkpoint.passId, nowIso(context));
  const ended: PassCheckpoint = { ...checkpoint, phase: 'ended' };
  if (ended.pageLimit !== null || ended.lastTotal === null) return ended;
  const distinct = seenSoFar(context, adapter.resource, ended);
  if (distinct === ended.lastTotal || (slidingWindow(ended) && distinct > ended.lastTotal)) return ended;
  return withAnomaly(ended, `${distinct} rows were seen where the server counts ${ended.lastTotal}`);
}

/** An incremental window whose pages have all come newest first: its end slides past old, mirrored calls. */
export function slidingWindow(checkpoint: PassCheckpoint): boolean {
  return checkpoint.sinceHours !== null && checkpoint.newestFirst;
}

/**
 * One page, with patience for transient failures. On page 1 of a pass whose
 * size is not known yet, a server that refuses the large probe (400 or 422)
 * is asked again with the next smaller size.
 */
export async function fetchPage(context: RunContext, adapter: ResourceAdapter, checkpoint: PassCheckpoint): Promise<{ answer: ListPage<{ id: string }>; probe: number }> {
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
