import { RecordForm } from '../editing/record-form';
import { createSignal, Match, Show, Switch } from 'solid-js';
import { FormActions } from '../editing/form-actions';
import type { ContactStatus } from '../../../shared/api/resources';
import type { CoreError } from '../../../shared/contract/result';
import { ConfirmDialog } from '../editing/confirm-dialog';
import { focusFirstProblem } from '../editing/focus-first-problem';
import { SelectField } from '../editing/form-fields';
import { ModalDialog } from '../editing/modal-dialog';
import { countLabel } from '../records/format';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import type { ContactSelectionStore } from '../stores/contact-selection-store';
import { TextField } from '../workspaces/text-field';
import { BatchCostLine } from '../outbox/batch-cost-line';
import { batchEdits, batchTitle, checkBatchInput, type BatchAction, type BatchKind } from './batch-edits';
import { createAllowCallsQuestion } from './allow-calls-dialog';
import { CONTACT_STATUS_OPTIONS } from './contact-status';
import { parseTags } from './contact-form-values';

const STATUS_CHOICES = CONTACT_STATUS_OPTIONS.map(([value, label]) => ({ value, label }));
/** Tags in use offered under the field; beyond, typing finds them. */
const KNOWN_TAGS_SHOWN = 20;

/**
 * One batch edit over the selected contacts: what to set (tags, a status, a
 * company) or, for Delete, the confirmation that names how many. The ids of
 * "all matching" are fetched only now; the edits go in one batch, checked
 * whole by the core, so either all are queued or none. Setting the status
 * to Active asks first when any selected contact is marked do not call.
 * Nothing is disabled while the batch is queued (the focus would be lost):
 * a second submit meanwhile is ignored.
 */
export function BatchEditDialog(props: {
  kind: BatchKind;
  selection: ContactSelectionStore;
  edits: ContactEditsStore;
  /** The tags in use, offered while typing. */
  knownTags: readonly string[];
  onDone: (kind: BatchKind) => void;
  onClose: () => void;
}) {
  // eslint-disable-next-line solid/reactivity -- the count the dialog opened with is the one it confirms
  const count = props.selection.count();
  const [tags, setTags] = createSignal('');
  const [status, setStatus] = createSignal<ContactStatus>('dnc');
  const [company, setCompany] = createSignal('');
  const [error, setError] = createSignal<CoreError | undefined>();
  const [working, setWorking] = createSignal(false);
  const question = createAllowCallsQuestion();
  let form: HTMLFormElement | undefined;
  /** The dialog's one field, where a problem naming it (`tags`, `company`, `edits[3].fields.company`) is shown. */
  const field = () => (props.kind === 'company' ? 'company' : 'tags');
  const fieldProblem = () => error()?.problems?.find((problem) => problem.field === field() || problem.field.endsWith(`.${field()}`))?.message;
  const general = () => (error() !== undefined && fieldProblem() === undefined ? error()!.message : undefined);
  /** Said before confirming: how many contacts, requests and about how long (every batch dialog does). */
  const cost = (id: string) => <BatchCostLine id={id} pace={props.edits.pace} contacts={count} kind={props.kind === 'delete' ? 'delete' : 'update'} />;

  const action = (): BatchAction => {
    switch (props.kind) {
      case 'add-tags':
      case 'remove-tags':
        return { kind: props.kind, tags: parseTags(tags()) };
      case 'status':
        return { kind: 'status', status: status() };
      case 'company':
        return { kind: 'company', company: company().trim() };
      case 'delete':
        return { kind: 'delete' };
      default:
        return props.kind satisfies never;
    }
  };

  /** Setting Active lifts do-not-call from the selected contacts marked so: asked first, as everywhere (allow-calls-dialog.tsx). */
  async function allowedCallsAgain(): Promise<boolean> {
    setWorking(true);
    const found = await props.selection.callableIds();
    setWorking(false);
    if (!found.ok) {
      setError(found.error);
      return false;
    }
    return found.doNotCall === 0 || question.ask({ count: found.doNotCall });
  }

  async function run() {
    if (working()) return;
    const chosen = action();
    const problem = checkBatchInput(chosen);
    setError(problem);
    if (problem) {
      queueMicrotask(() => focusFirstProblem(form));
      return;
    }
    if (chosen.kind === 'status' && chosen.status === 'active' && !(await allowedCallsAgain())) return;
    setWorking(true);
    const ids = await props.selection.ids();
    const outcome = !ids.ok
      ? ids
      : ids.ids.length === 0
        ? { ok: false as const, error: { code: 'not_found' as const, message: 'None of the selected contacts is in the list any more.' } }
        : await props.edits.apply(batchEdits(ids.ids, chosen));
    setWorking(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    // Done first: closing ends the dialog, and with it `props.kind`.
    props.onDone(props.kind);
    props.onClose();
  }

  return (
    <Show
      when={props.kind !== 'delete'}
      fallback={
        <ConfirmDialog
          id="batch-delete"
          title={batchTitle('delete', count)}
          confirmLabel={`Delete ${countLabel(count, 'contact', 'contacts')}`}
          busyLabel="Deleting…"
          busy={working()}
          danger
          problem={error()?.message}
          onConfirm={() => void run()}
          onCancel={() => props.onClose()}
        >
          <p>
            They leave this list now and are deleted from the workspace when the service can be reached: the service removes each from every campaign and unlinks it
            from its calls. This cannot be undone once sent.
          </p>
          {cost('batch-delete-cost')}
        </ConfirmDialog>
      }
    >
      <ModalDialog id="batch-edit" title={batchTitle(props.kind, count)} onClose={() => props.onClose()}>
        <RecordForm ref={(element) => (form = element)} onSubmit={() => void run()}>
          <Switch>
            <Match when={props.kind === 'add-tags' || props.kind === 'remove-tags'}>
              <TextField
                id="batch-tags"
                label="Tags"
                value={tags()}
                onInput={setTags}
                hint={`Separated by commas. ${props.kind === 'add-tags' ? 'Tags the contacts already have stay.' : 'Other tags stay.'}${knownTagsHint(props.knownTags)}`}
                error={fieldProblem()}
              />
            </Match>
            <Match when={props.kind === 'status'}>
              <SelectField
                id="batch-status"
                label="Status"
                value={status()}
                choices={STATUS_CHOICES}
                onChange={setStatus}
                hint="Do-not-call changes are sent before any other edit; no campaign dials a contact marked Do not call."
              />
            </Match>
            <Match when={props.kind === 'company'}>
              <TextField id="batch-company" label="Company" value={company()} onInput={setCompany} hint="Leave it empty to remove the company." error={fieldProblem()} />
            </Match>
          </Switch>
          {cost('batch-edit-cost')}
          <Show when={working()}>
            <p role="status">Queuing the edits…</p>
          </Show>
          <FormActions problem={general()} busy={working()} label={`Apply to ${countLabel(count, 'contact', 'contacts')}`} onCancel={() => props.onClose()} />
        </RecordForm>
        {question.dialog()}
      </ModalDialog>
    </Show>
  );
}

function knownTagsHint(tags: readonly string[]): string {
  if (tags.length === 0) return '';
  return ` In use: ${tags.slice(0, KNOWN_TAGS_SHOWN).join(', ')}${tags.length > KNOWN_TAGS_SHOWN ? '…' : ''}.`;
}
