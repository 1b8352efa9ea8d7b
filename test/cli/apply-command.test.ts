import { describe, expect, it } from 'vitest';
import { startSyncSandbox } from '../support/sync-sandbox';
import { runCli } from '../support/cli-process';
import { jsonLines, mirrorSnapshot, shownContacts, syncedMirrorFile, writeTempFile } from './outbox-fixtures';

/** `voicedesk apply --db FILE --file EDITS.jsonl`, spawned as automation runs it. */
describe('voicedesk apply', () => {
  async function synced() {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 4, calls: 0 } });
    const db = await syncedMirrorFile(sandbox);
    const contacts = [...shownContacts(db).values()].sort((a, b) => a.id.localeCompare(b.id));
    return { db, contacts };
  }

  it('queues a valid file and prints one JSON line with what it queued and the refs it gave', async () => {
    const { db, contacts } = await synced();
    const file = writeTempFile(
      'edits.jsonl',
      jsonLines([
        { op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada', phone: '+15550100001' } },
        { op: 'contact.update', id: 'ada', fields: { company: 'Analytical' } },
        { op: 'contact.update', id: contacts[0]!.id, fields: { company: 'Applied' } },
      ]),
    );

    const run = await runCli(['apply', '--db', db, '--file', file], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^\{"queued":3,"operations":\d+,"refs":\{"ada":"local_contact_[0-9a-f-]+"\}\}\n$/);
    const { refs } = JSON.parse(run.stdout) as { refs: { ada: string } };
    const shown = shownContacts(db);
    expect(shown.get(refs.ada)).toMatchObject({ first_name: 'Ada', pending: 1 });
    expect(shown.get(contacts[0]!.id)).toMatchObject({ pending: 1 });
    expect(mirrorSnapshot(db).outbox).toHaveLength(2);
  });

  it('refuses a file with one bad line, naming the line and the field, and queues nothing from it', async () => {
    const { db, contacts } = await synced();
    const before = mirrorSnapshot(db);
    // A blank line counts: line numbers are the file's.
    const file = writeTempFile(
      'edits.jsonl',
      [
        JSON.stringify({ op: 'contact.create', ref: 'ada', fields: { first_name: 'Ada' } }),
        '',
        JSON.stringify({ op: 'contact.update', id: contacts[0]!.id, fields: { company: 'Fine' } }),
        JSON.stringify({ op: 'contact.update', id: contacts[1]!.id, fields: { phone: '12' } }),
        JSON.stringify({ op: 'contact.delete', id: contacts[2]!.id }),
      ].join('\n'),
    );

    const run = await runCli(['apply', '--db', db, '--file', file], { env: {} });

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `voicedesk: ${file} was not queued (nothing from it was), because:\n  line 4: fields.phone must be a phone number of 7 to 15 digits, e.g. +15551234567\n`,
    });
    expect(mirrorSnapshot(db)).toEqual(before);
    expect(before.outbox).toEqual([]);
  });

  it('names every bad line of a file, each with its reason', async () => {
    const { db, contacts } = await synced();
    const before = mirrorSnapshot(db);
    const id = contacts[0]!.id;
    const file = writeTempFile(
      'edits.jsonl',
      jsonLines([
        { op: 'contact.rename', id, fields: { first_name: 'X' } },
        { op: 'contact.create', fields: { last_name: 'Nameless' } },
        { op: 'contact.update', id, fields: { company: 'Fine' } },
        { op: 'contact.update', id, fields: { phone: 'call me maybe' } },
        { op: 'contact.update', id, fields: { nickname: 'Bob' } },
        { op: 'contact.update', id: 'contact_nobody', fields: { company: 'X' } },
        { op: 'contacts.tag', ids: ['soon'], add: ['vip'] },
        { op: 'contact.create', ref: 'soon', fields: { first_name: 'Soon' } },
        { op: 'contact.create', ref: 'soon', fields: { first_name: 'Again' } },
        { op: 'campaign.add_contacts', id: 'soon', contact_ids: [id] },
      ]),
    );

    const run = await runCli(['apply', '--db', db, '--file', file], { env: {} });

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      `voicedesk: ${file} was not queued (nothing from it was), because:`,
      '  line 1: op must be one of "contact.create", "contact.update", "contact.delete", "contacts.tag", "agent.update", "campaign.create", "campaign.add_contacts", not "contact.rename"',
      '  line 2: fields.first_name is required',
      '  line 4: fields.phone must be a phone number of 7 to 15 digits, e.g. +15551234567',
      '  line 5: fields has unknown field "nickname"',
      `  line 6: id no contact "contact_nobody" in this workspace's mirror (not a ref of an earlier line either); sync first, or check the id`,
      '  line 7: ids[0] "soon" is the ref of a record created by a later edit; put the edit that creates it first',
      '  line 9: ref "soon" is already the ref of an earlier edit; each new record needs its own',
      '  line 10: id "soon" is the ref of a new contact, not of a campaign',
      '',
    ]);
    expect(mirrorSnapshot(db)).toEqual(before);
  });

  it('refuses a line that is not JSON, and queues nothing', async () => {
    const { db, contacts } = await synced();
    const before = mirrorSnapshot(db);
    const file = writeTempFile('edits.jsonl', `${JSON.stringify({ op: 'contact.delete', id: contacts[0]!.id })}\n{"op": "contact.delete", id: oops}\n`);

    const run = await runCli(['apply', '--db', db, '--file', file], { env: {} });

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^voicedesk: ${escape(file)} was not queued \\(nothing from it was\\), because:\\n  line 2: is not valid JSON \\(.+\\)\\n$`));
    expect(mirrorSnapshot(db)).toEqual(before);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
