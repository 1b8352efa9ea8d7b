/**
 * The outbox's unit of work: one request's worth of a user's intent, as
 * stored in the mirror's `outbox_ops` table, and the pure rules that fold
 * operations over a record (the overlay the user sees) and compare them with
 * the server (conflicts). Pure and shared: the mirror, the outbox and the
 * renderer all read operations the same way.
 */

export type OperationKind = 'contact.create' | 'contact.update' | 'contact.delete' | 'agent.update' | 'campaign.create' | 'campaign.add_contacts';
export type OperationResource = 'contacts' | 'agents' | 'campaigns';

/**
 * - queued: waiting its turn (or a backoff after a transient failure).
 * - sending: marked before its request left; after a crash or an unknown
 *   outcome it is in doubt, and settled by reading the server.
 * - done: acknowledged by the service (kept for a while, so the UI can say
 *   when a do-not-call reached the service).
 * - failed: refused for good (validation, permission, gone); waits for the user.
 * - conflict: the server changed the same field, or deleted the record; waits for the user.
 */
export type OperationState = 'queued' | 'sending' | 'done' | 'failed' | 'conflict';

export type ProblemKind =
  | 'invalid'
  | 'read_only'
  | 'not_found'
  | 'rejected'
  | 'changed_on_server'
  | 'deleted_on_server'
  | 'in_doubt'
  | 'transient'
  | 'blocked';

export interface OperationProblem {
  kind: ProblemKind;
  /** Plain words for the user, the server's own message included where it helps. */
  message: string;
  /** The fields at fault (validation) or in conflict. */
  fields?: string[];
  /** For conflicts: the server's values of the conflicting fields. */
  theirs?: Record<string, unknown>;
  /** The record's name when the problem was recorded, for one the mirror no longer holds (deleted on the service). */
  name?: string;
}

export interface Operation {
  seq: number;
  kind: OperationKind;
  resource: OperationResource;
  /** The record: a server id, or a local id (`local_…`) until its create is acknowledged. */
  target: string;
  /** Create: the body. Update: the changed fields only (contact tags excepted, see tagsAdd/tagsRemove). */
  fields: Record<string, unknown>;
  /** Contact tags to add and to remove: set operations, applied to the server's tags at send time. */
  tagsAdd: string[];
  tagsRemove: string[];
  /** campaign.add_contacts: server ids, or local ids of contacts still to be created. */
  contactIds: string[];
  /** Update: the server's value of each changed field when it was first edited (the "base" of a three-way comparison). */
  base: Record<string, unknown>;
  /** Do-not-call changes jump the queue. */
  urgent: boolean;
  state: OperationState;
  attempts: number;
  nextAttemptAtMs: number;
  queuedAt: string;
  updatedAt: string;
  sentAt: string | null;
  /** The exact body of the request marked as sending, for settling it by reading. */
  sentBody: unknown;
  doneAt: string | null;
  /** A create's server id once known. */
  resultId: string | null;
  problem: OperationProblem | null;
  /** Edits queued together (one file, one batch action). */
  batch: string | null;
  /** The record's name when the edit was queued: the Outbox names it even after the service deleted it and the mirror forgot it. */
  targetName: string | null;
}

export type RecordValue = Record<string, unknown>;

/** Tags after removing and adding, the server's order kept and new ones appended. */
export function applyTagSets(current: readonly string[], add: readonly string[], remove: readonly string[]): string[] {
  const removed = new Set(remove);
  const kept = current.filter((tag) => !removed.has(tag));
  const present = new Set(kept);
  for (const tag of add) {
    if (!present.has(tag)) {
      kept.push(tag);
      present.add(tag);
    }
  }
  return kept;
}

/** Two tag edits in a row, as one: the later wins for a tag both touch. */
export function mergeTagSets(first: { add: readonly string[]; remove: readonly string[] }, then: { add: readonly string[]; remove: readonly string[] }) {
  const laterAdd = new Set(then.add);
  const laterRemove = new Set(then.remove);
  const add = unique([...first.add.filter((tag) => !laterRemove.has(tag)), ...then.add]);
  const remove = unique([...first.remove.filter((tag) => !laterAdd.has(tag)), ...then.remove]);
  return { add, remove };
}

/** The set operations that turn `from` into `to`. */
export function tagDifference(from: readonly string[], to: readonly string[]) {
  const before = new Set(from);
  const after = new Set(to);
  return { add: unique(to.filter((tag) => !before.has(tag))), remove: unique(from.filter((tag) => !after.has(tag))) };
}

function unique(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

export function tagsOf(record: RecordValue | null): string[] {
  const tags = record?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * A record as the user sees it: the server's record (null for one created
 * offline, or gone) with the operation folded in. Null means deleted.
 */
export function applyOperation(record: RecordValue | null, operation: Operation): RecordValue | null {
  switch (operation.kind) {
    case 'contact.create':
      return {
        id: operation.target,
        ...operation.fields,
        tags: tagsOf(operation.fields),
        status: operation.fields.status ?? 'active',
        created_at: operation.queuedAt,
        updated_at: operation.updatedAt,
      };
    case 'campaign.create':
      return { id: operation.target, status: 'draft', ...operation.fields, created_at: operation.queuedAt };
    case 'contact.update':
    case 'agent.update': {
      if (record === null) return null;
      const next: RecordValue = { ...record, ...operation.fields };
      if (operation.tagsAdd.length > 0 || operation.tagsRemove.length > 0) next.tags = applyTagSets(tagsOf(record), operation.tagsAdd, operation.tagsRemove);
      return next;
    }
    case 'contact.delete':
      return null;
    case 'campaign.add_contacts':
      return record;
  }
}

/** Same value for the purpose of a comparison with the server: unset text and null are alike, arrays and objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

function normalize(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalize);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalize((value as RecordValue)[key])]),
    );
  }
  return value;
}

/**
 * Fields of an update that the server changed since the edit was made, to
 * something else than the edit says: the three-way comparison (base, mine,
 * theirs). A field the server changed to the same value is no conflict.
 */
export function conflictingFields(operation: Operation, server: RecordValue): string[] {
  return Object.keys(operation.fields).filter((field) => {
    if (!Object.hasOwn(operation.base, field)) return false;
    const theirs = server[field];
    return !sameValue(theirs, operation.base[field]) && !sameValue(theirs, operation.fields[field]);
  });
}

/** Whether an operation can reach the service only after another, because it names a record still to be created. */
export function waitsForCreate(operation: Operation): boolean {
  return operation.target.startsWith('local_') ? operation.kind !== 'contact.create' && operation.kind !== 'campaign.create' : operation.contactIds.some((id) => id.startsWith('local_'));
}

export const OPEN_STATES: readonly OperationState[] = ['queued', 'sending', 'failed', 'conflict'];
