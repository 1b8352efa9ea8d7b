import type { MirrorResource } from '../mirror';
import { TAIL_IDS, type PassCheckpoint } from './pass-checkpoint';

/**
 * Policy: a list that grows at its head while it is paged is absorbed, not
 * paged again.
 *
 * The spec pins neither the order of a list nor what paging does while it
 * changes. When the pages come newest first (each record's own time, a
 * call's start or a record's creation, never rising; read from the data,
 * page after page), a record that arrives lands ahead of the cursor and
 * pushes every later row one place on: the next page then begins with the
 * rows that ended the previous one. That shift is explained, and nothing
 * was missed, when
 *
 * - the page begins with exactly the last ids of the previous page, in order
 *   (the overlap), and
 * - the list grew by exactly as many rows as the overlap (`meta.total`), or,
 *   for an incremental calls window whose far end slides past old calls, by
 *   at most as many; a list without `meta` has only the overlap to show,
 *   and a forward shift never skips a row.
 *
 * The overlapping rows are already written (de-duplicated by id) and the
 * records that arrived are read afterwards from the head (head-pass.ts).
 * Anything else (a deletion ahead of the cursor pulls rows back and skips
 * one, unseen; a row arriving in the middle; an oldest-first list) is not
 * explained, and the engine repairs it with another pass as before.
 */
type Item = { id: string };

/** The time a list is ordered by, if it is newest first: a call's start, any other record's creation. */
function listedAt(resource: MirrorResource, item: Item): unknown {
  const record = item as { start_timestamp?: unknown; created_at?: unknown };
  return resource === 'calls' ? record.start_timestamp : record.created_at;
}

/** Whether the pages so far, these items included, list records newest first. */
export function newestFirstSoFar(resource: MirrorResource, checkpoint: PassCheckpoint, items: readonly Item[]): Pick<PassCheckpoint, 'newestFirst' | 'lastStart'> {
  let { newestFirst, lastStart } = checkpoint;
  for (const item of items) {
    const at = listedAt(resource, item);
    if (typeof at !== 'string' || !Number.isFinite(Date.parse(at))) return { newestFirst: false, lastStart };
    if (lastStart !== null && Date.parse(at) > Date.parse(lastStart)) newestFirst = false;
    lastStart = at;
  }
  return { newestFirst, lastStart };
}

/** How many rows at the start of this page repeat, in order, the rows that ended the previous one (0: none). */
export function overlapWithTail(pageIds: readonly (string | null)[], tailIds: readonly string[]): number {
  const last = tailIds.at(-1);
  if (last === undefined) return 0;
  const at = pageIds.indexOf(last);
  if (at < 0 || at + 1 > tailIds.length) return 0;
  const tail = tailIds.slice(tailIds.length - (at + 1));
  return tail.every((id, index) => pageIds[index] === id) ? at + 1 : 0;
}

/** Whether records arriving ahead of the cursor explain an overlap of `overlap` rows, as the policy above says. */
export function arrivalsExplain(overlap: number, newestFirst: boolean, growth: number | null, sliding: boolean): boolean {
  if (overlap === 0 || !newestFirst) return false;
  if (growth === null) return true;
  return sliding ? overlap >= growth : overlap === growth;
}

/** The ids ending a page, as the checkpoint keeps them for the next page's overlap. */
export function tailOf(pageIds: readonly (string | null)[]): string[] {
  return pageIds.flatMap((id) => (id === null ? [] : [id])).slice(-TAIL_IDS);
}
