import { z } from 'zod';
import { agentUpdateBody, campaignCreateBody, contactCreateBody, contactUpdateBody } from '../api/requests';

/**
 * The edits a user can make offline, as they travel from a form, a batch
 * action or a line of `voicedesk apply` to the outbox. Field values are
 * checked with the shared request schemas, so an edit accepted here is a
 * body the service accepts.
 *
 * Records are named by `id`: a server id, the local id the outbox gave a
 * record created offline (`local_…`), or, within one batch of edits, the
 * `ref` an earlier edit gave the record it creates. Which of these an id is
 * gets settled when the batch is queued (see src/main/outbox/plan-edits.ts).
 *
 * Starting a campaign and deleting an agent are not here on purpose: they
 * have real-world effects (calls placed, campaigns cancelled) and are done
 * online only, after a confirmation, never queued.
 */

const recordName = z.string().trim().min(1, { message: 'must not be empty' }).max(200);
/** A name an edit gives the record it creates, for later edits of the same batch. */
const ref = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(100)
  .refine((value) => !value.startsWith('local_'), { message: 'must not start with "local_" (reserved for the app’s own ids)' });
/** "Must change at least one field" only when nothing else is wrong: `{"nickname":"x"}` has an unknown field, and that is all to say. */
const nothingElseWrong = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;
const tagList = z.array(z.string().trim().min(1, { message: 'must not be empty' }).max(100)).max(200);

export const contactCreateEdit = z.strictObject({ op: z.literal('contact.create'), ref: ref.optional(), fields: contactCreateBody });
export const contactUpdateEdit = z.strictObject({
  op: z.literal('contact.update'),
  id: recordName,
  fields: contactUpdateBody.refine((fields) => Object.keys(fields).length > 0, { message: 'must change at least one field', when: nothingElseWrong }),
});
export const contactDeleteEdit = z.strictObject({ op: z.literal('contact.delete'), id: recordName });
export const contactsTagEdit = z
  .strictObject({
    op: z.literal('contacts.tag'),
    ids: z.array(recordName).min(1).max(100_000),
    add: tagList.optional(),
    remove: tagList.optional(),
  })
  .refine((edit) => (edit.add?.length ?? 0) + (edit.remove?.length ?? 0) > 0, { message: 'needs tags to add or to remove', path: ['add'] });
export const agentUpdateEdit = z.strictObject({
  op: z.literal('agent.update'),
  id: recordName,
  fields: agentUpdateBody.refine((fields) => Object.keys(fields).length > 0, { message: 'must change at least one field', when: nothingElseWrong }),
});
export const campaignCreateEdit = z.strictObject({ op: z.literal('campaign.create'), ref: ref.optional(), fields: campaignCreateBody });
export const campaignAddContactsEdit = z.strictObject({
  op: z.literal('campaign.add_contacts'),
  id: recordName,
  contact_ids: z.array(recordName).min(1).max(100_000),
});

export const edit = z.discriminatedUnion('op', [
  contactCreateEdit,
  contactUpdateEdit,
  contactDeleteEdit,
  contactsTagEdit,
  agentUpdateEdit,
  campaignCreateEdit,
  campaignAddContactsEdit,
]);

export const editOps = ['contact.create', 'contact.update', 'contact.delete', 'contacts.tag', 'agent.update', 'campaign.create', 'campaign.add_contacts'] as const;

export type Edit = z.infer<typeof edit>;
export type EditOp = Edit['op'];
export type ContactCreateEdit = z.infer<typeof contactCreateEdit>;
export type ContactUpdateEdit = z.infer<typeof contactUpdateEdit>;
export type ContactsTagEdit = z.infer<typeof contactsTagEdit>;
export type AgentUpdateEdit = z.infer<typeof agentUpdateEdit>;
export type CampaignCreateEdit = z.infer<typeof campaignCreateEdit>;
export type CampaignAddContactsEdit = z.infer<typeof campaignAddContactsEdit>;

/** Ids the outbox gives records created offline; never sent to the service. */
export const LOCAL_ID_PREFIX = 'local_';

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_ID_PREFIX);
}
