import type { Operation, OperationResource } from '../../shared/outbox/operations';
import { forgetLocalIds } from '../mirror/local-ids';
import { addContactsOperationsNaming, deleteOpenOperationsOf, deleteOperation, saveOperation } from '../mirror/outbox-store';
import { removeUnsentOverlays } from '../mirror/overlay-writes';
import type { Context } from './queue-edits';

/**
 * Records created here and never sent (a contact deleted before its create
 * went, a held batch discarded): nothing to undo on the server. The record
 * and everything naming it go: its operations, its local id, its overlay
 * row (with its documents in the search indexes), and its id in the
 * add-contacts operations that list it.
 */

/** One record, deleted before its create was sent. */
export function dropUnsentRecord(context: Context, resource: OperationResource, target: string): void {
  dropUnsentRecords(context, [{ resource, target }], addContactsOperationsNaming(context.db, target));
  // Counted as an operation changed (queueEdits's result); refolding it finds nothing left.
  context.touch(resource, target);
}

/**
 * Many records at once (a held batch discarded, abandoned-batches.ts), given
 * the open add-contacts operations that may name them (read once for all,
 * not once per record), each kind of write in one statement for all:
 * discarding 25,000 imported contacts one record at a time, through
 * refreshOverlay, took seconds.
 */
export function dropUnsentRecords(context: Context, records: readonly { resource: OperationResource; target: string }[], addContacts: readonly Operation[]): void {
  const targets = records.map((record) => record.target);
  const dropped = new Set(targets);
  deleteOpenOperationsOf(context.db, targets);
  for (const operation of addContacts) {
    if (!operation.contactIds.some((id) => dropped.has(id))) continue;
    const contactIds = operation.contactIds.filter((id) => !dropped.has(id));
    if (contactIds.length === 0 && operation.state !== 'sending') deleteOperation(context.db, operation.seq);
    else saveOperation(context.db, { ...operation, contactIds, updatedAt: context.now });
    context.touch(operation.resource, operation.target);
  }
  forgetLocalIds(context.db, targets);
  for (const resource of ['contacts', 'campaigns', 'agents'] as const) {
    removeUnsentOverlays(context.db, resource, records.filter((record) => record.resource === resource).map((record) => record.target));
  }
}
