import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';

/**
 * What an edit waiting in the outbox does, in the user's words: "Update
 * contact Ana Ruiz: email, company", "Add 3 contacts to campaign Spring
 * promo", "Do not call: Ana Ruiz". Records are named as the user knows them:
 * the name the core gave the entry, else (a record created here) the name in
 * its own fields; only a record the mirror no longer holds is named by id.
 */

/** Fields whose API names do not read well with the underscores replaced. */
const FIELD_WORDS: Record<string, string> = {
  is_active: 'active or paused',
  phone_number_id: 'phone number',
  knowledge_item_ids: 'knowledge items',
  custom_instructions: 'instructions',
};

export function fieldLabel(field: string): string {
  return FIELD_WORDS[field] ?? field.replaceAll('_', ' ');
}

const NOUNS: Record<string, string> = {
  'contact.create': 'contact',
  'contact.update': 'contact',
  'contact.delete': 'contact',
  'agent.update': 'agent',
  'campaign.create': 'campaign',
  'campaign.add_contacts': 'campaign',
};

/** "contact", "agent" or "campaign": what kind of record the edit is about. */
export function recordNoun(entry: Pick<OutboxEntryRow, 'op'>): string {
  return NOUNS[entry.op] ?? 'record';
}

/** The record's name: as the core knows it, else from a create's own fields, else what became of it. */
export function recordNameOf(entry: Pick<OutboxEntryRow, 'label' | 'fields' | 'id' | 'op' | 'problem'>): string {
  const label = entry.label?.trim();
  if (label) return label;
  const fromFields = nameInFields(entry.fields);
  if (fromFields) return fromFields;
  // The service deleted it and the mirror let it go with its name; its id means nothing to the user.
  if (entry.problem?.kind === 'deleted_on_server') return '(deleted on the service)';
  return `(not on this computer, id ${entry.id})`;
}

function nameInFields(fields: Record<string, unknown>): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const person = [text(fields.first_name), text(fields.last_name)].filter((part) => part !== '').join(' ');
  return person || text(fields.name) || undefined;
}

/** One line: what the edit does to which record. */
export function describeEntry(entry: OutboxEntryRow): string {
  const name = recordNameOf(entry);
  switch (entry.op) {
    case 'contact.create':
      return `Add contact ${name}`;
    case 'contact.delete':
      return `Delete contact ${name}`;
    case 'campaign.create':
      return `Create campaign ${name}`;
    case 'campaign.add_contacts': {
      const count = entry.contact_ids.length;
      return `Add ${count.toLocaleString()} ${count === 1 ? 'contact' : 'contacts'} to campaign ${name}`;
    }
    case 'contact.update':
      if (entry.urgent && Object.hasOwn(entry.fields, 'status')) return doNotCallLine(entry, name);
      return updateLine('contact', name, changesOf(entry));
    case 'agent.update':
      return updateLine('agent', name, changesOf(entry));
    default:
      return updateLine(recordNoun(entry), name, changesOf(entry));
  }
}

/** A do-not-call change jumps the queue; it reads as what it means for the phone, not as a field. */
function doNotCallLine(entry: OutboxEntryRow, name: string): string {
  const head = entry.fields.status === 'dnc' ? `Do not call: ${name}` : `Calls allowed again: ${name}`;
  const others = changesOf(entry, ['status']);
  return others.length === 0 ? head : `${head} (also ${others.join('; ')})`;
}

function updateLine(noun: string, name: string, changes: string[]): string {
  return changes.length === 0 ? `Update ${noun} ${name}` : `Update ${noun} ${name}: ${changes.join('; ')}`;
}

/** The changed fields, then the tags added and removed, as groups: ["email, company", "add tags vip, hot", "remove tag cold"]. */
function changesOf(entry: OutboxEntryRow, leaveOut: readonly string[] = []): string[] {
  const fields = Object.keys(entry.fields)
    .filter((field) => !leaveOut.includes(field))
    .map(fieldLabel);
  const tags = (verb: string, list: readonly string[]) => (list.length === 0 ? [] : [`${verb} ${list.length === 1 ? 'tag' : 'tags'} ${list.join(', ')}`]);
  return [...(fields.length === 0 ? [] : [fields.join(', ')]), ...tags('add', entry.tags_add), ...tags('remove', entry.tags_remove)];
}

/** What discarding an edit loses, for its confirmation. */
export function discardConsequence(entry: OutboxEntryRow): string {
  const name = entry.label?.trim() || nameInFields(entry.fields);
  const record = name ?? `this ${recordNoun(entry)}`;
  if (entry.problem?.kind === 'deleted_on_server') return `Your changes to ${record} are lost; the ${recordNoun(entry)} is already gone from the service. This cannot be undone.`;
  switch (entry.op) {
    case 'contact.create':
      return `${record} will not be added to the workspace, and the edits that need this contact are discarded too. This cannot be undone.`;
    case 'campaign.create':
      return `Campaign ${record} will not be created, and the edits that need it are discarded too. This cannot be undone.`;
    case 'contact.delete':
      return `${record} will not be deleted on the service, and shows here again as the service has it.`;
    case 'campaign.add_contacts':
      return `The contacts will not be added to campaign ${record}. This cannot be undone.`;
    default:
      return `The change is lost: it will not be sent, and ${record} shows the service's version again. This cannot be undone.`;
  }
}

/** What cancelling an edit still waiting does, for its confirmation: as discarding it, and a do-not-call cancelled leaves the phone open. */
export function cancelConsequence(entry: OutboxEntryRow): string {
  const consequence = discardConsequence(entry);
  if (entry.op !== 'contact.update' || !entry.urgent || entry.fields.status !== 'dnc') return consequence;
  const name = entry.label?.trim() || 'this contact';
  return `${consequence} Campaigns may go on calling ${name}.`;
}
