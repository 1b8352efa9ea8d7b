import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPage, openMirror, saveCallDetail } from '../../src/main/mirror';
import { call, turns } from '../mirror/fixtures';
import { runCli } from '../support/cli-process';

/**
 * `voicedesk search` with the app's syntax and the Calls filters as flags,
 * the real command on a real mirror file: 150 calls that mention a refund
 * (more than the old 20 by default, and than the app's old 100), a third of
 * them negative, half in February.
 */
const CALLS = 150;
let folder: string;
let db: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'voicedesk-search-test-'));
  db = join(folder, 'mirror.sqlite');
  const mirror = openMirror(db);
  applyPage(mirror.db, () => {
    for (let index = 0; index < CALLS; index += 1) {
      const said = index % 2 === 0 ? 'I want a refund for the late order.' : 'Where is my refund?';
      saveCallDetail(
        mirror.db,
        call(`call_${String(index).padStart(4, '0')}`, {
          start_timestamp: new Date(Date.UTC(2025, index < CALLS / 2 ? 0 : 1, 1 + (index % 27), 9)).toISOString(),
          sentiment: index % 3 === 0 ? 'negative' : 'positive',
          transcript: turns('Thanks for calling, how can I help?', said),
        }),
      );
    }
  });
  mirror.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type SearchJson = { query: string; note: string | null; total: number; calls: { id: string; sentiment: string; start_timestamp: string; snippet: string }[]; contacts: unknown[] };
const json = async (...args: string[]) => {
  const run = await runCli(['search', '--db', db, '--json', ...args], { env: {} });
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as SearchJson;
};

describe('voicedesk search', () => {
  it('prints every matching call, not the first 20', async () => {
    const result = await json('refund');
    expect(result.total).toBe(CALLS);
    expect(result.calls).toHaveLength(CALLS);
    expect(new Set(result.calls.map((hit) => hit.id)).size).toBe(CALLS);
    expect(result.calls[0]?.snippet).toContain('[refund]');
  });

  it('stops after --limit calls only when asked', async () => {
    const result = await json('--limit', '7', 'refund');
    expect(result.total).toBe(CALLS);
    expect(result.calls).toHaveLength(7);
  });

  it('takes the same syntax as the app', async () => {
    expect((await json('caller:"late order"')).total).toBe(CALLS / 2);
    expect((await json('agent:refund')).total).toBe(0);
    // An excluded word starts with "-": inside one quoted argument, or after "--", so it is not read as a flag.
    expect((await json('refund -late')).total).toBe(CALLS / 2);
    expect((await json('--', 'refund', '-late')).total).toBe(CALLS / 2);
    expect((await json('"late', 'order')).note).toBe('Searched as plain words: unmatched quote.');
  });

  it('combines the search with the Calls filters given as flags', async () => {
    const negative = await json('--sentiment', 'negative', 'refund');
    expect(negative.total).toBe(CALLS / 3);
    expect(new Set(negative.calls.map((hit) => hit.sentiment))).toEqual(new Set(['negative']));
    const february = await json('--from', '2025-02-01', '--to', '2025-02-28', '--sentiment', 'negative,positive', 'refund');
    expect(february.total).toBe(CALLS / 2);
    expect(february.calls.every((hit) => hit.start_timestamp.startsWith('2025-02'))).toBe(true);
    expect((await json('--agent', 'agent_1', '--status', 'completed', '--direction', 'outbound', 'refund')).total).toBe(CALLS);
    expect((await json('--agent', 'agent_2', 'refund')).total).toBe(0);
  });

  it('prints the count and the calls as text, the hits in brackets', async () => {
    const run = await runCli(['search', '--db', db, '--limit', '2', 'refund'], { env: {} });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Calls: 150 matches, the first 2 shown\n/);
    expect(run.stdout.match(/\(call_\d+\)/g)).toHaveLength(2);
  });

  it.each([
    [['--status', 'done'], /--status <list>.*must be one or more of completed, voicemail, no_answer, busy, failed, separated by commas; not done/s],
    [['--from', 'yesterday'], /--from <date>.*must be a date such as 2025-01-31/s],
    [['--limit', '0'], /--limit <n>.*must be a whole number of calls, 1 or more/s],
    [['--sentiment', 'angry,positive'], /--sentiment <list>.*not angry/s],
    [['--sort', 'oldest'], /--sort.*oldest.*newest, relevance/s],
  ])('names the flag and the problem for %j', async (flags, message) => {
    const run = await runCli(['search', '--db', db, ...flags, 'refund'], { env: {} });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(message);
  });
});
