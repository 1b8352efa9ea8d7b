import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSandboxSession, type SandboxSession } from '../support/app-session';

/**
 * Saved searches end to end, in Chromium against browser mode (`voicedesk
 * ui` with no sync of its own) and a sandbox started here, so the test adds
 * calls behind the API's back and syncs with Sync now: save a search, a sync
 * brings new matching calls, the sidebar's count rises, and opening the
 * search restores it in the Calls table and clears the count. Every wait is
 * for something on the page, never for time.
 */
const WORD = 'zebrafinch';
const CALLS = 30;

describe('saved searches on a synced workspace', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  /** A call whose caller says the test's word, after every seeded call (so its key is above them all). */
  const addMatchingCall = (minutesAhead: number) =>
    sandbox.admin.insertCall(sandbox.admin.workspaces.main, {
      direction: 'inbound',
      start_timestamp: sandbox.admin.clock.now() + minutesAhead * 60_000,
      summary: 'The caller asked about birds.',
      transcript: [
        { speaker: 'agent', text: 'Thanks for calling. How can I help?', timestamp: 0 },
        { speaker: 'caller', text: `I saw a ${WORD} in my garden today.`, timestamp: 5 },
      ],
    });
  /** Syncs, and waits for the table's count to say `expected` ("31 calls", "3 calls match"). */
  const syncNow = async (expected: string) => {
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => page.getByText(expected, { exact: true }).count()).toBe(1);
  };
  const sidebar = () => page.getByRole('list', { name: 'Saved searches' });
  const search = () => page.locator('#calls-search');

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: CALLS }, rateLimit: 0, log: () => undefined });
    session = await openSandboxSession(sandbox);
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('saves the current search under a name, refusing a name already used', async () => {
    addMatchingCall(1);
    await syncNow(`${CALLS + 1} calls`);
    await search().fill(WORD);
    await page.getByText('1 call matches', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByLabel('Name of the saved search').fill('Birds');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await sidebar().getByRole('link', { name: 'Birds', exact: true }).waitFor();

    await dialog.getByLabel('Name of the saved search').fill('BIRDS');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('A saved search is already called “Birds”. Choose another name.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('counts the new matching calls a sync brings in the sidebar', async () => {
    addMatchingCall(2);
    addMatchingCall(3);
    // The table still shows the search: its matches grow too.
    await syncNow('3 calls match');
    await sidebar().getByRole('link', { name: 'Birds, 2 new calls' }).waitFor();
    expect(await sidebar().getByTestId('saved-search-count').textContent()).toBe('2');
  });

  it('opens the search: the search and its filters in the Calls table, and the count cleared', async () => {
    await search().fill('');
    await page.getByText(`${CALLS + 3} calls`, { exact: true }).waitFor();
    await sidebar().getByRole('link', { name: 'Birds, 2 new calls' }).click();
    await page.getByText('3 calls match', { exact: true }).waitFor();
    expect(await search().inputValue()).toBe(WORD);
    await sidebar().getByRole('link', { name: 'Birds', exact: true }).waitFor();
    expect(await sidebar().getByTestId('saved-search-count').count()).toBe(0);
  });

  it('renames, reorders with Move up and deletes a saved search', async () => {
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByLabel('Name of the saved search').fill('Garden');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await sidebar().getByRole('link', { name: 'Garden', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const names = () => sidebar().locator('.saved-search-name').allTextContents();
    expect(await names()).toEqual(['Birds', 'Garden']);

    await sidebar().getByRole('button', { name: 'Edit saved search “Garden”' }).click();
    await sidebar().getByRole('button', { name: 'Move “Garden” up' }).click();
    await expect.poll(names).toEqual(['Garden', 'Birds']);
    await sidebar().getByLabel('Name').fill('Back yard');
    await sidebar().getByRole('button', { name: 'Rename' }).click();
    await expect.poll(names).toEqual(['Back yard', 'Birds']);

    await sidebar().getByRole('button', { name: 'Edit saved search “Birds”' }).click();
    await sidebar().getByRole('button', { name: 'Delete saved search “Birds”' }).click();
    await expect.poll(names).toEqual(['Back yard']);
  });
});
