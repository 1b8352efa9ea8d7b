import { createSignal, Show } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import { ModalDialog } from './modal-dialog';

/** Deleting a contact asks first, naming the contact and what deleting does on the service. */
export function DeleteContactDialog(props: { contact: ContactDetail; edits: ContactEditsStore; onDeleted: () => void; onClose: () => void }) {
  const [deleting, setDeleting] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function remove() {
    if (deleting()) return;
    setDeleting(true);
    setProblem(undefined);
    const outcome = await props.edits.apply([{ op: 'contact.delete', id: props.contact.id }]);
    setDeleting(false);
    if (!outcome.ok) {
      setProblem(outcome.error.message);
      return;
    }
    props.onClose();
    props.onDeleted();
  }

  return (
    <ModalDialog id="delete-contact" title={`Delete ${props.contact.name}?`} onClose={() => props.onClose()}>
      <p>
        {props.contact.name} leaves this list now and is deleted from the workspace when the service can be reached: the service removes the contact from every
        campaign and unlinks it from its calls. This cannot be undone once sent.
      </p>
      <Show when={problem()}>
        {(message) => (
          <p class="error" role="alert">
            {message()}
          </p>
        )}
      </Show>
      <div class="actions">
        <button type="button" class="danger" aria-disabled={deleting()} onClick={() => void remove()}>
          Delete contact
        </button>
        <button type="button" onClick={() => props.onClose()}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
