import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../support/cli-process';
import { startSyncSandbox, tempFolder } from '../support/sync-sandbox';

/**
 * The key is a password to a phone-calling system: after a sync, a push, an
 * export and the rest, it appears in no file VoiceDesk wrote (mirror, WAL,
 * locks, exports, the data folder) and in none of its output, also when the
 * service refuses it. Checked byte for byte over every file left in the
 * folders the commands were pointed at.
 */
describe('the API key is never written', () => {
  it('appears in no file and no output after sync, apply, push, export, search and a refused key', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 40, calls: 20 }, realClock: true });
    const key = sandbox.server.keys.write;
    const wrongKey = `${key.slice(0, -4)}XXXX`;
    const folder = tempFolder();
    const db = join(folder, 'mirror.sqlite');
    const env = { VOICEDESK_DATA_DIR: join(folder, 'data'), HOME: folder, VD_KEY: key, VD_WRONG_KEY: wrongKey };
    const remote = ['--base-url', sandbox.server.baseUrl, '--db', db];
    const runs: CliRun[] = [];
    const run = async (args: string[], expectedCode = 0) => {
      const result = await runCli(args, { env });
      runs.push(result);
      expect(result.code, `voicedesk ${args.join(' ')}: ${result.stderr}`).toBe(expectedCode);
      return result;
    };

    await run(['sync', ...remote, '--api-key-env', 'VD_KEY']);
    const contact = (JSON.parse((await run(['export', '--db', db, '--resource', 'contacts'])).stdout) as { contacts: { id: string }[] }).contacts[0]!;
    const edits = join(folder, 'edits.jsonl');
    writeFileSync(
      edits,
      [
        { op: 'contact.create', ref: 'n1', fields: { first_name: 'Key', last_name: 'Check', phone: '+15550009999' } },
        { op: 'contact.update', id: contact.id, fields: { company: 'Somewhere Ltd' } },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    await run(['apply', '--db', db, '--file', edits]);
    await run(['push', ...remote, '--api-key-env', 'VD_KEY']);
    writeFileSync(join(folder, 'export.json'), (await run(['export', '--db', db])).stdout);
    writeFileSync(join(folder, 'export.csv'), (await run(['export', '--db', db, '--format', 'csv', '--resource', 'contacts'])).stdout);
    await run(['search', '--db', db, 'Check']);
    await run(['outbox', '--db', db, '--json']);
    // A refused key: the error explains, and quotes neither key. (Each command is a process of its own: about 2 s each.)
    const refused = await run(['sync', ...remote, '--api-key-env', 'VD_WRONG_KEY'], 1);
    expect(refused.stderr).toMatch(/refused|not accepted|invalid/i);
    await run(['apply', '--db', db, '--file', edits]);
    await run(['push', ...remote, '--api-key-env', 'VD_WRONG_KEY'], 1);

    const files = filesUnder(folder);
    expect(files.map((file) => file.slice(folder.length))).toEqual(expect.arrayContaining(['/mirror.sqlite', '/export.json', '/export.csv']));
    for (const secret of [key, wrongKey]) {
      const needle = Buffer.from(secret);
      for (const file of files) expect(readFileSync(file).includes(needle), `${file} holds the key`).toBe(false);
      for (const result of runs) {
        expect(result.stdout.includes(secret), 'stdout holds the key').toBe(false);
        expect(result.stderr.includes(secret), 'stderr holds the key').toBe(false);
      }
    }
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
