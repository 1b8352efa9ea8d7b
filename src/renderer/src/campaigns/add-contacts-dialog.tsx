import { createSignal, For, Match, Show, Switch, untrack } from 'solid-js';
import { FormActions } from '../editing/form-actions';
import type { CampaignDetail } from '../../../shared/contract/record-schemas';
import type { CoreError } from '../../../shared/contract/result';
import { ContactStatus } from '../contacts/contact-status';
import { editFormProblems } from '../editing/edit-problems';
import { ModalDialog } from '../editing/modal-dialog';
import { PendingMarker } from '../list/pending-marker';
import { BatchCostLine } from '../outbox/batch-cost-line';
import type { CampaignEditingStore } from '../stores/campaign-editing-store';
import { PICKER_PAGE } from '../stores/contact-picker-store';

/**
 * Choosing contacts to add to a campaign: the mirrored contacts searched as
 * on the Contacts screen (those created here and not sent yet too), several
 * at once, the choice kept across searches. Adding is queued (the campaign
 * shows pending) and sent when the service is reachable.
 */
export function AddContactsDialog(props: { campaign: CampaignDetail; editing: CampaignEditingStore; onClose: () => void }) {
  const campaignId = untrack(() => props.campaign.id);
  // One picker for the dialog's life: its search and choice go with it.
  const picker = untrack(() => props.editing.contactPicker());
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  const count = () => picker.chosen().length;
  const chosenNames = () =>
    picker
      .chosen()
      .map((contact) => contact.name)
      .join(', ');
  const problem = () => editFormProblems(error(), []).general;

  async function add() {
    if (count() === 0) {
      setError({ code: 'invalid_request', message: 'Choose at least one contact to add.' });
      return;
    }
    setSaving(true);
    const result = await props.editing.addContacts(
      campaignId,
      picker.chosen().map((contact) => contact.id),
    );
    setSaving(false);
    if (result.ok) props.onClose();
    else setError(result.error);
  }

  return (
    <ModalDialog id="add-contacts" title={`Add contacts to “${untrack(() => props.campaign.name)}”`} class="picker-dialog" onClose={() => props.onClose()}>
      <div class="field">
        <label for="add-contacts-search">Search contacts</label>
        <input
          id="add-contacts-search"
          type="search"
          autocomplete="off"
          spellcheck={false}
          maxLength={500}
          placeholder="Name, email, phone, company or tag"
          value={picker.search.text()}
          onInput={(event) => picker.search.setText(event.currentTarget.value)}
          aria-describedby="add-contacts-found"
        />
      </div>
      <p id="add-contacts-found" class="hint" role="status">
        <Switch>
          <Match when={picker.state() === 'loading'}>Searching…</Match>
          <Match when={picker.state() === 'error'}>The contacts could not be read: {picker.problem()}</Match>
          <Match when={picker.rows().length === 0}>
            {picker.search.text().trim() === '' ? "No contacts in this computer's copy of the workspace yet." : `No contacts match “${picker.search.text().trim()}”.`}
          </Match>
          <Match when={picker.more()}>The first {PICKER_PAGE} matching contacts; type more to narrow the search.</Match>
          <Match when={true}>
            {picker.rows().length} {picker.rows().length === 1 ? 'contact' : 'contacts'}
          </Match>
        </Switch>
      </p>
      <ul class="picker-list" aria-label="Contacts found">
        <For each={picker.rows()}>
          {(contact) => (
            <li>
              <label class="checkbox">
                <input type="checkbox" checked={picker.isChosen(contact.id)} disabled={saving()} onChange={() => picker.toggle(contact)} />
                <span class="picker-contact">
                  <span class="picker-name">
                    {contact.name} <PendingMarker pending={contact.pending} /> <Show when={contact.status === 'dnc'}>
                      <ContactStatus status={contact.status} />
                    </Show>
                  </span>
                  <span class="hint">{[contact.company, contact.phone ?? contact.email].filter(Boolean).join(' · ')}</span>
                </span>
              </label>
            </li>
          )}
        </For>
      </ul>
      <p class="hint">Contacts marked do not call can be added, but the campaign never calls them.</p>
      <Show when={count() > 0}>
        <p class="picker-chosen">
          {count()} chosen: {chosenNames()}
        </p>
        <BatchCostLine id="add-contacts-cost" pace={props.editing.pace} contacts={count()} kind="add-to-campaign" />
      </Show>
      <FormActions
        problem={problem()}
        busy={saving()}
        label={saving() ? 'Adding…' : count() === 0 ? 'Add contacts' : `Add ${count()} ${count() === 1 ? 'contact' : 'contacts'}`}
        onAct={() => void add()}
        onCancel={() => props.onClose()}
        holdCancel
      />
    </ModalDialog>
  );
}
