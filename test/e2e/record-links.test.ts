import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSandboxSession, type SandboxSession } from '../support/app-session';

/**
 * voicedesk:// links, the app's commands and "Copy link", on the renderer's
 * side, in browser mode: a link arrives in the page's address (as the
 * desktop app's OS link would arrive through the core's inbox) on a
 * workspace that never synced, so the record is not in the mirror: the view
 * says so, fetches it from the service and shows it. A malformed link opens
 * nothing and says why. The menu's shortcuts work as keys in browser mode.
 */
describe('record links in the window', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let call: { id: string };
  let contact: { id: string; first_name: string; last_name: string };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: 10 }, rateLimit: 0, log: () => undefined });
    session = await openSandboxSession(sandbox, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    page = session.page;
    const db = sandbox.admin.db;
    const workspace = sandbox.admin.workspaces.main;
    call = db.prepare('SELECT id FROM calls WHERE workspace_id = ? ORDER BY start_timestamp DESC LIMIT 1').get(workspace) as typeof call;
    contact = db.prepare('SELECT id, first_name, last_name FROM contacts WHERE workspace_id = ? AND last_name IS NOT NULL LIMIT 1').get(workspace) as typeof contact;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  // The page's own globals, which this file (compiled for Node) does not declare.
  type PageGlobals = { location: { hash: string }; navigator: { clipboard: { readText(): Promise<string> } } };
  const openLink = (link: string) => page.evaluate((hash) => ((globalThis as unknown as PageGlobals).location.hash = hash), `#open=${encodeURIComponent(link)}`);
  const clipboard = () => page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText());

  it('opens a call the mirror lacks: it fetches it from the workspace and shows it', async () => {
    await page.getByRole('button', { name: 'Sync now' }).waitFor();
    await openLink(`voicedesk://calls/${call.id}`);
    const view = page.getByRole('region', { name: /^Call with/ });
    await view.waitFor();
    await view.getByRole('button', { name: 'Copy transcript' }).waitFor();
    expect(await page.getByRole('link', { name: 'Calls', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('copies a link to the open call that opens it again', async () => {
    await page.getByRole('region', { name: /^Call with/ }).getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied.').waitFor();
    const copied = await clipboard();
    expect(copied).toMatch(new RegExp(`^voicedesk://calls/${call.id}\\?workspace=`));
  });

  it('opens a contact the mirror lacks in the Contacts screen', async () => {
    await openLink(`voicedesk://contacts/${contact.id}`);
    const view = page.getByRole('region', { name: `${contact.first_name} ${contact.last_name}` });
    await view.waitFor();
    expect(await page.getByRole('link', { name: 'Contacts', exact: true }).getAttribute('aria-current')).toBe('page');
    await view.getByRole('button', { name: 'Copy link' }).click();
    expect(await clipboard()).toContain(`voicedesk://contacts/${contact.id}`);
  });

  it('refuses a malformed link, says why, and stays where it was', async () => {
    await openLink('voicedesk://calls/not-an-id');
    await page.getByRole('alert').filter({ hasText: 'That link cannot be opened' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: '"not-an-id" is not a call id' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Contacts', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('refuses a link for a workspace this computer does not have', async () => {
    await openLink(`voicedesk://calls/${call.id}?workspace=globex`);
    await page.getByRole('alert').filter({ hasText: '"globex"' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('carries out the menu\'s commands as keyboard shortcuts in browser mode', async () => {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+4');
    await expect.poll(() => page.getByRole('link', { name: 'Agents', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Control+f');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).and(page.locator(':focus')).count()).toBe(1);
    await page.keyboard.press('Control+Shift+M');
    await page.getByRole('dialog', { name: /workspaces/i }).waitFor();
  });

  it('turns a kind of notification off for the workspace, and remembers it', async () => {
    const dialog = page.getByRole('dialog', { name: /workspaces/i });
    const keyRefused = dialog.getByRole('checkbox', { name: 'The API key was refused' });
    expect(await keyRefused.isChecked()).toBe(true);
    await keyRefused.uncheck();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Manage workspaces' }).click();
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'The API key was refused' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Edits the service refused or that need a decision' }).isChecked()).toBe(true);
  });

  it('opens on the screen it showed last', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Analytics' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Analytics', exact: true }).getAttribute('aria-current')).toBe('page');
  });
});
