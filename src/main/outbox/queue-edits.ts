import { randomUUID } from 'node:crypto';
import { ADD_CONTACTS_MAX } from '../../shared/api/requests';
import { isLocalId } from '../../shared/outbox/edits';
import { applyTagSets, tagDifference, tagsOf, type Operation, type OperationKind, type OperationResource } from '../../shared/outbox/operations';
import { durableTransaction, type MirrorDb } from '../mirror';
import { isHeldBatch } from '../mirror/held-batches';
import { recordLocalId } from '../mirror/local-ids';
import { countBatchOperations, insertBatch } from '../mirror/outbox-batches';
import { deleteOperation, insertOperation, openOperationsFor, saveOperation } from '../mirror/outbox-store';
import { refreshOverlays } from '../mirror/overlay-writes';
import { serverRecord, shownRecord } from '../mirror/record-lookup';
import { describeBatch, recordsNamed } from './batch-label';
import { dropUnsentRecord } from './drop-unsent-records';
import { mergeUpdate } from './merge-update';
import type { PlannedEdit } from './plan-edits';

/**
 * Queues planned edits: operations written, coalesced with the record's
 * earlier ones where they can be, and the overlays refolded, all in one
 * transaction synced to disk before the caller tells the user "saved".
 *
 * Coalescing (only with operations still `queued`: one marked as sending is
 * on its way as it is):
 * - successive updates of a record become one update carrying only the
 *   fields that differ from the server's; a field set back to the server's
 *   value drops out, and an update left with nothing is removed;
 * - an update of a record created offline and not sent yet goes into its
 *   create; deleting such a record removes its operations altogether;
 * - tags are set operations (added, removed), merged in order; adding and
 *   then removing a tag the server lacks (or the reverse for one it has)
 *   leaves nothing to send;
 * - a contact's status goes into an urgent operation when it becomes `dnc`
 *   (or an urgent one is already open), so a do-not-call request jumps the
 *   queue; any queued status change behind it is dropped, it is stale;
 * - add-contacts to the same campaign fill the last queued request up to
 *   the API's 100 ids, then open a new one.
 *
 * A step of a held batch (`heldBatch`, see mirror/held-batches.ts) merges
 * only into its own batch's operations: anything else it changed would be
 * sent, or lost, before the batch is released or discarded. What it owes
 * others' operations (a queued status change its do-not-call makes stale)
 * is settled at the release (held-batches.ts). Other edits may remove or
 * trim a held operation but never take it out of its batch.
 */
export interface QueueOptions {
  /** What a bulk batch does, in words for the Outbox screen ("Import of leads.csv"); said from the edits by default. */
  label?: string;
  now?: () => Date;
  /**
   * A step of a held batch: its operations are written under `batch`, and
   * its batch row is the release's; the seqs of others' queued status
   * changes it makes stale are added to `staleStatus`, for the release.
   */
  held?: { batch: string; staleStatus: Set<number> };
}

export interface QueueResult {
  /** Operations written or changed. */
  operations: number;
}

export function queueEdits(db: MirrorDb, edits: readonly PlannedEdit[], options: QueueOptions = {}): QueueResult {
  const now = (options.now ?? (() => new Date()))().toISOString();
  const touched = new Map<string, OperationResource>();
  let operations = 0;
  // Edits of several records at once are a bulk batch, sent after the edits people make one at a time (see outbox_batches).
  const batch = options.held?.batch ?? (recordsNamed(edits) > 1 ? `batch_${randomUUID()}` : null);
  const held = options.held !== undefined;
  const context: Context = {
    db,
    now,
    batch,
    held,
    staleStatus: options.held?.staleStatus ?? new Set(),
    touch(resource, target) {
      touched.set(target, resource);
      operations += 1;
    },
  };
  durableTransaction(db, () => {
    for (const edit of edits) queueOne(context, edit);
    refreshOverlays(db, touched);
    const batched = batch === null || held ? 0 : countBatchOperations(db, batch);
    if (!held && batch !== null && batched > 0) insertBatch(db, { batchId: batch, label: options.label ?? describeBatch(edits), queuedAt: now, operations: batched });
  });
  return { operations };
}

export interface Context {
  db: MirrorDb;
  now: string;
  batch: string | null;
  /** `batch` is a held batch. */
  held: boolean;
  /** Held: others' status changes this batch makes stale, dropped at its release. */
  staleStatus: Set<number>;
  touch(resource: OperationResource, target: string): void;
}

/** Whether this queueing may fold new values into `operation` (see the comment at the top). */
function mergeable(context: Context, operation: Operation): boolean {
  return context.held ? operation.batch === context.batch : !isHeldBatch(operation.batch);
}

function queueOne(context: Context, edit: PlannedEdit): void {
  switch (edit.op) {
    case 'contact.create':
    case 'campaign.create': {
      const resource = edit.op === 'contact.create' ? 'contacts' : 'campaigns';
      recordLocalId(context.db, edit.localId, resource, context.now);
      insert(context, { kind: edit.op, resource, target: edit.localId, fields: edit.fields });
      return;
    }
    case 'contact.update':
      updateContact(context, edit.target, edit.fields);
      return;
    case 'contacts.tag':
      for (const target of edit.targets) updateRecord(context, 'contacts', target, {}, { add: edit.add, remove: edit.remove });
      return;
    case 'agent.update':
      updateRecord(context, 'agents', edit.target, edit.fields, { add: [], remove: [] });
      return;
    case 'contact.delete':
      deleteContact(context, edit.target);
      return;
    case 'campaign.add_contacts':
      addContacts(context, edit.target, edit.contactIds);
      return;
  }
}

function insert(context: Context, partial: Pick<Operation, 'kind' | 'resource' | 'target'> & Partial<Operation>): void {
  insertOperation(context.db, {
    fields: {},
    tagsAdd: [],
    tagsRemove: [],
    contactIds: [],
    base: {},
    urgent: false,
    state: 'queued',
    attempts: 0,
    nextAttemptAtMs: 0,
    queuedAt: context.now,
    updatedAt: context.now,
    sentAt: null,
    sentBody: null,
    doneAt: null,
    resultId: null,
    problem: null,
    batch: context.batch,
    ...partial,
  });
  context.touch(partial.resource, partial.target);
}

function save(context: Context, operation: Operation): void {
  const empty = Object.keys(operation.fields).length === 0 && operation.tagsAdd.length === 0 && operation.tagsRemove.length === 0 && operation.kind !== 'contact.delete';
  if (empty && (operation.kind === 'contact.update' || operation.kind === 'agent.update')) deleteOperation(context.db, operation.seq);
  // An edit of one record merged into a waiting batch's operation takes it out of the batch: someone is waiting for it now.
  else saveOperation(context.db, { ...operation, updatedAt: context.now, batch: context.batch === null && !isHeldBatch(operation.batch) ? null : operation.batch });
  context.touch(operation.resource, operation.target);
}

function updateContact(context: Context, target: string, fields: Record<string, unknown>): void {
  const { status, tags, ...rest } = fields;
  let tagSets = { add: [] as string[], remove: [] as string[] };
  if (Array.isArray(tags)) {
    // A whole tag list from a form or a file: the difference from what the user saw, as set operations.
    const shown = shownRecord(context.db, 'contacts', target);
    tagSets = tagDifference(shown.state === 'shown' ? tagsOf(shown.record) : [], tags as string[]);
  }
  if (status !== undefined) {
    const create = queuedCreate(context, target);
    if (create !== undefined && mergeable(context, create)) rest.status = status;
    else changeStatus(context, target, status);
  }
  if (Object.keys(rest).length > 0 || tagSets.add.length > 0 || tagSets.remove.length > 0) updateRecord(context, 'contacts', target, rest, tagSets);
}

/** The record's create, when it was made offline and is still waiting to be sent (edits can go straight into it). */
function queuedCreate(context: Context, target: string): Operation | undefined {
  if (!isLocalId(target)) return undefined;
  const first = openOperationsFor(context.db, target)[0];
  return first !== undefined && (first.kind === 'contact.create' || first.kind === 'campaign.create') && first.state === 'queued' ? first : undefined;
}

function updateRecord(context: Context, resource: 'contacts' | 'agents', target: string, fields: Record<string, unknown>, tags: { add: string[]; remove: string[] }): void {
  const create = queuedCreate(context, target);
  if (create !== undefined && mergeable(context, create)) {
    const merged: Record<string, unknown> = { ...create.fields, ...fields };
    if (tags.add.length > 0 || tags.remove.length > 0) merged.tags = applyTagSets(tagsOf(create.fields), tags.add, tags.remove);
    save(context, { ...create, fields: merged });
    return;
  }
  const kind: OperationKind = resource === 'contacts' ? 'contact.update' : 'agent.update';
  const open = openOperationsFor(context.db, target).filter((operation) => !operation.urgent);
  const last = open.at(-1);
  const server = serverRecord(context.db, resource, target)?.record;
  if (last !== undefined && last.kind === kind && last.state === 'queued' && mergeable(context, last)) {
    save(context, mergeUpdate(last, fields, tags, server));
    return;
  }
  const fresh = mergeUpdate(
    { kind, resource, target, fields: {}, base: {}, tagsAdd: [], tagsRemove: [] } as unknown as Operation,
    fields,
    tags,
    server,
  );
  if (Object.keys(fresh.fields).length === 0 && fresh.tagsAdd.length === 0 && fresh.tagsRemove.length === 0) return;
  insert(context, { kind, resource, target, fields: fresh.fields, base: fresh.base, tagsAdd: fresh.tagsAdd, tagsRemove: fresh.tagsRemove });
}

function changeStatus(context: Context, target: string, status: unknown): void {
  const open = openOperationsFor(context.db, target);
  // A queued status change behind this one would undo it when sent: the newer value wins.
  for (const operation of open) if (context.held && !mergeable(context, operation) && isStaleStatus(operation)) context.staleStatus.add(operation.seq);
  dropStaleStatus(context, open.filter((operation) => !context.held || mergeable(context, operation)));
  const urgent = open.filter((operation) => operation.urgent);
  const lastUrgent = urgent.at(-1);
  const server = serverRecord(context.db, 'contacts', target)?.record;
  if (lastUrgent !== undefined && lastUrgent.state === 'queued' && mergeable(context, lastUrgent)) {
    save(context, mergeUpdate(lastUrgent, { status }, { add: [], remove: [] }, server));
    return;
  }
  if (status !== 'dnc' && urgent.length === 0) {
    updateRecord(context, 'contacts', target, { status }, { add: [], remove: [] });
    return;
  }
  const fresh = mergeUpdate({ fields: {}, base: {}, tagsAdd: [], tagsRemove: [] } as unknown as Operation, { status }, { add: [], remove: [] }, server);
  if (Object.keys(fresh.fields).length === 0 && urgent.length === 0) return;
  // A do-not-call change is never part of a bulk batch: it goes first of all, and the Outbox screen lists each one
  // (a held batch's leave it at the release).
  insert(context, { kind: 'contact.update', resource: 'contacts', target, fields: { status }, base: fresh.base, urgent: true, batch: context.held ? context.batch : null });
}

function isStaleStatus(operation: Operation): boolean {
  return !operation.urgent && operation.state === 'queued' && Object.hasOwn(operation.fields, 'status');
}

/** A queued status change among `open` would undo a newer one sent ahead of it (urgent): its status goes. */
export function dropStaleStatus(context: Context, open: readonly Operation[]): void {
  for (const operation of open) {
    if (isStaleStatus(operation)) {
      const { status: _stale, ...fields } = operation.fields;
      const { status: _staleBase, ...base } = operation.base;
      save(context, { ...operation, fields, base });
    }
  }
}

function deleteContact(context: Context, target: string): void {
  if (queuedCreate(context, target) !== undefined) {
    dropUnsentRecord(context, 'contacts', target);
    return;
  }
  // Edits not yet sent are moot once the record goes; a do-not-call stays, in case the delete is refused.
  for (const operation of openOperationsFor(context.db, target)) {
    if (!operation.urgent && operation.state !== 'sending') deleteOperation(context.db, operation.seq);
  }
  insert(context, { kind: 'contact.delete', resource: 'contacts', target });
}

function addContacts(context: Context, target: string, contactIds: string[]): void {
  const open = openOperationsFor(context.db, target);
  const last = open.at(-1);
  let remaining = contactIds;
  if (last !== undefined && last.kind === 'campaign.add_contacts' && last.state === 'queued' && mergeable(context, last)) {
    const known = new Set(last.contactIds);
    remaining = remaining.filter((id) => !known.has(id));
    const room = ADD_CONTACTS_MAX - last.contactIds.length;
    if (room > 0 && remaining.length > 0) {
      save(context, { ...last, contactIds: [...last.contactIds, ...remaining.slice(0, room)] });
      remaining = remaining.slice(room);
    }
  }
  for (let start = 0; start < remaining.length; start += ADD_CONTACTS_MAX) {
    insert(context, { kind: 'campaign.add_contacts', resource: 'campaigns', target, contactIds: remaining.slice(start, start + ADD_CONTACTS_MAX) });
  }
}
