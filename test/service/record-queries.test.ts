import { describe, expect, it } from 'vitest';
import { saveCallDetail, upsertAgents, upsertCampaigns, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import type { Agent } from '../../src/shared/api/resources';
import { agent, agentListItem, call, campaign, campaignListItem, contact } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * The read methods of the Contacts, Campaigns and Agents screens, through
 * dispatch on the core service, over a real mirror file written by another
 * connection as the profile worker writes it.
 */
const { mirrors, coreOn } = useCoreOnMirrors();

function fill(db: MirrorDb): void {
  upsertAgents(
    db,
    [
      agent('agent_1', {
        name: 'Riley',
        custom_instructions: ['Never promise a discount.'],
        enabled_tools: ['calendar'],
        knowledge_item_ids: ['knowledge_1'],
        background_sound: 'office',
        product_description: 'Solar panels',
        voice: 'voice_7',
        accent: 'en-GB',
        phone_number_id: 'phone_1',
      }),
      // Only listed so far: no settings yet.
      agentListItem('agent_2', { name: 'Élodie', is_active: false }) as Agent,
    ],
    { detail: false },
  );
  upsertAgents(db, [agent('agent_1', { name: 'Riley', custom_instructions: ['Never promise a discount.'], enabled_tools: ['calendar'] })], { detail: true });
  upsertCampaigns(
    db,
    [
      campaign('campaign_1', {
        name: 'Spring outreach',
        agent_id: 'agent_1',
        status: 'active',
        started_at: '2025-01-05T09:00:00Z',
        business_hours: { monday: { enabled: true, start: '09:00', end: '17:00' }, tuesday: { enabled: false } },
        phone_number_id: 'phone_1',
      }),
    ],
    { detail: true },
  );
  upsertCampaigns(db, [campaignListItem('campaign_2', { name: '100% Renewals', status: 'draft', created_at: '2024-03-01T00:00:00Z' })], { detail: false });
  upsertContacts(db, [
    contact('contact_1', { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines', tags: ['vip', 'lead'], created_at: '2024-01-01T00:00:00Z' }),
    contact('contact_2', { first_name: 'Grace', last_name: 'Hopper', company: 'Navy', tags: ['lead'], status: 'dnc', phone: '+1 (555) 010-2030', created_at: '2024-02-01T00:00:00Z' }),
    contact('contact_3', { first_name: 'Zoë', last_name: null, company: 'analytical engines', email: 'zoe@engines.example', tags: [], created_at: '2024-03-01T00:00:00Z' }),
  ]);
  saveCallDetail(db, call('call_1', { contact_id: 'contact_1', agent_id: 'agent_1', campaign_id: 'campaign_1' }));
}

function syncedMirror(): string {
  const file = mirrors.file();
  fill(mirrors.open(file).db);
  return file;
}

describe('the record screens before the first sync', () => {
  it('answer with empty results when the mirror file does not exist yet', async () => {
    const { value } = coreOn(mirrors.file());
    expect(await value('contacts.list', { limit: 50 })).toEqual({ rows: [], nextCursor: null });
    expect(await value('contacts.count', {})).toEqual({ total: 0 });
    expect(await value('contacts.get', { id: 'contact_1' })).toBeNull();
    expect(await value('contacts.filterChoices', {})).toEqual({ tags: [], companies: [] });
    expect(await value('campaigns.page', { limit: 50 })).toEqual({ rows: [], nextCursor: null });
    expect(await value('campaigns.count', {})).toEqual({ total: 0 });
    expect(await value('campaigns.get', { id: 'campaign_1' })).toBeNull();
    expect(await value('agents.page', { limit: 50 })).toEqual({ rows: [], nextCursor: null });
    expect(await value('agents.count', {})).toEqual({ total: 0 });
    expect(await value('agents.get', { id: 'agent_1' })).toBeNull();
  });
});

describe('contacts', () => {
  it('lists by name with every field, tags as a list and no pending edit, and pages by cursor', async () => {
    const { value } = coreOn(syncedMirror());
    const first = await value('contacts.list', { limit: 2 });
    expect(first.rows.map((row) => row.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(first.rows[1]).toEqual({
      id: 'contact_2',
      first_name: 'Grace',
      last_name: 'Hopper',
      name: 'Grace Hopper',
      phone: '+1 (555) 010-2030',
      email: 'contact_2@example.com',
      company: 'Navy',
      tags: ['lead'],
      status: 'dnc',
      created_at: '2024-02-01T00:00:00Z',
      updated_at: null,
      pending: false,
    });
    const second = await value('contacts.list', { limit: 2, after: first.nextCursor });
    expect(second).toMatchObject({ rows: [{ name: 'Zoë' }], nextCursor: null });
  });

  it('filters by status, tag and company, searches the contact fields, sorts, and counts with the same filter', async () => {
    const { value } = coreOn(syncedMirror());
    const ids = async (params: object) => (await value('contacts.list', { limit: 50, ...params })).rows.map((row) => row.id);
    expect(await ids({ filter: { status: 'dnc' } })).toEqual(['contact_2']);
    expect(await ids({ filter: { tag: 'lead' } })).toEqual(['contact_1', 'contact_2']);
    expect(await ids({ filter: { company: 'ANALYTICAL ENGINES' } })).toEqual(['contact_1', 'contact_3']);
    expect(await ids({ filter: { text: 'zoe' } })).toEqual(['contact_3']);
    expect(await ids({ filter: { text: '15550102030' } })).toEqual(['contact_2']);
    expect(await ids({ filter: { text: 'vip' } })).toEqual(['contact_1']);
    expect(await ids({ filter: { text: '  ' } })).toEqual(['contact_1', 'contact_2', 'contact_3']);
    expect(await ids({ filter: { tag: 'lead', status: 'active' } })).toEqual(['contact_1']);
    expect(await ids({ sort: { field: 'created_at', direction: 'desc' } })).toEqual(['contact_3', 'contact_2', 'contact_1']);
    expect(await ids({ sort: { field: 'company', direction: 'desc' } })).toEqual(['contact_2', 'contact_3', 'contact_1']);
    expect(await value('contacts.count', { filter: { company: 'analytical engines' } })).toEqual({ total: 2 });
    expect(await value('contacts.count', { filter: { text: 'lovelace' } })).toEqual({ total: 1 });
    expect(await value('contacts.count', {})).toEqual({ total: 3 });
  });

  it('gives one contact with all its fields and when it was synced, or null when not mirrored', async () => {
    const { value } = coreOn(syncedMirror());
    const detail = await value('contacts.get', { id: 'contact_1' });
    expect(detail).toMatchObject({ id: 'contact_1', name: 'Ada Lovelace', tags: ['vip', 'lead'], status: 'active', pending: false, synced_at: expect.any(String) });
    expect(detail).not.toHaveProperty('raw');
    expect(await value('contacts.get', { id: 'contact_404' })).toBeNull();
  });

  it('offers the tags and the companies in use, one entry per company whatever its case', async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('contacts.filterChoices', {})).toEqual({
      tags: [
        { tag: 'lead', contacts: 2 },
        { tag: 'vip', contacts: 1 },
      ],
      companies: [
        { company: 'Analytical Engines', contacts: 2 },
        { company: 'Navy', contacts: 1 },
      ],
    });
  });

  it('refuses a bad request with the field at fault', async () => {
    const { call } = coreOn(syncedMirror());
    const fieldsOf = async (params: unknown) => {
      const reply = await call('contacts.list', params);
      return reply.ok ? [] : reply.error.problems?.map((problem) => problem.field);
    };
    expect(await fieldsOf({ limit: 0 })).toEqual(['limit']);
    expect(await fieldsOf({ limit: 501 })).toEqual(['limit']);
    expect(await fieldsOf({ limit: 10, filter: { status: 'blocked' } })).toEqual(['filter.status']);
    expect(await fieldsOf({ limit: 10, filter: { tag: '  ' } })).toEqual(['filter.tag']);
    expect(await fieldsOf({ limit: 10, sort: { field: 'email', direction: 'asc' } })).toEqual(['sort.field']);
    expect(await fieldsOf({ limit: 10, filter: { text: 'x'.repeat(501) } })).toEqual(['filter.text']);

    const byCreated = await call('contacts.list', { limit: 1, sort: { field: 'created_at', direction: 'asc' } });
    if (!byCreated.ok || byCreated.value.nextCursor === null) throw new Error('expected a next page');
    const foreign = await call('contacts.list', { limit: 1, after: byCreated.value.nextCursor });
    expect(foreign).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'after' }] } });
    expect(await call('contacts.get', { id: '' })).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'id' }] } });
  });

  it('takes any typed search text safely', async () => {
    const { call } = coreOn(syncedMirror());
    for (const text of ['"', 'AND OR', 'NEAR(', '*', "'; DROP TABLE contacts; --", '\u0000', '<b>']) {
      expect(await call('contacts.list', { limit: 5, filter: { text } })).toMatchObject({ ok: true });
      expect(await call('contacts.count', { filter: { text } })).toMatchObject({ ok: true });
    }
  });
});

describe('campaigns', () => {
  it('lists the newest first with the agent name, mode, time zone and start, and whether the detail was fetched', async () => {
    const { value } = coreOn(syncedMirror());
    const { rows } = await value('campaigns.page', { limit: 10 });
    expect(rows.map((row) => row.id)).toEqual(['campaign_2', 'campaign_1']);
    expect(rows[1]).toEqual({
      id: 'campaign_1',
      name: 'Spring outreach',
      agent_id: 'agent_1',
      agent_name: 'Riley',
      status: 'active',
      objective: 'Sell',
      campaign_mode: 'outbound',
      timezone: 'Europe/Paris',
      created_at: '2024-01-01T00:00:00Z',
      started_at: '2025-01-05T09:00:00Z',
      detail_fetched: true,
      pending: false,
    });
    expect(rows[0]).toMatchObject({ agent_name: null, campaign_mode: null, detail_fetched: false });
  });

  it('filters by status and by words in the name (any case, accents and wildcards taken literally), sorts by name, and counts', async () => {
    const { value } = coreOn(syncedMirror());
    const ids = async (params: object) => (await value('campaigns.page', { limit: 10, ...params })).rows.map((row) => row.id);
    expect(await ids({ filter: { status: ['active'] } })).toEqual(['campaign_1']);
    expect(await ids({ filter: { text: 'SPRING' } })).toEqual(['campaign_1']);
    expect(await ids({ filter: { text: '100%' } })).toEqual(['campaign_2']);
    expect(await ids({ filter: { text: '%' } })).toEqual(['campaign_2']);
    expect(await ids({ filter: { text: '_' } })).toEqual([]);
    expect(await ids({ sort: { field: 'name', direction: 'asc' } })).toEqual(['campaign_2', 'campaign_1']);
    expect(await value('campaigns.count', { filter: { agentId: 'agent_1' } })).toEqual({ total: 1 });
    expect(await value('campaigns.count', {})).toEqual({ total: 2 });
  });

  it('gives a campaign with its business hours for every day, and says when its detail is not fetched yet', async () => {
    const { value } = coreOn(syncedMirror());
    const detail = await value('campaigns.get', { id: 'campaign_1' });
    expect(detail).toMatchObject({ description: 'Spring outreach', phone_number_id: 'phone_1', timezone: 'Europe/Paris', detail_fetched: true, pending: false });
    expect(detail?.business_hours).toEqual([
      { day: 'monday', enabled: true, start: '09:00', end: '17:00' },
      { day: 'tuesday', enabled: false, start: null, end: null },
      { day: 'wednesday', enabled: false, start: null, end: null },
      { day: 'thursday', enabled: false, start: null, end: null },
      { day: 'friday', enabled: false, start: null, end: null },
      { day: 'saturday', enabled: false, start: null, end: null },
      { day: 'sunday', enabled: false, start: null, end: null },
    ]);
    expect(await value('campaigns.get', { id: 'campaign_2' })).toMatchObject({ detail_fetched: false, business_hours: null, description: null });
    expect(await value('campaigns.get', { id: 'campaign_404' })).toBeNull();
  });

  it('refuses an unknown status with the field at fault', async () => {
    const { call } = coreOn(syncedMirror());
    expect(await call('campaigns.page', { limit: 10, filter: { status: ['running'] } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', problems: [{ field: 'filter.status[0]' }] },
    });
  });
});

describe('agents', () => {
  it('lists by name, with whether each is active and whether its settings were fetched', async () => {
    const { value } = coreOn(syncedMirror());
    const { rows } = await value('agents.page', { limit: 10 });
    expect(rows.map((row) => [row.name, row.is_active, row.detail_fetched, row.pending])).toEqual([
      ['Élodie', false, false, false],
      ['Riley', true, true, false],
    ]);
    expect(await value('agents.count', { filter: { active: true } })).toEqual({ total: 1 });
    expect((await value('agents.page', { limit: 10, filter: { text: 'elodie' } })).rows.map((row) => row.id)).toEqual(['agent_2']);
  });

  it('gives an agent with all the settings the service sent, and null for those it did not', async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('agents.get', { id: 'agent_1' })).toMatchObject({
      name: 'Riley',
      assistant_name: 'Sam',
      company_name: 'Acme',
      assistant_personality: 'friendly',
      objective: 'Book demos',
      first_message: 'Hello!',
      call_direction: 'both',
      language: 'en-US',
      voice_provider: 'cloud',
      custom_instructions: ['Never promise a discount.'],
      enabled_tools: ['calendar'],
      // From the first write: the detail merges into what the mirror held.
      knowledge_item_ids: ['knowledge_1'],
      background_sound: 'office',
      product_description: 'Solar panels',
      voice: 'voice_7',
      accent: 'en-GB',
      phone_number_id: 'phone_1',
      website_url: null,
      detail_fetched: true,
    });
    expect(await value('agents.get', { id: 'agent_2' })).toMatchObject({ detail_fetched: false, assistant_name: null, objective: null, custom_instructions: null });
  });

  it('reads a setting of an unexpected shape as not sent, rather than failing the agent', async () => {
    const file = syncedMirror();
    upsertAgents(mirrors.open(file).db, [{ ...agent('agent_3'), custom_instructions: 'be nice', enabled_tools: [1, 2] } as unknown as Agent], { detail: true });
    const { value } = coreOn(file);
    expect(await value('agents.get', { id: 'agent_3' })).toMatchObject({ custom_instructions: null, enabled_tools: null, objective: 'Book demos' });
  });
});

describe("a record's calls", () => {
  it('are the calls list filtered by contact, agent or campaign', async () => {
    const { value } = coreOn(syncedMirror());
    for (const filter of [{ contactId: 'contact_1' }, { agentId: 'agent_1' }, { campaignId: 'campaign_1' }]) {
      expect((await value('calls.list', { limit: 10, filter })).rows.map((row) => row.id)).toEqual(['call_1']);
    }
    expect(await value('calls.count', { filter: { contactId: 'contact_2' } })).toEqual({ total: 0 });
  });
});

describe('campaign membership', () => {
  it("lists a contact's campaigns and a campaign's contacts as a synced call shows them, saying how each is known", async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('contacts.campaigns', { id: 'contact_1' })).toEqual({
      campaigns: [{ campaign_id: 'campaign_1', name: 'Spring outreach', status: 'active', added_at: null, called_at: '2025-01-10T10:00:00Z' }],
    });
    expect(await value('contacts.campaigns', { id: 'contact_2' })).toEqual({ campaigns: [] });
    expect(await value('campaigns.contacts', { id: 'campaign_1', limit: 10 })).toEqual({
      rows: [{ contact_id: 'contact_1', name: 'Ada Lovelace', phone: expect.any(String), status: 'active', added_at: null, called_at: '2025-01-10T10:00:00Z' }],
      nextCursor: null,
      total: 1,
    });
    expect(await value('campaigns.contacts', { id: 'campaign_2', limit: 10 })).toEqual({ rows: [], nextCursor: null, total: 0 });
  });
});

describe('contacts search by phone', () => {
  it('finds a number by its digits whatever the format typed or stored', async () => {
    const file = syncedMirror();
    // Stored without its country code, in another format again.
    upsertContacts(mirrors.open(file).db, [contact('contact_4', { first_name: 'Katherine', last_name: 'Johnson', phone: '617.709.8781' })]);
    const { value } = coreOn(file);
    const ids = async (text: string) => (await value('contacts.list', { limit: 50, filter: { text } })).rows.map((row) => row.id);
    // Stored as '+1 (555) 010-2030'.
    for (const typed of ['(555) 010-2030', '5550102030', '+1 555 010 2030', '15550102030', '+15550102030', '010-2030']) expect(await ids(typed), typed).toEqual(['contact_2']);
    // Stored as '617.709.8781'.
    for (const typed of ['(617) 709-8781', '6177098781', '+1 617 709 8781', '+1 617', '16177098781']) expect(await ids(typed), typed).toEqual(['contact_4']);
    expect(await value('contacts.count', { filter: { text: '+1 617-709' } })).toEqual({ total: 1 });
    // Words still search as words.
    expect(await ids('katherine')).toEqual(['contact_4']);
  });
});
