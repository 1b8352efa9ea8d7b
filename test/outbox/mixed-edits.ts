import type { WorkspaceState } from './intended-state';

/**
 * A batch of mixed edits over a synced sandbox workspace, as `voicedesk
 * apply` lines, in two parts: the first made offline, the second made after
 * a push that stopped part-way (so it names records the first one created,
 * by the local ids the outbox gave them, while their creates may be in
 * doubt). Every record it creates is distinguishable (its own email), except
 * two contacts created identically on purpose.
 */
type Json = Record<string, unknown>;

export interface MixedEdits {
  first: Json[];
  /** Names records of the first part by ref; `withLocalIds` turns them into the local ids before queuing. */
  second: Json[];
}

export function mixedEdits(state: WorkspaceState): MixedEdits {
  const contacts = [...state.contacts.keys()].sort();
  const [agent] = [...state.agents.keys()].sort();
  const draft = [...state.campaigns.values()].find((campaign) => campaign.status === 'draft');
  if (contacts.length < 30 || agent === undefined || draft === undefined) throw new Error('the workspace needs 30 contacts, an agent and a draft campaign');
  const c = (index: number) => contacts[index]!;

  const first: Json[] = [
    { op: 'contact.create', ref: 'n1', fields: { first_name: 'Ada', last_name: 'Lovelace', phone: '+15550001001', email: 'ada@example.com', tags: ['new'] } },
    { op: 'contact.update', id: 'n1', fields: { company: 'Analytical Engines' } },
    { op: 'contact.create', ref: 'n2', fields: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' } },
    { op: 'contact.create', ref: 'n3', fields: { first_name: 'Alan', email: 'alan@example.com', company: 'Bletchley', status: 'dnc' } },
    { op: 'contact.create', ref: 'n4', fields: { first_name: 'Katherine', last_name: 'Johnson', phone: '+15550001004', email: 'kj@example.com' } },
    // Two identical creates: the user meant two records.
    { op: 'contact.create', ref: 'twin1', fields: { first_name: 'Sam', last_name: 'Same', company: 'Twins Ltd' } },
    { op: 'contact.create', ref: 'twin2', fields: { first_name: 'Sam', last_name: 'Same', company: 'Twins Ltd' } },
    ...Array.from({ length: 10 }, (_, index) => ({ op: 'contact.update', id: c(index), fields: { company: `Company ${index}` } })),
    { op: 'contact.update', id: c(0), fields: { last_name: 'Changed' } },
    { op: 'contact.update', id: c(1), fields: { company: 'Company 1, corrected', email: 'one@example.com' } },
    { op: 'contacts.tag', ids: [c(2), c(3), c(11), 'n2'], add: ['vip', 'spring'], remove: [] },
    { op: 'contacts.tag', ids: [c(12)], add: ['vip'], remove: [] },
    { op: 'contact.update', id: c(13), fields: { tags: ['only-this'] } },
    { op: 'contact.delete', id: c(20) },
    { op: 'contact.delete', id: c(21) },
    { op: 'contact.update', id: c(22), fields: { company: 'Gone soon' } },
    { op: 'contact.delete', id: c(22) },
    { op: 'contact.update', id: c(14), fields: { status: 'dnc' } },
    { op: 'agent.update', id: agent, fields: { objective: 'Book a demo, politely.' } },
    { op: 'campaign.create', ref: 'k1', fields: { name: 'Spring outreach', agent_id: agent, objective: 'Spring offers' } },
    { op: 'campaign.create', ref: 'k2', fields: { name: 'Follow-ups', description: 'Everyone we missed' } },
    { op: 'campaign.add_contacts', id: 'k1', contact_ids: ['n1', 'n2', c(4), c(5)] },
    { op: 'campaign.add_contacts', id: draft.id as string, contact_ids: ['n3', c(6)] },
  ];
  const second: Json[] = [
    { op: 'contact.update', id: 'n1', fields: { last_name: 'King' } },
    { op: 'contacts.tag', ids: ['n4', 'twin1', c(2)], add: ['later'], remove: ['spring'] },
    { op: 'contact.update', id: 'n2', fields: { company: 'Navy' } },
    { op: 'campaign.add_contacts', id: 'k1', contact_ids: ['n4', c(7)] },
    { op: 'campaign.add_contacts', id: 'k2', contact_ids: ['twin2', 'n3', c(8)] },
    { op: 'contact.create', ref: 'n5', fields: { first_name: 'Edsger', email: 'edsger@example.com' } },
    { op: 'campaign.add_contacts', id: 'k2', contact_ids: ['n5'] },
    { op: 'contact.update', id: c(3), fields: { company: 'Company 3, again' } },
    { op: 'contact.update', id: c(15), fields: { status: 'dnc' } },
    { op: 'contact.delete', id: c(23) },
    // Created, added and deleted before it was ever sent: nothing of it may reach the service.
    { op: 'contact.create', ref: 'n6', fields: { first_name: 'Never', email: 'never@example.com' } },
    { op: 'campaign.add_contacts', id: 'k2', contact_ids: ['n6', c(9)] },
    { op: 'contact.delete', id: 'n6' },
  ];
  return { first, second };
}

/** The second part's names of records the first part created, as the local ids the outbox gave them. */
export function withLocalIds(edits: readonly Json[], refs: Record<string, string>): Json[] {
  const rename = (name: unknown) => (typeof name === 'string' && Object.hasOwn(refs, name) ? refs[name] : name);
  return edits.map((edit) => {
    const next: Json = { ...edit };
    if ('id' in next) next.id = rename(next.id);
    if (Array.isArray(next.ids)) next.ids = next.ids.map(rename);
    if (Array.isArray(next.contact_ids)) next.contact_ids = next.contact_ids.map(rename);
    return next;
  });
}
