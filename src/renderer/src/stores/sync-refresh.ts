import { onCleanup } from 'solid-js';
import type { SyncProgress } from '../../../shared/contract/contract';
import type { CoreClient } from '../api/core-client';

/**
 * A screen over the mirror reads it again as a sync writes under it: its
 * list when the sync moves on to another kind of record, and at most every
 * few seconds while it writes the screen's own kind; everything (the open
 * record too) when the sync ends, however it ended.
 */
const REFRESH_WHILE_SYNCING_MS = 4000;

export function refreshWithSync(
  client: CoreClient,
  options: { resources: readonly NonNullable<SyncProgress['resource']>[]; refreshList: () => void; refreshAll: () => void },
): void {
  let last: SyncProgress | undefined;
  let lastRefresh = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    if (pending !== undefined) return;
    const wait = Math.max(0, lastRefresh + REFRESH_WHILE_SYNCING_MS - Date.now());
    pending = setTimeout(() => {
      pending = undefined;
      lastRefresh = Date.now();
      options.refreshList();
    }, wait);
  };
  onCleanup(() => clearTimeout(pending));

  onCleanup(
    client.on('sync.progress', (progress) => {
      const previous = last;
      last = progress;
      if (progress.phase === 'syncing') {
        if (progress.resource !== previous?.resource || (progress.resource !== null && options.resources.includes(progress.resource))) refreshSoon();
        return;
      }
      if (previous?.phase === 'syncing') {
        clearTimeout(pending);
        pending = undefined;
        lastRefresh = Date.now();
        options.refreshAll();
      }
    }),
  );
}
