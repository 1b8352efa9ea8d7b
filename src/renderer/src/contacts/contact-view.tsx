import { Show } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import { formatTime } from '../calls/format';
import { Fields, type Field } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { ContactActions } from './contact-actions';
import { ContactStatus } from './contact-status';
import { ReadOnlyNotice } from './read-only-notice';
import { StatusDeliveryNotice } from './status-delivery-notice';
import { TagEditor } from './tag-editor';
import './contacts-editing.css';

/**
 * The open contact: every field, its tags (added and removed here), whether
 * it may be called, and its calls (each opens the call's view); Edit, Do not
 * call and Delete above.
 *
 * The record is read from the store, not from the frame's snapshot, so the
 * view follows each re-read of the mirror (an edit queued, sent, synced)
 * without being rebuilt (a tag being typed survives it).
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
      actions={() => <Show when={props.store.view.record()}>{(contact) => <ContactActions contact={contact()} edits={edits()} onDeleted={props.onBack} />}</Show>}
    >
      {() => (
        <Show when={props.store.view.record()}>
          {(contact) => (
            <>
              <ReadOnlyNotice readOnly={edits().readOnly()} />
              <Show when={delivery(contact())}>{(current) => <StatusDeliveryNotice delivery={current()} />}</Show>
              <Show when={contact().status === 'dnc'}>
                <p class="dnc-notice">Do not call: no campaign dials this contact.</p>
              </Show>
              <Fields fields={contactFields(contact, edits())} />
              <RecordCalls calls={props.store.calls} from={contact().name} other="agent" empty="No calls with this contact in this computer's copy of the workspace." />
            </>
          )}
        </Show>
      )}
    </RecordView>
  );
}

/** The fields, made once per open contact: each value follows the record as it is read again, so no field is rebuilt (nor a tag being typed lost). */
function contactFields(contact: () => ContactDetail, edits: ContactEditsStore): Field[] {
  const text = (label: string, read: (record: ContactDetail) => string | null): Field => ({
    label,
    get value() {
      return read(contact());
    },
  });
  return [
    text('First name', (record) => record.first_name),
    text('Last name', (record) => record.last_name),
    text('Phone', (record) => record.phone),
    text('Email', (record) => record.email),
    text('Company', (record) => record.company),
    { label: 'Tags', value: <TagEditor contactId={contact().id} contactName={contact().name} tags={contact().tags} edits={edits} /> },
    { label: 'Status', value: <ContactStatus status={contact().status} /> },
    text('Created', (record) => formatTime(record.created_at)),
    text('Updated', (record) => (record.updated_at === null ? null : formatTime(record.updated_at))),
    text('Last synced', (record) => (record.synced_at === null ? 'Not yet: created on this computer' : formatTime(record.synced_at))),
  ];
}
