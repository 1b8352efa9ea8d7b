import { createSignal, Match, Show, Switch } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import { AllowCallsDialog } from './allow-calls-dialog';
import { DeleteContactDialog } from './delete-contact-dialog';
import { EditContactDialog } from './edit-contact-dialog';

export const CONTACT_READ_ONLY_NOTICE_ID = 'contact-read-only';

/**
 * The open contact's buttons: Edit (a form), Do not call (a toggle, sent
 * before any other edit; turning it off asks first), Delete (after a confirmation). All disabled while
 * the workspace's key can only read; the view says why (tied to them).
 */
export function ContactActions(props: { contact: ContactDetail; edits: ContactEditsStore; onDeleted: () => void }) {
  const [dialog, setDialog] = createSignal<'edit' | 'delete' | 'allow-calls' | undefined>();
  const [changingStatus, setChangingStatus] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();
  const readOnly = () => props.edits.readOnly();
  const why = () => (readOnly() ? CONTACT_READ_ONLY_NOTICE_ID : undefined);
  const doNotCall = () => props.contact.status === 'dnc';

  async function setDoNotCall(status: 'active' | 'dnc') {
    if (changingStatus()) return;
    setChangingStatus(true);
    setProblem(undefined);
    const outcome = await props.edits.setStatus(props.contact.id, status);
    setChangingStatus(false);
    if (!outcome.ok) setProblem(outcome.error.message);
    else if (status === 'active') setDialog(undefined);
  }
  // Marking do-not-call is safe and immediate; lifting it lets campaigns dial the person again, so it asks first.
  const toggleDoNotCall = () => (doNotCall() ? setDialog('allow-calls') : void setDoNotCall('dnc'));

  return (
    <>
      <button type="button" disabled={readOnly()} aria-describedby={why()} onClick={() => setDialog('edit')}>
        Edit
      </button>
      <button
        type="button"
        class="dnc-toggle"
        aria-pressed={doNotCall()}
        title={doNotCall() ? 'Allow campaigns to call this contact again' : 'Stop every campaign from calling this contact'}
        disabled={readOnly()}
        aria-describedby={why()}
        onClick={toggleDoNotCall}
      >
        Do not call
      </button>
      <button type="button" class="danger" disabled={readOnly()} aria-describedby={why()} onClick={() => setDialog('delete')}>
        Delete
      </button>
      <Show when={problem()}>
        {(message) => (
          <p class="error record-actions-problem" role="alert">
            {message()}
          </p>
        )}
      </Show>
      <Switch>
        <Match when={dialog() === 'edit'}>
          <EditContactDialog contact={props.contact} edits={props.edits} onClose={() => setDialog(undefined)} />
        </Match>
        <Match when={dialog() === 'allow-calls'}>
          <AllowCallsDialog
            who={{ name: props.contact.name }}
            busy={changingStatus()}
            problem={problem()}
            onConfirm={() => void setDoNotCall('active')}
            onCancel={() => setDialog(undefined)}
          />
        </Match>
        <Match when={dialog() === 'delete'}>
          <DeleteContactDialog contact={props.contact} edits={props.edits} onDeleted={() => props.onDeleted()} onClose={() => setDialog(undefined)} />
        </Match>
      </Switch>
    </>
  );
}
