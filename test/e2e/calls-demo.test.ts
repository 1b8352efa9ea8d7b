import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSandboxSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';

/**
 * First sync of the demo workspace: the empty Calls screen, Sync now with
 * visible progress, rows appearing while the sync writes, the keyboard (`/`,
 * arrows and j/k, Enter, Esc); then the same mirror with the service gone.
 *
 * The demo's records, served by a sandbox started here with the simulator
 * off: in the living demo, calls arrive every few seconds and land at the
 * top of the table while the keyboard moves through it, so the rows the
 * test counts and focuses would move under it. New calls reaching the app
 * are covered, on a clock the test moves, in demo-new-calls.test.ts; the
 * embedded demo's start-up in browser-mode.test.ts.
 *
 * The sandbox is rate limited like the demo (100 requests a minute), so its
 * 5,000 transcripts take far longer than a test: the sync is still running
 * when the test stops it. Search and highlighting are covered on a small
 * workspace in calls-search-offline.test.ts.
 */
describe('the Calls screen on the demo workspace', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { preset: 'demo' }, log: () => undefined });
    // A still mirror until the test presses Sync now.
    session = await openSandboxSession(sandbox, { viewport: { width: 1400, height: 860 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
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
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
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
    await page.getByRole('button', { name: 'Sync now' }).waitFor();
  }, 30_000);

  it('shows the mirrored calls with the service out of reach, and says a transcript cannot be fetched', async () => {
    await sandbox.close();
    await page.reload();
    const rows = page.getByRole('grid', { name: 'Calls' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);

    // A call listed but not fetched: the view says so, and why it cannot be fetched now.
    await page.locator('.calls-row.unfetched').first().click();
    const view = page.getByRole('region', { name: /^Call with / });
    await view.getByText(/transcript has not been fetched yet, and it could not be fetched just now/).waitFor();
    await page.screenshot({ path: artifactPath('demo-offline-unfetched.png') });
  }, 45_000);
});

/** The aria-rowindex of the row that has the focus, or null when no row has it. */
async function focusedRowIndex(page: Page): Promise<string | null> {
  const focused = page.getByRole('row').and(page.locator(':focus'));
  return (await focused.count()) === 1 ? focused.getAttribute('aria-rowindex') : null;
}
