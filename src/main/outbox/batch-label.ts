import type { PlannedEdit } from './plan-edits';

/**
 * What makes a bulk batch, and what it is called on the Outbox screen: edits
 * of more than one record queued together (a batch action over a selection,
 * an import, an applied file). A campaign draft with the contacts added to
 * it is one record's edits, and goes with the edits people make one at a time.
 */

/** How many records the edits change or create. */
export function recordsNamed(edits: readonly PlannedEdit[]): number {
  const records = new Set<string>();
  for (const edit of edits) {
    switch (edit.op) {
      case 'contact.create':
      case 'campaign.create':
        records.add(edit.localId);
        break;
      case 'contacts.tag':
        for (const target of edit.targets) records.add(target);
        break;
      default:
        records.add(edit.target);
    }
  }
  return records.size;
}

const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
const quoted = (tags: readonly string[]) => tags.map((tag) => `“${tag}”`).join(', ');

/** The batch in words: "Add “vip” to 250 contacts", "Delete 40 contacts", "Create 1,000 contacts". */
export function describeBatch(edits: readonly PlannedEdit[]): string {
  const records = recordsNamed(edits);
  const kinds = new Set(edits.map((edit) => edit.op));
  if (kinds.size !== 1) return `Edits of ${plural(records, 'record')}`;
  const first = edits[0]!;
  switch (first.op) {
    case 'contacts.tag': {
      const add = [...new Set(edits.flatMap((edit) => (edit.op === 'contacts.tag' ? edit.add : [])))];
      const remove = [...new Set(edits.flatMap((edit) => (edit.op === 'contacts.tag' ? edit.remove : [])))];
      const parts = [add.length > 0 ? `add ${quoted(add)}` : '', remove.length > 0 ? `remove ${quoted(remove)}` : ''].filter(Boolean);
      const text = `${parts.join(' and ')} ${remove.length > 0 && add.length === 0 ? 'from' : add.length > 0 && remove.length === 0 ? 'to' : 'on'} ${plural(records, 'contact')}`;
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
    // Do-not-call changes never wait in a batch (queue-edits.ts): what a batch of updates holds is the other fields.
    case 'contact.update':
      return `Edit ${plural(records, 'contact')}`;
    case 'contact.delete':
      return `Delete ${plural(records, 'contact')}`;
    case 'contact.create':
      return `Create ${plural(records, 'contact')}`;
    case 'agent.update':
      return `Edit ${plural(records, 'agent')}`;
    case 'campaign.create':
      return `Create ${plural(records, 'campaign')}`;
    case 'campaign.add_contacts':
      return `Add contacts to ${plural(records, 'campaign')}`;
  }
}
