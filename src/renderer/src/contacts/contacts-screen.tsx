import { createMemo, createSignal, Show } from 'solid-js';
import { FilterChips } from '../list/filter-chips';
import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { ScreenSearchBox } from '../list/screen-search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import { countLabel, noMatchText } from '../records/format';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { CONTACT_COLUMNS } from './contact-columns';
import { contactFilterChips } from './applied-filters';
import { ContactsFilters } from './contacts-filters';
import { ContactView } from './contact-view';
import { NewContactDialog } from './new-contact-dialog';
import { ImportFileButton } from './import/import-file-button';
import { SelectionBar } from './selection-bar';
import { selectionColumn } from './selection-column';
import './contacts-editing.css';

const ROW_ID = 'contact-row';
export const CONTACTS_READ_ONLY_NOTICE_ID = 'contacts-read-only';

/**
 * The Contacts screen: every mirrored contact in a virtualised table
 * (smooth at 100,000), filtered, sorted and searched (name, email, phone,
 * company, tags) in the mirror, so offline too; the open contact beside it.
 * New contacts, and batch edits over the contacts selected, go to the outbox.
 */
/** `onImport`: a CSV file chosen to import (the Import screen takes over). */
export function ContactsScreen(props: { store: ContactsScreenStore; onImport?: (file: File) => void }) {
  const list = () => props.store.list;
  const edits = () => props.store.edits;
  const [creating, setCreating] = createSignal(false);
  const screen = useScreenNavigation({
    section: 'contacts',
    focusList: (searchBox) => focusRowOrSearch(rowElementId(ROW_ID, list().activeIndex()), searchBox),
  });
  const otherFilters = () => {
    const { status, tag, company } = list().filter();
    return status !== undefined || tag !== undefined || company !== undefined;
  };
  const columns = createMemo(() => [selectionColumn(props.store.selection, () => list().rows(), () => edits().readOnly()), ...CONTACT_COLUMNS]);

  return (
    <ListScreen
      title="Contacts"
      count={list().total() === undefined ? undefined : countLabel(list().total() ?? 0, 'contact', 'contacts')}
      tools={
        <>
          <Show when={props.onImport}>
            {(onImport) => <ImportFileButton disabled={edits().readOnly()} describedBy={edits().readOnly() ? CONTACTS_READ_ONLY_NOTICE_ID : undefined} onFile={onImport()} />}
          </Show>
          <button
            type="button"
            class="primary"
            disabled={edits().readOnly()}
            aria-describedby={edits().readOnly() ? CONTACTS_READ_ONLY_NOTICE_ID : undefined}
            onClick={() => setCreating(true)}
          >
            New contact
          </button>
        </>
      }
      search={
        <ScreenSearchBox
          id="contacts-search"
          placeholder="Name, email, phone, company or tag (press /)"
          search={props.store.search}
          screen={screen}
        />
      }
      recordOpen={props.store.view.openId() !== null}
      record={<ContactView store={props.store} onBack={screen.back} />}
    >
      <ReadOnlyNotice id={CONTACTS_READ_ONLY_NOTICE_ID} access={props.store.access} />
      <ContactsFilters store={props.store} />
      <FilterChips
        chips={contactFilterChips(list().filter(), { setFilter: (next) => list().setFilter(next), clearSearch: () => props.store.search.setText('') })}
        label="Filters applied"
      />
      <SelectionBar
        selection={props.store.selection}
        edits={edits()}
        rows={list().rows()}
        total={list().total()}
        knownTags={props.store.choices().tags.map((choice) => choice.tag)}
        readOnlyNoticeId={CONTACTS_READ_ONLY_NOTICE_ID}
        campaignBatch={props.store.campaignBatch}
        onExport={(selectedOnly) => props.store.exportCsv(selectedOnly)}
      />
      <VirtualTable
        store={list()}
        columns={columns()}
        label="Contacts"
        kind="contacts"
        rowId={ROW_ID}
        noun="contacts"
        empty={{ filtered: noMatchText('contacts', list().filter().text, otherFilters()), unfiltered: 'No contacts in the mirror yet — sync to fetch them.' }}
        minWidth="67rem"
        rowClass={(row) => ({ dnc: row.status === 'dnc', pending: row.pending, selected: props.store.selection.isSelected(row.id) })}
        onOpen={(row) => screen.open({ id: row.id })}
        {...(edits().readOnly() ? {} : { onToggle: (index: number, range: boolean) => props.store.selection.toggle(list().rows(), index, range) })}
      />
      <Show when={creating()}>
        <NewContactDialog edits={edits()} onClose={() => setCreating(false)} onCreated={(id) => screen.open({ id })} />
      </Show>
    </ListScreen>
  );
}

