import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  addTracker,
  agentDetailFreshness,
  campaignsNeedingDetail,
  countTrackerStep,
  deleteCall,
  getCall,
  getCheckpoint,
  getContact,
  listCalls,
  listContacts,
  listCampaignMembers,
  listCampaignsOfContact,
  listContactCompanies,
  listContactTags,
  listDncRequests,
  listTrackers,
  listSavedSearches,
  reportSavedSearches,
  saveCallDetail,
  scanDncRequestsStep,
  SCHEMA_VERSION,
  searchContacts,
  searchTranscripts,
} from '../../src/main/mirror/index';
import { migrate } from '../../src/main/mirror/migrate';
import { openAddContactsOperations } from '../../src/main/mirror/outbox-store';
import { migrations } from '../../src/main/mirror/migrations/index';
import { call, turns } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * A database left by every earlier schema version, holding data written the
 * way that version's tables allowed, must open with openMirror and keep that
 * data, searchable and listable. Seeds are raw SQL frozen to the schema of
 * their version (later migrations may change tables; these must not change).
 * A new migration adds its version's seed below.
 */
const seeds: Record<number, (db: Database) => void> = {
  1: (db) => {
    db.exec(`
      INSERT INTO agents (id, name, sort_name, language, is_active, created_at, created_ms, raw_json, synced_at)
      VALUES ('agent_1', 'Sam', 'sam', 'en-US', 1, '2024-01-01T00:00:00Z', 1704067200000,
        '{"id":"agent_1","name":"Sam","language":"en-US","is_active":true,"created_at":"2024-01-01T00:00:00Z","voice_provider":"cloud"}', '2024-06-01T00:00:00Z');
      INSERT INTO campaigns (id, name, sort_name, status, created_at, created_ms, raw_json, synced_at)
      VALUES ('campaign_1', 'Spring', 'spring', 'draft', '2024-01-01T00:00:00Z', 1704067200000,
        '{"id":"campaign_1","name":"Spring","status":"draft","created_at":"2024-01-01T00:00:00Z"}', '2024-06-01T00:00:00Z');
      INSERT INTO contacts (row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, email, company, company_sort,
        tags_json, tags_text, status, created_at, created_ms, raw_json, synced_at)
      VALUES (1, 'contact_1', 'Zoë', 'Quinn', 'Zoë Quinn', 'zoe quinn', '+1 555 0100', '15550100', 'zoe@example.com', 'Acme', 'acme',
        '["vip"]', 'vip', 'active', '2024-01-01T00:00:00Z', 1704067200000,
        '{"id":"contact_1","first_name":"Zoë","last_name":"Quinn","phone":"+1 555 0100","email":"zoe@example.com","company":"Acme","tags":["vip"],"status":"active","created_at":"2024-01-01T00:00:00Z","loyalty":"gold"}',
        '2024-06-01T00:00:00Z');
      INSERT INTO contact_tags (contact_row, tag) VALUES (1, 'vip');
      INSERT INTO calls (row_id, id, agent_id, contact_id, campaign_id, direction, call_status, duration_seconds, sentiment, cost,
        start_timestamp, start_ms, end_timestamp, summary, raw_json, detail_fetched_at, synced_at)
      VALUES (1820855579443200, 'call_1', 'agent_1', 'contact_1', 'campaign_1', 'outbound', 'completed', 60, 'positive', 0.5,
        '2025-01-10T10:00:00Z', 1736503200000, '2025-01-10T10:01:00Z', 'Caller asked about a refund.',
        '{"id":"call_1","agent_id":"agent_1","contact_id":"contact_1","campaign_id":"campaign_1","direction":"outbound","call_status":"completed","duration_seconds":60,"sentiment":"positive","cost":0.5,"start_timestamp":"2025-01-10T10:00:00Z","end_timestamp":"2025-01-10T10:01:00Z","summary":"Caller asked about a refund."}',
        '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z');
    `);
  },
  2: (db) => {
    db.exec(`
      INSERT INTO transcript_entries (call_row, position, speaker, text, timestamp) VALUES
        (1820855579443200, 0, 'agent', 'Hello, how can I help?', 0),
        (1820855579443200, 1, 'caller', 'I would like to cancel my subscription.', 4.5);
    `);
  },
  3: () => {},
  4: (db) => {
    db.exec(`INSERT INTO sync_checkpoints (key, value_json, updated_at) VALUES ('contacts', '{"page":7}', '2024-06-01T00:00:00Z')`);
  },
  // Version 5 added views only.
  5: () => {},
  // Version 6 (the outbox) starts with an empty queue.
  6: () => {},
  7: (db) => {
    db.exec(`
      INSERT INTO keyword_trackers (tracker_id, phrase, phrase_key, created_at, count_below) VALUES (1, 'Refund', 'refund', '2024-06-01T00:00:00Z', NULL);
      INSERT INTO screen_settings (screen, value_json, updated_at)
      VALUES ('calls', '{"filter":{},"sort":{"field":"cost","direction":"asc"},"columns":["time","cost"]}', '2024-06-01T00:00:00Z');
      INSERT INTO outbox_ops (kind, resource, target, fields_json, queued_at, updated_at, batch)
      VALUES ('contact.update', 'contacts', 'contact_1', '{"company":"Queued Ltd"}', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', 'apply edits.jsonl');
    `);
  },
  8: (db) => {
    db.exec(`UPDATE agents SET detail_fetched_at = '2024-06-01T00:00:00.000Z', detail_stale = 1 WHERE id = 'agent_1'`);
  },
  9: (db) => {
    db.exec(`
      INSERT INTO outbox_batches (batch_id, label, queued_at, operations) VALUES ('batch_1', 'Add “vip” to 1 contact', '2024-06-01T00:00:00Z', 1);
      INSERT INTO outbox_ops (kind, resource, target, tags_add_json, queued_at, updated_at, batch)
      VALUES ('contact.update', 'contacts', 'contact_1', '["vip"]', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', 'batch_1');
    `);
  },
  // Version 10 added a column only; version 11 re-indexes the transcripts stored before it by speaker (checked below).
  10: () => {},
  // Version 11 rebuilt the call search index from the transcripts already seeded.
  11: () => {},
  // Version 13 records do-not-call requests: a transcript stored before it asks, and the upgrade's scan must find it.
  12: (db) => {
    db.exec(`
      INSERT INTO call_search (call_search, rowid, agent, caller, summary)
        SELECT 'delete', row_id, agent, caller, summary FROM call_search_documents WHERE row_id = 1820855579443200;
      INSERT INTO transcript_entries (call_row, position, speaker, text, timestamp) VALUES
        (1820855579443200, 2, 'caller', 'And please take me off your list.', 9);
      INSERT INTO call_search (rowid, agent, caller, summary)
        SELECT row_id, agent, caller, summary FROM call_search_documents WHERE row_id = 1820855579443200;
    `);
  },
  // Version 14 records campaign membership: an add the service acknowledged before it is remembered.
  13: (db) => {
    db.exec(`
      INSERT INTO outbox_ops (kind, resource, target, contact_ids_json, state, queued_at, updated_at, done_at, target_name)
      VALUES ('campaign.add_contacts', 'campaigns', 'campaign_1', '["contact_1","contact_2"]', 'done', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', '2024-06-02T00:00:00Z', 'Spring');
    `);
  },
  // Version 15 keeps saved-search counts up to date from the calls each sync changes: a search saved before it, with a new match, keeps its count.
  14: (db) => {
    db.exec(`
      INSERT INTO saved_searches (name, position, filter_json, created_at, seen_max_row, reported_count)
      VALUES ('Refunds', 0, '{"text":"refund"}', '2024-06-01T00:00:00Z', 0, 1);
    `);
  },
  // Version 16 indexes phone digits: a synced contact whose number a pending edit changed, both stored before it.
  15: (db) => {
    db.exec(`
      INSERT INTO contacts (row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, company_sort, tags_json, tags_text, status,
        created_at, created_ms, raw_json, synced_at)
      VALUES (3, 'contact_3', 'Kay', 'Smith', 'Kay Smith', 'kay smith', '+1 (617) 709-8781', '16177098781', '', '[]', '', 'active',
        '2024-01-01T00:00:00Z', 1704067200000, '{"id":"contact_3","first_name":"Kay","last_name":"Smith","phone":"+1 (617) 709-8781","tags":[],"status":"active","created_at":"2024-01-01T00:00:00Z"}',
        '2024-06-01T00:00:00Z');
      INSERT INTO contact_overlay (row_id, id, first_name, last_name, name, sort_name, phone, phone_digits, company_sort, tags_json, tags_text, status,
        created_at, created_ms, raw_json, synced_at)
      VALUES (3, 'contact_3', 'Kay', 'Smith', 'Kay Smith', 'kay smith', '+44 20 7946 0000', '442079460000', '', '[]', '', 'active',
        '2024-01-01T00:00:00Z', 1704067200000, '{"id":"contact_3","first_name":"Kay","last_name":"Smith","phone":"+44 20 7946 0000","tags":[],"status":"active","created_at":"2024-01-01T00:00:00Z"}',
        '2024-06-01T00:00:00Z');
      INSERT INTO outbox_ops (kind, resource, target, fields_json, queued_at, updated_at, target_name)
      VALUES ('contact.update', 'contacts', 'contact_3', '{"phone":"+44 20 7946 0000"}', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', 'Kay Smith');
      INSERT INTO contacts_fts (rowid, name, email, phone, phone_digits, company, tags_text)
        SELECT row_id, name, email, phone, phone_digits, company, tags_text FROM contacts_view WHERE row_id = 3;
    `);
  },
  // Version 17 indexes the open add-contacts operations: one queued before it is found along the index.
  16: (db) => {
    db.exec(`
      INSERT INTO outbox_ops (kind, resource, target, contact_ids_json, queued_at, updated_at, target_name)
      VALUES ('campaign.add_contacts', 'campaigns', 'campaign_1', '["contact_1"]', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', 'Spring');
    `);
  },
};

function databaseAtVersion(file: string, version: number): void {
  const db = new DatabaseConstructor(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Each seed runs at its own version, as the code of that version would have written it.
    for (let step = 1; step <= version; step += 1) {
      migrate(db, file, migrations.slice(0, step));
      seeds[step]?.(db);
    }
  } finally {
    db.close();
  }
}

describe('mirror upgrades', () => {
  const mirrors = useTempMirrors();

  it('has a seed for every earlier schema version', () => {
    for (let version = 1; version < SCHEMA_VERSION; version += 1) expect(seeds[version], `seed for version ${version}`).toBeTypeOf('function');
  });

  const earlier = Array.from({ length: SCHEMA_VERSION }, (_, version) => version);
  it.each(earlier)('upgrades a database left by schema version %i and keeps its data', (version) => {
    const file = mirrors.file();
    databaseAtVersion(file, version);
    const mirror = mirrors.open(file);
    const { db } = mirror;
    expect(mirror.schemaVersion).toBe(SCHEMA_VERSION);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    if (version === 0) {
      expect(listContacts(db, { limit: 10 }).rows).toEqual([]);
      return;
    }
    expect(getContact(db, 'contact_1')).toMatchObject({ name: 'Zoë Quinn', tags: ['vip'], raw: { loyalty: 'gold' } });
    expect(listContactTags(db)).toEqual([{ tag: 'vip', contacts: 1 }]);
    expect(searchContacts(db, 'zoe', { limit: 5 }).map((hit) => hit.contact.id)).toEqual(['contact_1']);
    expect(listCalls(db, { limit: 5 }).rows).toEqual([
      expect.objectContaining({ id: 'call_1', contact_name: 'Zoë Quinn', agent_name: 'Sam', campaign_name: 'Spring' }),
    ]);
    expect(searchTranscripts(db, 'refund', { limit: 5 }).map((hit) => hit.call.id)).toEqual(['call_1']);
    if (version >= 2) {
      const asked = version >= 12 ? ['And please take me off your list.'] : [];
      expect(getCall(db, 'call_1')?.transcript.map((entry) => entry.text)).toEqual(['Hello, how can I help?', 'I would like to cancel my subscription.', ...asked]);
      // Requests in transcripts stored before version 13 are found by the scan the upgrade leaves to do.
      expect(listDncRequests(db).contacts).toEqual([]);
      while (!scanDncRequestsStep(db, 1).done);
      expect(listDncRequests(db).contacts.map((row) => [row.call_id, row.text])).toEqual(asked.map((text) => ['call_1', text]));
      expect(searchTranscripts(db, '"cancel my subscription"', { limit: 5 }).map((hit) => hit.call.id)).toEqual(['call_1']);
      // Transcripts stored before version 11 are searchable by who said what.
      expect(searchTranscripts(db, 'caller:cancel ', { limit: 5 }).map((hit) => hit.call.id)).toEqual(['call_1']);
      expect(searchTranscripts(db, 'agent:cancel ', { limit: 5 })).toEqual([]);
    }
    if (version >= 4) expect(getCheckpoint(db, 'contacts')).toEqual({ page: 7 });
    // Rows stored before version 8 have their detail due as they were (never fetched), and not marked stale.
    expect(agentDetailFreshness(db, 'agent_1')).toEqual(version >= 8 ? { fetchedAt: '2024-06-01T00:00:00.000Z', stale: true } : { fetchedAt: null, stale: false });
    expect(campaignsNeedingDetail(db, 5)).toEqual(['campaign_1']);
    // An edit queued before the outbox had lanes keeps its turn as an edit made on its own (its batch was only a label).
    if (version >= 7) expect(db.prepare('SELECT batch FROM outbox_ops WHERE seq = 1').all()).toEqual([{ batch: null }]);
    // Edits queued before version 10 name their record as the mirror did at the upgrade, for when the service deletes it.
    const queued = db.prepare('SELECT target_name, batch FROM outbox_ops ORDER BY seq').all();
    if (version >= 7) {
      expect(queued).toEqual([
        { target_name: 'Zoë Quinn', batch: null },
        ...(version >= 9 ? [{ target_name: 'Zoë Quinn', batch: 'batch_1' }] : []),
        ...(version >= 13 ? [{ target_name: 'Spring', batch: null }] : []),
        ...(version >= 15 ? [{ target_name: 'Kay Smith', batch: null }] : []),
        ...(version >= 16 ? [{ target_name: 'Spring', batch: null }] : []),
      ]);
    }
    // Add-contacts queued before version 17 are read along its index, as those queued after it.
    expect(openAddContactsOperations(db).map((operation) => operation.contactIds)).toEqual(version >= 16 ? [['contact_1']] : []);
    // The company filter's choices, from the index over company spellings (version 17) for contacts synced before it.
    expect(listContactCompanies(db, 10)).toEqual([{ company: 'Acme', contacts: 1 }]);
    // Numbers stored before the digits were indexed are found by any run of their digits, as the list shows them (a pending edit's number, not the server's).
    const byPhone = (text: string) => listContacts(db, { limit: 5, filter: { text } }).rows.map((row) => row.id);
    expect(byPhone('5550100')).toEqual(['contact_1']);
    expect(byPhone('2079460')).toEqual(version >= 15 ? ['contact_3'] : []);
    expect(byPhone('7098781')).toEqual([]);
    // Membership known before the upgrade: from the calls stored, and from adds the service acknowledged (version 13's seed).
    expect(listCampaignsOfContact(db, 'contact_1')).toEqual([
      { campaign_id: 'campaign_1', name: 'Spring', status: 'draft', added_at: version >= 13 ? '2024-06-02T00:00:00Z' : null, called_at: '2025-01-10T10:00:00Z' },
    ]);
    expect(listCampaignMembers(db, 'campaign_1', { limit: 5 }).rows.map((row) => row.contact_id)).toEqual(version >= 13 ? ['contact_2', 'contact_1'] : ['contact_1']);
    if (version >= 14) {
      // Counted whole once (its matches were not kept before), then from the calls each sync changes.
      expect(listSavedSearches(db).searches).toEqual([expect.objectContaining({ name: 'Refunds', newCount: 1 })]);
      expect(reportSavedSearches(db)).toEqual({ list: { searches: [expect.objectContaining({ newCount: 1 })], unreadable: [] }, rises: [] });
      saveCallDetail(db, call('call_after_upgrade', { start_timestamp: '2025-02-01T10:00:00Z', transcript: turns('Hello.', 'A refund, please.') }));
      expect(reportSavedSearches(db).rises).toEqual([expect.objectContaining({ name: 'Refunds', newCount: 2, callIds: ['call_after_upgrade'] })]);
      deleteCall(db, 'call_after_upgrade');
    }
    if (version >= 2) {
      // A tracker added after the upgrade counts the transcripts stored before it.
      const id = addTracker(db, 'cancel');
      while (!countTrackerStep(db, id).done);
      const cancel = expect.objectContaining({ phrase: 'cancel', counted: true, calls: 1, agent: 0, caller: 1 });
      // Version 7's seed left a tracker of its own, which the upgrade keeps.
      const kept = version >= 7 ? [expect.objectContaining({ phrase: 'Refund', counted: true })] : [];
      expect(listTrackers(db)).toEqual(expect.arrayContaining([...kept, cancel]));
      expect(listTrackers(db)).toHaveLength(kept.length + 1);
    }
    db.exec("INSERT INTO contacts_fts (contacts_fts) VALUES ('integrity-check'); INSERT INTO call_search (call_search) VALUES ('integrity-check');");
    db.exec("INSERT INTO contact_phone_trigrams (contact_phone_trigrams) VALUES ('integrity-check');");
  });
});
