import { createSignal } from 'solid-js';
import type { CallFilter, CallListEntry, CallSort, CallSortField } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';
import { createKeysetListStore, type ListPage } from './keyset-list-store';

export const DEFAULT_SORT: CallSort = { field: 'start_timestamp', direction: 'desc' };

/**
 * The calls table: newest first, keyset pages of the mirror's calls (see
 * keyset-list-store.ts). With a search in the filter (`text`), the rows are
 * every matching call, each with its snippet, and `searchNote` says when the
 * core did not read the text as typed ("Searched as plain words: …").
 */
export function createCallsStore(client: CoreClient, filter: CallFilter = {}, pageSize?: number) {
  const [searchNote, setSearchNote] = createSignal<string | undefined>();
  const list = createKeysetListStore<CallListEntry, CallFilter, CallSortField>(
    {
      page: async (query) => {
        const reply = await client.call('calls.list', query);
        // The first page of the search shown now (a reply to older text says nothing about it).
        if (reply.ok && query.after === undefined && query.filter.text === list.filter().text) setSearchNote(reply.value.note);
        return reply;
      },
      count: (filter) => client.call('calls.count', { filter }),
    },
    { filter, sort: DEFAULT_SORT, ...(pageSize === undefined ? {} : { pageSize }) },
  );
  const restoreRead = list.restoreRead;
  return Object.assign(list, {
    searchNote,
    restoreRead(saved: { filter: CallFilter; sort: CallSort }, first: { page: ListPage<CallListEntry> & { note?: string }; total: number }) {
      restoreRead(saved, first);
      setSearchNote(first.page.note);
    },
  });
}

export type CallsStore = ReturnType<typeof createCallsStore>;

/** Whether the calls are searched (the table then shows the matches). */
export const isSearching = (filter: CallFilter) => (filter.text ?? '').trim() !== '';
