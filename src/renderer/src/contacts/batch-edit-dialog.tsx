import { createSignal, For, Match, Show, Switch } from 'solid-js';
import type { ContactStatus } from '../../../shared/api/resources';
import type { CoreError } from '../../../shared/contract/result';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import type { ContactSelectionStore } from '../stores/contact-selection-store';
import { TextField } from '../workspaces/text-field';
import { batchEdits, batchTitle, checkBatchInput, type BatchAction, type BatchKind } from './batch-edits';
import { CONTACT_STATUS_OPTIONS } from './contact-status';
import { parseTags } from './contact-form-values';
import { ModalDialog } from './modal-dialog';

/**
 * One batch edit over the selected contacts: what to set (tags, a status, a
 * company) or, for Delete, the confirmation that names how many. The ids of
 * "all matching" are fetched only now; the edits go in one batch, checked
 * whole by the core, so either all are queued or none.
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
  const fieldProblem = (field: string) => {
    const problems = error()?.problems ?? [];
    return problems.find((problem) => problem.field === field)?.message ?? problems.find((problem) => problem.field.endsWith(`.${field}`))?.message;
  };
  const general = () => (error() !== undefined && fieldProblem(props.kind === 'company' ? 'company' : 'tags') === undefined ? error()!.message : undefined);

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

  async function submit() {
    // Nothing is disabled while working (the focus would be lost): a second submit meanwhile is ignored.
    if (working()) return;
    const chosen = action();
    const problem = checkBatchInput(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    setWorking(true);
    setError(undefined);
    const ids = await props.selection.ids();
    if (!ids.ok) {
      setWorking(false);
      setError(ids.error);
      return;
    }
    if (ids.ids.length === 0) {
      setWorking(false);
      setError({ code: 'not_found', message: 'None of the selected contacts is in the list any more.' });
      return;
    }
    const outcome = await props.edits.apply(batchEdits(ids.ids, chosen));
    setWorking(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    // Done first: closing ends the dialog, and with it `props.kind`.
    props.onDone(props.kind);
    props.onClose();
  }

  const submitLabel = () => (props.kind === 'delete' ? `Delete ${count.toLocaleString()} ${count === 1 ? 'contact' : 'contacts'}` : 'Apply');

  return (
    <ModalDialog id="batch-edit" title={batchTitle(props.kind, count)} onClose={() => props.onClose()}>
      <form
        class="batch-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Switch>
          <Match when={props.kind === 'add-tags' || props.kind === 'remove-tags'}>
            <TextField
              id="batch-tags"
              label="Tags"
              value={tags()}
              onInput={setTags}
              hint={props.kind === 'add-tags' ? 'Separated by commas. Tags the contacts already have stay.' : 'Separated by commas. Other tags stay.'}
              error={fieldProblem('tags')}
            />
            <Show when={props.knownTags.length > 0}>
              <p class="hint">
                In use:{' '}
                <For each={props.knownTags.slice(0, 20)}>
                  {(tag, index) => (
                    <>
                      {index() > 0 ? ', ' : ''}
                      {tag}
                    </>
                  )}
                </For>
                {props.knownTags.length > 20 ? '…' : ''}
              </p>
            </Show>
          </Match>
          <Match when={props.kind === 'status'}>
            <div class="field">
              <label for="batch-status">Status</label>
              <select id="batch-status" value={status()} onChange={(event) => setStatus(event.currentTarget.value as ContactStatus)}>
                <For each={CONTACT_STATUS_OPTIONS}>{([value, label]) => <option value={value}>{label}</option>}</For>
              </select>
              <span class="hint">Do-not-call changes are sent before any other edit; no campaign dials a contact marked Do not call.</span>
            </div>
          </Match>
          <Match when={props.kind === 'company'}>
            <TextField id="batch-company" label="Company" value={company()} onInput={setCompany} hint="Leave it empty to remove the company." error={fieldProblem('company')} />
          </Match>
          <Match when={props.kind === 'delete'}>
            <p>
              They leave this list now and are deleted from the workspace when the service can be reached: the service removes each from every campaign and unlinks it
              from its calls. This cannot be undone once sent.
            </p>
          </Match>
        </Switch>
        <Show when={working()}>
          <p role="status">Queuing the edits…</p>
        </Show>
        <Show when={general()}>
          {(message) => (
            <p class="error" role="alert">
              {message()}
            </p>
          )}
        </Show>
        <div class="actions">
          <button type="submit" classList={{ primary: props.kind !== 'delete', danger: props.kind === 'delete' }} aria-disabled={working()}>
            {submitLabel()}
          </button>
          <button type="button" onClick={() => props.onClose()}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
