import type { Contact } from '../../shared/api/resources';
import { addContactDocument, indexedTextChanged, removeContactDocument, type IndexedContactText } from './contact-search-index';
import type { MirrorDb } from './open-mirror';
import { changedAssignments, emptyUpsertResult, mergeRaw, type UpsertResult } from './raw-json';
import { isShadowed, refreshOverlay } from './overlay-writes';
import { contactColumns } from './record-columns';
import { statement } from './statements';
import { writeRows, type WriteOptions } from './write-batches';

/**
 * Writes to `contacts` (and `contact_tags`), by sync (and by the outbox,
 * recording what the service acknowledged), with the full-text index kept
 * in step in the same transaction.
 */

export interface ContactWriteOptions extends WriteOptions {
  /** True when the records come from single-contact GETs (sets `detail_fetched_at`). */
  detail?: boolean;
}

const BOOKKEEPING = `detail_fetched_at = coalesce(@detail_fetched_at, detail_fetched_at),
  seen_in_pass = coalesce(@seen_in_pass, seen_in_pass), synced_at = @synced_at`;

const SELECT_EXISTING = 'SELECT * FROM contacts WHERE id = ?';

interface ExistingContact extends IndexedContactText, Record<string, unknown> {
  row_id: number;
  raw_json: string;
  tags_json: string;
}
const INSERT = `INSERT INTO contacts (id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort,
  tags_json, tags_text, status, created_at, created_ms, updated_at, raw_json, detail_fetched_at, seen_in_pass, synced_at)
  VALUES (@id, @first_name, @last_name, @name, @sort_name, @phone, @phone_digits, @email, @company, @company_sort,
  @tags_json, @tags_text, @status, @created_at, @created_ms, @updated_at, @raw_json, @detail_fetched_at, @seen_in_pass, @synced_at)`;
const TOUCH = `UPDATE contacts SET ${BOOKKEEPING} WHERE row_id = @row_id`;
const DELETE_TAGS = 'DELETE FROM contact_tags WHERE contact_row = ?';
const INSERT_TAG = 'INSERT OR IGNORE INTO contact_tags (contact_row, tag) VALUES (?, ?)';

/**
 * Inserts or updates contacts by id. Idempotent: writing the same records
 * again changes nothing but the bookkeeping columns. One transaction per
 * call when a checkpoint is given, otherwise chunked (see write-batches.ts).
 */
export function upsertContacts(db: MirrorDb, contacts: readonly Contact[], options: ContactWriteOptions = {}): UpsertResult {
  const result = emptyUpsertResult();
  const syncedAt = options.syncedAt ?? new Date().toISOString();
  const bookkeeping = {
    detail_fetched_at: options.detail === true ? syncedAt : null,
    seen_in_pass: options.passId ?? null,
    synced_at: syncedAt,
  };
  writeRows(
    db,
    contacts,
    (contact) => {
      const existing = statement(db, SELECT_EXISTING).get(contact.id) as ExistingContact | undefined;
      const { merged, json, changed } = mergeRaw(existing?.raw_json, contact);
      if (existing !== undefined && !changed) {
        statement(db, TOUCH).run({ row_id: existing.row_id, ...bookkeeping });
        result.unchanged += 1;
        return;
      }
      const { columns, tags } = contactColumns(merged, json);
      // A record with a pending edit shows (and is indexed) as the overlay has it; its overlay is refolded below instead.
      const shadowed = isShadowed(db, 'contacts', contact.id);
      let rowId: number;
      if (existing === undefined) {
        rowId = Number(statement(db, INSERT).run({ id: contact.id, ...columns, ...bookkeeping }).lastInsertRowid);
        if (!shadowed) addContactDocument(db, rowId, columns);
        result.inserted += 1;
      } else {
        rowId = existing.row_id;
        const reindex = !shadowed && indexedTextChanged(existing, columns);
        if (reindex) removeContactDocument(db, rowId, existing);
        const assignments = changedAssignments(existing, columns);
        statement(db, `UPDATE contacts SET ${[...assignments, BOOKKEEPING].join(', ')} WHERE row_id = @row_id`).run({ row_id: rowId, ...columns, ...bookkeeping });
        if (reindex) addContactDocument(db, rowId, columns);
        result.updated += 1;
      }
      if (existing === undefined) insertTags(db, rowId, tags);
      else if (existing.tags_json !== columns.tags_json) {
        statement(db, DELETE_TAGS).run(rowId);
        insertTags(db, rowId, tags);
      }
      if (shadowed) refreshOverlay(db, 'contacts', contact.id);
      result.changedIds.push(contact.id);
    },
    options.checkpoint,
  );
  return result;
}

/**
 * Removes a contact the server no longer has, and detaches its calls as the
 * server does (spec 4.3: deleting a contact removes the association with its
 * call history), in the typed column and in the raw JSON. True if it existed.
 */
export function deleteContact(db: MirrorDb, id: string): boolean {
  return db.transaction(() => {
    const existing = statement(db, SELECT_EXISTING).get(id) as ExistingContact | undefined;
    if (existing === undefined) return false;
    statement(db, `UPDATE calls SET contact_id = NULL, raw_json = json_set(raw_json, '$.contact_id', NULL) WHERE contact_id = ?`).run(id);
    const shadowed = isShadowed(db, 'contacts', id);
    if (!shadowed) removeContactDocument(db, existing.row_id, existing);
    statement(db, 'DELETE FROM contacts WHERE row_id = ?').run(existing.row_id);
    if (shadowed) refreshOverlay(db, 'contacts', id);
    return true;
  }).immediate();
}


function insertTags(db: MirrorDb, rowId: number, tags: readonly string[]): void {
  const insert = statement(db, INSERT_TAG);
  for (const tag of tags) insert.run(rowId, tag);
}
