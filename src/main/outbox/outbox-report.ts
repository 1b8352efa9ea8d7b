import type { Operation, OperationProblem } from '../../shared/outbox/operations';
import { waitsForCreate } from '../../shared/outbox/operations';
import type { MirrorDb } from '../mirror';
import { openBatches } from '../mirror/outbox-batches';
import { countOpenOperations, listOperations } from '../mirror/outbox-store';
import { recordName } from '../mirror/record-lookup';

/**
 * What the outbox holds, for `voicedesk outbox`, the Outbox screen and the
 * status bar: pending (queued or in doubt), failed and in conflict, each
 * with what the user needs to decide about it, and the do-not-call changes
 * the service acknowledged recently ("the UI says when it has").
 */
export interface OutboxEntry {
  seq: number;
  op: Operation['kind'];
  /** The record: a server id, or a local id until its create is acknowledged. */
  id: string;
  /** The record's name, for saying what the edit does; null when the mirror no longer holds it. */
  label: string | null;
  state: Operation['state'];
  urgent: boolean;
  fields: Record<string, unknown>;
  /** An update's fields as the service had them when the edit was made. */
  base: Record<string, unknown>;
  tags_add: string[];
  tags_remove: string[];
  contact_ids: string[];
  queued_at: string;
  updated_at: string;
  attempts: number;
  /** Sent, outcome not known yet: will be settled by reading the service. */
  in_doubt: boolean;
  /** Why it cannot go yet, when something else must happen first. */
  waiting_for: string | null;
  problem: OperationProblem | null;
  /** The bulk batch it belongs to (see outbox_batches); null for an edit made on its own. */
  batch: string | null;
}

/** A bulk batch still being sent, as one entry: what it does and how far it got. */
export interface OutboxBatch {
  batch: string;
  label: string;
  queued_at: string;
  /** Operations it queued, and where they stand (those edited on their own since have left the batch). */
  operations: number;
  waiting: number;
  sending: number;
  sent: number;
  stopped: number;
  /** At the rate it went over the last two minutes; null until it has gone at a rate (waiting its turn, or offline). */
  seconds_left: number | null;
}

/** The rate a batch goes at is measured over this span. */
const RATE_SPAN_MS = 120_000;

/** Open bulk batches, oldest first. */
export function outboxBatches(db: MirrorDb, now: Date = new Date()): OutboxBatch[] {
  return openBatches(db, { sinceIso: new Date(now.getTime() - RATE_SPAN_MS).toISOString() }).map((batch) => {
    const left = batch.queued + batch.sending;
    const perSecond = batch.doneRecently / (RATE_SPAN_MS / 1000);
    return {
      batch: batch.batchId,
      label: batch.label,
      queued_at: batch.queuedAt,
      operations: batch.operations,
      waiting: batch.queued,
      sending: batch.sending,
      sent: batch.done,
      stopped: batch.failed + batch.conflict,
      seconds_left: batch.doneRecently >= 2 ? Math.ceil(left / perSecond) : null,
    };
  });
}

export interface OutboxReport {
  pending: OutboxEntry[];
  failed: OutboxEntry[];
  conflicts: OutboxEntry[];
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  conflicts: number;
}

/** Each kind listed up to `limit` (all by default), in sending order. */
export function outboxReport(db: MirrorDb, options: { limit?: number } = {}): OutboxReport {
  const limit = options.limit ?? 1_000_000;
  const pending = listOperations(db, ['queued', 'sending'], limit);
  const failed = listOperations(db, ['failed'], limit);
  const conflicts = listOperations(db, ['conflict'], limit);
  const stuck = new Map<string, Operation>();
  for (const operation of [...failed, ...conflicts]) if (!stuck.has(operation.target) || stuck.get(operation.target)!.seq > operation.seq) stuck.set(operation.target, operation);
  const entry = (operation: Operation) =>
    entryOf(operation, waitingFor(operation, stuck), recordName(db, operation.resource, operation.target) ?? operation.targetName ?? operation.problem?.name ?? null);
  return { pending: pending.map(entry), failed: failed.map(entry), conflicts: conflicts.map(entry) };
}

export function outboxCounts(db: MirrorDb): OutboxCounts {
  const counts = countOpenOperations(db);
  return { pending: counts.queued + counts.sending, failed: counts.failed, conflicts: counts.conflict };
}

/** Do-not-call changes the service acknowledged since `since` (ISO time), newest first. */
export function confirmedDoNotCall(db: MirrorDb, since: string): { id: string; status: unknown; confirmed_at: string }[] {
  return listOperations(db, ['done'])
    .filter((operation) => operation.urgent && operation.doneAt !== null && operation.doneAt >= since)
    .map((operation) => ({ id: operation.resultId ?? operation.target, status: operation.fields.status, confirmed_at: operation.doneAt! }))
    .sort((a, b) => b.confirmed_at.localeCompare(a.confirmed_at));
}

function waitingFor(operation: Operation, stuck: Map<string, Operation>): string | null {
  if (operation.state !== 'queued' && operation.state !== 'sending') return null;
  const before = stuck.get(operation.target);
  if (before !== undefined && before.seq < operation.seq && before.urgent === operation.urgent) {
    return `an earlier edit of this record that ${before.state === 'conflict' ? 'is in conflict' : 'failed'} (#${before.seq})`;
  }
  if (waitsForCreate(operation)) return 'a record created offline that has not reached the service yet';
  return null;
}

function entryOf(operation: Operation, waiting: string | null, label: string | null): OutboxEntry {
  return {
    seq: operation.seq,
    op: operation.kind,
    id: operation.target,
    label,
    state: operation.state,
    urgent: operation.urgent,
    fields: operation.fields,
    base: operation.base,
    tags_add: operation.tagsAdd,
    tags_remove: operation.tagsRemove,
    contact_ids: operation.contactIds,
    queued_at: operation.queuedAt,
    updated_at: operation.updatedAt,
    attempts: operation.attempts,
    in_doubt: operation.state === 'sending',
    waiting_for: waiting,
    problem: operation.problem,
    batch: operation.batch,
  };
}
