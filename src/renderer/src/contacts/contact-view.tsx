import { Show } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import { formatTime } from '../calls/format';
import { Chips, Fields } from '../records/fields';
import { RecordCalls } from '../records/record-calls';
import { RecordView } from '../records/record-view';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { ContactStatus } from './contact-status';

/** The open contact: every field, its tags, whether it may be called, and its calls (each opens the call's view). */
export function ContactView(props: { store: ContactsScreenStore; onBack: () => void }) {
  return (
    <RecordView store={props.store.view} section="contacts" noun="contact" title={(contact: ContactDetail) => contact.name} onBack={props.onBack}>
      {(contact) => (
        <>
          <Show when={contact.status === 'dnc'}>
            <p class="dnc-notice">Do not call: no campaign dials this contact.</p>
          </Show>
          <Fields
            fields={[
              { label: 'First name', value: contact.first_name },
              { label: 'Last name', value: contact.last_name },
              { label: 'Phone', value: contact.phone },
              { label: 'Email', value: contact.email },
              { label: 'Company', value: contact.company },
              { label: 'Tags', value: <Chips items={contact.tags} label="Tags" none="No tags" /> },
              { label: 'Status', value: <ContactStatus status={contact.status} /> },
              { label: 'Created', value: formatTime(contact.created_at) },
              { label: 'Updated', value: contact.updated_at === null ? null : formatTime(contact.updated_at) },
              { label: 'Last synced', value: contact.synced_at === null ? 'Not yet: created on this computer' : formatTime(contact.synced_at) },
            ]}
          />
          <RecordCalls calls={props.store.calls} from={contact.name} other="agent" empty="No calls with this contact in this computer's copy of the workspace." />
        </>
      )}
    </RecordView>
  );
}
