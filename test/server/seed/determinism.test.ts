import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWorkspaces } from '../../../src/server/bootstrap/ensure-workspaces';
import type { SeedOptions } from '../../../src/server/seed/seed-options';
import { openDatabase } from '../../../src/server/store/open-database';
import { startTestSandbox, type TestSandbox } from '../../support/test-sandbox';
import { listAll } from '../../support/simulated-workspace';

// Issue 3: the seeder makes deterministic workspaces; the same options give the same records.
const NOW = Date.parse('2025-01-15T12:00:00.000Z');
const quiet = () => undefined;

/** Every row of every table but the API keys (their tokens are random by design), in a fixed order. */
function dump(db: Database): Record<string, unknown[]> {
  const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT IN ('api_keys') ORDER BY name").all() as { name: string }[]).map((row) => row.name);
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()]));
}

function seededDump(seed: SeedOptions | undefined, now = NOW): Record<string, unknown[]> {
  const db = openDatabase();
  try {
    ensureWorkspaces(db, seed, now, 3_000);
    return dump(db);
  } finally {
    db.close();
  }
}

describe('the seeder', () => {
  it('writes identical database content, row for row, for the same options', () => {
    const first = seededDump({ contacts: 400, calls: 600 });
    const second = seededDump({ contacts: 400, calls: 600 });
    // The other workspace has two contacts and one call of its own.
    expect(first.contacts).toHaveLength(400 + 2);
    expect(first.calls).toHaveLength(600 + 1);
    expect(second).toEqual(first);
  });

  it('dates the same records from the base instant: a later first start shifts times, not content', () => {
    const early = seededDump({ contacts: 50, calls: 80 });
    const late = seededDump({ contacts: 50, calls: 80 }, NOW + 7 * 86_400_000);
    const names = (rows: unknown[]) => rows.map((row) => (row as { id: string; first_name: string }).first_name);
    expect(names(late.contacts!)).toEqual(names(early.contacts!));
    expect(late.calls).not.toEqual(early.calls);
  });

  it('seeds a different workspace for different sizes', () => {
    const small = seededDump({ contacts: 30, calls: 40 });
    const other = seededDump({ contacts: 31, calls: 40 });
    const mainIds = (rows: unknown[]) => (rows as { id: string; workspace_id: number }[]).filter((row) => row.workspace_id === 1).map((row) => row.id);
    expect(mainIds(other.contacts!)).toHaveLength(31);
    expect(mainIds(other.contacts!).slice(0, 30)).not.toEqual(mainIds(small.contacts!));
  });

  it('keeps the bootstrap records of an unseeded database deterministic too', () => {
    expect(seededDump(undefined)).toEqual(seededDump(undefined));
  });
});

describe('two sandboxes seeded alike', () => {
  let first: TestSandbox;
  let second: TestSandbox;
  beforeAll(async () => {
    const start = () => startTestSandbox({ seed: { contacts: 250, calls: 300 }, log: quiet });
    [first, second] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await Promise.all([first.server.close(), second.server.close()]);
  });

  it.each(['/agents', '/campaigns', '/contacts', '/calls'])('serve the same %s listing, page by page', async (path) => {
    const listing = await listAll(first.api, path);
    expect(listing.length).toBeGreaterThan(0);
    expect(await listAll(second.api, path)).toEqual(listing);
  });

  it('serve the same single records, transcripts included', async () => {
    const calls = await listAll(first.api, '/calls');
    const campaigns = await listAll(first.api, '/campaigns');
    const agents = await listAll(first.api, '/agents');
    for (const path of [...calls.slice(0, 25).map((call) => `/calls/${call.id}`), ...campaigns.map((c) => `/campaigns/${c.id}`), ...agents.map((a) => `/agents/${a.id}`)]) {
      const one = await first.api.get(path);
      expect(one.status).toBe(200);
      expect((await second.api.get(path)).body).toEqual(one.body);
    }
  });

  it('serve the same records in the other workspace', async () => {
    for (const path of ['/agents', '/campaigns', '/contacts', '/calls']) expect(await listAll(second.other, path)).toEqual(await listAll(first.other, path));
  });
});
