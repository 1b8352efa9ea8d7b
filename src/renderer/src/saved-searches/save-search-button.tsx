import { createSignal } from 'solid-js';
import { MAX_SAVED_SEARCH_NAME } from '../../../shared/contract/saved-search-methods';
import { Popover } from '../calls/popover';
import type { SavedSearchesStore } from '../stores/saved-searches-store';

/**
 * "Save search", beside the Calls search box: the search, filters and sort
 * the table shows now, kept under a name (asked for here, its problem shown
 * under the field). The saved search then appears in the sidebar.
 */
export function SaveSearchButton(props: { store: SavedSearchesStore; onSave: (name: string) => Promise<boolean> }) {
  const [name, setName] = createSignal('');
  const [saved, setSaved] = createSignal<string | undefined>();
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(undefined);
    const typed = name();
    if (await props.onSave(typed)) {
      setSaved(`Saved as “${typed.trim()}”. It is listed under Calls in the sidebar.`);
      setName('');
    }
  };

  return (
    <Popover id="save-search-panel" label="Save search" buttonText="Save search">
      <form class="save-search-form" onSubmit={(event) => void submit(event)}>
        <label for="saved-search-name">Name of the saved search</label>
        <div class="tracker-form-row">
          <input
            id="saved-search-name"
            type="text"
            autocomplete="off"
            maxLength={MAX_SAVED_SEARCH_NAME}
            value={name()}
            aria-invalid={props.store.saveProblem() !== undefined}
            aria-describedby="saved-search-name-hint saved-search-name-problem"
            onInput={(event) => {
              setName(event.currentTarget.value);
              props.store.clearSaveProblem();
            }}
          />
          <button type="submit">Save</button>
        </div>
        <p id="saved-search-name-hint" class="hint">
          Keeps the search, the filters and the sort shown now. The sidebar counts the new matching calls each sync brings.
        </p>
        <p id="saved-search-name-problem" class="field-problem" role="alert">
          {props.store.saveProblem() ?? ''}
        </p>
        <p class="hint" role="status">
          {saved() ?? ''}
        </p>
      </form>
    </Popover>
  );
}
