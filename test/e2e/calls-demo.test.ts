import { createServer } from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifactPath, launchChromium } from '../support/chromium';
import { spawnCli, tempDataDir, type RunningCli } from '../support/cli-process';

/**
 * First run on the embedded demo workspace (`voicedesk ui` with no flags):
 * the empty Calls screen, Sync now with visible progress, rows appearing
 * while the sync writes, the keyboard (`/`, arrows and j/k, Enter, Esc);
 * then the same mirror opened with the service unreachable.
 *
 * The demo is rate limited like the real service (100 requests a minute), so
 * its 5,000 transcripts take far longer than a test: the lists arrive in
 * seconds, which is what this test waits for. Search and highlighting are
 * covered on a small workspace in calls-search-offline.test.ts.
 */
describe('the Calls screen on the demo workspace', () => {
  let dataDir: string;
  let ui: RunningCli;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dataDir = tempDataDir();
    // A still mirror until the test presses Sync now.
    ui = spawnCli(['ui', '--no-open', '--no-auto-sync'], { VOICEDESK_DATA_DIR: dataDir });
    const { url } = (await ui.firstLine) as { url: string };
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.goto(url);
  });

  afterAll(async () => {
    await browser?.close();
    if (ui?.child.exitCode === null) ui.child.kill('SIGTERM');
    await ui?.exit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts empty, and says so in plain words', async () => {
    await page.getByText('No calls yet. They appear here after the first sync.').waitFor();
    await page.getByText('Not synced yet.').waitFor();
    expect(await page.getByRole('grid', { name: 'Calls' }).getByRole('row').count()).toBe(1);
  });

  it('syncs on "Sync now", shows its progress, and fills the table as calls arrive', async () => {
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('progressbar', { name: 'Sync progress' }).waitFor();
    await page.getByRole('button', { name: 'Stop sync' }).waitFor();
    const rows = page.getByRole('grid', { name: 'Calls' }).getByRole('row');
    // Contacts come first, under the demo's rate limit: on a busy machine the calls take a while.
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(10);
    expect(await page.getByRole('status').filter({ hasText: /^Syncing / }).count()).toBe(1);
    await page.screenshot({ path: artifactPath('demo-sync-progress.png') });
  }, 75_000);

  it('moves through the rows with the keyboard, opens one with Enter and goes back with Esc', async () => {
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRowIndex(page)).toBe('2');
    await page.keyboard.press('j');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRowIndex(page)).toBe('4');
    await page.keyboard.press('k');
    await expect.poll(() => focusedRowIndex(page)).toBe('3');

    await page.keyboard.press('Enter');
    const view = page.getByRole('region', { name: /^Call with / });
    await view.waitFor();
    // Its transcript is fetched first in line, or already there.
    await view.getByText(/transcript has not been fetched yet|Transcript/i).first().waitFor();
    await page.screenshot({ path: artifactPath('demo-call-view.png') });

    await page.keyboard.press('Escape');
    await expect.poll(() => view.count()).toBe(0);
    await expect.poll(() => focusedRowIndex(page)).toBe('3');
  });

  it('loads the next page of calls as the keyboard reaches the end of those loaded', async () => {
    await page.keyboard.press('End');
    await expect.poll(() => focusedRowIndex(page)).toBe('101');
    // The next page is on its way: End goes further once it has arrived (and further still if the sync added more meanwhile).
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return Number(await focusedRowIndex(page));
      })
      .toBeGreaterThanOrEqual(201);
    // Only the rows in view exist in the page.
    expect(await page.getByRole('grid', { name: 'Calls' }).getByRole('row').count()).toBeLessThan(80);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedRowIndex(page)).toBe('2');
  });

  it('stops the sync on "Stop sync"', async () => {
    await page.getByRole('button', { name: 'Stop sync' }).click();
    await page.getByRole('button', { name: 'Sync now' }).waitFor({ timeout: 20_000 });
  }, 30_000);

  it('shows the mirrored calls with the service out of reach, and says a transcript cannot be fetched', async () => {
    ui.child.kill('SIGTERM');
    await ui.exit;
    const deadPort = await unusedPort();
    ui = spawnCli(['ui', '--no-open', '--no-auto-sync', '--db', join(dataDir, 'profiles', 'demo.sqlite'), '--base-url', `http://127.0.0.1:${deadPort}`, '--api-key-env', 'VD_E2E_KEY'], {
      VOICEDESK_DATA_DIR: dataDir,
      VD_E2E_KEY: 'sk_test_offline_e2e_key',
    });
    const { url } = (await ui.firstLine) as { url: string };
    await page.goto(url);
    const rows = page.getByRole('grid', { name: 'Calls' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);

    // A call listed but not fetched: the view says so, and why it cannot be fetched now.
    await page.locator('.calls-row.unfetched').first().click();
    const view = page.getByRole('region', { name: /^Call with / });
    await view.getByText(/transcript has not been fetched yet, and it could not be fetched just now/).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: artifactPath('demo-offline-unfetched.png') });
  }, 45_000);
});

/** The aria-rowindex of the row that has the focus, or null when no row has it. */
async function focusedRowIndex(page: Page): Promise<string | null> {
  const focused = page.getByRole('row').and(page.locator(':focus'));
  return (await focused.count()) === 1 ? focused.getAttribute('aria-rowindex') : null;
}

/** A port nothing listens on: bound, then released. */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
