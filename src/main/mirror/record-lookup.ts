import type { OperationResource, RecordValue } from '../../shared/outbox/operations';
import type { MirrorDb } from './open-mirror';
import { parseRaw } from './raw-json';
import { statement } from './statements';

/**
 * Single records as the outbox needs them: the server's version (what sync
 * or an acknowledgement last wrote) and the user's (the overlay, a pending
 * delete included).
 */

const SERVER_TABLE = { contacts: 'contacts', agents: 'agents', campaigns: 'campaigns' } as const;
const OVERLAY_TABLE = { contacts: 'contact_overlay', agents: 'agent_overlay', campaigns: 'campaign_overlay' } as const;

export interface ServerRecord {
  record: RecordValue;
  syncedAt: string;
}

export function serverRecord(db: MirrorDb, resource: OperationResource, id: string): ServerRecord | undefined {
  const row = statement(db, `SELECT raw_json, synced_at FROM ${SERVER_TABLE[resource]} WHERE id = ?`).get(id) as { raw_json: string; synced_at: string } | undefined;
  return row === undefined ? undefined : { record: parseRaw(row.raw_json), syncedAt: row.synced_at };
}

/**
 * A record's name for the outbox's list ("Update contact Ana Ruiz"): as the
 * user sees it (the overlay, a pending delete included), else the server's;
 * null when the mirror holds neither (a record the service deleted).
 */
export function recordName(db: MirrorDb, resource: OperationResource, id: string): string | null {
  const overlay = statement(db, `SELECT name FROM ${OVERLAY_TABLE[resource]} WHERE id = ?`).get(id) as { name: string } | undefined;
  if (overlay !== undefined) return overlay.name;
  const server = statement(db, `SELECT name FROM ${SERVER_TABLE[resource]} WHERE id = ?`).get(id) as { name: string } | undefined;
  return server?.name ?? null;
}

export type ShownRecord = { state: 'shown'; record: RecordValue; pending: boolean } | { state: 'deleted' } | { state: 'absent' };

/** The record as the user sees it: with pending edits folded in, deleted pending a delete, or absent from the mirror. */
export function shownRecord(db: MirrorDb, resource: OperationResource, id: string): ShownRecord {
  const overlay = statement(db, `SELECT raw_json, deleted FROM ${OVERLAY_TABLE[resource]} WHERE id = ?`).get(id) as { raw_json: string; deleted: number } | undefined;
  if (overlay !== undefined) return overlay.deleted === 1 ? { state: 'deleted' } : { state: 'shown', record: parseRaw(overlay.raw_json), pending: true };
  const server = serverRecord(db, resource, id);
  return server === undefined ? { state: 'absent' } : { state: 'shown', record: server.record, pending: false };
}

/**
 * Every phone (as digits) and email (lower case) the mirror shows, with the
 * contact's id and name, for spotting duplicates in an import: one read of
 * the view rather than a scan per imported row (neither column is indexed).
 */
export function contactKeys(db: MirrorDb): { byPhone: Map<string, { id: string; name: string }>; byEmail: Map<string, { id: string; name: string }> } {
  const byPhone = new Map<string, { id: string; name: string }>();
  const byEmail = new Map<string, { id: string; name: string }>();
  const rows = statement(db, 'SELECT id, name, phone_digits, lower(email) AS email FROM contacts_view WHERE phone_digits IS NOT NULL OR email IS NOT NULL').all() as {
    id: string;
    name: string;
    phone_digits: string | null;
    email: string | null;
  }[];
  for (const row of rows) {
    if (row.phone_digits !== null && !byPhone.has(row.phone_digits)) byPhone.set(row.phone_digits, { id: row.id, name: row.name });
    if (row.email !== null && !byEmail.has(row.email)) byEmail.set(row.email, { id: row.id, name: row.name });
  }
  return { byPhone, byEmail };
}

/** How many records of a resource the mirror holds from the service (its list's length when last synced). */
export function countServerRecords(db: MirrorDb, resource: OperationResource): number {
  return (statement(db, `SELECT count(*) AS n FROM ${SERVER_TABLE[resource]}`).get() as { n: number }).n;
}
