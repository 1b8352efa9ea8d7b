import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { COMPETITORS } from '../../src/server/content';
import { firstSync, openSandboxSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';
import { brokenLabels, statusBarProblems } from '../support/layout-problems';
import { openAsSpreadsheet } from '../support/parse-csv';
import { savedScreenSettings } from '../support/saved-screen-settings';

/**
 * The Calls screen end to end, in Chromium against browser mode: the real
 * `voicedesk ui` on a workspace served by the sandbox (started here, so the
 * test can add calls behind the API's back and then stop it). Sync now,
 * search a transcript, open the call and see the hit highlighted; then the
 * sandbox goes away and the same works from the mirror alone.
 */
const HOSTILE = '<img src=x onerror=alert(1)>';

/**
 * The seeded content follows the minute the sandbox starts; at 80 calls some
 * minutes named no competitor at all. At this size one is always named.
 */
const CALLS = 240;

describe('the Calls screen on a synced workspace, online and offline', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let dataDir: string;
  let competitor: string;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 60, calls: CALLS }, rateLimit: 0, log: () => undefined });
    competitor = competitorInTranscripts(sandbox);
    // No sync of its own: the mirror stays empty until the test presses Sync now.
    session = await openSandboxSession(sandbox, { viewport: { width: 1400, height: 860 }, context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    ({ page, dataDir } = session);
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('says there are no calls yet, then shows them once "Sync now" has run', async () => {
    await page.getByText('No calls yet. They appear here after the first sync.').waitFor();

    await firstSync(page);
    const table = page.getByRole('grid', { name: 'Calls' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(10);
    await expect.poll(() => page.getByText(`${CALLS} calls`, { exact: true }).count()).toBe(1);
    await page.screenshot({ path: artifactPath('calls-table.png') });
  });

  it('shows each call’s date and time of day whole at the desktop window’s default size, and a cell’s whole text on hover', async () => {
    // The Electron window opens at 1280×800 (src/main/index.ts).
    await page.setViewportSize({ width: 1280, height: 800 });
    const times = page.locator('.calls-body [role="row"] [role="gridcell"]:nth-child(1)');
    await expect.poll(() => times.count()).toBeGreaterThan(5);
    const cells = await times.evaluateAll((elements) => elements.slice(0, 10).map((element) => ({ text: element.textContent ?? '', cut: element.scrollWidth > element.clientWidth })));
    for (const cell of cells) expect(cell, cell.text).toMatchObject({ text: expect.stringMatching(/\d{4}.*\d{1,2}:\d{2}/), cut: false });
    const contact = page.locator('.calls-body [role="row"] [role="gridcell"]:nth-child(2)').first();
    expect(await contact.getAttribute('title')).toBe(await contact.textContent());
    await page.setViewportSize({ width: 1400, height: 860 });
  });

  it('sorts by a column header and filters by status', async () => {
    const table = page.getByRole('grid', { name: 'Calls' });
    const duration = table.getByRole('columnheader', { name: 'Duration' });
    await duration.getByRole('button').click();
    await expect.poll(() => duration.getAttribute('aria-sort')).toBe('descending');
    await duration.getByRole('button').click();
    await expect.poll(() => duration.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => cellTexts(page, 7).then((texts) => texts[0])).toBe('0:00');
    await table.getByRole('columnheader', { name: 'Time' }).getByRole('button').click();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Voicemail' });
    await expect.poll(async () => new Set(await cellTexts(page, 6))).toEqual(new Set(['Voicemail']));
    const voicemails = Number((await page.getByText(/^\d+ calls$/).textContent())!.split(' ')[0]);
    expect(voicemails).toBeLessThan(CALLS);
    await page.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Web' });
    await page.getByRole('combobox', { name: 'Sentiment' }).selectOption({ label: 'Negative' });
    await page.getByRole('combobox', { name: 'Agent' }).selectOption({ index: 1 });
    await page.getByText(/No calls match these filters|^\d+ calls$/).first().waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByText(`${CALLS} calls`, { exact: true }).count()).toBe(1);
  });

  it('shows calls added on the service after the next sync', async () => {
    const [contact] = sandbox.admin.db.prepare('SELECT id, first_name, last_name FROM contacts WHERE workspace_id = ? LIMIT 1').all(sandbox.admin.workspaces.main) as {
      id: string;
      first_name: string;
      last_name: string | null;
    }[];
    sandbox.admin.insertCall(sandbox.admin.workspaces.main, {
      contact_id: contact!.id,
      direction: 'inbound',
      summary: 'A caller typed markup into the chat widget.',
      transcript: [
        { speaker: 'agent', text: 'Thanks for calling. Who am I speaking with?', timestamp: 0 },
        { speaker: 'caller', text: `My name is ${HOSTILE} and I want to cancel.`, timestamp: 7 },
      ],
    });

    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => page.getByText(`${CALLS + 1} calls`, { exact: true }).count()).toBe(1);
  });

  it('finds a competitor named in transcripts, opens the call and highlights the turn', async () => {
    await searchAndOpen(page, competitor);
    const view = page.getByRole('region', { name: /^Call with / });
    const transcript = view.getByRole('list', { name: 'Transcript' });
    await expect.poll(() => transcript.locator('mark').count()).toBeGreaterThan(0);
    expect((await transcript.locator('mark').first().textContent())?.toLowerCase()).toBe(competitor.split(' ')[0]!.toLowerCase());
    await view.getByText(/^Match 1 of \d+/).waitFor();
    await page.screenshot({ path: artifactPath('call-view-online.png') });

    // Next match moves the current mark; Esc goes back to the results.
    const matches = Number((await view.getByText(/^Match 1 of (\d+)/).textContent())!.match(/of (\d+)/)![1]);
    if (matches > 1) {
      await view.getByRole('button', { name: 'Next match' }).click();
      await view.getByText(/^Match 2 of/).waitFor();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: /^Call with / }).count()).toBe(0);
  });

  it('keeps Previous and Next match in view as the transcript scrolls, moves with F3 and Enter, and follows a new search live', async () => {
    // A call of its own: the seeded content follows the minute the sandbox starts, and the call a search
    // opened first did not always say any word three times (F3 goes to a third match below).
    const [contact] = sandbox.admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? LIMIT 1').all(sandbox.admin.workspaces.main) as { id: string }[];
    const added = sandbox.admin.insertCall(sandbox.admin.workspaces.main, {
      contact_id: contact!.id,
      direction: 'inbound',
      summary: 'The caller compared our warranty with Quokkaware.',
      transcript: Array.from({ length: 14 }, (_, index) => ({
        speaker: index % 2 === 0 ? ('agent' as const) : ('caller' as const),
        text:
          index % 2 === 0
            ? `Thanks, let me look at that for you. Step ${index / 2 + 1} of the check is done and I am reading the notes on the account now.`
            : `I was told Quokkaware gives a longer warranty, and I want the same warranty before I sign anything today, point ${index}.`,
        timestamp: index * 9,
      })),
    });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => hasTranscript(session.mirrorFile, added)).toBe(true);
    // Low enough that the transcript scrolls past the call's facts.
    await page.setViewportSize({ width: 1024, height: 520 });
    await searchAndOpen(page, 'Quokkaware');
    const view = page.getByRole('region', { name: /^Call with / });
    const navigator = view.getByRole('group', { name: 'Search matches' });
    await view.getByText(/^Match 1 of \d+/).waitFor();

    // A new search in the box marks its hits in the open call, without reopening it: the word said most in this call.
    const turns = await view.getByRole('list', { name: 'Transcript' }).locator('.turn-text').allTextContents();
    const said = new Map<string, number>();
    for (const word of turns.join(' ').toLowerCase().match(/\p{L}{4,}/gu) ?? []) said.set(word, (said.get(word) ?? 0) + 1);
    const [word, times] = [...said].sort((a, b) => b[1] - a[1])[0]!;
    expect(times).toBeGreaterThan(2);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(word);
    await view.getByText(new RegExp(`^Match 1 of \\d+ for “${word}”$`)).waitFor();
    const count = Number((await view.getByText(/^Match 1 of (\d+)/).textContent())!.match(/of (\d+)/)![1]);
    expect(count).toBeGreaterThanOrEqual(times);
    expect((await view.locator('mark.current').textContent())?.toLowerCase()).toContain(word.slice(0, 4));

    // Enter in the box goes to the next match, Shift+Enter back; F3 and Shift+F3 anywhere; the buttons say so.
    await box.press('Enter');
    await view.getByText(/^Match 2 of /).waitFor();
    await box.press('Shift+Enter');
    await view.getByText(/^Match 1 of /).waitFor();
    await view.getByRole('heading', { level: 3 }).focus();
    await page.keyboard.press('F3');
    await page.keyboard.press('F3');
    await view.getByText(/^Match 3 of /).waitFor();
    await page.keyboard.press('Shift+F3');
    await view.getByText(/^Match 2 of /).waitFor();
    expect(await navigator.getByRole('button', { name: 'Next match' }).getAttribute('aria-keyshortcuts')).toContain('F3');
    expect(await navigator.getByRole('button', { name: 'Previous match' }).getAttribute('aria-keyshortcuts')).toContain('Shift+F3');

    // Scrolled to the end of the transcript, past the call's facts above the controls, the controls are still in view.
    const scrolled = await view.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      const facts = element.querySelector('.call-metadata')!;
      return { top: element.scrollTop, factsEnd: facts.getBoundingClientRect().bottom - element.getBoundingClientRect().top + element.scrollTop };
    });
    expect(scrolled.top).toBeGreaterThan(scrolled.factsEnd);
    const [frame, controls] = [(await view.boundingBox())!, (await navigator.getByRole('button', { name: 'Next match' }).boundingBox())!];
    expect(controls.y).toBeGreaterThanOrEqual(frame.y);
    expect(controls.y + controls.height).toBeLessThanOrEqual(frame.y + frame.height);
    await page.screenshot({ path: artifactPath('call-view-sticky-matches-1024.png') });
    await page.keyboard.press('Escape');
    await box.fill('');
    await page.setViewportSize({ width: 1400, height: 860 });
  });

  it('shows markup in a transcript as text, never as HTML', async () => {
    await searchAndOpen(page, 'onerror');
    const view = page.getByRole('region', { name: /^Call with / });
    await view.getByText(`My name is ${HOSTILE} and I want to cancel.`).waitFor();
    expect(await view.locator('mark').first().textContent()).toBe('onerror');
    expect(await page.locator('img').count()).toBe(0);
    expect(session.dialogs).toEqual([]);
    await view.getByRole('button', { name: 'Copy transcript' }).click();
    await view.getByText('Transcript copied.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain(`[00:07] Caller: My name is ${HOSTILE} and I want to cancel.`);
    await page.screenshot({ path: artifactPath('call-view-hostile-text.png') });
    await page.keyboard.press('Escape');
  });

  it('explains the search syntax in a popover next to the box, which Esc closes', async () => {
    const help = page.getByRole('button', { name: 'Search help' });
    expect(await help.getAttribute('aria-expanded')).toBe('false');
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'How to search calls' });
    await dialog.getByText('said by the caller, or by the agent').waitFor();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await help.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows every match of a phrase in the table, with a sentiment filter and a date range, and exports them', async () => {
    const calls = sandboxCalls(sandbox);
    const phrase = commonPhrase(calls);
    const matching = calls.filter((one) => one.phrases.has(phrase));
    expect(matching.length).toBeGreaterThan(100);
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(`"${phrase}" `);
    await page.getByText(`${matching.length} calls match`, { exact: true }).waitFor();

    // Every match is reachable by scrolling: End, again as more pages load, reaches the last one.
    await box.press('ArrowDown');
    const lastIndex = String(matching.length + 1);
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return page.locator('.calls-body [role="row"]:focus').getAttribute('aria-rowindex', { timeout: 1000 }).catch(() => null);
        },
      )
      .toBe(lastIndex);

    // The same search, narrowed to negative calls in a range of local days.
    const days = [...new Set(matching.map((one) => localDay(one.start)))].sort();
    const [from, to] = [days[Math.floor(days.length / 4)]!, days[Math.floor((days.length * 3) / 4)]!];
    const expected = matching.filter((one) => one.sentiment === 'negative' && localDay(one.start) >= from && localDay(one.start) <= to);
    await page.getByRole('combobox', { name: 'Sentiment' }).selectOption({ label: 'Negative' });
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    const label = expected.length === 1 ? '1 call matches' : `${expected.length} calls match`;
    await page.getByText(label, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const confirm = page.getByRole('group', { name: 'Export to CSV' }).getByRole('button', { name: 'Export', exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), confirm.click()]);
    const file = join(dataDir, 'search-export.csv');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^calls matching '${phrase}' \\(filtered\\) \\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const exported = openAsSpreadsheet(readFileSync(file)).records.map((record) => record['Call ID']);
    expect(exported.sort()).toEqual(expected.map((one) => one.id).sort());
    await page.screenshot({ path: artifactPath('calls-search-filtered.png') });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await box.fill('');
  });

  it('fits a 1024×700 window: no label breaks inside a word, the status bar wraps, filters fold away, the split moves and is kept', async () => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await searchAndOpen(page, competitor);
    // The call drawn whole first: checked while it is still opening, there would be nothing to break.
    await page.getByRole('region', { name: /^Call with / }).getByRole('list', { name: 'Transcript' }).waitFor();
    await page.getByRole('region', { name: /^Call with / }).getByText(/^Match 1 of/).waitFor();
    // Here with the split as it opens and a short status; small-window-layout.test.ts checks the narrowest call and the longest status.
    expect(await brokenLabels(page)).toEqual([]);
    expect(await statusBarProblems(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('calls-1024x700.png') });

    // The separator between the list and the call: arrow keys, then a drag to the right.
    const separator = page.getByRole('separator', { name: 'Width of the list beside the open record' });
    const list = page.locator('#screen-list');
    const share = async () => Number(await separator.getAttribute('aria-valuenow'));
    const start = await share();
    const width = (await list.boundingBox())!.width;
    await separator.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(share).toBe(start - 2);
    await expect.poll(async () => (await list.boundingBox())!.width).toBeLessThan(width);
    const bar = (await separator.boundingBox())!;
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width / 2 + 80, bar.y + bar.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(share).toBeGreaterThan(start);
    const dragged = await share();
    expect(await brokenLabels(page)).toEqual([]);

    // Filters fold away; folded, the button says how many are in force.
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('combobox', { name: 'Sentiment' }).selectOption({ label: 'Negative' });
    await toggle.click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Sentiment' }).count()).toBe(0);
    await expect.poll(() => toggle.textContent()).toMatch(/^Filters \(1\)/);
    await page.screenshot({ path: artifactPath('calls-1024x700-filters-folded.png') });
    await toggle.click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toMatch(/^Filters\W*$/);

    // Both are kept with the workspace: after a reload the filters are still folded and the split where it was left.
    await expect.poll(() => savedScreenSettings(join(dataDir, 'mirror.sqlite'))).toMatchObject({ layout: { filtersOpen: false, listShare: dragged } });
    await page.reload();
    await page.getByRole('grid', { name: 'Calls' }).waitFor();
    // The saved settings arrive after the first page of calls.
    await expect.poll(() => page.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe('false');
    await searchAndOpen(page, competitor);
    expect(await share()).toBe(dragged);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('combobox', { name: 'Sentiment' }).waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1400, height: 860 });
  });

  it('does the same from the mirror once the service is gone', async () => {
    await sandbox.close();
    await page.reload();
    const table = page.getByRole('grid', { name: 'Calls' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(10);

    await searchAndOpen(page, competitor);
    const transcript = page.getByRole('region', { name: /^Call with / }).getByRole('list', { name: 'Transcript' });
    await expect.poll(() => transcript.locator('mark').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('call-view-offline.png') });
    expect(session.dialogs).toEqual([]);
  });
});

/** Types into the search box, waits for the matching calls in the table, opens the first with the keyboard. */
async function searchAndOpen(page: Page, text: string): Promise<void> {
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect.poll(() => box.and(page.locator(':focus')).count()).toBe(1);
  await box.fill(text);
  // The rows of the previous text stay until the new ones arrive: wait for a hit on this text in the first row's snippet.
  const firstWord = text.split(' ')[0]!.toLowerCase();
  const firstRow = page.locator('#call-row-0');
  await expect.poll(async () => (await firstRow.locator('mark').first().textContent({ timeout: 1000 }).catch(() => ''))?.toLowerCase()).toBe(firstWord);
  await box.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: /^Call with / }).waitFor();
}

/** The texts of one column (1-based) in the rendered rows of the calls table. */
async function cellTexts(page: Page, column: number): Promise<string[]> {
  return page.locator(`.calls-body [role="row"] [role="gridcell"]:nth-child(${column})`).allTextContents();
}

/** A competitor's name that the seeded transcripts mention. */
/** Whether the app's mirror holds the call with its transcript (read apart from the app). */
function hasTranscript(mirrorFile: string, callId: string): boolean {
  const db = new Database(mirrorFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT 1 FROM calls WHERE id = ? AND detail_fetched_at IS NOT NULL').get(callId) !== undefined;
  } finally {
    db.close();
  }
}

function competitorInTranscripts(sandbox: SandboxServer): string {
  const count = sandbox.admin.db.prepare('SELECT count(*) AS n FROM calls WHERE workspace_id = ? AND transcript LIKE ?');
  const found = COMPETITORS.find((name) => (count.get(sandbox.admin.workspaces.main, `%${name}%`) as { n: number }).n > 0);
  if (!found) throw new Error('no seeded transcript names a competitor; seed more calls');
  return found;
}

interface SandboxCall {
  id: string;
  sentiment: string | null;
  start: string;
  /** Every two-word phrase the search index can match in the call: within one speaker's turns (read in a row), or in the summary. */
  phrases: Set<string>;
}

/** The sandbox's calls, read from its database (not through the app), with the phrases each holds. */
function sandboxCalls(sandbox: SandboxServer): SandboxCall[] {
  const rows = sandbox.admin.db
    .prepare('SELECT id, transcript, summary, sentiment, start_timestamp FROM calls WHERE workspace_id = ?')
    .all(sandbox.admin.workspaces.main) as { id: string; transcript: string; summary: string | null; sentiment: string | null; start_timestamp: string }[];
  const words = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const pairs = (tokens: string[]) => tokens.slice(1).map((token, index) => `${tokens[index]} ${token}`);
  return rows.map((row) => {
    const turns = JSON.parse(row.transcript) as { speaker: string; text: string }[];
    const bySpeaker = (agent: boolean) => turns.filter((turn) => (turn.speaker === 'agent') === agent).flatMap((turn) => words(turn.text));
    return {
      id: row.id,
      sentiment: row.sentiment,
      start: row.start_timestamp,
      phrases: new Set([...pairs(bySpeaker(true)), ...pairs(bySpeaker(false)), ...pairs(words(row.summary ?? ''))]),
    };
  });
}

/** A phrase said in more calls than a page holds, but not in all of them. */
function commonPhrase(calls: SandboxCall[]): string {
  const counts = new Map<string, number>();
  for (const one of calls) for (const phrase of one.phrases) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  const found = [...counts].filter(([, count]) => count > 100 && count < calls.length - 10).sort((a, b) => b[1] - a[1])[0];
  if (!found) throw new Error('no phrase is said in more than 100 calls; seed more calls');
  return found[0];
}

/** The local day of an instant, as a date input shows it (yyyy-mm-dd). */
function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
