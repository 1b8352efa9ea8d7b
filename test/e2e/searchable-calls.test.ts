import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openAppSession, type AppSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';
import { tempDataDir } from '../support/cli-process';

/**
 * The status bar and the Calls search box say how much of the mirror a
 * search covers: the calls whose transcript the sync fetched, of all calls.
 */
const CALLS = 50;

describe('how much of the mirror is searchable, in the app', () => {
  let sandbox: SandboxServer;
  let session: AppSession;
  let page: Page;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: CALLS }, rateLimit: 0, log: () => undefined });
    dataDir = tempDataDir();
    session = await openAppSession({ baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.write, dataDir, mirrorFile: join(dataDir, 'mirror.sqlite') });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the searchable calls in the status bar and under the search box once the sync fetched their transcripts', async () => {
    const statusBar = page.getByRole('contentinfo', { name: 'Status' });
    await page.getByText('No calls yet. They appear here after the first sync.').waitFor();
    expect(await statusBar.getByText(/^Searchable:/).count()).toBe(0);

    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText('Up to date as of the last sync.').waitFor({ timeout: 20_000 });

    await statusBar.getByText(`Searchable: transcripts of all ${CALLS} calls`).waitFor({ timeout: 10_000 });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => search.getAttribute('aria-describedby')).toBe('calls-search-hint');
    expect(await page.locator('#calls-search-hint').textContent()).toBe(`Searches transcripts of all ${CALLS} calls`);
    await page.screenshot({ path: artifactPath('searchable-calls.png') });
  });
});
