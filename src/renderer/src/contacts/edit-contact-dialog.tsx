import type { ContactDetail } from '../../../shared/contract/record-schemas';
import type { CoreError } from '../../../shared/contract/result';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import { ContactForm } from './contact-form';
import { formValuesOf, updateEditOf, type ContactFormValues } from './contact-form-values';
import { ModalDialog } from '../editing/modal-dialog';
import { createAllowCallsQuestion } from './allow-calls-dialog';

/**
 * Editing a contact's fields. Only the fields changed are queued (one
 * `contact.update`); saving with nothing changed just closes the form.
 * Setting a do-not-call contact's status back to Active asks first, as the
 * Do not call toggle does (allow-calls-dialog.tsx); declined, the form stays
 * open with its values.
 */
export function EditContactDialog(props: { contact: ContactDetail; edits: ContactEditsStore; onClose: () => void }) {
  const question = createAllowCallsQuestion();
  const liftsDoNotCall = (values: ContactFormValues) => props.contact.status === 'dnc' && values.status === 'active';
  async function save(values: ContactFormValues): Promise<CoreError | undefined> {
    const edit = updateEditOf(props.contact, values);
    if (!edit.ok) return edit.error;
    if (edit.value !== null) {
      const outcome = await props.edits.apply([edit.value]);
      if (!outcome.ok) return outcome.error;
    }
    props.onClose();
    return undefined;
  }

  return (
    <ModalDialog id="edit-contact" title={`Edit ${props.contact.name}`} onClose={() => props.onClose()}>
      <ContactForm
        idPrefix="edit-contact-form"
        initial={formValuesOf(props.contact)}
        submitLabel="Save changes"
        note="Changes show here at once and reach the workspace when the service can be reached."
        onSave={save}
        confirm={(values) => (liftsDoNotCall(values) ? question.ask({ name: props.contact.name }) : Promise.resolve(true))}
        check={(values) => updateEditOf(props.contact, values)}
        onCancel={() => props.onClose()}
      />
      {question.dialog()}
    </ModalDialog>
  );
}
