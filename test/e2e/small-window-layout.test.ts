import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSyncedSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';
import { openContact } from '../support/contacts-page';
import { brokenLabels, statusBarProblems } from '../support/layout-problems';
import { nameOf, serverContacts, uniquelyNamed } from '../support/server-contacts';

/**
 * The smallest window the app supports (1024×700), in Chromium against
 * browser mode, with the longest status bar a user meets: offline (the
 * sandbox stopped after the first sync), an edit waiting to be sent, part
 * of the calls searchable, Sync now and Pause sync. No label breaks inside
 * a word and the status bar wraps rather than spill or overlap, with a
 * record open beside each list (on Calls as narrow as the split lets it be). Each check measures the drawn boxes, so it fails without the CSS
 * that keeps it true (styles.css, "Small windows").
 */
describe('the app in a 1024×700 window with a long status', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  const statusBar = () => page.getByRole('contentinfo', { name: 'Status' });
  const section = (name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
  /** The list beside the open call as wide as it may be, so that the call is as narrow as it gets. */
  const narrowestRecord = async () => {
    const separator = page.getByRole('separator', { name: 'Width of the list beside the open record' });
    await separator.focus();
    await page.keyboard.press('End');
    await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe(await separator.getAttribute('aria-valuemax'));
  };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 30, calls: 120 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox, { viewport: { width: 1024, height: 700 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('keeps every label whole and the status bar in its place on Contacts, with a contact open', async () => {
    const contact = uniquelyNamed(serverContacts(sandbox).values()).find((one) => one.status === 'active')!;
    await sandbox.close();
    await statusBar().getByRole('button', { name: 'Sync now' }).click();
    await statusBar().getByText('Offline', { exact: true }).waitFor();

    await section('Contacts');
    const view = await openContact(page, nameOf(contact));
    await view.getByRole('textbox', { name: `New tag for ${nameOf(contact)}` }).fill('small-window');
    await view.getByRole('button', { name: 'Add tag' }).click();
    await statusBar().getByText('1 edit waiting to be sent').waitFor();
    await page.screenshot({ path: artifactPath('small-window-contacts.png') });
    expect(await brokenLabels(page)).toEqual([]);
    expect(await statusBarProblems(page)).toEqual([]);
  });

  it('keeps every label whole and the status bar in its place on Calls, with a call open', async () => {
    await section('Calls');
    // A call with a transcript (a voicemail has none): the one a search for a word every greeting says finds first.
    await page.getByRole('searchbox', { name: 'Search' }).fill('thanks');
    await page.locator('#call-row-0 mark').first().waitFor();
    await page.locator('#call-row-0').click();
    const call = page.getByRole('region', { name: /^Call with / });
    await call.getByText(/^Match 1 of/).waitFor();
    await narrowestRecord();
    await page.screenshot({ path: artifactPath('small-window-calls.png') });
    expect(await brokenLabels(page)).toEqual([]);
    expect(await statusBarProblems(page)).toEqual([]);
  });
});
