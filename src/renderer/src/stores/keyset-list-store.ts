import { createSignal } from 'solid-js';
import type { Result } from '../../../shared/contract/result';
import { keepUnchangedRows } from './keep-unchanged-rows';

/**
 * A list of records read from the mirror in keyset pages (calls, contacts,
 * campaigns, agents): the filter and sort, the rows loaded so far (the next
 * page fetched as the user scrolls), the total for the filter, and which row
 * the keyboard is on. Components render this and call its actions; only
 * this store asks the core for the list's pages.
 *
 * Replies to a superseded query (the filter changed while a page was on its
 * way) are dropped: each load carries the generation it was made for.
 */
export const LIST_PAGE = 100;
/** The most rows one refresh reloads in one request (the core allows 500). */
const MAX_REFRESH = 500;

export type LoadState = 'loading' | 'ready' | 'error';
export type SortDirection = 'asc' | 'desc';

export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

export interface ListPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/** How a list reaches the core: its page and count methods. */
export interface ListSource<Row, Filter, Field extends string> {
  page(query: { filter: Filter; sort: ListSort<Field>; after?: string; limit: number }): Promise<Result<ListPage<Row>>>;
  count(filter: Filter): Promise<Result<{ total: number }>>;
}

export interface ListOptions<Filter, Field extends string> {
  filter: Filter;
  sort: ListSort<Field>;
  /** The direction a first click on a column header sorts in: names A to Z, dates and amounts newest or largest first. */
  firstDirection?: (field: Field) => SortDirection;
  pageSize?: number;
}

export function createKeysetListStore<Row extends { id: string }, Filter extends object, Field extends string>(source: ListSource<Row, Filter, Field>, options: ListOptions<Filter, Field>) {
  const pageSize = options.pageSize ?? LIST_PAGE;
  const [filter, setFilterSignal] = createSignal<Filter>(options.filter);
  const [sort, setSortSignal] = createSignal<ListSort<Field>>(options.sort);
  const [rows, setRows] = createSignal<Row[]>([]);
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
      source.page({ filter: filter(), sort: sort(), limit: Math.min(Math.max(size, pageSize), MAX_REFRESH) }),
      source.count(filter()),
    ]);
    if (mine !== generation) return;
    if (!page.ok) {
      setError(page.error.message);
      // A failed refresh leaves the rows shown; only an empty list turns into the error state.
      if (!keepActive || rows().length === 0) setState('error');
      return;
    }
    show(page.value, count.ok ? count.value.total : undefined, keepActive);
  }

  /** A first page read, shown with its total. */
  function show(page: ListPage<Row>, listTotal: number | undefined, keepActive: boolean) {
    // A refresh keeps the rows that did not change (the table redraws only the others); a new query shows what it read.
    setRows((shown) => (keepActive ? keepUnchangedRows(shown, page.rows) : page.rows));
    setNextCursor(page.nextCursor);
    setTotal(listTotal);
    setError(undefined);
    setState('ready');
    if (!keepActive) setActiveIndex(0);
    else setActiveIndex((index) => Math.min(index, Math.max(0, page.rows.length - 1)));
  }

  /** The next keyset page, appended; one at a time. */
  async function loadMore() {
    const after = nextCursor();
    if (after === null || loadingMore || state() !== 'ready') return;
    loadingMore = true;
    const mine = generation;
    try {
      const page = await source.page({ filter: filter(), sort: sort(), after, limit: pageSize });
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
    filtered: () => Object.values(filter()).some((value) => value !== undefined && value !== '' && (!Array.isArray(value) || value.length > 0)),
    reload: () => load(pageSize, false),
    /** Re-reads the rows already shown (after a sync wrote), keeping the place in the list. */
    refresh: () => load(rows().length, true),
    loadMore,
    setFilter(next: Filter) {
      setFilterSignal(() => next);
      void load(pageSize, false);
    },
    /** The filter and sort the list had when last used (saved per workspace), then the first page. */
    restore(saved: { filter: Filter; sort: ListSort<Field> }) {
      setFilterSignal(() => saved.filter);
      setSortSignal(saved.sort);
      return load(pageSize, false);
    },
    /** As `restore`, with the first page and the total already read for that filter and sort (in the same request as the saved settings). */
    restoreRead(saved: { filter: Filter; sort: ListSort<Field> }, first: { page: ListPage<Row>; total: number }) {
      generation += 1; // a load still on its way was for an earlier query
      setFilterSignal(() => saved.filter);
      setSortSignal(saved.sort);
      show(first.page, first.total, false);
    },
    /** A click on a column header: that column in its first direction; a second click flips it. */
    sortBy(field: Field) {
      const current = sort();
      const first = options.firstDirection?.(field) ?? 'desc';
      const direction = current.field === field ? (current.direction === 'asc' ? 'desc' : 'asc') : first;
      setSortSignal({ field, direction });
      void load(pageSize, false);
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

export type KeysetListStore<Row extends { id: string }, Filter extends object, Field extends string> = ReturnType<typeof createKeysetListStore<Row, Filter, Field>>;
