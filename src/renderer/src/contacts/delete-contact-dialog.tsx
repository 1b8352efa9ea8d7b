import { createSignal } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import { ConfirmDialog } from '../editing/confirm-dialog';
import type { ContactEditsStore } from '../stores/contact-edits-store';

/** Deleting a contact asks first, naming the contact and what deleting does on the service. */
export function DeleteContactDialog(props: { contact: ContactDetail; edits: ContactEditsStore; onDeleted: () => void; onClose: () => void }) {
  const [deleting, setDeleting] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();

  async function remove() {
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
    <ConfirmDialog
      id="delete-contact"
      title={`Delete ${props.contact.name}?`}
      confirmLabel="Delete contact"
      busyLabel="Deleting…"
      busy={deleting()}
      danger
      problem={problem()}
      onConfirm={() => void remove()}
      onCancel={() => props.onClose()}
    >
      <p>
        {props.contact.name} leaves this list now and is deleted from the workspace when the service can be reached: the service removes the contact from every
        campaign and unlinks it from its calls. This cannot be undone once sent.
      </p>
    </ConfirmDialog>
  );
}
