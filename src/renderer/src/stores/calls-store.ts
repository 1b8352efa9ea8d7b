import type { CallFilter, CallListEntry, CallSort, CallSortField } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';
import { createKeysetListStore, type KeysetListStore } from './keyset-list-store';

export const DEFAULT_SORT: CallSort = { field: 'start_timestamp', direction: 'desc' };

/** The calls table: newest first, keyset pages of the mirror's calls (see keyset-list-store.ts). */
export function createCallsStore(client: CoreClient, filter: CallFilter = {}, pageSize?: number) {
  return createKeysetListStore<CallListEntry, CallFilter, CallSortField>(
    {
      page: (query) => client.call('calls.list', query),
      count: (filter) => client.call('calls.count', { filter }),
    },
    { filter, sort: DEFAULT_SORT, ...(pageSize === undefined ? {} : { pageSize }) },
  );
}

export type CallsStore = KeysetListStore<CallListEntry, CallFilter, CallSortField>;
