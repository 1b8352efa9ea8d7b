import { isApiError, type ApiClient, type ApiError } from '../api';
import { recordName, serverRecord } from '../mirror/record-lookup';
import type { MirrorDb } from '../mirror';
import {
  applyTagSets,
  conflictingFields,
  sameValue,
  tagsOf,
  type Operation,
  type OperationProblem,
  type RecordValue,
} from '../../shared/outbox/operations';
import type { FreshReads } from './fresh-reads';
import { markSending, recordServerRead, type Acknowledgement } from './record-outcome';
import { settleInDoubt, type Settled } from './settle-in-doubt';

/**
 * One attempt at one operation: settle it first if it is in doubt, check it
 * against the server's version for conflicts, mark it as sending, send it,
 * and say what happened. Writing the result is the replay loop's job
 * (record-outcome.ts); this module only decides.
 */

export type Attempt =
  | { kind: 'done'; ack: Acknowledgement }
  /** Not applied, worth trying again later. */
  | { kind: 'retry'; problem: OperationProblem; error?: ApiError }
  /** Sent, outcome unknown: settled by reading before anything is resent. */
  | { kind: 'in_doubt'; problem: OperationProblem }
  | { kind: 'failed'; problem: OperationProblem }
  | { kind: 'conflict'; problem: OperationProblem }
  /** Nothing more can be sent now (key refused, read-only, app outdated, cancelled); the operation is left as `state` says. */
  | { kind: 'stop'; reason: StopReason; message: string; inDoubt: boolean }
  /** Changed since it was read (an edit merged into it), so nothing was sent: to be read and tried again at once. */
  | { kind: 'changed' };

export type StopReason = 'unauthorized' | 'read_only' | 'unknown_route' | 'cancelled';

export interface SendContext {
  db: MirrorDb;
  client: ApiClient;
  signal?: AbortSignal;
  now(): Date;
  /** Requests made, and those made only to settle doubts (reconciliation overhead). */
  counters: { requests: number; reconciliation: number };
  /** The records as the service has them now, for the comparison before an update. */
  reads: FreshReads;
  /** Serialises adoptions, so two doubtful creates never adopt the same record. */
  adoptionLock<T>(fn: () => Promise<T>): Promise<T>;
}

export async function attemptOperation(context: SendContext, operation: Operation): Promise<Attempt> {
  const attempt = await attemptOnce(context, operation);
  // The mirror forgets a record deleted on the service; the Outbox screen still has to say which one it was.
  if (attempt.kind === 'conflict' && attempt.problem.kind === 'deleted_on_server') {
    const name = recordName(context.db, operation.resource, operation.target) ?? operation.targetName;
    if (name !== null) return { ...attempt, problem: { ...attempt.problem, name } };
  }
  return attempt;
}

async function attemptOnce(context: SendContext, operation: Operation): Promise<Attempt> {
  try {
    if (operation.state === 'sending') {
      let settled: Settled;
      try {
        settled = await settleInDoubt(context, operation, requestOptions(context));
      } catch (error) {
        return stillInDoubt(classify(error, operation));
      }
      if (settled.kind === 'applied') return { kind: 'done', ack: settled.ack };
      if (settled.kind === 'gone') return goneOutcome(operation);
    }
    return await send(context, operation);
  } catch (error) {
    if (error instanceof OperationChanged) return { kind: 'changed' };
    return classify(error, operation);
  }
}

/** Thrown before a request leaves when its operation changed since it was read; nothing was sent. */
class OperationChanged extends Error {
  override readonly name = 'OperationChanged';
}

async function send(context: SendContext, operation: Operation): Promise<Attempt> {
  const { client, db } = context;
  const options = requestOptions(context);
  const request = async <T>(body: unknown, call: () => Promise<T>): Promise<T> => {
    if (markSending(db, operation, body, context.now()) === undefined) throw new OperationChanged();
    context.counters.requests += 1;
    return context.reads.writing(operation.target, call);
  };

  switch (operation.kind) {
    case 'contact.create': {
      const contact = await request(operation.fields, () => client.createContact(operation.fields as never, options));
      return { kind: 'done', ack: { record: contact, resultId: contact.id } };
    }
    case 'campaign.create': {
      const created = await request(operation.fields, () => client.createCampaign(operation.fields as never, options));
      if (created.id === undefined) {
        // Created, but the response named no id (its shape is not shown by the spec): find it by reading, as for a lost response.
        return { kind: 'in_doubt', problem: { kind: 'in_doubt', message: 'The campaign was created but the service did not say its id; VoiceDesk will look it up.' } };
      }
      let record: RecordValue | undefined = created.record;
      if (record === undefined) {
        context.counters.requests += 1;
        record = await client.getCampaign(created.id, options).catch(() => undefined);
      }
      return { kind: 'done', ack: { resultId: created.id, ...(record ? { record } : {}) } };
    }
    case 'contact.update':
    case 'agent.update': {
      // Compared with the record as the service has it now, never the mirror's older copy (fresh-reads.ts): a field both
      // sides changed is a conflict, a field only someone else changed is left alone (only the edit's fields are sent).
      const resource = operation.kind === 'contact.update' ? 'contacts' : 'agents';
      const fresh = needsRead(operation);
      const current = fresh ? await context.reads.current(resource, operation.target) : serverRecord(db, resource, operation.target)?.record;
      if (current === 'gone') return goneOutcome(operation);
      if (current !== undefined && fresh) recordServerRead(db, resource, current, context.now());
      const conflict = current && conflictOf(operation, current);
      if (conflict) return conflict;
      const body: RecordValue = { ...operation.fields };
      if (operation.tagsAdd.length > 0 || operation.tagsRemove.length > 0) {
        // Tags are set operations on the server's current tags, so a tag someone else added survives.
        const tags = applyTagSets(tagsOf(current ?? null), operation.tagsAdd, operation.tagsRemove);
        if (!sameValue(tags, tagsOf(current ?? null))) body.tags = tags;
      }
      if (Object.keys(body).length === 0) return { kind: 'done', ack: {} };
      const response =
        resource === 'contacts'
          ? await request(body, () => client.updateContact(operation.target, body as never, options))
          : await request(body, () => client.updateAgent(operation.target, body as never, options));
      return { kind: 'done', ack: { record: response ?? (current ? { ...current, ...body } : undefined) } as Acknowledgement };
    }
    case 'contact.delete':
      await request({}, () => client.deleteContact(operation.target, options));
      return { kind: 'done', ack: { gone: true } };
    case 'campaign.add_contacts':
      await request({ contact_ids: operation.contactIds }, () => client.addCampaignContacts(operation.target, operation.contactIds, options));
      return { kind: 'done', ack: {} };
  }
}

/**
 * Fields of two values (a contact's status, active or dnc; an agent's
 * is_active) cannot conflict: whatever someone else did, they either left
 * the base or set the same value as the edit. An update of only such fields
 * (a do-not-call, switching an agent off) goes without reading first, so it
 * reaches the service as soon as it can.
 */
const TWO_VALUED = new Set(['status', 'is_active']);

function needsRead(operation: Operation): boolean {
  return operation.tagsAdd.length > 0 || operation.tagsRemove.length > 0 || Object.keys(operation.fields).some((field) => !TWO_VALUED.has(field));
}

/** Every request of the outbox, its reads included, goes at outbox priority: ahead of sync, as the issue asks. */
function requestOptions(context: SendContext): { priority: 'outbox'; signal?: AbortSignal } {
  return { priority: 'outbox', ...(context.signal ? { signal: context.signal } : {}) };
}

function conflictOf(operation: Operation, server: RecordValue): Attempt | undefined {
  const fields = conflictingFields(operation, server);
  if (fields.length === 0) return undefined;
  return {
    kind: 'conflict',
    problem: {
      kind: 'changed_on_server',
      message: `Someone changed ${fields.join(', ')} on the service since this edit was made. Keep yours, take theirs, or edit.`,
      fields,
      theirs: Object.fromEntries(fields.map((field) => [field, server[field] ?? null])),
    },
  };
}

function goneOutcome(operation: Operation): Attempt {
  if (operation.kind === 'contact.delete') return { kind: 'done', ack: { gone: true } };
  return {
    kind: 'conflict',
    problem: { kind: 'deleted_on_server', message: `This ${noun(operation)} was deleted on the service, so the edit was not sent. Discard it, or create the record again.` },
  };
}

function noun(operation: Operation): string {
  return operation.resource === 'contacts' ? 'contact' : operation.resource === 'agents' ? 'agent' : 'campaign';
}

/** What an error means for the operation (see ApiError.outcome for what the request may have done). */
function classify(error: unknown, operation: Operation): Attempt {
  if (!isApiError(error)) throw error;
  const message = error.userMessage;
  if (error.kind === 'cancelled') return { kind: 'stop', reason: 'cancelled', message, inDoubt: error.outcome === 'unknown' };
  if (error.outcome === 'unknown' || (error.kind === 'bad_response' && error.outcome === 'applied' && isCreate(operation))) {
    return { kind: 'in_doubt', problem: { kind: 'in_doubt', message: `The service may or may not have received this change (${message}). VoiceDesk will check before sending it again.` } };
  }
  switch (error.kind) {
    case 'unauthorized':
      return { kind: 'stop', reason: 'unauthorized', message, inDoubt: false };
    case 'unknown_route':
      return { kind: 'stop', reason: 'unknown_route', message, inDoubt: false };
    case 'forbidden':
      if (error.readOnlyKey) return { kind: 'stop', reason: 'read_only', message, inDoubt: false };
      return { kind: 'failed', problem: { kind: 'read_only', message } };
    case 'not_found':
      if (operation.kind === 'contact.delete') return { kind: 'done', ack: { gone: true } };
      if (operation.kind === 'campaign.add_contacts' && error.code !== 'campaign_not_found') {
        return { kind: 'failed', problem: { kind: 'not_found', message: `One of the contacts to add no longer exists on the service: ${error.serverMessage ?? message}` } };
      }
      return goneOutcome(operation);
    case 'invalid':
      return { kind: 'failed', problem: { kind: 'invalid', message, ...(error.field ? { fields: [error.field] } : error.problems.length ? { fields: error.problems.map((p) => p.field) } : {}) } };
    case 'conflict':
      return { kind: 'failed', problem: { kind: 'rejected', message } };
    case 'bad_response':
      // A write the service accepted (2xx) with a body we could not read: done; the next sync brings the record.
      return { kind: 'done', ack: {} };
    default:
      if (error.retryable) return { kind: 'retry', problem: { kind: 'transient', message }, error };
      return { kind: 'failed', problem: { kind: 'rejected', message } };
  }
}

/** A read made to settle a doubt failed: the doubt stays, whatever the failure (only a successful read may settle it). */
function stillInDoubt(attempt: Attempt): Attempt {
  if (attempt.kind === 'stop') return { ...attempt, inDoubt: true };
  if (attempt.kind === 'in_doubt') return attempt;
  const message = 'problem' in attempt ? attempt.problem.message : 'the check could not be made';
  return { kind: 'in_doubt', problem: { kind: 'in_doubt', message: `VoiceDesk could not yet check whether the service received this change: ${message}` } };
}

function isCreate(operation: Operation): boolean {
  return operation.kind === 'contact.create' || operation.kind === 'campaign.create';
}
