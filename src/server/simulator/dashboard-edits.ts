import { CONTACT_TAGS, fakeCompanyName, fakePerson } from '../content/index';
import { weightedTable, type Random } from '../support/random';
import { idFromUuid } from '../ids';
import { applyContactUpdate } from '../operations/contact-operations';
import { contactRecord } from '../seed/records';
import { deleteContact, getContact, insertContacts } from '../store/contacts';
import { randomContact } from './incoming-calls';
import type { TickContext } from './tick-context';

/**
 * Someone else at work on the dashboard of the main workspace: a contact's
 * tags or company changed, a new contact created, now and then one deleted.
 * Edits go through the same functions as the API (a PATCH's update, the
 * store's insert and delete), so updated_at, list order and meta.total move
 * exactly as they would, and a client syncing the workspace meets real
 * conflicts and lists that change while it pages.
 */
type Edit = 'tags' | 'company' | 'create' | 'delete';

const pickEdit = weightedTable<Edit>([
  ['tags', 40],
  ['company', 30],
  ['create', 25],
  ['delete', 5],
]);

export function makeDashboardEdits(context: TickContext, workspaceId: number, perMinute: number): void {
  const due = context.arrivals.due('dashboard-edits', perMinute * 60, context.elapsed, context.budget.left);
  for (let edit = 0; edit < due; edit++) {
    makeEdit(context, workspaceId, pickEdit(context.rng));
    context.report.dashboardEdits++;
    context.budget.left--;
  }
}

function makeEdit(context: TickContext, workspaceId: number, edit: Edit): void {
  const { db, now, rng } = context;
  const target = edit === 'create' ? undefined : randomContact(db, rng, workspaceId);
  if (target === undefined) {
    insertContacts(db, [contactRecord(workspaceId, idFromUuid('contact', rng.uuid()), fakePerson(rng), 'active', now)]);
    return;
  }
  switch (edit) {
    case 'tags': {
      const current = getContact(db, workspaceId, target.id)?.tags ?? [];
      applyContactUpdate(db, workspaceId, target.id, { tags: differentTags(rng, current) }, now);
      return;
    }
    case 'company':
      applyContactUpdate(db, workspaceId, target.id, { company: fakeCompanyName(rng) }, now);
      return;
    case 'delete':
      deleteContact(db, workspaceId, target.id);
      return;
    case 'create':
      return;
    default:
      assertNever(edit);
  }
}

/** Adds a tag the contact lacks or drops one it has, so the edit always changes something. */
function differentTags(rng: Random, current: readonly string[]): string[] {
  const missing = CONTACT_TAGS.filter((tag) => !current.includes(tag));
  if (current.length > 0 && (missing.length === 0 || rng.chance(0.4))) {
    const dropped = rng.pick(current);
    return current.filter((tag) => tag !== dropped);
  }
  return [...current, rng.pick(missing)];
}

function assertNever(value: never): never {
  throw new Error(`unexpected dashboard edit: ${String(value)}`);
}
