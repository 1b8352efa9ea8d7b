import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openAppSession, type AppSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';
import { spawnCli, tempDataDir } from '../support/cli-process';
import { openAsSpreadsheet } from '../support/parse-csv';
import { savedScreenSettings } from '../support/saved-screen-settings';
import { localTimestamp } from '../../src/shared/local-time';

/**
 * Keyword trackers, the column chooser, saved Calls settings and the CSV
 * export, end to end on the demo workspace (`voicedesk ui`, browser mode, in
 * Chromium): add a tracker for a word a caller said, see its column, filter
 * by it, choose columns, reload and relaunch and find it all as it was left,
 * then export the filtered calls and count the file's rows.
 *
 * The demo's records, served by a sandbox started here with the simulator
 * off, and listed into the mirror by `voicedesk sync --no-hydrate` before
 * the app opens: the counts the test compares cannot move, and no sync
 * races the test (the living demo's rate-limited first sync took longer
 * than the test to list the calls on a busy machine). The call opened here
 * is fetched first in line, which puts its words in the mirror.
 */
describe('keyword trackers, columns and CSV export on the demo workspace', () => {
  let sandbox: SandboxServer;
  let dataDir: string;
  let mirrorFile: string;
  let session: AppSession;
  let page: Page;
  let word: string;
  let filteredTotal: number;

  const openApp = async () => {
    session = await openAppSession({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.keys.write,
      dataDir,
      mirrorFile,
      // A zone other than the machine's (UTC on CI), without summer time: the export's times must follow the user's zone.
      context: { viewport: { width: 1500, height: 900 }, acceptDownloads: true, timezoneId: 'Asia/Kolkata' },
    });
    page = session.page;
  };
  const grid = () => page.getByRole('grid', { name: 'Calls' });
  /** The column headers' names (a sorted column's arrow is not part of it). */
  const headers = async () => (await grid().getByRole('columnheader').allTextContents()).map((text) => text.replace(/ [▲▼]$/, ''));
  const total = async () => Number((await page.getByText(/^[\d,]+ calls?$/).textContent())!.split(' ')[0]!.replaceAll(',', ''));

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { preset: 'demo' }, rateLimit: 0, log: () => undefined });
    dataDir = tempDataDir();
    mirrorFile = join(dataDir, 'mirror.sqlite');
    const sync = spawnCli(['sync', '--db', mirrorFile, '--base-url', sandbox.baseUrl, '--api-key-env', 'VD_E2E_KEY', '--no-hydrate'], { VOICEDESK_DATA_DIR: dataDir, VD_E2E_KEY: sandbox.keys.write });
    const { code } = await sync.exit;
    if (code !== 0) throw new Error(`voicedesk sync failed (${code}): ${sync.stderr()}`);
    await openApp();
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens a call from the synced list, so that its transcript is in the mirror', async () => {
    await page.getByText('5,000 calls', { exact: true }).waitFor();

    // A completed call has a conversation to read.
    await grid().locator('.calls-body [role="row"]').filter({ hasText: 'Completed' }).first().click();
    const view = page.getByRole('region', { name: /^Call with / });
    const transcript = view.getByRole('list', { name: 'Transcript' });
    await transcript.waitFor();
    const callerTurns = await transcript.locator('li.caller .turn-text').allTextContents();
    const words = callerTurns.join(' ').match(/[A-Za-z]{5,}/g) ?? [];
    expect(words.length).toBeGreaterThan(0);
    word = words.sort((a, b) => b.length - a.length)[0]!.toLowerCase();

    // The call view saves the call as JSON, and as text.
    const [json] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Download as JSON' }).click()]);
    const saved = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { id: string; transcript: unknown[] };
    expect(saved.transcript.length).toBe(await transcript.getByRole('listitem').count());
    // Named for who the call was with and when (in the user's zone), not by its id.
    const title = (await view.getByRole('heading', { level: 3 }).textContent())!;
    const when = localTimestamp((saved as unknown as { start_timestamp: string }).start_timestamp, 'Asia/Kolkata').slice(0, 16).replace(':', '.');
    const name = `${title.replace(/^Call with /, 'call with ')} ${when}`;
    expect(json.suggestedFilename()).toBe(`${name}.json`);
    const [text] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Download as text' }).click()]);
    const lines = readFileSync((await text.path())!, 'utf8').split('\n');
    expect(lines[0]).toMatch(/^Call with /);
    expect(lines.filter((line) => /^\[\d{2}:\d{2}\] (Agent|Caller): /.test(line))).toHaveLength(saved.transcript.length);
    expect(text.suggestedFilename()).toBe(`${name}.txt`);
    await view.getByText(`Saved ${name}.txt in your downloads.`).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => view.count()).toBe(0);
  });

  it('refuses an empty tracker beside the field, then adds one and shows its column', async () => {
    await page.getByRole('button', { name: 'Trackers' }).click();
    const panel = page.getByRole('dialog', { name: 'Keyword trackers' });
    await panel.getByRole('button', { name: 'Add tracker' }).click();
    await panel.getByRole('alert').filter({ hasText: 'The word or phrase must not be empty.' }).waitFor();
    expect(await panel.getByLabel('Word or phrase to track').getAttribute('aria-invalid')).toBe('true');

    await panel.getByLabel('Word or phrase to track').fill(word);
    await panel.getByRole('button', { name: 'Add tracker' }).click();
    await panel.getByText(/^Said in [\d,]+ calls?: [\d,]+ times? by the agent, [\d,]+ times? by the caller$/).waitFor();
    await panel.getByRole('button', { name: `Remove tracker “${word}”` }).waitFor();
    await page.screenshot({ path: artifactPath('calls-trackers-panel.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    const label = `“${word}” agent · caller`;
    await expect.poll(headers).toContain(label);
    // The caller of the call opened above said the word.
    const column = (await headers()).indexOf(label) + 1;
    const cells = await grid().locator(`.calls-body [role="row"] [role="gridcell"]:nth-child(${column})`).allTextContents();
    expect(cells.some((cell) => Number(cell.split(' · ')[1]) > 0)).toBe(true);
  });

  it('filters the calls by the tracker, and by who said it', async () => {
    const before = await total();
    await page.getByRole('combobox', { name: 'Tracker' }).selectOption({ label: `“${word}”` });
    await expect.poll(total).toBeLessThanOrEqual(before);
    const label = `“${word}” agent · caller`;
    const column = (await headers()).indexOf(label) + 1;
    const cells = await grid().locator(`.calls-body [role="row"] [role="gridcell"]:nth-child(${column})`).allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).not.toBe('0 · 0');

    await page.getByRole('combobox', { name: 'Said by' }).selectOption({ label: 'Caller' });
    await expect.poll(async () => {
      const counts = await grid().locator(`.calls-body [role="row"] [role="gridcell"]:nth-child(${column})`).allTextContents();
      return counts.length > 0 && counts.every((cell) => Number(cell.split(' · ')[1]) > 0);
    }).toBe(true);
    filteredTotal = await total();
    expect(filteredTotal).toBeGreaterThan(0);
  });

  it('hides and shows columns from the column chooser, by their labels', async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    await chooser.getByRole('checkbox', { name: 'Campaign' }).uncheck();
    await chooser.getByRole('checkbox', { name: 'Sentiment' }).uncheck();
    expect(await chooser.getByRole('checkbox', { name: `Tracker “${word}”` }).isChecked()).toBe(true);
    await expect.poll(headers).not.toContain('Campaign');
    expect(await headers()).not.toContain('Sentiment');
    await page.screenshot({ path: artifactPath('calls-column-chooser.png') });
    await chooser.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Columns' }).and(page.locator(':focus')).count()).toBe(1);

    await grid().getByRole('columnheader', { name: 'Duration' }).getByRole('button').click();
    await expect.poll(() => grid().getByRole('columnheader', { name: 'Duration' }).getAttribute('aria-sort')).toBe('descending');
  });

  const expectRestored = async () => {
    await expect.poll(headers).toEqual(['Time', 'Contact', 'Agent', 'Direction', 'Status', 'Duration', 'Cost', `“${word}” agent · caller`]);
    const tracker = page.getByRole('combobox', { name: 'Tracker' });
    await expect.poll(async () => tracker.locator(`option[value="${await tracker.inputValue()}"]`).textContent()).toBe(`“${word}”`);
    expect(await page.getByRole('combobox', { name: 'Said by' }).inputValue()).toBe('caller');
    expect(await grid().getByRole('columnheader', { name: 'Duration' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(total).toBe(filteredTotal);
  };

  it('finds the filter, sort and columns as they were after a reload', async () => {
    // Saved as they change, in the workspace's mirror: the reload waits until the last change is there.
    await expect.poll(() => savedScreenSettings(mirrorFile)).toMatchObject({
      filter: { tracker: { speaker: 'caller' } },
      sort: { field: 'duration_seconds', direction: 'desc' },
      columns: ['time', 'contact', 'agent', 'direction', 'status', 'duration', 'cost', expect.stringMatching(/^tracker:\d+$/)],
    });
    await page.reload();
    await expectRestored();
  });

  it('finds them again at the next launch of the app', async () => {
    await session.close();
    await openApp();
    await expectRestored();
    await page.screenshot({ path: artifactPath('calls-restored-after-relaunch.png') });
  }, 60_000);

  it('exports the filtered calls to a CSV file after saying how many', async () => {
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const prompt = page.getByRole('group', { name: 'Export to CSV' });
    await prompt.getByText(`Export ${filteredTotal.toLocaleString('en-US')} ${filteredTotal === 1 ? 'call' : 'calls'} to CSV?`, { exact: false }).waitFor();
    await page.screenshot({ path: artifactPath('calls-export-confirm.png') });
    // The question has the focus: Enter answers it.
    const confirm = prompt.getByRole('button', { name: 'Export', exact: true });
    await expect.poll(() => confirm.and(page.locator(':focus')).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    // Named for what it holds: the calls of a filter (the tracker), and the day.
    expect(download.suggestedFilename()).toMatch(/^calls \(filtered\) \d{4}-\d{2}-\d{2}\.csv$/);
    const file = join(dataDir, 'export.csv');
    await download.saveAs(file);
    // Opened as a spreadsheet opens it: the table's columns under their labels, then the summary, transcript and id.
    const opened = openAsSpreadsheet(readFileSync(file));
    expect(opened.bom).toBe(true);
    const tracker = `“${word}”`;
    const shown = (await headers()).flatMap((label) => (label === `${tracker} agent · caller` ? [`${tracker} said by agent`, `${tracker} said by caller`] : [label]));
    expect(opened.header).toEqual([...shown, 'Summary', 'Transcript', 'Call ID']);
    const records = opened.records;
    expect(records).toHaveLength(filteredTotal);
    for (const record of records) expect(Number(record[`“${word}” said by caller`])).toBeGreaterThan(0);
    // In the table's sort: longest first (h:mm:ss).
    const durations = records.map((record) => record['Duration']!.split(':').reduce((total, part) => total * 60 + Number(part), 0));
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    // Times in the user's zone, with its offset: the same instant as the service's UTC time.
    const calls = sandboxStarts(sandbox);
    for (const record of records) {
      expect(record['Time']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30$/);
      const [day, time] = record['Time']!.split(' ');
      // The file gives whole seconds.
      expect(new Date(`${day}T${time}+05:30`).getTime()).toBe(Math.floor(new Date(calls.get(record['Call ID']!)!).getTime() / 1000) * 1000);
    }
    await page.getByText(new RegExp(`^Exported ${filteredTotal.toLocaleString('en-US')} calls? to calls \\(filtered\\) `)).waitFor();
    await page.screenshot({ path: artifactPath('calls-export-done.png') });
  });

  it('removes the tracker, its column and the filter on it', async () => {
    await page.getByRole('button', { name: 'Trackers' }).click();
    const panel = page.getByRole('dialog', { name: 'Keyword trackers' });
    await panel.getByRole('button', { name: `Remove tracker “${word}”` }).click();
    await panel.getByText(/^No trackers yet/).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(headers).toEqual(['Time', 'Contact', 'Agent', 'Direction', 'Status', 'Duration', 'Cost']);
    expect(await page.getByRole('combobox', { name: 'Tracker' }).inputValue()).toBe('');
  });
});

/** When each of the sandbox's calls started (UTC), read from its database rather than through the app. */
function sandboxStarts(sandbox: SandboxServer): Map<string, string> {
  const rows = sandbox.admin.db.prepare('SELECT id, start_timestamp FROM calls WHERE workspace_id = ?').all(sandbox.admin.workspaces.main) as { id: string; start_timestamp: string }[];
  return new Map(rows.map((row) => [row.id, row.start_timestamp]));
}
