import { z } from 'zod';
import { agentCreateBody } from '../api/requests';

/**
 * The write side of the renderer–core contract: edits go to the active
 * workspace's outbox (shown at once, sent when the service is reachable),
 * decisions about edits that stopped, and the two online-only actions.
 * Spread into `methods` in contract.ts.
 *
 * An edit's shape is the one `voicedesk apply` reads (src/shared/outbox/
 * edits.ts); the core validates it with field-named problems
 * (`invalid_request`), so forms show the message next to the field. A
 * problem's `field` is the path inside the edit (`fields.email`, `id`,
 * `ids[3]`) when the batch holds one edit, and `edits[i].<path>` when it
 * holds several.
 *
 * Edits are refused (`unavailable`, saying why) while the workspace's key is
 * known to be read-only (profiles' `keyPermission: 'read'`).
 */

const seq = z.number().int().positive();
const recordId = z.string().trim().min(1).max(500);

export const operationProblem = z.object({
  kind: z.string(),
  message: z.string(),
  fields: z.array(z.string()).optional(),
  theirs: z.record(z.string(), z.unknown()).optional(),
  name: z.string().optional(),
});

export const outboxEntry = z.object({
  seq,
  op: z.string(),
  id: z.string(),
  /** The record's name ("Ana Ruiz"), to say what the edit does; null when the mirror no longer holds the record. */
  label: z.string().nullable().optional(),
  state: z.enum(['queued', 'sending', 'done', 'failed', 'conflict']),
  urgent: z.boolean(),
  fields: z.record(z.string(), z.unknown()),
  /** An update's fields as the service had them when the edit was made (the base of a conflict's three columns); absent for other edits. */
  base: z.record(z.string(), z.unknown()).optional(),
  tags_add: z.array(z.string()),
  tags_remove: z.array(z.string()),
  contact_ids: z.array(z.string()),
  queued_at: z.string(),
  updated_at: z.string(),
  attempts: z.number().int().nonnegative(),
  in_doubt: z.boolean(),
  waiting_for: z.string().nullable(),
  problem: operationProblem.nullable(),
  /** The bulk batch it belongs to; null (or absent) for an edit made on its own. */
  batch: z.string().nullable().optional(),
});

const count = z.number().int().nonnegative();

/** A bulk batch (an edit of many records at once, an import) still being sent, shown as one entry. */
export const outboxBatch = z.object({
  batch: z.string(),
  /** What it does: "Add “vip” to 250 contacts". */
  label: z.string(),
  queued_at: z.string(),
  operations: count,
  waiting: count,
  sending: count,
  sent: count,
  /** Failed or in conflict: listed with the other decisions. */
  stopped: count,
  /** At the rate it has been going; null while it waits its turn or cannot be sent. */
  seconds_left: z.number().nonnegative().nullable(),
});

export const outboxList = z.object({
  /** The first `limit` of each kind, in the order they will be sent (do-not-call first); pending edits of a bulk batch are in `batches`, not here. */
  pending: z.array(outboxEntry),
  /** Bulk batches still being sent, sent after the edits made one at a time. */
  batches: z.array(outboxBatch),
  failed: z.array(outboxEntry),
  conflicts: z.array(outboxEntry),
  /** How many there are of each kind, beyond the entries listed too. */
  totals: z.object({ pending: z.number().int().nonnegative(), failed: z.number().int().nonnegative(), conflicts: z.number().int().nonnegative() }),
  /** Do-not-call changes the service acknowledged in the last 7 days. */
  confirmedDoNotCall: z.array(z.object({ id: z.string(), status: z.unknown(), confirmed_at: z.string() })),
});

export const queuedEdits = z.object({
  /** Refs given to new records in the batch, mapped to their local ids. */
  refs: z.record(z.string(), z.string()),
  operations: z.number().int().nonnegative(),
});

export const decision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('retry') }),
  z.object({ action: z.literal('discard') }),
  z.object({ action: z.literal('keep_mine') }),
  z.object({ action: z.literal('take_theirs') }),
  z.object({ action: z.literal('edit'), fields: z.record(z.string(), z.unknown()) }),
]);

/** What a batch dialog's cost line is computed from (src/shared/outbox/batch-cost.ts). */
export const outboxPace = z.object({
  backlog: count,
  workspaceContacts: count,
  rate: z
    .object({
      perWindow: z.number().int().positive(),
      windowSeconds: z.number().positive(),
      leftNow: count,
      resetInSeconds: z.number().nonnegative(),
    })
    .nullable(),
});

export const createdAgent = z.object({ id: z.string().nullable(), name: z.string().nullable(), is_active: z.boolean().nullable(), provisioning: z.boolean() });

export const outboxMethods = {
  /** Queues a batch of edits (validated whole: one bad edit and nothing is queued), then starts sending when online. */
  'outbox.apply': { input: z.object({ edits: z.array(z.unknown()).min(1).max(100_000) }), output: queuedEdits },
  /** At most `limit` entries of each kind (default 500): after a large import, the screen shows the first ones and the totals. */
  'outbox.list': { input: z.object({ limit: z.number().int().positive().max(10_000).optional() }), output: outboxList },
  'outbox.decide': { input: z.object({ seq, decision }), output: outboxList },
  /** Cancels what is still waiting of a bulk batch (the records show the service's version again); edits already on their way still land. */
  'outbox.cancelBatch': { input: z.object({ batch: z.string().min(1).max(200) }), output: outboxList },
  /**
   * What a batch would wait behind and go at, for the cost a batch dialog states before confirming: the requests
   * waiting in the outbox, the contacts the service holds, and the key's rate-limit figures (null until the service
   * has stated its limit, e.g. before the first sync of this run).
   */
  'outbox.pace': { input: z.object({}), output: outboxPace },
  /** Sends the outbox now (it is also sent after every sync). */
  'outbox.push': { input: z.object({}), output: z.object({ started: z.boolean() }) },
  /**
   * Online only, never queued, after the user confirmed (`confirmed: true`):
   * starting a campaign places calls. While do-not-call changes wait in the
   * outbox it is refused at once, with no request made, saying which and
   * that the outbox must be sent first (shared/campaigns/start-hold.ts).
   */
  'campaigns.start': {
    input: z.object({ id: recordId, confirmed: z.literal(true) }),
    output: z.object({ id: z.string(), status: z.string(), started_at: z.string().nullable() }),
  },
  /** Online only, after confirmation: deleting an agent cancels its active campaigns. */
  'agents.delete': { input: z.object({ id: recordId, confirmed: z.literal(true) }), output: z.object({ id: z.string() }) },
  /**
   * Online only, never queued: creating an agent from a website address or
   * from the manual fields (spec 4.1). The service provisions it for a few
   * seconds (`is_active` false meanwhile); the mirror holds it at once, shown
   * as provisioning and read again until the service says it is ready.
   */
  'agents.create': { input: z.object({ fields: agentCreateBody }), output: createdAgent },
  /**
   * Online only: "Check now" for a new agent the app stopped checking (still
   * provisioning after PROVISIONING_GIVE_UP_MS): read from the service at
   * once into the mirror, and watched again from the start while the
   * service still provisions it (`provisioning`).
   */
  'agents.checkProvisioning': { input: z.object({ id: recordId }), output: z.object({ provisioning: z.boolean() }) },
} as const;

export type OutboxMethodName = keyof typeof outboxMethods;
export type OutboxList = z.infer<typeof outboxList>;
export type OutboxEntryRow = z.infer<typeof outboxEntry>;
export type OutboxBatchRow = z.infer<typeof outboxBatch>;
export type OutboxPaceValue = z.infer<typeof outboxPace>;
