import { createSignal, onCleanup } from 'solid-js';
import type { CallFilter, CallSort } from '../../../shared/contract/query-methods';
import type { SavedSearch, SavedSearchList, UnreadableSavedSearch } from '../../../shared/contract/saved-search-methods';
import type { CoreClient } from '../api/core-client';
import { onWorkspaceSwitch } from './workspace-switch';

/**
 * The workspace's saved searches for the sidebar: each with how many
 * matching calls are new since it was last opened. The core sends the
 * counts after every sync (`savedSearches.changed`); each change made here
 * answers with the whole list. A refused name is kept by the form it came
 * from (`saveProblem`, `renameProblem`), shown under its field.
 */
/** `start`: when to make the first reading (first-page-gate.ts); at once by default. */
export function createSavedSearchesStore(client: CoreClient, start: (work: () => void) => void = (work) => work()) {
  const [searches, setSearches] = createSignal<SavedSearch[]>([]);
  const [unreadable, setUnreadable] = createSignal<UnreadableSavedSearch[]>([]);
  const [error, setError] = createSignal<string | undefined>();
  const [saveProblem, setSaveProblem] = createSignal<string | undefined>();
  const [renameProblem, setRenameProblem] = createSignal<{ id: number; message: string } | undefined>();
  let generation = 0;

  function accept(list: SavedSearchList) {
    generation++;
    setSearches(list.searches);
    setUnreadable(list.unreadable);
    setError(undefined);
  }

  async function reload() {
    const mine = ++generation;
    const result = await client.call('savedSearches.list', {});
    if (mine !== generation) return;
    if (result.ok) accept(result.value);
    else setError(result.error.message);
  }

  /** The problem with the name, by field, or the error's own sentence. */
  const nameProblem = (error: { message: string; problems?: { field: string; message: string }[] | undefined }) =>
    error.problems?.find((problem) => problem.field === 'name')?.message ?? error.message;

  // A sync's counts, for whichever workspace is active now: read again rather than trust an event about another one.
  onCleanup(client.on('savedSearches.changed', () => void reload()));
  onWorkspaceSwitch(client, () => void reload());
  start(() => void reload());

  return {
    searches,
    unreadable,
    error,
    saveProblem,
    renameProblem,
    reload,
    clearSaveProblem: () => setSaveProblem(undefined),
    clearRenameProblem: () => setRenameProblem(undefined),
    /** Saves the search and filters shown now; false when refused (the reason in `saveProblem`). */
    async save(name: string, filter: CallFilter, sort: CallSort): Promise<boolean> {
      setSaveProblem(undefined);
      const result = await client.call('savedSearches.save', { name, filter, sort });
      if (!result.ok) {
        setSaveProblem(nameProblem(result.error));
        return false;
      }
      accept(result.value);
      return true;
    },
    async rename(id: number, name: string): Promise<boolean> {
      setRenameProblem(undefined);
      const result = await client.call('savedSearches.rename', { id, name });
      if (!result.ok) {
        setRenameProblem({ id, message: nameProblem(result.error) });
        return false;
      }
      accept(result.value);
      return true;
    },
    /** Moves a search one place up (-1) or down (+1). */
    async move(id: number, step: -1 | 1): Promise<void> {
      const ids = searches().map((search) => search.id);
      const from = ids.indexOf(id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to] as number, id];
      const result = await client.call('savedSearches.reorder', { ids: [...ids, ...unreadable().map((search) => search.id)] });
      if (result.ok) accept(result.value);
      else {
        setError(result.error.message);
        void reload();
      }
    },
    async remove(id: number): Promise<void> {
      const result = await client.call('savedSearches.delete', { id });
      if (result.ok) accept(result.value);
      else {
        setError(result.error.message);
        void reload();
      }
    },
    /** Marks the search seen; resolves with what the Calls table should show, or undefined when refused (the reason in `error`). */
    async open(id: number): Promise<{ filter: CallFilter; sort: CallSort | null } | undefined> {
      const result = await client.call('savedSearches.open', { id });
      if (!result.ok) {
        setError(result.error.message);
        return undefined;
      }
      accept(result.value.list);
      return { filter: result.value.filter, sort: result.value.sort };
    },
  };
}

export type SavedSearchesStore = ReturnType<typeof createSavedSearchesStore>;
