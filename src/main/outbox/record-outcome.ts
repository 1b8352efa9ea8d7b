import type { Agent, Campaign, Contact } from '../../shared/api/resources';
import { sameValue, type Operation, type OperationProblem, type RecordValue } from '../../shared/outbox/operations';
import { deleteAgent, deleteCampaign, deleteContact, durableTransaction, recordAddedMembers, upsertAgents, upsertCampaigns, upsertContacts, type MirrorDb } from '../mirror';
import { mapLocalId } from '../mirror/local-ids';
import { getOperation, openOperationsFor, retargetOperations, saveOperation } from '../mirror/outbox-store';
import { refreshOverlay } from '../mirror/overlay-writes';

/**
 * Every change of an operation's state during replay, each in one
 * transaction synced to disk: what is recorded here survives a kill -9, and
 * what is not recorded did not happen as far as replay is concerned.
 *
 * An acknowledgement also records the service's side in the server tables
 * (the record it returned, or what it was sent merged into what the mirror
 * had), in the same transaction as the operation's end, so the record never
 * flickers back to its old values between "sent" and the next sync.
 *
 * An acknowledged add of contacts to a campaign is remembered as membership
 * (the mirror's campaign_members), which outlives the pruned operation.
 *
 * An acknowledged update also moves the base of the record's later updates
 * to the values it set: an edit made while an earlier one of the user's was
 * on its way (or in doubt) was made over the earlier one's values, and the
 * service now holding them is no change by someone else.
 */

export interface Acknowledgement {
  /** The record as the service now has it, when known. */
  record?: RecordValue;
  /** The record is gone from the service (deleted by us, or already). */
  gone?: boolean;
  /** A create's server id. */
  resultId?: string;
}

function fresh(db: MirrorDb, operation: Operation): Operation {
  // The stored row, not the caller's copy: queuing may have merged into it meanwhile.
  return getOperation(db, operation.seq) ?? operation;
}

/**
 * Marks an operation as being sent, with the exact body, before its request
 * leaves. Unless it changed since the caller read it (an edit merged into
 * it meanwhile, by the app or another process, or it was discarded): then
 * nothing is marked and the result is undefined, and the caller must read
 * it again, or the merged edit would be marked done without being sent.
 */
export function markSending(db: MirrorDb, operation: Operation, body: unknown, now: Date): Operation | undefined {
  return durableTransaction(db, () => {
    const stored = getOperation(db, operation.seq);
    if (stored === undefined || !sameIntent(stored, operation)) return undefined;
    const next: Operation = { ...stored, state: 'sending', sentAt: now.toISOString(), sentBody: body, attempts: stored.attempts + 1, problem: null };
    saveOperation(db, next);
    return next;
  });
}

/** The same request's worth of intent (the bookkeeping may differ). */
function sameIntent(stored: Operation, read: Operation): boolean {
  return (
    stored.kind === read.kind &&
    stored.target === read.target &&
    sameValue(stored.fields, read.fields) &&
    sameValue(stored.tagsAdd, read.tagsAdd) &&
    sameValue(stored.tagsRemove, read.tagsRemove) &&
    sameValue(stored.contactIds, read.contactIds)
  );
}

export function recordDone(db: MirrorDb, operation: Operation, ack: Acknowledgement, now: Date): void {
  durableTransaction(db, () => {
    const stored = fresh(db, operation);
    const done: Operation = { ...stored, state: 'done', doneAt: now.toISOString(), resultId: ack.resultId ?? null, problem: null, nextAttemptAtMs: 0 };
    saveOperation(db, done);
    const serverId = ack.resultId ?? stored.target;
    if (stored.kind === 'contact.update' || stored.kind === 'agent.update') rebaseLaterUpdates(db, stored);
    // The API lists no campaign's contacts: what the service acknowledged here is how the app knows them (campaign-members.ts).
    if (stored.kind === 'campaign.add_contacts') recordAddedMembers(db, stored.target, stored.contactIds, done.doneAt ?? now.toISOString());
    if (ack.gone) removeServerRecord(db, stored.resource, serverId);
    else if (ack.record !== undefined) storeServerRecord(db, stored.resource, ack.record, now);
    if (ack.resultId !== undefined && ack.resultId !== stored.target) {
      mapLocalId(db, stored.target, ack.resultId);
      retargetOperations(db, stored.target, ack.resultId);
      refreshOverlay(db, stored.resource, stored.target);
    }
    refreshOverlay(db, stored.resource, serverId);
  });
}

function rebaseLaterUpdates(db: MirrorDb, done: Operation): void {
  for (const later of openOperationsFor(db, done.target)) {
    if (later.seq <= done.seq || later.kind !== done.kind) continue;
    const moved = Object.keys(done.fields).filter((field) => Object.hasOwn(later.base, field));
    if (moved.length === 0) continue;
    saveOperation(db, { ...later, base: { ...later.base, ...Object.fromEntries(moved.map((field) => [field, done.fields[field]])) } });
  }
}

/** Back to the queue (nothing happened on the server), to be tried again from `nextAttemptAtMs`. */
export function recordRetry(db: MirrorDb, operation: Operation, problem: OperationProblem | null, nextAttemptAtMs: number): void {
  durableTransaction(db, () => saveOperation(db, { ...fresh(db, operation), state: 'queued', problem, nextAttemptAtMs }));
}

/** Sent, outcome unknown: stays `sending`, to be settled by reading from `nextAttemptAtMs`. */
export function recordInDoubt(db: MirrorDb, operation: Operation, problem: OperationProblem, nextAttemptAtMs: number): void {
  durableTransaction(db, () => saveOperation(db, { ...fresh(db, operation), state: 'sending', problem, nextAttemptAtMs }));
}

/**
 * Stopped for the user to decide: refused for good, or in conflict with the
 * server. A record the service says is gone leaves the server table too, as
 * a sync would remove it: the user decides about the edit without the mirror
 * still showing the record as if it existed.
 */
export function recordStopped(db: MirrorDb, operation: Operation, state: 'failed' | 'conflict', problem: OperationProblem): void {
  durableTransaction(db, () => {
    const stored = fresh(db, operation);
    saveOperation(db, { ...stored, state, problem, nextAttemptAtMs: 0 });
    if (problem.kind === 'deleted_on_server') removeServerRecord(db, stored.resource, stored.target);
  });
}

/** A fresh read of a record (before a tag update, while settling): the server's truth, into the server table. */
export function recordServerRead(db: MirrorDb, resource: Operation['resource'], record: RecordValue, now: Date): void {
  db.transaction(() => storeServerRecord(db, resource, record, now)).immediate();
}

function storeServerRecord(db: MirrorDb, resource: Operation['resource'], record: RecordValue, now: Date): void {
  const syncedAt = now.toISOString();
  if (resource === 'contacts') upsertContacts(db, [record as Contact], { syncedAt });
  else if (resource === 'agents') upsertAgents(db, [record as Agent], { detail: hasDetail(record, ['call_direction', 'updated_at']), syncedAt });
  else upsertCampaigns(db, [record as Campaign], { detail: hasDetail(record, ['timezone', 'business_hours']), syncedAt });
}

/**
 * Whether a write's answer is the record's full (single) shape rather than
 * its list shape: the spec does not show which one writes return, and a
 * full one spares the view its "details not fetched yet" until the sync.
 */
function hasDetail(record: RecordValue, fields: readonly string[]): boolean {
  return fields.every((field) => record[field] !== undefined);
}

function removeServerRecord(db: MirrorDb, resource: Operation['resource'], id: string): void {
  if (resource === 'contacts') deleteContact(db, id);
  else if (resource === 'agents') deleteAgent(db, id);
  else deleteCampaign(db, id);
}
