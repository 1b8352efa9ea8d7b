import { createSignal } from 'solid-js';
import { MAX_SAVED_SEARCH_NAME } from '../../../shared/contract/saved-search-methods';
import { Popover } from '../calls/popover';
import { OneFieldForm } from '../editing/one-field-form';
import type { SavedSearchesStore } from '../stores/saved-searches-store';

/**
 * "Save search", beside the Calls search box: the search, filters and sort
 * the table shows now, kept under a name (asked for here, its problem shown
 * under the field). The saved search then appears in the sidebar.
 */
export function SaveSearchButton(props: { store: SavedSearchesStore; onSave: (name: string) => Promise<boolean> }) {
  const [name, setName] = createSignal('');
  const [saved, setSaved] = createSignal<string | undefined>();
  const submit = async () => {
    setSaved(undefined);
    const typed = name();
    if (await props.onSave(typed)) {
      setSaved(`Saved as “${typed.trim()}”. It is listed under Calls in the sidebar.`);
      setName('');
    }
  };

  return (
    <Popover id="save-search-panel" label="Save search" buttonText="Save search">
      <OneFieldForm
        id="saved-search-name"
        class="save-search-form"
        label="Name of the saved search"
        value={name()}
        maxLength={MAX_SAVED_SEARCH_NAME}
        submitText="Save"
        hint="Keeps the search, the filters and the sort shown now. The sidebar counts the new matching calls each sync brings."
        problem={props.store.saveProblem()}
        status={saved() ?? ''}
        onInput={(value) => {
          setName(value);
          props.store.clearSaveProblem();
        }}
        onSubmit={() => void submit()}
      />
    </Popover>
  );
}
