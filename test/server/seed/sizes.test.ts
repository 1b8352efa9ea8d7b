import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeedRecord } from '../../../src/server/seed/seed-record';
import { startTestSandbox } from '../../support/test-sandbox';
import { listAll } from '../../support/simulated-workspace';

// Issue 3: `--contacts N --calls M` seeds exactly that many, at any size; a --data file is seeded once.
const quiet = () => undefined;
const directory = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('explicit sizes', () => {
  it.each([
    [2_000, 1_000],
    [7, 3],
    [0, 50],
    [40, 0],
  ])('seeds exactly %i contacts and %i calls', async (contacts, calls) => {
    const sandbox = await startTestSandbox({ seed: { contacts, calls }, log: quiet });
    try {
      expect((await sandbox.api.get('/contacts')).body.meta.total).toBe(contacts);
      expect((await sandbox.api.get('/calls')).body.meta.total).toBe(calls);
      expect((await sandbox.api.get('/campaigns')).body.meta.total).toBe(10);
      const all = await listAll(sandbox.api, '/calls');
      expect(all).toHaveLength(calls);
      // Without contacts there is nobody to dial: every call is an inbound or web call from an unknown number, and no campaign ever started.
      if (contacts === 0) {
        expect(all.every((call) => call.direction !== 'outbound' && call.contact_id === null)).toBe(true);
        expect((await listAll(sandbox.api, '/campaigns')).every((campaign) => campaign.status === 'draft')).toBe(true);
      }
    } finally {
      await sandbox.server.close();
    }
  });

  it('starts an empty main workspace when no seed is given', async () => {
    const sandbox = await startTestSandbox();
    try {
      for (const path of ['/agents', '/campaigns', '/contacts', '/calls']) expect((await sandbox.api.get(path)).body.meta.total).toBe(0);
      expect((await sandbox.other.get('/contacts')).body.meta.total).toBe(2);
    } finally {
      await sandbox.server.close();
    }
  });
});

describe('a --data file', () => {
  it('is seeded on first start only, and keeps its base instant and seed across restarts', async () => {
    const dataFile = join(directory, 'demo.sqlite');
    const first = await startTestSandbox({ dataFile, seed: { contacts: 120, calls: 80 }, log: quiet });
    const calls = await listAll(first.api, '/calls');
    const record = readSeedRecord(first.server.admin.db);
    expect(record).toEqual({ kind: 'sized', contacts: 120, calls: 80, base_instant: '2025-01-15T12:00:00.000Z' });
    await first.server.close();

    const lines: string[] = [];
    const second = await startTestSandbox({ dataFile, seed: { preset: 'demo' }, log: (line) => lines.push(line) });
    try {
      expect(lines.join('\n')).toContain('seed options ignored');
      expect(readSeedRecord(second.server.admin.db)).toEqual(record);
      expect(await listAll(second.api, '/calls')).toEqual(calls);
      expect((await second.api.get('/contacts')).body.meta.total).toBe(120);
    } finally {
      await second.server.close();
    }
  });
});
