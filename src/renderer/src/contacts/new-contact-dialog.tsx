import type { CoreError } from '../../../shared/contract/result';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import { ContactForm } from './contact-form';
import { createEditOf, formValuesOf, type ContactFormValues } from './contact-form-values';
import { ModalDialog } from '../editing/modal-dialog';

/** The ref the new contact gets in its batch, to learn the local id the outbox gave it. */
const NEW_CONTACT_REF = 'new-contact';

/** A new contact, queued as `contact.create`; once queued it is in the list, marked pending, and `onCreated` opens it. */
export function NewContactDialog(props: { edits: ContactEditsStore; onCreated: (id: string) => void; onClose: () => void }) {
  async function save(values: ContactFormValues): Promise<CoreError | undefined> {
    const edit = createEditOf(values, NEW_CONTACT_REF);
    if (!edit.ok) return edit.error;
    const outcome = await props.edits.apply([edit.value]);
    if (!outcome.ok) return outcome.error;
    props.onClose();
    const id = outcome.refs[NEW_CONTACT_REF];
    if (id !== undefined) props.onCreated(id);
    return undefined;
  }

  return (
    <ModalDialog id="new-contact" title="New contact" onClose={() => props.onClose()}>
      <ContactForm
        idPrefix="new-contact-form"
        initial={formValuesOf()}
        submitLabel="Create contact"
        note="The contact shows here at once and is created in the workspace when the service can be reached."
        onSave={save}
        check={(values) => createEditOf(values, NEW_CONTACT_REF)}
        onCancel={() => props.onClose()}
      />
    </ModalDialog>
  );
}
