import { For, Show } from 'solid-js';
import type { ContactImportStore } from '../../stores/contact-import-store';
import { AllowCallsDialog } from '../allow-calls-dialog';
import { ImportProgress } from './import-progress';

/**
 * Tags and a campaign for every imported contact, then what the import will do and cost, and the button that queues it;
 * a file that would set Active contacts marked do not call asks first, as everywhere do-not-call is turned off.
 */
export function ImportConfirm(props: { store: ContactImportStore; disabled: boolean }) {
  const summary = () => props.store.summary();
  const nothing = () => {
    const counted = summary();
    return counted === undefined || counted.created + counted.updated === 0;
  };
  return (
    <section class="import-section" aria-labelledby="import-summary-title">
      <h3 id="import-summary-title">Import</h3>
      <div class="import-options">
        <div class="field">
          <label for="import-tags">Tags to add to every imported contact</label>
          <input id="import-tags" value={props.store.tags()} disabled={props.disabled} onInput={(event) => props.store.setTags(event.currentTarget.value)} aria-describedby="import-tags-hint" />
          <p id="import-tags-hint" class="hint">
            Separated by commas.
          </p>
        </div>
        <div class="field">
          <label for="import-campaign">Add them to a campaign</label>
          <select id="import-campaign" value={props.store.campaignId() ?? ''} disabled={props.disabled} onChange={(event) => props.store.setCampaignId(event.currentTarget.value || null)}>
            <option value="">No campaign</option>
            <For each={props.store.campaigns()}>{(campaign) => <option value={campaign.id}>{campaign.name}</option>}</For>
          </select>
        </div>
      </div>
      <Show when={summary()}>
        {(counted) => (
          <p class="import-summary" role="status" aria-live="polite">
            {counted().created.toLocaleString('en-US')} to create, {counted().updated.toLocaleString('en-US')} to update, {counted().skipped.toLocaleString('en-US')} skipped,{' '}
            {counted().problems.toLocaleString('en-US')} with problems. {props.store.costText() ?? ''}
          </p>
        )}
      </Show>
      <button type="button" class="primary" disabled={props.disabled || nothing()} onClick={() => void props.store.queue()}>
        {props.store.phase() === 'queueing' ? 'Queuing…' : 'Import to the outbox'}
      </button>
      <ImportProgress store={props.store} />
      <Show when={props.store.liftsDoNotCall()}>
        {(count) => (
          <AllowCallsDialog who={{ count: count() }} busy={false} problem={undefined} onConfirm={() => props.store.answerAllowCalls(true)} onCancel={() => props.store.answerAllowCalls(false)} />
        )}
      </Show>
    </section>
  );
}
