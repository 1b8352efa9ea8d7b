import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecords, openMirror } from '../../src/main/mirror';
import { mirrorView } from '../support/mirror-vs-server';
import { openTestSync, runSync, startSyncSandbox, tempFolder } from '../support/sync-sandbox';
import { runCli, runCliIntoFile, runCliOnTerminal } from '../support/cli-process';

/**
 * `voicedesk export` and `voicedesk search`, the real commands, on one mirror
 * synced from the sandbox (in-process, which is quicker than a CLI run) and
 * kept for the whole file: the commands only read it.
 */
let shared: { db: string; contactId: string };
let folder: string;
beforeAll(async () => {
  const synced = await makeSyncedMirror();
  folder = mkdtempSync(join(tmpdir(), 'voicedesk-export-test-'));
  copyFileSync(synced.db, join(folder, 'mirror.sqlite'));
  shared = { db: join(folder, 'mirror.sqlite'), contactId: synced.contactId };
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const syncedMirror = async () => shared;

async function makeSyncedMirror() {
  const sandbox = await startSyncSandbox({ seed: { contacts: 80, calls: 40 } });
  const { admin } = sandbox.server;
  const contactId = (admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? ORDER BY seq LIMIT 1').get(admin.workspaces.main) as { id: string }).id;
  // Text that CSV must quote: a comma, quotes, a line break, accents; tags with a semicolon.
  admin.editContact(contactId, { first_name: 'Zoë', last_name: 'D’Arcy "ZD"', company: 'Dupré, Fils & Co\nParis', tags: ['vip', 'north;east'] });
  const sync = openTestSync(sandbox);
  await runSync(sync, sandbox.clock);
  sync.close();
  return { db: sync.mirror.file, contactId };
}

/** RFC 4180, enough for the test: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('voicedesk export', () => {
  it('writes every resource as JSON with API field names, calls with summary and transcript', async () => {
    const { db } = await syncedMirror();

    const run = await runCli(['export', '--db', db], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    const exported = JSON.parse(run.stdout) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(exported)).toEqual(['agents', 'campaigns', 'contacts', 'calls']);
    const mirror = openMirror(db, { readonly: true });
    try {
      for (const resource of ['agents', 'campaigns', 'contacts', 'calls'] as const) expect(exported[resource]).toEqual([...exportRecords(mirror.db, resource)]);
    } finally {
      mirror.close();
    }
    expect(exported.calls).toHaveLength(40);
    for (const call of exported.calls!) expect(Object.keys(call)).toEqual(expect.arrayContaining(['id', 'start_timestamp', 'campaign_id', 'summary', 'transcript']));
  });

  it('writes one resource with --resource', async () => {
    const { db } = await syncedMirror();

    const run = await runCli(['export', '--db', db, '--resource', 'contacts'], { env: {} });

    expect(Object.keys(JSON.parse(run.stdout))).toEqual(['contacts']);
  });

  it('writes calls as CSV by default into a file for a spreadsheet: a byte-order mark, times local to TZ with their offset, transcripts in one column', async () => {
    const { db } = await syncedMirror();
    const file = join(folder, 'calls.csv');

    // India: +05:30 all year, so the expected offset does not depend on the date.
    const run = await runCliIntoFile(['export', '--db', db, '--format', 'csv'], { env: { TZ: 'Asia/Kolkata' }, file });

    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['id', 'agent_id', 'contact_id', 'campaign_id', 'direction', 'call_status', 'duration_seconds', 'sentiment', 'cost', 'summary', 'transcript', 'start_timestamp', 'end_timestamp']);
    expect(rows).toHaveLength(40);
    const mirror = openMirror(db, { readonly: true });
    try {
      const calls = mirrorView({ mirror }, 'calls');
      for (const row of rows) {
        const call = calls.get(row[0]!)!;
        const transcript = call.transcript as { speaker: string; text: string }[];
        if (transcript.length === 0) {
          expect(row[10]).toBe('');
          continue;
        }
        const lines = row[10]!.split('\n');
        expect(lines).toHaveLength(transcript.length);
        expect(lines[0]).toMatch(new RegExp(`^\\[\\d+:\\d\\d\\] ${transcript[0]!.speaker}: `));
        expect(lines[0]!.endsWith(transcript[0]!.text)).toBe(true);
        expect(row[8]).toBe(String(call.cost));
      }
      for (const row of rows) {
        const start = new Date(String(calls.get(row[0]!)!.start_timestamp));
        const india = new Date(start.getTime() + 330 * 60_000).toISOString();
        expect(row[11]).toBe(`${india.slice(0, 10)} ${india.slice(11, 19)} +05:30`);
      }
    } finally {
      mirror.close();
    }
  });

  it('writes contacts as CSV whose fields read back exactly', async () => {
    const { db, contactId } = await syncedMirror();

    const run = await runCli(['export', '--db', db, '--format', 'csv', '--resource', 'contacts'], { env: {} });

    const [header, ...rows] = parseCsv(run.stdout);
    expect(header).toEqual(['id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status', 'created_at']);
    const row = rows.find((fields) => fields[0] === contactId)!;
    expect(row.slice(1, 3)).toEqual(['Zoë', 'D’Arcy "ZD"']);
    expect(row[5]).toBe('Dupré, Fils & Co\nParis');
    expect(row[6]).toBe('vip; north;east');
    expect(rows).toHaveLength(80);
  });

  it('starts CSV with no byte-order mark on a pipe or a terminal, so that a script reads the first column as "id"', async () => {
    const { db } = await syncedMirror();

    const piped = await runCli(['export', '--db', db, '--format', 'csv', '--resource', 'agents'], { env: {} });
    const { code, screen } = await runCliOnTerminal(['export', '--db', db, '--format', 'csv', '--resource', 'agents'], { env: {}, prompt: '', typed: '' });

    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.startsWith('id,')).toBe(true);
    expect(code).toBe(0);
    expect(screen).toContain('id,');
    expect(screen).not.toContain('\uFEFF');
  });

  it('writes the byte-order mark as --bom or --no-bom says, whatever stdout is', async () => {
    const { db } = await syncedMirror();
    const file = join(folder, 'agents-no-bom.csv');

    const piped = await runCli(['export', '--db', db, '--format', 'csv', '--resource', 'agents', '--bom'], { env: {} });
    const intoFile = await runCliIntoFile(['export', '--db', db, '--format', 'csv', '--resource', 'agents', '--no-bom'], { env: {}, file });

    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.startsWith('\uFEFFid,')).toBe(true);
    expect(intoFile.code, intoFile.stderr).toBe(0);
    expect(readFileSync(file, 'utf8').startsWith('id,')).toBe(true);
  });

  it('never starts JSON with a byte-order mark, even into a file', async () => {
    const { db } = await syncedMirror();
    const file = join(folder, 'export.json');

    const run = await runCliIntoFile(['export', '--db', db, '--resource', 'agents'], { env: {}, file });

    expect(run.code, run.stderr).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['agents']);
  });

  it('says to sync first when the mirror does not exist', async () => {
    const run = await runCli(['export', '--db', `${tempFolder()}/none.sqlite`], { env: {} });

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^voicedesk: there is no mirror at .*none\.sqlite; run voicedesk sync first/);
  });
});

describe('voicedesk search', () => {
  it('lists matching calls and contacts with the hits in brackets when the output is not a terminal', async () => {
    const { db } = await syncedMirror();

    const run = await runCli(['search', '--db', db, 'Zoë'], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Calls: (no match|\d+ match(es)?)\n/);
    expect(run.stdout).toMatch(/\nContacts: 1 match\n {2}\[Zoë\] D’Arcy "ZD" .*\(contact_/);
    expect(run.stdout).not.toContain('\x1b[');
  });

  it('prints one JSON document with --json, snippets as text and as segments', async () => {
    const { db } = await syncedMirror();
    const mirror = openMirror(db, { readonly: true });
    const word = ((mirror.db.prepare('SELECT text FROM transcript_entries ORDER BY call_row, position LIMIT 1').get() as { text: string }).text.match(/[A-Za-z]{5,}/) ?? ['hello'])[0];
    mirror.close();

    const run = await runCli(['search', '--db', db, '--json', '--limit', '3', word], { env: {} });

    const result = JSON.parse(run.stdout) as { query: string; calls: { id: string; snippet: string; segments: { text: string; hit: boolean }[] }[]; contacts: unknown[] };
    expect(result.query).toBe(word);
    expect(result.calls.length).toBeGreaterThan(0);
    expect(result.calls.length).toBeLessThanOrEqual(3);
    for (const hit of result.calls) {
      const hits = hit.segments.filter((segment) => segment.hit).map((segment) => segment.text);
      expect(hits.length).toBeGreaterThan(0);
      for (const text of hits) expect(hit.snippet).toContain(`[${text}]`);
    }
  });

  it('marks the hits in bold on a terminal', async () => {
    const { db } = await syncedMirror();

    const { code, screen } = await runCliOnTerminal(['search', '--db', db, 'Zoë'], { env: { NO_COLOR: '' }, prompt: '', typed: '' });

    expect(code).toBe(0);
    expect(screen).toContain('\x1b[1mZoë\x1b[22m');
  });

  it('explains itself with --help', async () => {
    const runs = await Promise.all(['sync', 'export', 'search'].map(async (command) => ({ command, run: await runCli([command, '--help'], { env: {} }) })));
    for (const { command, run } of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: voicedesk ${command} [options]`);
      expect(run.stdout).toContain('--profile <name>');
      expect(run.stdout).toContain('--db <file>');
    }
  });
});
