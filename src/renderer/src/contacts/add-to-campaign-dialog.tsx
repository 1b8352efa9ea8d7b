import { RecordForm } from '../editing/record-form';
import { createResource, createSignal, Match, Show, Switch } from 'solid-js';
import type { CoreError } from '../../../shared/contract/result';
import { CAMPAIGN_STATUS_LABELS } from '../campaigns/campaign-status';
import { FormActions } from '../editing/form-actions';
import { SelectField } from '../editing/form-fields';
import { ModalDialog } from '../editing/modal-dialog';
import { BatchCostLine } from '../outbox/batch-cost-line';
import { countLabel } from '../records/format';
import type { CampaignBatch } from '../stores/campaign-batch';
import type { ContactEditsStore } from '../stores/contact-edits-store';

/**
 * "Add to campaign" over the selected contacts (some, or all N matching):
 * which campaign (only those that can still take contacts), how many go in
 * and how many are left out as do not call, and what it costs in requests
 * and time, before confirming. Queued as one edit; the outbox sends it in
 * requests of 100 when the service can be reached.
 */
export function AddToCampaignDialog(props: {
  batch: CampaignBatch;
  edits: ContactEditsStore;
  /** How many contacts are selected (the title's count). */
  selected: number;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  // The plan of the moment the dialog opened: the selection cannot change under it.
  const [plan] = createResource(() => props.batch.plan());
  const [chosen, setChosen] = createSignal<string | undefined>();
  const [error, setError] = createSignal<CoreError | undefined>();
  const [working, setWorking] = createSignal(false);
  const ready = () => {
    const value = plan();
    return value?.ok ? value : undefined;
  };
  const failure = () => {
    const value = plan();
    return value !== undefined && !value.ok ? value.error : undefined;
  };
  /** Why nothing can be added (the plan failed, or no campaign can take contacts): said with only Close to press. */
  const notice = () =>
    failure()?.message ??
    (ready()?.campaigns.length === 0
      ? 'No campaign can take contacts now: completed and cancelled campaigns cannot. Create a campaign on the Campaigns screen, then add the contacts to it here.'
      : undefined);
  const campaignId = () => chosen() ?? ready()?.campaigns[0]?.id;
  const campaignName = () => ready()?.campaigns.find((campaign) => campaign.id === campaignId())?.name ?? '';

  async function add() {
    const value = ready();
    const id = campaignId();
    if (working() || value === undefined || id === undefined) return;
    if (value.ids.length === 0) {
      setError({ code: 'invalid_request', message: 'None of the selected contacts may be called: there is nobody to add.' });
      return;
    }
    setWorking(true);
    const name = campaignName();
    const outcome = await props.batch.add(id, value.ids);
    setWorking(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    props.onDone(`Added ${countLabel(value.ids.length, 'contact', 'contacts')} to “${name}”: sent when the service can be reached.`);
    props.onClose();
  }

  return (
    <ModalDialog id="add-to-campaign" title={`Add ${countLabel(props.selected, 'contact', 'contacts')} to a campaign`} describedBy="add-to-campaign-count" onClose={() => props.onClose()}>
      <Switch>
        <Match when={plan.loading}>
          <p id="add-to-campaign-count" role="status">
            Checking the selected contacts…
          </p>
        </Match>
        <Match when={notice()}>
          {(text) => (
            <>
              <p id="add-to-campaign-count" role={failure() ? 'alert' : undefined}>
                {text()}
              </p>
              <div class="actions dialog-actions">
                <button type="button" onClick={() => props.onClose()}>
                  Close
                </button>
              </div>
            </>
          )}
        </Match>
        <Match when={ready()}>
          {(value) => (
            <RecordForm onSubmit={() => void add()}>
              <SelectField
                id="add-to-campaign-choice"
                label="Campaign"
                value={campaignId() ?? ''}
                choices={value().campaigns.map((campaign) => ({ value: campaign.id, label: `${campaign.name} (${CAMPAIGN_STATUS_LABELS[campaign.status]})` }))}
                onChange={setChosen}
                hint="Only campaigns that can still take contacts are listed."
              />
              <p id="add-to-campaign-count">
                {value().ids.length === 0 ? 'None of the selected contacts may be called.' : `${countLabel(value().ids.length, 'contact', 'contacts')} will be added.`}
                <Show when={value().doNotCall > 0}>
                  {' '}
                  <strong>
                    {countLabel(value().doNotCall, 'contact', 'contacts')} marked do not call {value().doNotCall === 1 ? 'is' : 'are'} left out
                  </strong>
                  : no campaign may call them.
                </Show>
              </p>
              <BatchCostLine id="add-to-campaign-cost" pace={props.edits.pace} contacts={value().ids.length} kind="add-to-campaign" />
              <Show when={working()}>
                <p role="status">Queuing…</p>
              </Show>
              <FormActions
                problem={error()?.message}
                busy={working()}
                label={value().ids.length === 0 ? 'Add contacts' : `Add ${countLabel(value().ids.length, 'contact', 'contacts')}`}
                onCancel={() => props.onClose()}
              />
            </RecordForm>
          )}
        </Match>
      </Switch>
    </ModalDialog>
  );
}
