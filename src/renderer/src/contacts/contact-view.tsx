import { Show } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import { formatPhone } from '../../../shared/phone/phone-format';
import { formatTime } from '../calls/format';
import { Fields, type Field } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import { ReadOnlyNotice } from '../shell/read-only-notice';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { CONTACT_READ_ONLY_NOTICE_ID, ContactActions } from './contact-actions';
import { ContactCampaigns } from './contact-campaigns';
import { ContactStatus } from './contact-status';
import { StatusDeliveryNotice } from './status-delivery-notice';
import { TagEditor } from './tag-editor';
import './contacts-editing.css';

/**
 * The open contact: every field, its tags (added and removed here), whether
 * it may be called, and its calls (each opens the call's view); Edit, Do not
 * call and Delete above.
 */
export function ContactView(props: { store: ContactsScreenStore; onBack: () => void }) {
  const edits = () => props.store.edits;
  const delivery = (contact: ContactDetail) => {
    const current = edits().delivery();
    return current?.id === contact.id ? current : undefined;
  };
  return (
    <RecordView
      store={props.store.view}
      section="contacts"
      noun="contact"
      title={(contact: ContactDetail) => contact.name}
      onBack={props.onBack}
      actions={(contact) => <ContactActions contact={contact} edits={edits()} onDeleted={props.onBack} />}
    >
      {(contact) => (
        <>
          <ReadOnlyNotice id={CONTACT_READ_ONLY_NOTICE_ID} access={props.store.access} />
          <Show when={delivery(contact)}>{(current) => <StatusDeliveryNotice delivery={current()} />}</Show>
          <Show when={contact.status === 'dnc'}>
            <p class="dnc-notice">Do not call: no campaign dials this contact.</p>
          </Show>
          <Fields fields={contactFields(contact, edits())} />
          <ContactCampaigns store={props.store.campaigns} from={contact.name} />
          <RecordCalls calls={props.store.calls} from={contact.name} other="agent" empty="No calls with this contact in this computer's copy of the workspace." />
        </>
      )}
    </RecordView>
  );
}

/**
 * The fields, made once per open contact (which follows the store): each
 * value reads the record as it is read again, so no field is rebuilt, nor a
 * tag being typed lost, when an edit is queued or sent.
 */
function contactFields(contact: ContactDetail, edits: ContactEditsStore): Field[] {
  const text = (label: string, read: () => string | null): Field => ({
    label,
    get value() {
      return read();
    },
  });
  return [
    text('First name', () => contact.first_name),
    text('Last name', () => contact.last_name),
    text('Phone', () => (contact.phone === null ? null : formatPhone(contact.phone))),
    text('Email', () => contact.email),
    text('Company', () => contact.company),
    { label: 'Tags', value: <TagEditor contact={contact} edits={edits} /> },
    { label: 'Status', value: <ContactStatus status={contact.status} /> },
    text('Created', () => formatTime(contact.created_at)),
    text('Updated', () => (contact.updated_at === null ? null : formatTime(contact.updated_at))),
    text('Last synced', () => (contact.synced_at === null ? 'Not yet: created on this computer' : formatTime(contact.synced_at))),
  ];
}
