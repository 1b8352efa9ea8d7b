import type { SandboxServer } from '../../src/server/sandbox-server';

/**
 * Contacts as the sandbox holds them, read from its own database (never
 * through the API the app uses), for a browser test to compare with what the
 * app did.
 */
export interface ServerContact {
  id: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  tags: string[];
  status: string;
}

/** Every contact of the main workspace, by id. */
export function serverContacts(sandbox: SandboxServer): Map<string, ServerContact> {
  const rows = sandbox.admin.db
    .prepare('SELECT id, first_name, last_name, phone, email, company, tags, status FROM contacts WHERE workspace_id = ? ORDER BY id')
    .all(sandbox.admin.workspaces.main) as (Omit<ServerContact, 'tags'> & { tags: string })[];
  return new Map(rows.map((row) => [row.id, { ...row, tags: JSON.parse(row.tags) as string[] }]));
}

/** By id, each with its tags sorted: two readings compare equal whatever order the tags were added in. */
export function sortedById(contacts: Map<string, ServerContact>): ServerContact[] {
  return [...contacts.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((contact) => ({ ...contact, tags: [...contact.tags].sort() }));
}

/** The name the app shows for a contact: its first and last names, those that are not blank. */
export function nameOf(contact: { first_name: string; last_name: string | null }): string {
  return [contact.first_name, contact.last_name ?? ''].filter((part) => part.trim() !== '').join(' ');
}

/** The contacts whose name no other contact shares, so that a search or a row's label finds each alone. */
export function uniquelyNamed<Contact extends { first_name: string; last_name: string | null }>(contacts: Iterable<Contact>): Contact[] {
  const all = [...contacts];
  const counts = new Map<string, number>();
  for (const contact of all) counts.set(nameOf(contact), (counts.get(nameOf(contact)) ?? 0) + 1);
  return all.filter((contact) => counts.get(nameOf(contact)) === 1);
}
