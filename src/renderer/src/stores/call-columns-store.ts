import { createSignal } from 'solid-js';
import { BASE_COLUMNS, DEFAULT_COLUMN_IDS } from '../calls/columns';

/**
 * Which columns the calls table shows, in order: the user's choice (by
 * column id), saved with the workspace's other Calls settings. A column
 * shown again goes back to its place among the table's own columns;
 * trackers' columns follow them. At least one column stays.
 */
export function createCallColumnsStore() {
  const [ids, setIds] = createSignal<readonly string[]>(DEFAULT_COLUMN_IDS);

  const order = (id: string) => {
    const base = BASE_COLUMNS.findIndex((column) => column.id === id);
    return base === -1 ? BASE_COLUMNS.length : base;
  };

  return {
    ids,
    shown: (id: string) => ids().includes(id),
    show(id: string) {
      if (ids().includes(id)) return;
      const next = [...ids(), id];
      // Stable: trackers keep the order they were added in.
      setIds(next.map((value, index) => ({ value, index })).sort((a, b) => order(a.value) - order(b.value) || a.index - b.index).map((entry) => entry.value));
    },
    /** False when it is the last column shown. */
    hide(id: string): boolean {
      if (!ids().includes(id)) return true;
      if (ids().length === 1) return false;
      setIds(ids().filter((value) => value !== id));
      return true;
    },
    /** A saved choice; the defaults when it names no column this version knows (`known` says which it does). */
    restore(saved: readonly string[] | undefined, known: (id: string) => boolean) {
      const kept = saved?.filter(known) ?? [];
      setIds(kept.length > 0 ? kept : DEFAULT_COLUMN_IDS);
    },
  };
}

export type CallColumnsStore = ReturnType<typeof createCallColumnsStore>;
