import type { ContactRow } from '../../../shared/contract/record-schemas';

const labels: Record<ContactRow['status'], string> = { active: 'Active', dnc: 'Do not call' };

export const CONTACT_STATUS_OPTIONS = Object.entries(labels) as [ContactRow['status'], string][];

/** A contact's status; "Do not call" stands out, as such a contact is never dialled. */
export function ContactStatus(props: { status: ContactRow['status'] }) {
  return <span class={`status-badge contact-${props.status}`}>{labels[props.status]}</span>;
}
