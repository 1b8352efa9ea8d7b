import { MAIN_THREAD_CHOICES, MAIN_THREAD_IDS } from '../../src/main/mirror-jobs/mirror-jobs';
import { describe, expect, it } from 'vitest';
import { listContactCompanies, listContactIds, listContactTags, listContacts, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { MAX_CONTACT_IDS } from '../../src/shared/contract/query-methods';
import { contact } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * `contacts.ids`, the ids behind "select all N matching" in the Contacts
 * list: through dispatch on the core service over a real mirror file, and
 * the mirror query itself across its pages and its cap. The ids must be
 * exactly the rows the list shows for the same filter, pending edits
 * included (a contact created offline is there, one deleted offline is not).
 */
const { mirrors, coreOn } = useCoreOnMirrors();

const COMPANIES = ['Analytical Engines', 'Navy', 'Bell Labs'];

function fill(db: MirrorDb, count: number): void {
  upsertContacts(
    db,
    Array.from({ length: count }, (_, index) =>
      contact(`contact_${String(index).padStart(5, '0')}`, {
        first_name: `Person ${index}`,
        last_name: index % 7 === 0 ? 'Hopper' : 'Lovelace',
        company: COMPANIES[index % COMPANIES.length]!,
        tags: index % 2 === 0 ? ['lead'] : [],
        status: index % 10 === 0 ? 'dnc' : 'active',
        created_at: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
      }),
    ),
  );
}

function queue(db: MirrorDb, edits: unknown[]): Record<string, string> {
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(db, plan.edits);
  return plan.refs;
}

/** Every row the list shows for a filter and sort, page after page, as the Contacts screen reads them. */
function listedIds(db: MirrorDb, options: Omit<Parameters<typeof listContacts>[1], 'limit' | 'after'>): string[] {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page = listContacts(db, { ...options, limit: 500, ...(after === null ? {} : { after }) });
    ids.push(...page.rows.map((row) => row.id));
    after = page.nextCursor;
  } while (after !== null);
  return ids;
}

describe('contacts.ids', () => {
  it('gives the ids of every contact the list shows for the same filter and search, in its order, pending edits included', async () => {
    const file = mirrors.file();
    const db = mirrors.open(file).db;
    fill(db, 300);
    const refs = queue(db, [
      { op: 'contact.create', ref: 'new', fields: { first_name: 'Zora', last_name: 'Hopper', company: 'Navy', tags: ['lead'] } },
      { op: 'contact.delete', id: 'contact_00014' },
      { op: 'contacts.tag', ids: ['contact_00001'], add: ['lead'] },
    ]);
    const { value } = coreOn(file);

    const filters = [{}, { tag: 'lead' }, { company: 'navy' }, { status: 'dnc' as const }, { text: 'hopper' }, { text: 'hopper', tag: 'lead', company: 'NAVY' }];
    for (const filter of filters) {
      const expected = listedIds(db, { filter });
      expect(expected.length).toBeGreaterThan(0);
      expect(await value('contacts.ids', { filter })).toEqual({ ids: expected, truncated: false });
      expect((await value('contacts.count', { filter })).total).toBe(expected.length);
    }

    const hoppersAtNavy = await value('contacts.ids', { filter: { text: 'hopper', company: 'Navy' } });
    expect(hoppersAtNavy.ids).toContain(refs['new']);
    expect(hoppersAtNavy.ids).not.toContain('contact_00014');
    expect((await value('contacts.ids', { filter: { tag: 'lead' } })).ids).toContain('contact_00001');
    // The contact created here opens too, though it was never synced.
    expect(await value('contacts.get', { id: refs['new']! })).toMatchObject({ id: refs['new'], name: 'Zora Hopper', pending: true, synced_at: null });

    const sort = { field: 'created_at' as const, direction: 'desc' as const };
    expect((await value('contacts.ids', { filter: { tag: 'lead' }, sort })).ids).toEqual(listedIds(db, { filter: { tag: 'lead' }, sort }));
  });

  it('reads past the mirror’s page size and stops at the cap, saying more matched', () => {
    const db = mirrors.open().db;
    fill(db, 2_600);
    const all = listContactIds(db, {}, MAX_CONTACT_IDS);
    expect(all).toEqual({ ids: listedIds(db, {}), truncated: false });
    expect(all.ids).toHaveLength(2_600);
    expect(new Set(all.ids).size).toBe(2_600);

    expect(listContactIds(db, {}, 2_600)).toEqual({ ids: all.ids, truncated: false });
    expect(listContactIds(db, {}, 2_599)).toEqual({ ids: all.ids.slice(0, 2_599), truncated: true });
    expect(listContactIds(db, {}, 1_000)).toEqual({ ids: all.ids.slice(0, 1_000), truncated: true });
    // "Lovelace": six in seven contacts, a broad search read along the sort's index.
    expect(listContactIds(db, { filter: { text: 'lovelace' } }, MAX_CONTACT_IDS).ids).toEqual(listedIds(db, { filter: { text: 'lovelace' } }));
  });

  it('reads many ids on a thread of its own, with the same answer', async () => {
    const file = mirrors.file();
    const db = mirrors.open(file).db;
    fill(db, MAIN_THREAD_IDS + 200);
    queue(db, [{ op: 'contact.delete', id: 'contact_00014' }]);
    const { value } = coreOn(file);

    const all = await value('contacts.ids', {});
    expect(all).toEqual({ ids: listedIds(db, {}), truncated: false });
    expect(all.ids).toHaveLength(MAIN_THREAD_IDS + 199);
    const sort = { field: 'name', direction: 'desc' } as const;
    expect((await value('contacts.ids', { filter: { text: 'lovelace' }, sort })).ids).toEqual(listedIds(db, { filter: { text: 'lovelace' }, sort }));
  });

  it('answers with no ids before the first sync', async () => {
    const { value } = coreOn(mirrors.file());
    expect(await value('contacts.ids', { filter: { tag: 'lead' } })).toEqual({ ids: [], truncated: false });
  });

  it('refuses a bad filter with the field at fault', async () => {
    const { call } = coreOn(mirrors.file());
    const reply = await call('contacts.ids', { filter: { status: 'blocked' } });
    expect(reply.ok ? [] : reply.error.problems?.map((problem) => problem.field)).toEqual(['filter.status']);
  });
});

/** The filters' choices of a big mirror come from the same thread-of-its-own machinery (filled as above). */
describe('contacts.filterChoices on a big mirror', () => {
  it('reads them on a thread of its own, with the same answer, pending edits included', async () => {
    const file = mirrors.file();
    const db = mirrors.open(file).db;
    fill(db, MAIN_THREAD_CHOICES + 200);
    queue(db, [
      { op: 'contact.create', ref: 'new', fields: { first_name: 'Zora', last_name: 'Hopper', company: 'Xerox Parc', tags: ['pending-tag'] } },
      { op: 'contact.delete', id: 'contact_00014' },
    ]);
    const { value } = coreOn(file);

    const choices = await value('contacts.filterChoices', {});
    expect(choices).toEqual({ tags: listContactTags(db), companies: listContactCompanies(db, 1000) });
    expect(choices.tags).toContainEqual({ tag: 'pending-tag', contacts: 1 });
    expect(choices.companies.map((entry) => entry.company)).toEqual(['Analytical Engines', 'Bell Labs', 'Navy', 'Xerox Parc']);
    expect(choices.companies.reduce((sum, entry) => sum + entry.contacts, 0)).toBe(MAIN_THREAD_CHOICES + 200);
  });
});
