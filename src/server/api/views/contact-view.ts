import { isoTimestamp } from '../../clock';
import type { ContactRecord } from '../../store/contacts';

/**
 * Spec 2.4 marks updated_at as part of the single-contact response, so list
 * items leave it out (our reading) and single responses (get, create, update)
 * carry it. Unset optional text is null rather than absent.
 */
export function contactListView(contact: ContactRecord) {
  return {
    id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    phone: contact.phone,
    email: contact.email,
    company: contact.company,
    tags: contact.tags,
    status: contact.status,
    created_at: isoTimestamp(contact.created_at),
  };
}

export function contactView(contact: ContactRecord) {
  return { ...contactListView(contact), updated_at: isoTimestamp(contact.updated_at) };
}
