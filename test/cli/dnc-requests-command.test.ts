import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissDncRequest, openMirror, saveCallDetail, setCheckpoint, upsertContacts } from '../../src/main/mirror';
import type { TranscriptEntry } from '../../src/shared/api/resources';
import { call, contact } from '../mirror/fixtures';
import { runCli } from '../support/cli-process';

/**
 * `voicedesk dnc-requests`, the real command on a real mirror file: two
 * active contacts who asked (one twice), one already marked do not call, a
 * dismissed request, a call without a contact, and a caller who did not ask.
 */
let folder: string;
let db: string;

function said(...lines: [TranscriptEntry['speaker'], string][]): TranscriptEntry[] {
  return lines.map(([speaker, text], index) => ({ speaker, text, timestamp: index * 5 }));
}
const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T10:00:00Z`;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'voicedesk-dnc-test-'));
  db = join(folder, 'mirror.sqlite');
  const mirror = openMirror(db);
  upsertContacts(mirror.db, [contact('contact_1'), contact('contact_2'), contact('contact_3', { status: 'dnc' }), contact('contact_4')]);
  const calls = [
    call('call_1', { contact_id: 'contact_1', start_timestamp: at(1), transcript: said(['agent', 'Hello!'], ['caller', 'Hi. Take me off your list, please.']) }),
    call('call_2', { contact_id: 'contact_2', start_timestamp: at(2), transcript: said(['caller', 'stop calling me i am not interested']) }),
    call('call_3', { contact_id: 'contact_1', start_timestamp: at(3), transcript: said(['caller', 'Never call this number again!']) }),
    call('call_4', { contact_id: 'contact_3', start_timestamp: at(4), transcript: said(['caller', 'Remove me.']) }),
    call('call_5', { contact_id: null, start_timestamp: at(5), transcript: said(['caller', 'Lose my number.']) }),
    call('call_6', { contact_id: 'contact_4', start_timestamp: at(6), transcript: said(['agent', 'Shall I stop calling you?'], ['caller', 'Call me again tomorrow.']) }),
    call('call_7', { contact_id: 'contact_4', start_timestamp: at(7), transcript: said(['caller', 'Put me on your do not call list.']) }),
  ];
  for (const item of calls) saveCallDetail(mirror.db, item);
  dismissDncRequest(mirror.db, 'call_7');
  mirror.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = async (...args: string[]) => {
  const result = await runCli(['dnc-requests', '--db', db, ...args], { env: {} });
  expect(result.code, result.stderr).toBe(0);
  return result;
};

describe('voicedesk dnc-requests', () => {
  it('prints, as one JSON array, the active contacts who asked, newest first, then the calls without a contact', async () => {
    const rows = JSON.parse((await run('--json')).stdout) as unknown[];
    expect(rows).toEqual([
      { contact_id: 'contact_1', call_id: 'call_3', started_at: at(3), text: 'Never call this number again!', contact_status: 'active' },
      { contact_id: 'contact_2', call_id: 'call_2', started_at: at(2), text: 'stop calling me i am not interested', contact_status: 'active' },
      { contact_id: null, call_id: 'call_5', started_at: at(5), text: 'Lose my number.', contact_status: null },
    ]);
  });

  it('adds contacts already marked do not call and dismissed requests with --all', async () => {
    const rows = JSON.parse((await run('--json', '--all')).stdout) as { contact_id: string | null; call_id: string; contact_status: string | null }[];
    expect(rows.map((row) => [row.contact_id, row.call_id, row.contact_status])).toEqual([
      ['contact_4', 'call_7', 'active'],
      ['contact_3', 'call_4', 'dnc'],
      ['contact_1', 'call_3', 'active'],
      ['contact_2', 'call_2', 'active'],
      [null, 'call_5', null],
    ]);
  });

  it('lists them as text, the calls without a contact apart', async () => {
    const { stdout } = await run();
    expect(stdout).toContain('Active contacts who asked not to be called (2)');
    expect(stdout).toContain('contact_1  call_3  “Never call this number again!”');
    expect(stdout).toContain('Calls without a contact (1; nobody to mark)');
    expect(stdout).not.toContain('call_4');
  });

  it('says when transcripts stored before requests were recorded still wait to be scanned', async () => {
    const upgraded = join(folder, 'upgraded.sqlite');
    const mirror = openMirror(upgraded);
    setCheckpoint(mirror.db, 'dnc-requests-scan', { below: null });
    mirror.close();
    const result = await runCli(['dnc-requests', '--db', upgraded, '--json'], { env: {} });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
    expect(result.stderr).toContain('run voicedesk sync');
  });

  it('refuses a mirror that does not exist, saying what to do', async () => {
    const result = await runCli(['dnc-requests', '--db', join(folder, 'missing.sqlite')], { env: {} });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('run voicedesk sync first');
  });
});
