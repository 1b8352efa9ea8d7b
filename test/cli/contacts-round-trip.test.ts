import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { contactsCsv, type ContactCsvRow } from '../../src/shared/contacts-csv';
import { startSyncSandbox } from '../support/sync-sandbox';
import { runCli, runCliIntoFile } from '../support/cli-process';
import { mirrorSnapshot, syncedMirrorFile, writeTempFile } from './outbox-fixtures';

/**
 * Export → edit in a spreadsheet → import as updates: a file with the
 * contact's id updates that contact (only what changed reaches the
 * outbox), from the Contacts screen's export format and from
 * `voicedesk export --format csv --resource contacts` alike.
 */
describe('contacts round trip through a CSV file', () => {
  async function synced() {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 6, calls: 0 } });
    const db = await syncedMirrorFile(sandbox);
    return { sandbox, db };
  }

  it('updates the contacts of an exported file by id, queuing only the values changed, and the service gets them', async () => {
    const { sandbox, db } = await synced();
    const contacts = (mirrorSnapshot(db).contacts as (Omit<ContactCsvRow, 'tags'> & { tags_json?: string; tags?: string })[]).map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      email: row.email,
      company: row.company,
      tags: JSON.parse(String(row.tags_json ?? row.tags ?? '[]')) as string[],
      status: row.status,
    }));
    const [changed, retagged] = contacts.filter((contact) => contact.status === 'active');
    const edited = contacts.map((contact) =>
      contact.id === changed!.id ? { ...contact, company: 'Round Trip Ltd' } : contact.id === retagged!.id ? { ...contact, tags: [...contact.tags, 'spreadsheet'] } : contact,
    );
    const csv = writeTempFile('contacts tagged vip 2026-11-25.csv', contactsCsv(edited));

    const run = await runCli(['import-contacts', '--db', db, csv], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ queued: contacts.length, created: 0, updated: contacts.length, skipped: [] });
    const outbox = mirrorSnapshot(db).outbox as { kind: string; target: string; fields_json: string; tags_add_json: string }[];
    expect(outbox.map((operation) => ({ kind: operation.kind, target: operation.target, fields: JSON.parse(operation.fields_json), add: JSON.parse(operation.tags_add_json) }))).toEqual([
      { kind: 'contact.update', target: changed!.id, fields: { company: 'Round Trip Ltd' }, add: [] },
      { kind: 'contact.update', target: retagged!.id, fields: {}, add: ['spreadsheet'] },
    ]);

    const push = await runCli(['push', '--db', db, '--base-url', sandbox.server.baseUrl, '--api-key-env', 'VD_KEY'], { env: { VD_KEY: sandbox.server.keys.write } });
    expect(push.code, push.stderr).toBe(0);
    const server = (id: string) => sandbox.server.admin.db.prepare('SELECT company, tags FROM contacts WHERE id = ?').get(id) as { company: string; tags: string };
    expect(server(changed!.id).company).toBe('Round Trip Ltd');
    expect(JSON.parse(server(retagged!.id).tags)).toEqual([...retagged!.tags, 'spreadsheet']);
  });

  it('reads the CLI’s own contacts export back, its service-set columns ignored', async () => {
    const { db } = await synced();
    // Into a file, as a person would (`> contacts.csv`) to open it in a spreadsheet program.
    const file = writeTempFile('contacts.csv', '');
    const exported = await runCliIntoFile(['export', '--db', db, '--format', 'csv', '--resource', 'contacts'], { env: {}, file });
    expect(exported.code, exported.stderr).toBe(0);
    const text = readFileSync(file, 'utf8');
    // The file starts with a byte-order mark, for spreadsheet programs.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, first] = parse(text, { bom: true }) as string[][];
    expect(header).toContain('created_at');
    const company = header!.indexOf('company');
    const edited = [header!, first!.map((value, index) => (index === company ? 'From The CLI Export' : value))];
    const csv = writeTempFile('contacts-edited.csv', edited.map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(',')).join('\r\n'));

    const run = await runCli(['import-contacts', '--db', db, csv], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ queued: 1, created: 0, updated: 1, skipped: [] });
    const outbox = mirrorSnapshot(db).outbox as { target: string; fields_json: string }[];
    expect(outbox.map((operation) => [operation.target, JSON.parse(operation.fields_json)])).toEqual([[first![header!.indexOf('id')], { company: 'From The CLI Export' }]]);
  });
});
