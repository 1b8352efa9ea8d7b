import type { Database } from 'better-sqlite3';
import type { ContactStatus } from '../../shared/api/index';
import { statement } from './statements';
import { adjustListTotal, countInserted, listTotal } from './list-totals';
import { stringArrayFromJson, toJson } from './json-columns';

export interface ContactRecord {
  id: string;
  workspace_id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  tags: string[];
  status: ContactStatus;
  created_at: number;
  updated_at: number;
}

type ContactRow = Omit<ContactRecord, 'tags'> & { tags: string };

const COLUMNS = ['id', 'workspace_id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status', 'created_at', 'updated_at'];
const INSERT = `INSERT INTO contacts (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
const UPDATE = `UPDATE contacts SET first_name = @first_name, last_name = @last_name, phone = @phone, email = @email, company = @company,
  tags = @tags, status = @status, updated_at = @updated_at WHERE id = @id AND workspace_id = @workspace_id`;
const SELECT_ONE = `SELECT ${COLUMNS.join(', ')} FROM contacts WHERE id = ? AND workspace_id = ?`;
const SELECT_PAGE = `SELECT ${COLUMNS.join(', ')} FROM contacts WHERE workspace_id = ? ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?`;

function fromRow(row: ContactRow): ContactRecord {
  return { ...row, tags: stringArrayFromJson(row.tags) };
}

function toRow(contact: ContactRecord): ContactRow {
  return { ...contact, tags: toJson(contact.tags) };
}

/** Bulk insert in one transaction (nested inside the caller's, if any). */
export function insertContacts(db: Database, contacts: readonly ContactRecord[]): void {
  const insert = statement(db, INSERT);
  db.transaction(() => {
    for (const contact of contacts) insert.run(toRow(contact));
    countInserted(db, 'contacts', contacts);
  })();
}

export function getContact(db: Database, workspaceId: number, id: string): ContactRecord | undefined {
  const row = statement(db, SELECT_ONE).get(id, workspaceId) as ContactRow | undefined;
  return row === undefined ? undefined : fromRow(row);
}

export function listContacts(db: Database, workspaceId: number, limit: number, offset: number): ContactRecord[] {
  return (statement(db, SELECT_PAGE).all(workspaceId, limit, offset) as ContactRow[]).map(fromRow);
}

export function countContacts(db: Database, workspaceId: number): number {
  return listTotal(db, workspaceId, 'contacts');
}

export function contactExists(db: Database, workspaceId: number, id: string): boolean {
  return statement(db, 'SELECT 1 FROM contacts WHERE id = ? AND workspace_id = ?').get(id, workspaceId) !== undefined;
}

/** Writes every mutable column: callers read, change and write back in one transaction. */
export function updateContact(db: Database, contact: ContactRecord): void {
  const { created_at: _created, ...row } = toRow(contact);
  statement(db, UPDATE).run(row);
}

/** Foreign keys do the rest: campaign memberships go, calls keep existing with contact_id null. */
export function deleteContact(db: Database, workspaceId: number, id: string): boolean {
  return db.transaction(() => {
    const deleted = statement(db, 'DELETE FROM contacts WHERE id = ? AND workspace_id = ?').run(id, workspaceId).changes > 0;
    if (deleted) adjustListTotal(db, workspaceId, 'contacts', -1);
    return deleted;
  })();
}

export interface ContactSample {
  id: string;
  workspace_id: number;
  first_name: string;
  status: ContactStatus;
}

/**
 * Random picks without a scan, for the simulator: contacts are numbered by
 * insertion (seq), so a random number up to the last one and the first
 * contact at or after it is a pick in O(log n). Deleted rows make the pick
 * slightly uneven, which a simulation does not mind.
 */
export function lastContactPosition(db: Database): number {
  return (statement(db, 'SELECT COALESCE(MAX(seq), 0) AS position FROM contacts').get() as { position: number }).position;
}

export function contactAtOrAfterPosition(db: Database, position: number): ContactSample | undefined {
  return statement(db, 'SELECT id, workspace_id, first_name, status FROM contacts WHERE seq >= ? ORDER BY seq LIMIT 1').get(position) as ContactSample | undefined;
}
