import type { ContactStatus } from '../../../shared/api/resources';
import type { CoreError } from '../../../shared/contract/result';
import { contactsTagEdit, contactUpdateEdit, type Edit } from '../../../shared/outbox/edits';
import { problemsFromZod } from '../../../shared/api/problems';
import { countLabel } from '../records/format';

/**
 * A batch edit over selected contacts, as edits for one `outbox.apply`:
 * tags are one `contacts.tag` over every id (added or removed, never the
 * whole list); a status, a company or a deletion is one edit per contact,
 * all in the same batch, so the core checks them whole and queues all or
 * none.
 */
export type BatchAction =
  | { kind: 'add-tags'; tags: string[] }
  | { kind: 'remove-tags'; tags: string[] }
  | { kind: 'status'; status: ContactStatus }
  | { kind: 'company'; company: string }
  | { kind: 'delete' };

export type BatchKind = BatchAction['kind'];

export function batchEdits(ids: readonly string[], action: BatchAction): Edit[] {
  switch (action.kind) {
    case 'add-tags':
      return [{ op: 'contacts.tag', ids: [...ids], add: action.tags }];
    case 'remove-tags':
      return [{ op: 'contacts.tag', ids: [...ids], remove: action.tags }];
    case 'status':
      return ids.map((id) => ({ op: 'contact.update', id, fields: { status: action.status } }));
    case 'company':
      return ids.map((id) => ({ op: 'contact.update', id, fields: { company: action.company } }));
    case 'delete':
      return ids.map((id) => ({ op: 'contact.delete', id }));
    default:
      return action satisfies never;
  }
}

/** The dialog's title: "Add tags to 240 contacts", "Delete 240 contacts?". */
export function batchTitle(kind: BatchKind, count: number): string {
  const contacts = countLabel(count, 'contact', 'contacts');
  switch (kind) {
    case 'add-tags':
      return `Add tags to ${contacts}`;
    case 'remove-tags':
      return `Remove tags from ${contacts}`;
    case 'status':
      return `Set the status of ${contacts}`;
    case 'company':
      return `Set the company of ${contacts}`;
    case 'delete':
      return `Delete ${contacts}?`;
    default:
      return kind satisfies never;
  }
}

/**
 * What was typed, checked with the shared edit schemas before any id is
 * fetched or any edit made: a tag too long is said once, not 240 times.
 * The problem's field is the dialog's one field (`tags`, `company`).
 */
export function checkBatchInput(action: BatchAction): CoreError | undefined {
  const problem = (field: string, message: string): CoreError => ({ code: 'invalid_request', message, problems: [{ field, message }] });
  switch (action.kind) {
    case 'add-tags':
    case 'remove-tags': {
      if (action.tags.length === 0) return problem('tags', 'Type at least one tag, e.g. lead (several: lead, vip).');
      const parsed = contactsTagEdit.safeParse({ op: 'contacts.tag', ids: ['check'], add: action.tags });
      const first = parsed.success ? undefined : problemsFromZod(parsed.error)[0];
      return first ? problem('tags', `A tag ${first.message}.`) : undefined;
    }
    case 'company': {
      const parsed = contactUpdateEdit.safeParse({ op: 'contact.update', id: 'check', fields: { company: action.company } });
      const first = parsed.success ? undefined : problemsFromZod(parsed.error)[0];
      return first ? problem('company', `The company ${first.message}.`) : undefined;
    }
    case 'status':
    case 'delete':
      return undefined;
    default:
      return action satisfies never;
  }
}
