import { createEffect, createSignal, For, Show } from 'solid-js';
import type { ContactRow } from '../../../shared/contract/record-schemas';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import type { CampaignBatch } from '../stores/campaign-batch';
import type { ContactsExportOutcome } from '../stores/contacts-export';
import { AddToCampaignDialog } from './add-to-campaign-dialog';
import type { ContactSelectionStore, Selection } from '../stores/contact-selection-store';
import { countLabel } from '../records/format';
import { BatchEditDialog } from './batch-edit-dialog';
import type { BatchKind } from './batch-edits';

const BATCH_BUTTONS: readonly [BatchKind, string][] = [
  ['add-tags', 'Add tags'],
  ['remove-tags', 'Remove tags'],
  ['status', 'Set status'],
  ['company', 'Set company'],
  ['delete', 'Delete'],
];

const DONE: Record<BatchKind, string> = {
  'add-tags': 'Tags added to',
  'remove-tags': 'Tags removed from',
  status: 'Status set for',
  company: 'Company set for',
  delete: 'Deleted',
};

/**
 * Above the contacts table: select every row shown (or, then, every
 * contact matching the filter and search), how many are selected, and the
 * batch edits over them; adding them to a campaign; and the CSV export of
 * the selection, or of every contact matching when none is selected.
 */
export function SelectionBar(props: {
  selection: ContactSelectionStore;
  edits: ContactEditsStore;
  rows: readonly ContactRow[];
  /** How many contacts match the filter; undefined until counted. */
  total: number | undefined;
  knownTags: readonly string[];
  readOnlyNoticeId: string;
  campaignBatch: CampaignBatch;
  /** Downloads the list's contacts as CSV: the selected ones only, or every one matching. */
  onExport: (selectedOnly: boolean) => Promise<ContactsExportOutcome>;
}) {
  const [dialog, setDialog] = createSignal<BatchKind | undefined>();
  const [addingToCampaign, setAddingToCampaign] = createSignal(false);
  const [exporting, setExporting] = createSignal(false);
  async function exportCsv(selectedOnly: boolean) {
    if (exporting()) return;
    setExporting(true);
    const outcome = await props.onExport(selectedOnly);
    setExporting(false);
    setDone({
      message: outcome.ok ? `Exported ${countLabel(outcome.rows, 'contact', 'contacts')} to “${outcome.fileName}”.` : `The export failed: ${outcome.error.message}`,
      after: props.selection.selection(),
    });
  }
  /** What the last batch did, said until the selection changes. */
  const [done, setDone] = createSignal<{ message: string; after: Selection } | undefined>();
  const doneMessage = () => {
    const last = done();
    return last !== undefined && last.after === props.selection.selection() ? last.message : undefined;
  };
  let shownBox: HTMLInputElement | undefined;
  const readOnly = () => props.edits.readOnly();
  /** The screen's notice saying why the controls are disabled. */
  const why = () => (readOnly() ? props.readOnlyNoticeId : undefined);
  const count = () => props.selection.count();
  const shownSelected = () => props.rows.filter((row) => props.selection.isSelected(row.id)).length;
  const allShown = () => props.rows.length > 0 && shownSelected() === props.rows.length;
  const more = () => (props.total ?? 0) > props.rows.length;
  createEffect(() => {
    if (shownBox) shownBox.indeterminate = shownSelected() > 0 && !allShown();
  });

  return (
    <div class="selection-bar" role="group" aria-label="Selection">
      <label class="select-shown">
        <input
          ref={(element) => (shownBox = element)}
          type="checkbox"
          checked={allShown()}
          disabled={readOnly() || props.rows.length === 0}
          aria-describedby={why()}
          onChange={() => props.selection.toggleShown(props.rows)}
        />
        {more() ? `Select the ${props.rows.length.toLocaleString()} shown` : `Select all ${props.rows.length.toLocaleString()}`}
      </label>
      <Show when={allShown() && more() && !props.selection.allMatching()}>
        <button type="button" class="link-button" disabled={readOnly()} aria-describedby={why()} onClick={() => props.selection.selectAllMatching()}>
          Select all {(props.total ?? 0).toLocaleString()} matching
        </button>
      </Show>
      <Show when={count() > 0}>
        <span class="selection-count" role="status">
          {props.selection.allMatching() ? `All ${countLabel(count(), 'contact', 'contacts')} matching selected` : `${countLabel(count(), 'contact', 'contacts')} selected`}
        </span>
        <div class="batch-actions" role="group" aria-label="Edit the selected contacts">
          <button type="button" disabled={readOnly()} aria-describedby={why()} onClick={() => setAddingToCampaign(true)}>
            Add to campaign
          </button>
          <For each={BATCH_BUTTONS}>
            {([kind, label]) => (
              <button type="button" classList={{ danger: kind === 'delete' }} disabled={readOnly()} aria-describedby={why()} onClick={() => setDialog(kind)}>
                {label}
              </button>
            )}
          </For>
          <button type="button" aria-busy={exporting()} onClick={() => void exportCsv(true)}>
            {exporting() ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" onClick={() => props.selection.clear()}>
            Clear selection
          </button>
        </div>
      </Show>
      <Show when={count() === 0 && (props.total ?? 0) > 0}>
        <button type="button" class="export-all" aria-busy={exporting()} onClick={() => void exportCsv(false)}>
          {exporting() ? 'Exporting…' : `Export ${countLabel(props.total ?? 0, 'contact', 'contacts')} as CSV`}
        </button>
      </Show>
      <Show when={doneMessage()}>
        {(message) => (
          <span class="batch-done" role="status">
            {message()}
          </span>
        )}
      </Show>
      <Show when={addingToCampaign()}>
        <AddToCampaignDialog
          batch={props.campaignBatch}
          edits={props.edits}
          selected={count()}
          onClose={() => setAddingToCampaign(false)}
          onDone={(message) => setDone({ message, after: props.selection.selection() })}
        />
      </Show>
      <Show when={dialog()}>
        {(kind) => (
          <BatchEditDialog
            kind={kind()}
            selection={props.selection}
            edits={props.edits}
            knownTags={props.knownTags}
            onClose={() => setDialog(undefined)}
            onDone={(finished) => {
              const edited = countLabel(count(), 'contact', 'contacts');
              // Deleted contacts leave the list: nothing is left selected, and the buttons that were go with the selection.
              if (finished === 'delete') {
                props.selection.clear();
                queueMicrotask(() => shownBox?.focus());
              }
              setDone({ message: `${DONE[finished]} ${edited}: shown here now, sent when the service can be reached.`, after: props.selection.selection() });
            }}
          />
        )}
      </Show>
    </div>
  );
}
