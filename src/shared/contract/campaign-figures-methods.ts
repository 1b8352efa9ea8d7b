import { z } from 'zod';
import { contactStatus } from '../api/resources';

/**
 * What the campaign view and the start dialog say about a campaign beyond
 * its record: the calls this copy of the workspace knows it made (the call
 * list carries no campaign id, only a call read one by one does, so this
 * counts the calls known, not all the calls made), their outcome mix, and
 * the do-not-call changes still waiting in the outbox, which hold any
 * campaign's start (they reach the service first). Spread into
 * `queryMethods`.
 */

const recordId = z.string().trim().min(1).max(500);
const calls = z.number().int().nonnegative();

export const campaignFigures = z.object({
  callsKnown: calls,
  /** Call status → calls, most first. */
  byStatus: z.array(z.object({ value: z.string(), calls })),
  /** Sentiment → calls, most first; null: the service gave none. */
  bySentiment: z.array(z.object({ value: z.string().nullable(), calls })),
});

export const waitingDoNotCall = z.object({
  seq: z.number().int().positive(),
  contact_id: z.string(),
  /** The contact's name when the change was queued (or now); null when not known. */
  name: z.string().nullable(),
  /** What the change sets: `dnc` (do not call), or back to `active`. */
  status: contactStatus.nullable(),
  /** `failed` or `conflict`: a change to do not call that could not be sent, waiting in the Outbox for the user. */
  state: z.enum(['queued', 'sending', 'failed', 'conflict']),
});

export const campaignFiguresMethods = {
  'campaigns.figures': { input: z.object({ id: recordId }), output: campaignFigures },
  /** Do-not-call changes not yet acknowledged by the service, in the order they will be sent: while there are any, no campaign starts. */
  'outbox.waitingDoNotCall': { input: z.object({}), output: z.object({ changes: z.array(waitingDoNotCall), total: calls }) },
} as const;

export type CampaignFigures = z.infer<typeof campaignFigures>;
export type WaitingDoNotCall = z.infer<typeof waitingDoNotCall>;
