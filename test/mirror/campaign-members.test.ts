import { describe, expect, it } from 'vitest';
import {
  countCampaignMembers,
  listCampaignMembers,
  listCampaignsOfContact,
  recordAddedMembers,
  saveCallDetail,
  upsertCalls,
  upsertCampaigns,
  upsertContacts,
} from '../../src/main/mirror/index';
import { call, callListItem, campaign, contact } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/** Campaign membership the app knows: added here, or shown by a synced call. */
describe('campaign members', () => {
  const mirrors = useTempMirrors();

  it('learns a membership from a call whose detail names its campaign, keeping the latest call', () => {
    const { db } = mirrors.open();
    upsertCampaigns(db, [campaign('campaign_1', { name: 'Spring' })], { detail: true });
    upsertContacts(db, [contact('contact_1', { first_name: 'Ada', last_name: 'Lovelace' })]);
    // List pages carry no campaign id: nothing is known yet.
    upsertCalls(db, [callListItem('call_1', { start_timestamp: '2025-01-10T10:00:00Z' }), callListItem('call_2', { start_timestamp: '2025-02-10T10:00:00Z' })]);
    expect(listCampaignsOfContact(db, 'contact_1')).toEqual([]);

    saveCallDetail(db, call('call_2', { campaign_id: 'campaign_1', start_timestamp: '2025-02-10T10:00:00Z' }));
    saveCallDetail(db, call('call_1', { campaign_id: 'campaign_1', start_timestamp: '2025-01-10T10:00:00Z' }));

    expect(listCampaignsOfContact(db, 'contact_1')).toEqual([
      { campaign_id: 'campaign_1', name: 'Spring', status: 'draft', added_at: null, called_at: '2025-02-10T10:00:00Z' },
    ]);
    expect(listCampaignMembers(db, 'campaign_1', { limit: 10 }).rows).toEqual([
      { contact_id: 'contact_1', name: 'Ada Lovelace', phone: expect.any(String), status: 'active', added_at: null, called_at: '2025-02-10T10:00:00Z' },
    ]);
  });

  it('keeps the first time an add was acknowledged, beside what calls show', () => {
    const { db } = mirrors.open();
    db.transaction(() => recordAddedMembers(db, 'campaign_1', ['contact_1', 'contact_2'], '2025-03-01T00:00:00.000Z'))();
    db.transaction(() => recordAddedMembers(db, 'campaign_1', ['contact_1'], '2025-04-01T00:00:00.000Z'))();
    saveCallDetail(db, call('call_1', { campaign_id: 'campaign_1', contact_id: 'contact_1', start_timestamp: '2025-03-05T10:00:00Z' }));

    const rows = listCampaignMembers(db, 'campaign_1', { limit: 10 }).rows;
    expect(rows.map(({ contact_id, added_at, called_at }) => ({ contact_id, added_at, called_at }))).toEqual([
      { contact_id: 'contact_1', added_at: '2025-03-01T00:00:00.000Z', called_at: '2025-03-05T10:00:00Z' },
      { contact_id: 'contact_2', added_at: '2025-03-01T00:00:00.000Z', called_at: null },
    ]);
    // Contacts this copy does not hold are listed without a name rather than dropped.
    expect(rows[0]!.name).toBeNull();
  });

  it('pages a large campaign by name, each contact exactly once', () => {
    const { db } = mirrors.open();
    const ids = Array.from({ length: 250 }, (_, index) => `contact_${String(index).padStart(3, '0')}`);
    upsertContacts(
      db,
      ids.map((id, index) => contact(id, { first_name: index % 2 === 0 ? 'Same' : `Name ${index}` })),
    );
    db.transaction(() => recordAddedMembers(db, 'campaign_1', ids, '2025-03-01T00:00:00.000Z'))();

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = listCampaignMembers(db, 'campaign_1', { limit: 40, ...(after === undefined ? {} : { after }) });
      seen.push(...page.rows.map((row) => row.contact_id));
      after = page.nextCursor ?? undefined;
    } while (after !== undefined);

    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(countCampaignMembers(db, 'campaign_1')).toBe(250);
  });

  it('refuses a cursor it did not give out, naming the field', () => {
    const { db } = mirrors.open();
    expect(() => listCampaignMembers(db, 'campaign_1', { limit: 10, after: 'garbage' })).toThrow(/cursor/);
  });
});
