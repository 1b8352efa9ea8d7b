import { ListScreen } from '../list/list-screen';
import { focusRowOrSearch, useScreenNavigation } from '../list/screen-navigation';
import { SearchBox } from '../list/search-box';
import { rowElementId, VirtualTable } from '../list/virtual-table';
import { countLabel, noMatchText } from '../records/format';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { CONTACT_COLUMNS } from './contact-columns';
import { ContactsFilters } from './contacts-filters';
import { ContactView } from './contact-view';

const ROW_ID = 'contact-row';

/**
 * The Contacts screen: every mirrored contact in a virtualised table
 * (smooth at 100,000), filtered, sorted and searched (name, email, phone,
 * company, tags) in the mirror, so offline too; the open contact beside it.
 */
export function ContactsScreen(props: { store: ContactsScreenStore }) {
  const list = () => props.store.list;
  const screen = useScreenNavigation({
    section: 'contacts',
    focusList: (searchBox) => focusRowOrSearch(rowElementId(ROW_ID, list().activeIndex()), searchBox),
  });
  const otherFilters = () => {
    const { status, tag, company } = list().filter();
    return status !== undefined || tag !== undefined || company !== undefined;
  };

  return (
    <ListScreen
      title="Contacts"
      count={list().total() === undefined ? undefined : countLabel(list().total() ?? 0, 'contact', 'contacts')}
      search={
        <SearchBox
          id="contacts-search"
          value={props.store.search.text()}
          placeholder="Name, email, phone, company or tag (press /)"
          ref={screen.setSearchBox}
          onInput={(text) => props.store.search.setText(text)}
          onLeaveDown={screen.focusList}
          escapeGoesBack={screen.recordOpen}
        />
      }
      recordOpen={props.store.view.openId() !== null}
      record={<ContactView store={props.store} onBack={screen.back} />}
    >
      <ContactsFilters store={props.store} />
      <VirtualTable
        store={list()}
        columns={CONTACT_COLUMNS}
        label="Contacts"
        kind="contacts"
        rowId={ROW_ID}
        noun="contacts"
        empty={{ filtered: noMatchText('contacts', list().filter().text, otherFilters()), unfiltered: 'No contacts in the mirror yet — sync to fetch them.' }}
        minWidth="64rem"
        rowClass={(row) => ({ dnc: row.status === 'dnc', pending: row.pending })}
        onOpen={(row) => screen.open({ id: row.id })}
      />
    </ListScreen>
  );
}
