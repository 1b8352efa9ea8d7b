import type { Operation, OperationKind, OperationProblem, OperationResource, OperationState } from '../../shared/outbox/operations';
import type { MirrorDb } from './open-mirror';
import { notHeldSql } from './held-batches';
import { recordName } from './record-lookup';
import { statement } from './statements';

/**
 * The rows of `outbox_ops` (see migration 006; local ids are in local-ids.ts), read and
 * written as `Operation`s. Callers decide transactions: an edit is queued,
 * and an acknowledgement recorded, together with its overlay change, in one
 * durable transaction (src/main/outbox).
 */

interface OperationSqlRow {
  seq: number;
  kind: string;
  resource: string;
  target: string;
  fields_json: string;
  tags_add_json: string;
  tags_remove_json: string;
  contact_ids_json: string;
  base_json: string;
  urgent: number;
  state: string;
  attempts: number;
  next_attempt_ms: number;
  queued_at: string;
  updated_at: string;
  sent_at: string | null;
  sent_json: string | null;
  done_at: string | null;
  result_id: string | null;
  problem_json: string | null;
  batch: string | null;
  target_name: string | null;
}

function toOperation(row: OperationSqlRow): Operation {
  return {
    seq: row.seq,
    kind: row.kind as OperationKind,
    resource: row.resource as OperationResource,
    target: row.target,
    fields: JSON.parse(row.fields_json) as Record<string, unknown>,
    tagsAdd: JSON.parse(row.tags_add_json) as string[],
    tagsRemove: JSON.parse(row.tags_remove_json) as string[],
    contactIds: JSON.parse(row.contact_ids_json) as string[],
    base: JSON.parse(row.base_json) as Record<string, unknown>,
    urgent: row.urgent === 1,
    state: row.state as OperationState,
    attempts: row.attempts,
    nextAttemptAtMs: row.next_attempt_ms,
    queuedAt: row.queued_at,
    updatedAt: row.updated_at,
    sentAt: row.sent_at,
    sentBody: row.sent_json === null ? null : (JSON.parse(row.sent_json) as unknown),
    doneAt: row.done_at,
    resultId: row.result_id,
    problem: row.problem_json === null ? null : (JSON.parse(row.problem_json) as OperationProblem),
    batch: row.batch,
    targetName: row.target_name,
  };
}

function toSqlRow(operation: Omit<Operation, 'seq' | 'targetName'>) {
  return {
    kind: operation.kind,
    resource: operation.resource,
    target: operation.target,
    fields_json: JSON.stringify(operation.fields),
    tags_add_json: JSON.stringify(operation.tagsAdd),
    tags_remove_json: JSON.stringify(operation.tagsRemove),
    contact_ids_json: JSON.stringify(operation.contactIds),
    base_json: JSON.stringify(operation.base),
    urgent: operation.urgent ? 1 : 0,
    state: operation.state,
    attempts: operation.attempts,
    next_attempt_ms: operation.nextAttemptAtMs,
    queued_at: operation.queuedAt,
    updated_at: operation.updatedAt,
    sent_at: operation.sentAt,
    sent_json: operation.sentBody === null || operation.sentBody === undefined ? null : JSON.stringify(operation.sentBody),
    done_at: operation.doneAt,
    result_id: operation.resultId,
    problem_json: operation.problem === null ? null : JSON.stringify(operation.problem),
    batch: operation.batch,
  };
}

const COLUMNS = [
  'kind', 'resource', 'target', 'fields_json', 'tags_add_json', 'tags_remove_json', 'contact_ids_json', 'base_json', 'urgent', 'state',
  'attempts', 'next_attempt_ms', 'queued_at', 'updated_at', 'sent_at', 'sent_json', 'done_at', 'result_id', 'problem_json', 'batch',
] as const satisfies readonly (keyof ReturnType<typeof toSqlRow>)[];

/** Queues an operation; its record's name is remembered as the mirror shows it now (for creates, none yet). */
export function insertOperation(db: MirrorDb, operation: Omit<Operation, 'seq' | 'targetName'>): number {
  const sql = `INSERT INTO outbox_ops (${COLUMNS.join(', ')}, target_name) VALUES (${COLUMNS.map((name) => `@${name}`).join(', ')}, @target_name)`;
  // A create names a record no table holds yet (its name comes with its overlay).
  const targetName = operation.kind === 'contact.create' || operation.kind === 'campaign.create' ? null : recordName(db, operation.resource, operation.target);
  return Number(statement(db, sql).run({ ...toSqlRow(operation), target_name: targetName }).lastInsertRowid);
}

/** Rewrites a stored operation whole (the callers change a copy and save it). */
export function saveOperation(db: MirrorDb, operation: Operation): void {
  const sql = `UPDATE outbox_ops SET ${COLUMNS.map((name) => `${name} = @${name}`).join(', ')} WHERE seq = @seq`;
  statement(db, sql).run({ seq: operation.seq, ...toSqlRow(operation) });
}

export function deleteOperation(db: MirrorDb, seq: number): void {
  statement(db, 'DELETE FROM outbox_ops WHERE seq = ?').run(seq);
}

/** Deletes every open operation of these records (records created here and dropped unsent). */
export function deleteOpenOperationsOf(db: MirrorDb, targets: readonly string[]): number {
  return statement(db, `DELETE FROM outbox_ops WHERE target IN (SELECT value FROM json_each(?)) AND state <> 'done'`).run(JSON.stringify(targets)).changes;
}

export function getOperation(db: MirrorDb, seq: number): Operation | undefined {
  const row = statement(db, 'SELECT * FROM outbox_ops WHERE seq = ?').get(seq) as OperationSqlRow | undefined;
  return row === undefined ? undefined : toOperation(row);
}

/** A record's operations not yet done, in the order the user made them. */
export function openOperationsFor(db: MirrorDb, target: string): Operation[] {
  const rows = statement(db, `SELECT * FROM outbox_ops WHERE target = ? AND state <> 'done' ORDER BY seq`).all(target) as OperationSqlRow[];
  return rows.map(toOperation);
}

export function hasOpenOperations(db: MirrorDb, target: string): boolean {
  return statement(db, `SELECT 1 FROM outbox_ops WHERE target = ? AND state <> 'done' LIMIT 1`).get(target) !== undefined;
}

/** Operations in the given states, in queue order (urgent first), at most `limit`; held ones (held-batches.ts) are not there yet. */
export function listOperations(db: MirrorDb, states: readonly OperationState[], limit = 1_000_000): Operation[] {
  const rows = statement(db, `SELECT * FROM outbox_ops WHERE state IN (SELECT value FROM json_each(?)) AND ${notHeldSql()} ORDER BY urgent DESC, batch IS NOT NULL, seq LIMIT ?`).all(
    JSON.stringify(states),
    limit,
  ) as OperationSqlRow[];
  return rows.map(toOperation);
}

export function countOperations(db: MirrorDb): Record<OperationState, number> {
  const counts: Record<OperationState, number> = { queued: 0, sending: 0, done: 0, failed: 0, conflict: 0 };
  for (const row of statement(db, `SELECT state, count(*) AS n FROM outbox_ops WHERE ${notHeldSql()} GROUP BY state`).all() as { state: OperationState; n: number }[]) {
    counts[row.state] = row.n;
  }
  return counts;
}

/** "Send now": operations waiting out a backoff may go at once. Returns how many were waiting. */
export function endBackoffs(db: MirrorDb): number {
  return statement(db, "UPDATE outbox_ops SET next_attempt_ms = 0 WHERE state IN ('queued', 'sending') AND next_attempt_ms > 0").run().changes;
}

/** The counts of operations not yet done, along the partial index that leaves the done ones out. */
export function countOpenOperations(db: MirrorDb): { queued: number; sending: number; failed: number; conflict: number } {
  const counts = { queued: 0, sending: 0, failed: 0, conflict: 0 };
  for (const row of statement(db, `SELECT state, count(*) AS n FROM outbox_ops WHERE state <> 'done' AND ${notHeldSql()} GROUP BY state`).all() as { state: keyof typeof counts; n: number }[]) {
    counts[row.state] = row.n;
  }
  return counts;
}

/** The newest operation waiting to be sent (held ones left out), or 0. */
export function newestQueuedSeq(db: MirrorDb): number {
  const row = statement(db, `SELECT seq FROM outbox_ops WHERE state <> 'done' AND state = 'queued' AND ${notHeldSql()} ORDER BY seq DESC LIMIT 1`).get() as { seq: number } | undefined;
  return row?.seq ?? 0;
}

// `state <> 'done'` says what the IN list already does, in the words of the partial index that keeps the sending order.
export const NEXT_OPERATIONS_SQL = `SELECT o.* FROM outbox_ops AS o
     WHERE o.state <> 'done' AND o.state IN ('queued', 'sending') AND o.next_attempt_ms <= @now AND (@urgent_only = 0 OR o.urgent = 1)
       AND ${notHeldSql('o')}
       AND o.seq NOT IN (SELECT value FROM json_each(@in_flight))
       AND NOT EXISTS (
         SELECT 1 FROM outbox_ops AS p
         WHERE p.target = o.target AND p.state <> 'done' AND (p.urgent > o.urgent OR (p.urgent = o.urgent AND p.seq < o.seq))
       )
       AND NOT (o.kind = 'contact.delete' AND EXISTS (
         SELECT 1 FROM outbox_ops AS a
         WHERE a.kind = 'campaign.add_contacts' AND a.state IN ('queued', 'sending') AND a.seq < o.seq AND instr(a.contact_ids_json, json_quote(o.target)) > 0
       ))
     ORDER BY o.urgent DESC, o.batch IS NOT NULL, o.seq
     LIMIT @limit`;

/**
 * Operations that may go now, in queue order (do-not-call changes, then
 * edits made one at a time, then bulk batches; each in the user's order):
 * queued (past their backoff) or in doubt, and first among their record's
 * open operations (urgent ones first, then the user's order), leaving out
 * those already in flight. A contact's delete also waits for the
 * add-contacts made before it that name the contact: sent first, the
 * delete would make the whole add fail.
 * Held operations (held-batches.ts) wait for their release. Whether one
 * waits for a create elsewhere is the caller's check.
 */
export function nextOperations(db: MirrorDb, options: { nowMs: number; inFlight: readonly number[]; urgentOnly: boolean; limit: number }): Operation[] {
  const rows = statement(db, NEXT_OPERATIONS_SQL).all({ now: options.nowMs, in_flight: JSON.stringify(options.inFlight), urgent_only: options.urgentOnly ? 1 : 0, limit: options.limit }) as OperationSqlRow[];
  return rows.map(toOperation);
}

/** Whether do-not-call changes are still on their way (queued or in flight, not failed). */
export function hasUrgentInProgress(db: MirrorDb): boolean {
  return statement(db, `SELECT 1 FROM outbox_ops WHERE urgent = 1 AND state IN ('queued', 'sending') AND ${notHeldSql()} LIMIT 1`).get() !== undefined;
}

/** The soonest time a queued operation's backoff ends, or null when none waits. */
export function nextAttemptAt(db: MirrorDb): number | null {
  const row = statement(db, `SELECT min(next_attempt_ms) AS at FROM outbox_ops WHERE state IN ('queued', 'sending') AND ${notHeldSql()}`).get() as { at: number | null };
  return row.at;
}

/** Retargets a local id's operations to the server id once the create is acknowledged, and rewrites it in add-contacts lists. */
export function retargetOperations(db: MirrorDb, localId: string, serverId: string): void {
  statement(db, `UPDATE outbox_ops SET target = ? WHERE target = ? AND state <> 'done'`).run(serverId, localId);
  const lists = statement(db, `SELECT seq, contact_ids_json FROM outbox_ops WHERE kind = 'campaign.add_contacts' AND state <> 'done' AND instr(contact_ids_json, ?) > 0`).all(
    JSON.stringify(localId),
  ) as { seq: number; contact_ids_json: string }[];
  for (const row of lists) {
    const ids = (JSON.parse(row.contact_ids_json) as string[]).map((id) => (id === localId ? serverId : id));
    statement(db, 'UPDATE outbox_ops SET contact_ids_json = ? WHERE seq = ?').run(JSON.stringify(ids), row.seq);
  }
}

/** Every open add-contacts operation, in queue order (to drop many records from them at once), along their index (migration 017). */
export function openAddContactsOperations(db: MirrorDb): Operation[] {
  const rows = statement(db, OPEN_ADD_CONTACTS_SQL).all() as OperationSqlRow[];
  return rows.map(toOperation);
}

export const OPEN_ADD_CONTACTS_SQL = `SELECT * FROM outbox_ops WHERE kind = 'campaign.add_contacts' AND state <> 'done' ORDER BY seq`;

/** Add-contacts operations that name a contact (to drop it when its offline create is discarded). */
export function addContactsOperationsNaming(db: MirrorDb, contactId: string): Operation[] {
  const rows = statement(db, `SELECT * FROM outbox_ops WHERE kind = 'campaign.add_contacts' AND state <> 'done' AND instr(contact_ids_json, ?) > 0 ORDER BY seq`).all(
    JSON.stringify(contactId),
  ) as OperationSqlRow[];
  return rows.map(toOperation);
}

/**
 * Of `ids`, the records of `resource` the outbox got acknowledged at or
 * after `since` (ISO time): a list page requested before then may hold their
 * old values, and must not write them back over what the service confirmed.
 */
export function acknowledgedSince(db: MirrorDb, resource: OperationResource, ids: readonly string[], since: string): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = statement(db, `SELECT target, result_id FROM outbox_ops WHERE state = 'done' AND done_at >= ? AND resource = ?`).all(since, resource) as {
    target: string;
    result_id: string | null;
  }[];
  if (rows.length === 0) return new Set();
  const acknowledged = new Set(rows.flatMap((row) => (row.result_id === null ? [row.target] : [row.target, row.result_id])));
  return new Set(ids.filter((id) => acknowledged.has(id)));
}

/**
 * Forgets acknowledged operations older than `before` (ISO time): their effect
 * is in the server tables. A batch goes with its last operation.
 */
export function pruneDoneOperations(db: MirrorDb, before: string): number {
  const pruned = statement(db, `DELETE FROM outbox_ops WHERE state = 'done' AND done_at < ?`).run(before).changes;
  if (pruned > 0) statement(db, 'DELETE FROM outbox_batches WHERE NOT EXISTS (SELECT 1 FROM outbox_ops WHERE outbox_ops.batch = outbox_batches.batch_id)').run();
  return pruned;
}

/**
 * The server records that queued updates of a kind will change (a local id
 * names no server record yet). Do-not-call changes are left out: they
 * carry only the status, which is sent without reading first.
 */
export function queuedUpdateTargets(db: MirrorDb, kind: 'contact.update' | 'agent.update'): string[] {
  const rows = statement(db, `SELECT DISTINCT target FROM outbox_ops WHERE kind = ? AND state = 'queued' AND urgent = 0 AND ${notHeldSql()} AND target NOT LIKE 'local\\_%' ESCAPE '\\'`).all(kind) as { target: string }[];
  return rows.map((row) => row.target);
}

/** A batch's operations in a state, in queue order. */
export function batchOperations(db: MirrorDb, batchId: string, state: OperationState): Operation[] {
  const rows = statement(db, 'SELECT * FROM outbox_ops WHERE batch = ? AND state = ? ORDER BY seq').all(batchId, state) as OperationSqlRow[];
  return rows.map(toOperation);
}
