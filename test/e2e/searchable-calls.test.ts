import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { firstSync, openSandboxSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';

/**
 * The status bar and the Calls search box say how much of the mirror a
 * search covers: the calls whose transcript the sync fetched, of all calls.
 */
const CALLS = 50;

describe('how much of the mirror is searchable, in the app', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: CALLS }, rateLimit: 0, log: () => undefined });
    session = await openSandboxSession(sandbox);
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('shows the searchable calls in the status bar and under the search box once the sync fetched their transcripts', async () => {
    const statusBar = page.getByRole('contentinfo', { name: 'Status' });
    await page.getByText('No calls yet. They appear here after the first sync.').waitFor();
    expect(await statusBar.getByText(/^Searchable:/).count()).toBe(0);

    await firstSync(page);

    await statusBar.getByText(`Searchable: transcripts of all ${CALLS} calls`).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => search.getAttribute('aria-describedby')).toBe('calls-search-hint');
    expect(await page.locator('#calls-search-hint').textContent()).toBe(`Searches transcripts of all ${CALLS} calls`);
    await page.screenshot({ path: artifactPath('searchable-calls.png') });
  });
});
