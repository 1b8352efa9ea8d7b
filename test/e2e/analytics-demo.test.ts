import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath, launchChromium, patientContext } from '../support/chromium';
import { spawnCli, tempDataDir, type RunningCli } from '../support/cli-process';

/**
 * The Analytics screen end to end, in Chromium against browser mode: the
 * sandbox's demo workspace (5,000 calls over 60 days) synced into a mirror
 * by `voicedesk sync`, then `voicedesk ui` on that mirror. The figures on
 * screen are checked against the mirror file itself, and nothing the page
 * does may break its Content Security Policy.
 */
describe('the Analytics screen on the synced demo workspace', () => {
  let sandbox: SandboxServer;
  let ui: RunningCli;
  let browser: Browser;
  let page: Page;
  let dataDir: string;
  let mirrorFile: string;
  const pageProblems: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { preset: 'demo' }, rateLimit: 0, log: () => undefined });
    dataDir = tempDataDir();
    mirrorFile = join(dataDir, 'mirror.sqlite');
    const workspace = ['--db', mirrorFile, '--base-url', sandbox.baseUrl, '--api-key-env', 'VD_E2E_KEY'];
    const env = { VOICEDESK_DATA_DIR: dataDir, VD_E2E_KEY: sandbox.keys.write };
    // The lists are what the figures come from; transcripts are not needed.
    const sync = spawnCli(['sync', ...workspace, '--no-hydrate'], env);
    const { code } = await sync.exit;
    if (code !== 0) throw new Error(`voicedesk sync failed (${code}): ${sync.stderr()}`);

    ui = spawnCli(['ui', '--no-open', '--no-auto-sync', ...workspace], env);
    const { url } = (await ui.firstLine) as { url: string };
    browser = await launchChromium();
    page = patientContext(await browser.newPage({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce', colorScheme: 'light' }));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageProblems.push(message.text());
    });
    page.on('pageerror', (error) => pageProblems.push(error.message));
    await page.goto(url);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (ui?.child.exitCode === null) ui.child.kill('SIGTERM');
    await ui?.exit;
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls in the mirror file, optionally in [from, to) (milliseconds). */
  function mirrorCount(range?: { from: number; to: number }): number {
    const db = new Database(mirrorFile, { readonly: true, fileMustExist: true });
    try {
      const row = range
        ? db.prepare('SELECT count(*) AS n FROM calls WHERE start_ms >= ? AND start_ms < ?').get(range.from, range.to)
        : db.prepare('SELECT count(*) AS n FROM calls').get();
      return (row as { n: number }).n;
    } finally {
      db.close();
    }
  }

  const totals = () => page.getByRole('region', { name: 'Totals' });
  const shownCalls = async () => Number((await totals().getByLabel('Calls', { exact: true }).textContent())?.replace(/\D/g, ''));

  /** The range the date inputs show, as the instants the page means by it (its own time zone). */
  async function shownRange(): Promise<{ from: number; to: number }> {
    const fromDay = await page.getByLabel('From', { exact: true }).inputValue();
    const toDay = await page.getByLabel('To', { exact: true }).inputValue();
    return page.evaluate(
      ([from, to]) => {
        const local = (day: string, plus: number) => {
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          return new Date(y, m - 1, d + plus).getTime();
        };
        return { from: local(from, 0), to: local(to, 1) };
      },
      [fromDay, toDay] as const,
    );
  }

  it('opens from the sidebar and shows the last 30 days by default', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 2, name: 'Analytics' }).waitFor();
    expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    await totals().waitFor();
    await expect.poll(shownCalls).toBe(mirrorCount(await shownRange()));
  });

  it('shows every call in the mirror for "All time", in text and in each chart', async () => {
    await page.getByRole('button', { name: 'All time' }).click();
    const all = mirrorCount();
    expect(all).toBe(5_000);
    await expect.poll(shownCalls).toBe(all);
    await page.getByRole('status').filter({ hasText: /^5,000 calls from / }).waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('');

    for (const name of ['Calls per day by status', 'Average duration and total cost over time', 'Sentiment mix', 'Agents compared', 'Campaigns compared']) {
      const figure = page.getByRole('figure', { name });
      await figure.waitFor();
      // A picture with a name and a sentence, and its figures as a table.
      expect(await figure.getByRole('img').getAttribute('aria-label')).toMatch(/\w+.*\./);
      expect(await figure.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
    }
    // The per-day table adds up to the total.
    const perDay = page.getByRole('table', { name: 'Calls per day by status' });
    const dayCalls = await perDay.locator('tbody tr td:first-of-type').allTextContents();
    expect(dayCalls.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)).toBe(all);
    // Agents by name, as the mirror holds them.
    const agents = await page.getByRole('table', { name: 'Agents compared' }).locator('tbody th').allTextContents();
    const names = new Database(mirrorFile, { readonly: true }).prepare('SELECT name FROM agents').pluck().all() as string[];
    expect(agents.length).toBeGreaterThan(1);
    for (const name of agents) expect(names).toContain(name);
    // The lists name no campaign (only a call's detail does, and none were fetched): said, not shown as "No campaign".
    const campaigns = page.getByRole('table', { name: 'Campaigns compared' });
    expect(await campaigns.getByRole('row', { name: /^Not known yet 5,000 / }).count()).toBe(1);
    expect(await campaigns.getByRole('row', { name: /^No campaign / }).count()).toBe(0);
    await page.getByText('Not known yet: 5,000 calls whose campaigns show once the sync has fetched their details.').waitFor();
    await screenshotWhole(page, 'analytics.png');
  });

  it('changes the figures with the date range: a preset, then days typed in', async () => {
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const week = mirrorCount(await shownRange());
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThan(5_000);
    await expect.poll(shownCalls).toBe(week);

    // A custom range: the first of the 7 days only.
    const from = page.getByLabel('From', { exact: true });
    await page.getByLabel('To', { exact: true }).fill(await from.inputValue());
    expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
    const oneDay = mirrorCount(await shownRange());
    expect(oneDay).toBeLessThan(week);
    await expect.poll(shownCalls).toBe(oneDay);
  });

  it('says so when "From" is after "To", and when a range holds no calls', async () => {
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    await page.getByLabel('From', { exact: true }).fill(nextDay(to));
    await page.getByRole('alert').filter({ hasText: '“From” must be on or before “To”.' }).waitFor();
    expect(await totals().count()).toBe(0);

    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await page.getByText('No calls in this date range.', { exact: false }).waitFor();
  });

  it('narrows the figures to one agent', async () => {
    await page.getByRole('button', { name: 'All time' }).click();
    await expect.poll(shownCalls).toBe(5_000);
    const agent = page.getByRole('combobox', { name: 'Agent' });
    await agent.selectOption({ index: 1 });
    const agentId = await agent.inputValue();
    const db = new Database(mirrorFile, { readonly: true });
    const expected = (db.prepare('SELECT count(*) AS n FROM calls WHERE agent_id = ?').get(agentId) as { n: number }).n;
    db.close();
    await expect.poll(shownCalls).toBe(expected);
    await agent.selectOption({ label: 'All agents' });
    await expect.poll(shownCalls).toBe(5_000);
  });

  it('stays readable in the dark theme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('body').evaluate((body) => body.ownerDocument.defaultView?.getComputedStyle(body).backgroundColor)).toBe('rgb(23, 24, 26)');
    await screenshotWhole(page, 'analytics-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('kept to the page’s Content Security Policy, without errors', () => {
    expect(pageProblems).toEqual([]);
  });
});

/** The whole screen: the page itself does not scroll (its main area does), so the window is made tall enough for it. */
async function screenshotWhole(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.locator('main').evaluate((main) => main.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height + 60) });
  await page.screenshot({ path: artifactPath(name) });
  await page.setViewportSize(viewport);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
