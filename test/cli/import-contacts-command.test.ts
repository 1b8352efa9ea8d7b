import { describe, expect, it } from 'vitest';
import { startSyncSandbox } from '../support/sync-sandbox';
import { runCli, runCliOnTerminal } from '../support/cli-process';
import { mirrorSnapshot, queueInMirror, shownContacts, syncedMirrorFile, writeTempFile } from './outbox-fixtures';

/** A terminal line redrawn: back to its start, and erased. */
const CLEAR_LINE = '\r\x1b[K';

/** `voicedesk import-contacts --db FILE contacts.csv`, spawned as automation runs it. */
describe('voicedesk import-contacts', () => {
  async function synced() {
    const sandbox = await startSyncSandbox({ realClock: true, seed: { contacts: 6, calls: 0 } });
    const db = await syncedMirrorFile(sandbox);
    const contacts = [...shownContacts(db).values()];
    const withPhone = contacts.find((contact) => contact.phone !== null && contact.phone.length > 8)!;
    const withEmail = contacts.find((contact) => contact.email !== null && contact.id !== withPhone.id)!;
    return { db, withPhone, withEmail };
  }

  it('queues new rows and skips those duplicating a mirrored contact or an earlier row, listing them by line', async () => {
    const { db, withPhone, withEmail } = await synced();
    // The mirrored phone written another way (same digits), the mirrored email in capitals.
    const phoneOtherwise = `${withPhone.phone!.slice(0, 3)} ${withPhone.phone!.slice(3, 6)}-${withPhone.phone!.slice(6)}`;
    const csv = writeTempFile(
      'contacts.csv',
      [
        'First name,Last name,Phone number,E-mail,Company,Tags',
        'Grace,Hopper,+1 555 010 2030,grace@example.com,Navy,"cobol; pioneers"',
        `Dup,ByPhone,${phoneOtherwise},,,`,
        `Dup,ByEmail,,${withEmail.email!.toUpperCase()},,`,
        'Again,SamePhone,1-555-010-2030,,,',
        'Hedy,Lamarr,,hedy@example.com,"Lamarr',
        'Patents",inventors',
        'Again,SameEmail,,GRACE@Example.COM,,',
        'Katherine,Johnson,,,NASA,',
      ].join('\n'),
    );

    const run = await runCli(['import-contacts', '--db', db, csv], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toEqual({
      queued: 3,
      created: 3,
      updated: 0,
      skipped: [
        { row: 2, line: 3, reason: `same phone as ${nameOf(db, withPhone.id)}, already in the workspace`, duplicate_of: withPhone.id },
        { row: 3, line: 4, reason: `same email as ${nameOf(db, withEmail.id)}, already in the workspace`, duplicate_of: withEmail.id },
        { row: 4, line: 5, reason: 'same phone or email as the row on line 2', duplicate_of: null },
        { row: 6, line: 8, reason: 'same phone or email as the row on line 2', duplicate_of: null },
      ],
    });
    expect(run.stderr).toBe(
      [
        `voicedesk: skipped line 3: same phone as ${nameOf(db, withPhone.id)}, already in the workspace`,
        `voicedesk: skipped line 4: same email as ${nameOf(db, withEmail.id)}, already in the workspace`,
        'voicedesk: skipped line 5: same phone or email as the row on line 2',
        'voicedesk: skipped line 8: same phone or email as the row on line 2',
        '',
      ].join('\n'),
    );
    const pending = [...shownContacts(db).values()].filter((contact) => contact.pending === 1);
    expect(pending.map((contact) => contact.first_name).sort()).toEqual(['Grace', 'Hedy', 'Katherine']);
    const outbox = mirrorSnapshot(db).outbox as { kind: string; fields_json: string }[];
    expect(outbox.map((operation) => JSON.parse(operation.fields_json))).toEqual([
      { first_name: 'Grace', last_name: 'Hopper', phone: '+1 555 010 2030', email: 'grace@example.com', company: 'Navy', tags: ['cobol', 'pioneers'] },
      { first_name: 'Hedy', last_name: 'Lamarr', email: 'hedy@example.com', company: 'Lamarr\nPatents', tags: ['inventors'] },
      { first_name: 'Katherine', last_name: 'Johnson', company: 'NASA' },
    ]);
  });

  it('refuses a file with a bad row, naming its line (quoted line breaks counted) and the column, and queues nothing', async () => {
    const { db } = await synced();
    const before = mirrorSnapshot(db);
    const csv = writeTempFile(
      'contacts.csv',
      // CRLF line ends, as spreadsheets write them, inside a quoted cell too.
      ['first_name,phone,company', 'Hedy,,"Lamarr', 'Patents"', 'Bad,call me,', ',+15550100009,Nameless Inc', 'Fine,+15550100008,', 'Cell,12,"Two', 'Lines"'].join('\r\n'),
    );

    const run = await runCli(['import-contacts', '--db', db, csv], { env: {} });

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `voicedesk: ${csv} was not queued (nothing from it was), because:`,
        '  line 4: phone "call me" is not a phone number of 7 to 15 digits (e.g. +15551234567)',
        '  line 5: first name is missing',
        '  line 7: phone "12" is not a phone number of 7 to 15 digits (e.g. +15551234567)',
        '',
      ].join('\n'),
    });
    expect(mirrorSnapshot(db)).toEqual(before);
  });

  it('leaves out a column it cannot place, naming it, and takes columns as --map says, with tags and duplicates updated', async () => {
    const { db, withPhone } = await synced();
    const csv = writeTempFile('contacts.csv', ['Contact;Nickname;Tel;Couleur', `Ada Lovelace;Countess;${withPhone.phone!};bleu`, 'Grace Hopper;Amazing;+15550102030;'].join('\n'));

    const run = await runCli(['import-contacts', '--db', db, '--map', 'Contact=full_name,Tel=phone', '--duplicates', 'update', '--tag', 'spring', csv], { env: {} });

    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ queued: 2, created: 1, updated: 1, skipped: [] });
    expect(run.stderr).toBe('voicedesk: column "Nickname" is not imported (map it with --map "Nickname=FIELD")\nvoicedesk: column "Couleur" is not imported (map it with --map "Couleur=FIELD")\n');
    const shown = shownContacts(db);
    expect(shown.get(withPhone.id)).toMatchObject({ first_name: 'Ada', pending: 1 });
    const created = [...shown.values()].find((contact) => contact.first_name === 'Grace')!;
    expect(created).toMatchObject({ phone: '+15550102030', pending: 1 });
  });

  it('names the field and the column when --map is wrong, and queues nothing', async () => {
    const { db } = await synced();
    const before = mirrorSnapshot(db);
    const csv = writeTempFile('contacts.csv', 'Name,Phone\nAda,+15550102030\n');

    const wrongField = await runCli(['import-contacts', '--db', db, '--map', 'Phone=mobile', csv], { env: {} });
    const wrongColumn = await runCli(['import-contacts', '--db', db, '--map', 'Cell=phone', csv], { env: {} });

    expect(wrongField.stderr).toBe(`voicedesk: --map: "mobile" (for column "Phone") is not a field; use first_name, last_name, full_name, phone, email, company, tags, status, id, ignore\n`);
    expect(wrongColumn.stderr).toBe(`voicedesk: --map: ${csv} has no column "Cell"; its columns are "Name", "Phone"\n`);
    expect([wrongField.code, wrongColumn.code]).toEqual([1, 1]);
    expect(mirrorSnapshot(db)).toEqual(before);
  });

  it('refuses a file that would set Active a contact marked do not call, saying so, unless --allow-calls-again says the person agreed', async () => {
    const { db, withPhone } = await synced();
    queueInMirror(db, [{ op: 'contact.update', id: withPhone.id, fields: { status: 'dnc' } }]);
    const before = mirrorSnapshot(db);
    const csv = writeTempFile('contacts.csv', `id,first_name,status\n${withPhone.id},${withPhone.first_name},active\n`);

    const refused = await runCli(['import-contacts', '--db', db, csv], { env: {} });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `voicedesk: ${csv}: nothing was imported: the file would set 1 contact marked do not call to active, so they could be dialled again by any campaign they are in. If each has agreed to be called again, run it again with --allow-calls-again; otherwise change their status in the file to dnc.\n`,
    );
    expect(mirrorSnapshot(db)).toEqual(before);

    const allowed = await runCli(['import-contacts', '--db', db, '--allow-calls-again', csv], { env: {} });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({ queued: 1, updated: 1 });
    expect((mirrorSnapshot(db).contacts as { id: string; status: string }[]).find((contact) => contact.id === withPhone.id)?.status).toBe('active');
  });

  it('shows how far a large file is on a terminal, and nothing more when stderr is not one', async () => {
    const { db } = await synced();
    const rows = (first: string) => Array.from({ length: 600 }, (_, index) => `${first}${index},Row,+442079${String(index).padStart(5, '0')}`);
    const piped = await runCli(['import-contacts', '--db', db, writeTempFile('piped.csv', ['First name,Last name,Phone', ...rows('Piped')].join('\n'))], { env: {} });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).toBe('');
    expect(JSON.parse(piped.stdout)).toMatchObject({ queued: 600 });

    const onTerminal = await runCliOnTerminal(['import-contacts', '--db', db, '--duplicates', 'create', writeTempFile('shown.csv', ['First name,Last name,Phone', ...rows('Shown')].join('\n'))], { env: {} });
    expect(onTerminal.code, onTerminal.screen).toBe(0);
    // The first step is always drawn (250 records), then the line is cleared before the answer.
    expect(onTerminal.screen.split(CLEAR_LINE)).toContainEqual(expect.stringMatching(/^\[#+-*\] Queuing 250 of 600 contacts…$/));
    expect(onTerminal.screen).toContain(`${CLEAR_LINE}{"queued":600`);
  });
});

/** The display name the mirror shows for a contact ("First Last"). */
function nameOf(db: string, id: string): string {
  return (mirrorSnapshot(db).contacts as { id: string; name: string }[]).find((contact) => contact.id === id)!.name;
}
