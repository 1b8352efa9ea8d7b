import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { addCampaignContacts, campaignContactIds } from '../../src/server/store/campaign-contacts';
import { deleteContact, insertContacts } from '../../src/server/store/contacts';
import { recountListTotals } from '../../src/server/store/list-totals';
import { migrate } from '../../src/server/store/migrate';
import { migrations } from '../../src/server/store/migrations/index';
import { openDatabase } from '../../src/server/store/open-database';

// The store's schema and the plans of the hot list queries (STYLE: test the schema, check query plans).
let db: Database;
beforeEach(() => {
  db = openDatabase();
});
afterEach(() => db.close());

const plan = (sql: string, ...parameters: unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((row) => row.detail).join('\n');

describe('schema', () => {
  it('migrates an empty database to the committed schema', async () => {
    const schema = (db.prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name").all() as { sql: string }[])
      .map((row) => `${row.sql};`)
      .join('\n\n');
    await expect(`${schema}\n`).toMatchFileSnapshot('./__snapshots__/schema.sql');
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('turns on foreign keys', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('leaves an up-to-date database alone', () => {
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('refuses a database from a newer sandbox, naming both versions', () => {
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(`schema version ${migrations.length + 1} but this sandbox knows only ${migrations.length}`);
  });
});

describe('query plans', () => {
  it('pages contacts by walking contacts_newest, with no sort step', () => {
    const detail = plan('SELECT * FROM contacts WHERE workspace_id = ? ORDER BY created_at DESC, seq DESC LIMIT 100 OFFSET 0', 1);
    expect(detail).toContain('contacts_newest');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('counts contacts from an index alone', () => {
    expect(plan('SELECT COUNT(*) FROM contacts WHERE workspace_id = ?', 1)).toMatch(/COVERING INDEX/);
  });

  it('pages calls by start time and by status with no sort step', () => {
    const all = plan('SELECT id FROM calls WHERE workspace_id = ? ORDER BY start_timestamp DESC, seq DESC LIMIT 20', 1);
    expect(all).toContain('calls_newest');
    expect(all).not.toContain('TEMP B-TREE');
    const byStatus = plan("SELECT id FROM calls WHERE workspace_id = ? AND call_status = 'failed' AND start_timestamp >= ? ORDER BY start_timestamp DESC, seq DESC LIMIT 20", 1, 0);
    expect(byStatus).toContain('calls_by_status_newest');
    expect(byStatus).not.toContain('TEMP B-TREE');
  });

  it('finds a campaign\'s next dialable contact by walking campaign_contacts_dialable, with no sort step', () => {
    const detail = plan(
      `SELECT contacts.id FROM campaign_contacts INDEXED BY campaign_contacts_dialable JOIN contacts ON contacts.id = campaign_contacts.contact_id
       WHERE campaign_contacts.campaign_id = ? AND campaign_contacts.processed_at IS NULL AND contacts.status = 'active'
       ORDER BY campaign_contacts.position LIMIT 1`,
      'x',
    );
    expect(detail).toContain('campaign_contacts_dialable');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('finds the rows a contact delete cascades to by index', () => {
    expect(plan('SELECT 1 FROM calls WHERE contact_id = ?', 'x')).toContain('calls_by_contact');
    expect(plan('SELECT 1 FROM campaign_contacts WHERE contact_id = ?', 'x')).toContain('campaign_contacts_by_contact');
  });
});

describe('list totals', () => {
  const contact = (id: string, workspaceId: number) => ({
    id, workspace_id: workspaceId, first_name: 'x', last_name: null, phone: null, email: null, company: null, tags: [], status: 'active' as const, created_at: 0, updated_at: 0,
  });
  const totals = () => db.prepare("SELECT workspace_id, total FROM list_totals WHERE resource = 'contacts' ORDER BY workspace_id").all();
  const counted = () => db.prepare('SELECT workspace_id, COUNT(*) AS total FROM contacts GROUP BY workspace_id ORDER BY workspace_id').all();

  it('follow inserts and deletes made through the store, per workspace', () => {
    db.exec("INSERT INTO workspaces (id, slug, name, created_at) VALUES (1, 'a', 'A', 0), (2, 'b', 'B', 0)");
    insertContacts(db, [contact('contact_1', 1), contact('contact_2', 1), contact('contact_3', 2)]);
    deleteContact(db, 1, 'contact_2');
    expect(deleteContact(db, 1, 'contact_2')).toBe(false);
    expect(totals()).toEqual([{ workspace_id: 1, total: 1 }, { workspace_id: 2, total: 1 }]);
    expect(totals()).toEqual(counted());
  });

  it('are recounted from the tables, which repairs rows written behind the store’s back', () => {
    db.exec("INSERT INTO workspaces (id, slug, name, created_at) VALUES (1, 'a', 'A', 0)");
    db.exec("INSERT INTO contacts (id, workspace_id, first_name, status, created_at, updated_at) VALUES ('contact_9', 1, 'x', 'active', 0, 0)");
    expect(totals()).toEqual([]);
    recountListTotals(db);
    expect(totals()).toEqual([{ workspace_id: 1, total: 1 }]);
  });
});

describe('the campaign queue position (migration 4)', () => {
  it('numbers the members of a database from before it in the order its queue used, per campaign', () => {
    const old = new DatabaseConstructor(':memory:');
    try {
      for (const step of migrations.slice(0, 3)) step.up(old);
      old.exec(`
        INSERT INTO workspaces (id, slug, name, created_at) VALUES (1, 'a', 'A', 0);
        INSERT INTO contacts (id, workspace_id, first_name, status, created_at, updated_at) VALUES ('contact_a', 1, 'a', 'active', 0, 0), ('contact_b', 1, 'b', 'active', 0, 0), ('contact_c', 1, 'c', 'active', 0, 0);
        INSERT INTO campaigns (id, workspace_id, name, campaign_mode, status, timezone, business_hours, created_at, updated_at) VALUES
          ('campaign_1', 1, 'One', 'outbound', 'draft', 'UTC', '{}', 0, 0), ('campaign_2', 1, 'Two', 'outbound', 'draft', 'UTC', '{}', 0, 0);
        INSERT INTO campaign_contacts (campaign_id, contact_id, added_at) VALUES
          ('campaign_1', 'contact_c', 5), ('campaign_1', 'contact_b', 9), ('campaign_1', 'contact_a', 9), ('campaign_2', 'contact_b', 1);
      `);
      old.pragma('user_version = 3');
      migrate(old);
      expect(old.prepare('SELECT campaign_id, contact_id, position FROM campaign_contacts ORDER BY campaign_id, position').all()).toEqual([
        { campaign_id: 'campaign_1', contact_id: 'contact_c', position: 1 },
        { campaign_id: 'campaign_1', contact_id: 'contact_a', position: 2 },
        { campaign_id: 'campaign_1', contact_id: 'contact_b', position: 3 },
        { campaign_id: 'campaign_2', contact_id: 'contact_b', position: 1 },
      ]);
    } finally {
      old.close();
    }
  });

  it('keeps the order of one request’s ids, whatever they are, after the members added before', () => {
    db.exec(`
      INSERT INTO workspaces (id, slug, name, created_at) VALUES (1, 'a', 'A', 0);
      INSERT INTO contacts (id, workspace_id, first_name, status, created_at, updated_at) VALUES ('contact_a', 1, 'a', 'active', 0, 0), ('contact_b', 1, 'b', 'active', 0, 0), ('contact_c', 1, 'c', 'active', 0, 0);
      INSERT INTO campaigns (id, workspace_id, name, campaign_mode, status, timezone, business_hours, created_at, updated_at) VALUES ('campaign_1', 1, 'One', 'outbound', 'draft', 'UTC', '{}', 0, 0);
    `);
    addCampaignContacts(db, 'campaign_1', ['contact_b'], 1);
    // Added at one instant: the request's order, not the ids', and one already there keeps its place.
    expect(addCampaignContacts(db, 'campaign_1', ['contact_c', 'contact_b', 'contact_a'], 2)).toEqual({ added: 2, alreadyPresent: 1 });
    expect(campaignContactIds(db, 'campaign_1')).toEqual(['contact_b', 'contact_c', 'contact_a']);
  });
});
