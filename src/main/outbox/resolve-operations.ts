import { agentUpdateBody, contactUpdateBody } from '../../shared/api/requests';
import { validateInput } from '../../shared/api/validate';
import type { Operation } from '../../shared/outbox/operations';
import { durableTransaction, type MirrorDb } from '../mirror';
import { forgetLocalId } from '../mirror/local-ids';
import { addContactsOperationsNaming, batchOperations, deleteOperation, getOperation, openOperationsFor, saveOperation } from '../mirror/outbox-store';
import { refreshOverlay } from '../mirror/overlay-writes';
import { serverRecord } from '../mirror/record-lookup';

/**
 * What the user decides about an operation that stopped: nothing in the
 * outbox is ever dropped or overwritten without one of these.
 *
 * - retry: a failed operation goes back to the queue as it is (after the
 *   key got write permission, say).
 * - discard: the edit is given up; the record shows the server's version
 *   again. Discarding an offline create also discards the edits that need
 *   it (they could never be sent).
 * - keep mine: the conflict is settled in favour of the edit; the values
 *   the user decided against ("theirs", as the conflict recorded and the
 *   Outbox showed them) become its base, so it goes as it is over them.
 * - take theirs: the conflicting fields leave the edit (the rest still
 *   goes); an edit left with nothing is removed.
 * - edit: new values for the edit's fields, checked with the request
 *   schema, over the same base as keep mine.
 *
 * The base is what the user saw, never the mirror's copy of the record: a
 * sync may have brought a still newer change since the conflict was shown
 * (sending over it would overwrite a colleague's change the user never saw),
 * or an older one (the same conflict would come back). Either way the
 * comparison before the send finds the service's value differs from what
 * the user decided against, and asks again with the new value.
 *
 * An operation being sent (or in doubt) cannot be changed: it may have
 * reached the service already, and is settled by reading first.
 */
export class OutboxDecisionError extends Error {
  override readonly name = 'OutboxDecisionError';
}

export type Decision = { action: 'retry' } | { action: 'discard' } | { action: 'keep_mine' } | { action: 'take_theirs' } | { action: 'edit'; fields: Record<string, unknown> };

export function decide(db: MirrorDb, seq: number, decision: Decision, now: Date = new Date()): void {
  durableTransaction(db, () => {
    const operation = getOperation(db, seq);
    if (operation === undefined || operation.state === 'done') throw new OutboxDecisionError(`There is no waiting edit #${seq}; it may have been sent already.`);
    if (operation.state === 'sending') throw new OutboxDecisionError(`Edit #${seq} is being sent (or checked with the service) and cannot be changed now.`);
    const at = now.toISOString();
    const requeue = (next: Operation) => saveOperation(db, { ...next, state: 'queued', problem: null, nextAttemptAtMs: 0, updatedAt: at });
    switch (decision.action) {
      case 'retry':
        if (operation.state !== 'failed') throw new OutboxDecisionError(`Edit #${seq} is ${describe(operation)}; only a failed edit can be retried as it is.`);
        requeue(operation);
        break;
      case 'discard':
        discard(db, operation, at);
        break;
      case 'keep_mine': {
        requireChangedConflict(operation);
        requeue({ ...operation, base: { ...operation.base, ...decidedAgainst(operation) } });
        break;
      }
      case 'take_theirs': {
        if (operation.state !== 'conflict') throw new OutboxDecisionError(`Edit #${seq} is not in conflict.`);
        if (operation.problem?.kind === 'deleted_on_server') {
          discard(db, operation, at);
          break;
        }
        const conflicting = new Set(operation.problem?.fields ?? []);
        const fields = Object.fromEntries(Object.entries(operation.fields).filter(([field]) => !conflicting.has(field)));
        const base = Object.fromEntries(Object.entries(operation.base).filter(([field]) => !conflicting.has(field)));
        const empty = Object.keys(fields).length === 0 && operation.tagsAdd.length === 0 && operation.tagsRemove.length === 0;
        if (empty) deleteOperation(db, operation.seq);
        else requeue({ ...operation, fields, base });
        break;
      }
      case 'edit': {
        if (operation.kind !== 'contact.update' && operation.kind !== 'agent.update') throw new OutboxDecisionError(`Edit #${seq} (${operation.kind}) has no fields to edit here; discard it and make the change again.`);
        const checked = validateInput(operation.kind === 'contact.update' ? 'contact' : 'agent', operation.kind === 'contact.update' ? contactUpdateBody : agentUpdateBody, decision.fields);
        if (!checked.ok) throw new OutboxDecisionError(checked.message);
        const fields = { ...operation.fields, ...checked.value };
        // Outside a conflict (or for a field it did not name), the service's values as the mirror has them.
        const server = serverRecord(db, operation.resource, operation.target)?.record ?? {};
        const known = Object.fromEntries(Object.keys(fields).filter((field) => Object.hasOwn(server, field)).map((field) => [field, server[field]]));
        const base = operation.state === 'conflict' && operation.problem?.kind === 'changed_on_server' ? { ...known, ...operation.base, ...decidedAgainst(operation) } : known;
        requeue({ ...operation, fields, base: Object.fromEntries(Object.entries(base).filter(([field]) => Object.hasOwn(fields, field))) });
        break;
      }
    }
    refreshOverlay(db, operation.resource, operation.target);
  });
}

/**
 * Cancels what is still waiting of a bulk batch: its queued operations are
 * discarded, as one by one, and the records show the service's version
 * again. Operations already on their way (or in doubt) cannot be called
 * back and are settled as usual.
 */
export function cancelBatch(db: MirrorDb, batchId: string, now: Date = new Date()): { cancelled: number; sending: number } {
  return durableTransaction(db, () => {
    const queued = batchOperations(db, batchId, 'queued');
    const at = now.toISOString();
    for (const operation of queued) {
      // An earlier discard (an offline create's) may have taken this one with it.
      if (getOperation(db, operation.seq) === undefined) continue;
      discard(db, operation, at);
      refreshOverlay(db, operation.resource, operation.target);
    }
    return { cancelled: queued.length, sending: batchOperations(db, batchId, 'sending').length };
  });
}

function requireChangedConflict(operation: Operation): void {
  if (operation.state !== 'conflict') throw new OutboxDecisionError(`Edit #${operation.seq} is not in conflict.`);
  if (operation.problem?.kind === 'deleted_on_server') {
    throw new OutboxDecisionError(`The record of edit #${operation.seq} was deleted on the service; the edit can only be discarded.`);
  }
}

/** The service's values the conflict recorded for the fields both sides changed: what the user saw, and decided against. */
function decidedAgainst(operation: Operation): Record<string, unknown> {
  const theirs = operation.problem?.theirs ?? {};
  return Object.fromEntries((operation.problem?.fields ?? []).filter((field) => Object.hasOwn(theirs, field)).map((field) => [field, theirs[field]]));
}

function discard(db: MirrorDb, operation: Operation, at: string): void {
  deleteOperation(db, operation.seq);
  if (operation.kind !== 'contact.create' && operation.kind !== 'campaign.create') return;
  // An offline create given up: the edits that need the record go with it.
  for (const dependent of openOperationsFor(db, operation.target)) {
    if (dependent.state !== 'sending') deleteOperation(db, dependent.seq);
  }
  for (const list of addContactsOperationsNaming(db, operation.target)) {
    if (list.state === 'sending') continue;
    const contactIds = list.contactIds.filter((id) => id !== operation.target);
    if (contactIds.length === 0) deleteOperation(db, list.seq);
    else saveOperation(db, { ...list, contactIds, updatedAt: at });
    refreshOverlay(db, list.resource, list.target);
  }
  forgetLocalId(db, operation.target);
}

function describe(operation: Operation): string {
  return operation.state === 'conflict' ? 'in conflict (keep yours, take theirs, or edit)' : operation.state;
}
