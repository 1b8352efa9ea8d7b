import { presentOnly } from '../../shared/present-only';
import type { Database } from 'better-sqlite3';
import type { ContactCreateBody, ContactUpdateBody } from '../../shared/api/index';
import { newId } from '../ids';
import { notFound } from '../api/api-error';
import { getContact, insertContacts, updateContact, type ContactRecord } from '../store/contacts';

/** Contact create and update. Bodies arrive validated. */

export function createContact(db: Database, workspaceId: number, body: ContactCreateBody, now: number): ContactRecord {
  const contact: ContactRecord = {
    id: newId('contact'),
    workspace_id: workspaceId,
    first_name: body.first_name,
    last_name: body.last_name ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    company: body.company ?? null,
    tags: body.tags ?? [],
    status: body.status ?? 'active',
    created_at: now,
    updated_at: now,
  };
  insertContacts(db, [contact]);
  return contact;
}

/** Only fields present change; updated_at moves only when something was sent. */
export function applyContactUpdate(db: Database, workspaceId: number, contactId: string, changes: ContactUpdateBody, now: number): ContactRecord {
  return db.transaction(() => {
    const contact = getContact(db, workspaceId, contactId);
    if (contact === undefined) throw notFound('contact', contactId);
    if (Object.keys(changes).length === 0) return contact;
    const updated: ContactRecord = { ...contact, ...(presentOnly(changes) as Partial<ContactRecord>), updated_at: now };
    updateContact(db, updated);
    return updated;
  })();
}
