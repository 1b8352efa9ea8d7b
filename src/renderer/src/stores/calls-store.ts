import { createSignal } from 'solid-js';
import type { CallFilter, CallListEntry, CallSort, CallSortField } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';

/**
 * The calls table: the filter and sort, the rows loaded so far (keyset pages
 * fetched as the user scrolls), the total for the filter, and which row the
 * keyboard is on. Components render this and call its actions; only this
 * store asks the core for calls.
 *
 * Replies to a superseded query (the filter changed while a page was on its
 * way) are dropped: each load carries the generation it was made for.
 */
export const CALLS_PAGE = 100;
/** The most rows one refresh reloads in one request (the core allows 500). */
const MAX_REFRESH = 500;

export type LoadState = 'loading' | 'ready' | 'error';

export const DEFAULT_SORT: CallSort = { field: 'start_timestamp', direction: 'desc' };

export function createCallsStore(client: CoreClient) {
  const [filter, setFilterSignal] = createSignal<CallFilter>({});
  const [sort, setSortSignal] = createSignal<CallSort>(DEFAULT_SORT);
  const [rows, setRows] = createSignal<CallListEntry[]>([]);
  const [nextCursor, setNextCursor] = createSignal<string | null>(null);
  const [state, setState] = createSignal<LoadState>('loading');
  const [error, setError] = createSignal<string | undefined>();
  const [total, setTotal] = createSignal<number | undefined>();
  const [activeIndex, setActiveIndex] = createSignal(0);
  let generation = 0;
  let loadingMore = false;

  /** Loads the first `size` rows for the current filter and sort, replacing what was shown. */
  async function load(size: number, keepActive: boolean) {
    const mine = ++generation;
    if (!keepActive) setState('loading');
    const [page, count] = await Promise.all([
      client.call('calls.list', { filter: filter(), sort: sort(), limit: Math.min(Math.max(size, CALLS_PAGE), MAX_REFRESH) }),
      client.call('calls.count', { filter: filter() }),
    ]);
    if (mine !== generation) return;
    if (!page.ok) {
      setError(page.error.message);
      // A failed refresh leaves the rows shown; only an empty table turns into the error state.
      if (!keepActive || rows().length === 0) setState('error');
      return;
    }
    setRows(page.value.rows);
    setNextCursor(page.value.nextCursor);
    setTotal(count.ok ? count.value.total : undefined);
    setError(undefined);
    setState('ready');
    if (!keepActive) setActiveIndex(0);
    else setActiveIndex((index) => Math.min(index, Math.max(0, page.value.rows.length - 1)));
  }

  /** The next keyset page, appended; one at a time. */
  async function loadMore() {
    const after = nextCursor();
    if (after === null || loadingMore || state() !== 'ready') return;
    loadingMore = true;
    const mine = generation;
    try {
      const page = await client.call('calls.list', { filter: filter(), sort: sort(), after, limit: CALLS_PAGE });
      if (mine !== generation) return;
      if (!page.ok) {
        setError(page.error.message);
        return;
      }
      setRows((loaded) => [...loaded, ...page.value.rows]);
      setNextCursor(page.value.nextCursor);
      setError(undefined);
    } finally {
      loadingMore = false;
    }
  }

  return {
    filter,
    sort,
    rows,
    nextCursor,
    state,
    error,
    total,
    activeIndex,
    /** Whether any filter is set (the empty state then speaks of the filter, not of syncing). */
    filtered: () => Object.values(filter()).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0)),
    reload: () => load(CALLS_PAGE, false),
    /** Re-reads the rows already shown (after a sync wrote), keeping the place in the list. */
    refresh: () => load(rows().length, true),
    loadMore,
    setFilter(next: CallFilter) {
      setFilterSignal(next);
      void load(CALLS_PAGE, false);
    },
    /** The filter and sort the workspace had when last used (or the defaults), then the first page. */
    restore(saved: { filter: CallFilter; sort: CallSort }) {
      setFilterSignal(saved.filter);
      setSortSignal(saved.sort);
      return load(CALLS_PAGE, false);
    },
    /** A click on a column header: that column, newest or largest first; a second click flips it. */
    sortBy(field: CallSortField) {
      const current = sort();
      setSortSignal({ field, direction: current.field === field && current.direction === 'desc' ? 'asc' : 'desc' });
      void load(CALLS_PAGE, false);
    },
    /** Moves the keyboard's row, within the rows loaded (more load as it nears the end). */
    moveActive(delta: number) {
      const last = rows().length - 1;
      const next = Math.max(0, Math.min(last, activeIndex() + delta));
      setActiveIndex(next);
      if (next >= last - 10) void loadMore();
      return next;
    },
    setActiveIndex,
  };
}

export type CallsStore = ReturnType<typeof createCallsStore>;
