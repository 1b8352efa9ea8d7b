import { createEffect, createSignal, on } from 'solid-js';
import type { ContactDetail, ContactFilter, ContactFilterChoices, ContactRow, ContactSortField } from '../../../shared/contract/record-schemas';
import type { CoreClient } from '../api/core-client';
import { createContactEditsStore } from './contact-edits-store';
import { createContactSelectionStore } from './contact-selection-store';
import { createCampaignBatch } from './campaign-batch';
import { exportContacts, type ContactsExportOutcome } from './contacts-export';
import type { NavigationStore } from './navigation-store';
import { createContactCampaignsStore } from './membership-stores';
import { createRecordScreenStore } from './record-screen-store';
import type { WriteAccess } from './write-access';

/**
 * The Contacts screen: contacts by name, their filters' choices (tags,
 * companies), the open contact and its calls; the contacts selected for a
 * batch edit, and the edits themselves (refused while the workspace's key
 * can only read).
 */
export function createContactsScreenStore(client: CoreClient, navigation: NavigationStore, access: WriteAccess) {
  const [choices, setChoices] = createSignal<ContactFilterChoices>({ tags: [], companies: [] });
  // Read once the screen is first shown, not at the app's start: grouping every contact by tag and company takes a
  // tenth of a second and more on a big mirror, which the first page of another screen would wait behind.
  let wanted = false;
  // A failure leaves the previous choices: the filters still work with what they had.
  const reloadChoices = () => {
    if (!wanted) return;
    void client.call('contacts.filterChoices', {}).then((result) => {
      if (result.ok) setChoices(result.value);
    });
  };
  createEffect(() => {
    if (wanted || navigation.section() !== 'contacts') return;
    wanted = true;
    reloadChoices();
  });

  const screen = createRecordScreenStore<ContactRow, ContactFilter, ContactSortField, ContactDetail>({
    client,
    navigation,
    section: 'contacts',
    source: { page: (query) => client.call('contacts.list', query), count: (filter) => client.call('contacts.count', { filter }) },
    list: { filter: {}, sort: { field: 'name', direction: 'asc' }, firstDirection: (field) => (field === 'created_at' ? 'desc' : 'asc') },
    read: (id) => client.call('contacts.get', { id }),
    callsOf: (id) => ({ contactId: id }),
    resources: ['contacts'],
    onRefresh: reloadChoices,
  });

  const selection = createContactSelectionStore(client, screen.list);
  // A selection belongs to the filter it was made under (a workspace switch resets the filter too).
  createEffect(on(() => screen.list.filter(), () => selection.clear(), { defer: true }));
  const edits = createContactEditsStore(client, { access, refresh: screen.refreshAll });
  const campaignBatch = createCampaignBatch(client, selection, edits);

  /** The list's contacts as a CSV file (only the selected ones with `selectedOnly`), downloaded. */
  function exportCsv(selectedOnly: boolean): Promise<ContactsExportOutcome> {
    const current = selection.selection();
    const whole = !selectedOnly || (current.kind === 'matching' && current.except.size === 0);
    const filter = current.kind === 'matching' ? current.filter : screen.list.filter();
    const sort = current.kind === 'matching' ? current.sort : screen.list.sort();
    return exportContacts(client, { filter, sort, ...(whole ? {} : { selected: { isSelected: selection.isSelected } }) });
  }

  // The open contact's campaigns, read again whenever the contact is (after a sync, an outbox change).
  const campaigns = createContactCampaignsStore(client, screen.view);

  return { ...screen, access, choices, selection, edits, campaignBatch, exportCsv, campaigns };
}

export type ContactsScreenStore = ReturnType<typeof createContactsScreenStore>;
