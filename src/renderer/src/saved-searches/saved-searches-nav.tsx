import { createSignal, For, Show } from 'solid-js';
import { MAX_SAVED_SEARCH_NAME, type SavedSearch } from '../../../shared/contract/saved-search-methods';
import type { SavedSearchesStore } from '../stores/saved-searches-store';
import './saved-searches.css';

/**
 * The saved searches in the sidebar, under Calls: each opens the Calls
 * table on its search and filters, with a badge of the matching calls new
 * since it was last opened. "Edit" shows, for one search at a time, Rename,
 * Move up, Move down and Delete; a rename's problem shows under its field.
 */
export function SavedSearchesNav(props: { store: SavedSearchesStore; onOpen: (id: number) => void }) {
  const [editing, setEditing] = createSignal<number | undefined>();
  const count = () => props.store.searches().length;

  return (
    <Show when={count() > 0 || props.store.unreadable().length > 0}>
      <ul class="saved-searches" aria-label="Saved searches">
        <For each={props.store.searches()}>
          {(search, index) => (
            <li>
              <div class="saved-search-row">
                <a
                  href="#calls"
                  class="saved-search"
                  aria-label={search.newCount > 0 ? `${search.name}, ${newText(search.newCount)}` : search.name}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onOpen(search.id);
                  }}
                >
                  <span class="saved-search-name">{search.name}</span>
                  <Show when={search.newCount > 0}>
                    <span class="badge" data-testid="saved-search-count" aria-hidden="true">
                      {search.newCount.toLocaleString()}
                    </span>
                  </Show>
                </a>
                <button
                  type="button"
                  class="saved-search-edit"
                  aria-expanded={editing() === search.id}
                  aria-controls={`saved-search-actions-${search.id}`}
                  aria-label={`Edit saved search “${search.name}”`}
                  onClick={() => setEditing(editing() === search.id ? undefined : search.id)}
                >
                  Edit
                </button>
              </div>
              <Show when={editing() === search.id}>
                <SearchActions
                  store={props.store}
                  search={search}
                  first={index() === 0}
                  last={index() === count() - 1}
                  onDone={() => setEditing(undefined)}
                />
              </Show>
            </li>
          )}
        </For>
        <For each={props.store.unreadable()}>
          {(search) => (
            <li class="saved-search-unreadable">
              <span>{search.name}</span>
              <p class="hint">{search.reason}</p>
              <button type="button" aria-label={`Delete saved search “${search.name}”`} onClick={() => void props.store.remove(search.id)}>
                Delete
              </button>
            </li>
          )}
        </For>
      </ul>
      <Show when={props.store.error()}>{(message) => <p role="alert">{message()}</p>}</Show>
    </Show>
  );
}

function SearchActions(props: { store: SavedSearchesStore; search: SavedSearch; first: boolean; last: boolean; onDone: () => void }) {
  // The field starts from the name the search had when editing began.
  // eslint-disable-next-line solid/reactivity
  const [name, setName] = createSignal(props.search.name);
  const fieldId = () => `saved-search-rename-${props.search.id}`;
  const problem = () => {
    const found = props.store.renameProblem();
    return found?.id === props.search.id ? found.message : undefined;
  };
  const rename = async (event: SubmitEvent) => {
    event.preventDefault();
    if (await props.store.rename(props.search.id, name())) props.onDone();
  };
  return (
    <div id={`saved-search-actions-${props.search.id}`} class="saved-search-actions">
      <form onSubmit={(event) => void rename(event)}>
        <label for={fieldId()}>Name</label>
        <input
          id={fieldId()}
          type="text"
          autocomplete="off"
          maxLength={MAX_SAVED_SEARCH_NAME}
          value={name()}
          aria-invalid={problem() !== undefined}
          aria-describedby={`${fieldId()}-problem`}
          onInput={(event) => {
            setName(event.currentTarget.value);
            props.store.clearRenameProblem();
          }}
        />
        <button type="submit">Rename</button>
        <p id={`${fieldId()}-problem`} class="field-problem" role="alert">
          {problem() ?? ''}
        </p>
      </form>
      <div class="saved-search-buttons">
        <button type="button" aria-label={`Move “${props.search.name}” up`} disabled={props.first} onClick={() => void props.store.move(props.search.id, -1)}>
          Move up
        </button>
        <button type="button" aria-label={`Move “${props.search.name}” down`} disabled={props.last} onClick={() => void props.store.move(props.search.id, 1)}>
          Move down
        </button>
        <button type="button" aria-label={`Delete saved search “${props.search.name}”`} onClick={() => void props.store.remove(props.search.id)}>
          Delete
        </button>
      </div>
    </div>
  );
}

function newText(count: number): string {
  return `${count.toLocaleString()} new ${count === 1 ? 'call' : 'calls'}`;
}
