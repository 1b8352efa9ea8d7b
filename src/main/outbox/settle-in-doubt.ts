import { isApiError } from '../api';
import { phoneDigits } from '../mirror';
import type { MirrorDb } from '../mirror';
import { isAdopted } from '../mirror/local-ids';
import { serverRecord } from '../mirror/record-lookup';
import { sameValue, tagsOf, type Operation, type RecordValue } from '../../shared/outbox/operations';
import { findCreated } from './find-created';
import { recordServerRead, type Acknowledgement } from './record-outcome';
import type { SendContext } from './send-operation';

export type Settled = { kind: 'applied'; ack: Acknowledgement } | { kind: 'not_applied' } | { kind: 'gone' };

type RequestOptions = { priority: 'outbox'; signal?: AbortSignal };

/**
 * Settling an operation in doubt by reading the server, never by resending
 * blindly. Updates and deletes are checked on the record itself; creates
 * are looked for among the newest records (find-created.ts) and adopted;
 * add-contacts cannot be read back (no endpoint lists a campaign's
 * contacts) and is resent: adding a contact a campaign already has changes
 * nothing (our reading of the spec, which the sandbox server follows).
 */
export async function settleInDoubt(context: SendContext, operation: Operation, options: RequestOptions): Promise<Settled> {
  const { client, db } = context;
  const sent = (operation.sentBody ?? {}) as RecordValue;
  const read = async <T>(call: () => Promise<T>): Promise<T> => {
    context.counters.requests += 1;
    context.counters.reconciliation += 1;
    return call();
  };
  const readOrGone = async <T>(call: () => Promise<T>): Promise<T | 'gone'> => {
    try {
      return await read(call);
    } catch (error) {
      if (isApiError(error) && error.kind === 'not_found') return 'gone';
      throw error;
    }
  };
  const sentAt = new Date(operation.sentAt ?? operation.queuedAt);

  switch (operation.kind) {
    case 'contact.update':
    case 'agent.update': {
      const current = await readOrGone<RecordValue>(() => (operation.resource === 'contacts' ? client.getContact(operation.target, options) : client.getAgent(operation.target, options)));
      if (current === 'gone') return { kind: 'gone' };
      recordServerRead(db, operation.resource, current, context.now());
      const applied = Object.entries(sent).every(([field, value]) => (field === 'tags' ? sameSet(tagsOf(current), value) : sameValue(current[field], value)));
      return applied ? { kind: 'applied', ack: { record: current } } : { kind: 'not_applied' };
    }
    case 'contact.delete': {
      const current = await readOrGone(() => client.getContact(operation.target, options));
      return current === 'gone' ? { kind: 'applied', ack: { gone: true } } : { kind: 'not_applied' };
    }
    case 'campaign.add_contacts':
      return { kind: 'not_applied' };
    case 'contact.create':
      return context.adoptionLock(async () => {
        const found = await findCreated({
          list: (page, perPage) => read(() => client.listContacts({ page, perPage }, options)),
          matches: (contact) => sameContact(contact, sent),
          excluded: (id) => excludedFromAdoption(db, 'contacts', id, sentAt),
          sentAt,
        });
        return found.record ? { kind: 'applied', ack: { record: found.record, resultId: found.record.id } } : { kind: 'not_applied' };
      });
    case 'campaign.create':
      return context.adoptionLock(async () => {
        const found = await findCreated({
          list: (page, perPage) => read(() => client.listCampaigns({ page, perPage }, options)),
          matches: (campaign) => sameCampaign(campaign, sent),
          excluded: (id) => excludedFromAdoption(db, 'campaigns', id, sentAt),
          sentAt,
        });
        return found.record ? { kind: 'applied', ack: { record: found.record, resultId: found.record.id } } : { kind: 'not_applied' };
      });
  }
}

/** Already another create's, or in the mirror before this request was sent: not the record it made. */
function excludedFromAdoption(db: MirrorDb, resource: 'contacts' | 'campaigns', id: string, sentAt: Date): boolean {
  if (isAdopted(db, id)) return true;
  const known = serverRecord(db, resource, id);
  return known !== undefined && Date.parse(known.syncedAt) < sentAt.getTime();
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value == null ? '' : String(value));

function sameContact(contact: RecordValue, sent: RecordValue): boolean {
  for (const field of ['first_name', 'last_name', 'email', 'company'] as const) {
    if (Object.hasOwn(sent, field) && text(contact[field]) !== text(sent[field])) return false;
  }
  if (Object.hasOwn(sent, 'phone') && phoneDigits(contact.phone as string | null) !== phoneDigits(sent.phone as string)) return false;
  return true;
}

function sameCampaign(campaign: RecordValue, sent: RecordValue): boolean {
  for (const field of ['name', 'agent_id', 'objective'] as const) {
    // The list shape carries these three (spec 2.3); a field the list omits cannot rule a candidate out.
    if (Object.hasOwn(sent, field) && Object.hasOwn(campaign, field) && text(campaign[field]) !== text(sent[field])) return false;
  }
  return true;
}

function sameSet(current: readonly string[], sent: unknown): boolean {
  if (!Array.isArray(sent)) return false;
  return sameValue([...new Set(current)].sort(), [...new Set(sent as string[])].sort());
}
