import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * Many do-not-call requests (more than the screen's first page of 100), in
 * Chromium at 1024×700 against browser mode and a sandbox started here:
 * the list draws only the cards in view, the keyboard reaches the last one
 * (the next page loads on the way), and "Mark all" names and marks every
 * contact waiting, not only those loaded.
 */
const ASKING = 130;

describe('many do-not-call requests', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let asking: string[];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: ASKING + 40, calls: 0 }, rateLimit: 0, log: () => undefined });
    const workspace = sandbox.admin.workspaces.main;
    const active = sandbox.admin.db.prepare("SELECT id FROM contacts WHERE workspace_id = ? AND status = 'active' ORDER BY seq").all(workspace) as { id: string }[];
    if (active.length < ASKING) throw new Error('the seed gave too few active contacts; seed more');
    asking = active.slice(0, ASKING).map((contact) => contact.id);
    asking.forEach((contactId, index) =>
      sandbox.admin.insertCall(workspace, {
        contact_id: contactId,
        direction: 'inbound',
        start_timestamp: sandbox.admin.clock.now() - (index + 1) * 60_000,
        transcript: [
          { speaker: 'agent', text: 'Thanks for calling Acme. How can I help?', timestamp: 0 },
          { speaker: 'caller', text: 'Please take me off your list.', timestamp: 4 },
        ],
      }),
    );
    session = await openSyncedSession(sandbox, { viewport: { width: 1024, height: 700 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('draws only the cards in view, and the keyboard reaches the last one through the next page', async () => {
    await page.keyboard.press('Control+7');
    await page.getByRole('heading', { name: `Contacts who asked (${ASKING})` }).waitFor();
    const list = page.getByRole('list', { name: 'Contacts who asked not to be called' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').count()).toBeLessThan(40);
    await list.getByRole('link', { name: 'Open the call' }).first().focus();
    await page.keyboard.press('End');
    // The end of the first page; End again once the next page has come.
    await list.locator('li[aria-posinset="100"]').waitFor();
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return list.locator(`li[aria-posinset="${ASKING}"] article:focus`).count();
      })
      .toBe(1);
  });

  it('marks every contact waiting after asking, naming how many, though not all were loaded', async () => {
    await page.getByRole('button', { name: `Mark all ${ASKING} contacts do not call` }).click();
    const confirm = page.getByRole('dialog', { name: `Mark ${ASKING} contacts do not call?` });
    await confirm.getByRole('button', { name: `Mark ${ASKING} contacts do not call` }).click();
    await page.getByText(`${ASKING} contacts marked do not call.`, { exact: false }).waitFor();
    await page.getByText('Nobody is waiting.', { exact: false }).waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Outbox' }).click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();
    const statuses = sandbox.admin.db.prepare(`SELECT status, count(*) AS n FROM contacts WHERE id IN (${asking.map(() => '?').join(',')}) GROUP BY status`).all(...asking);
    expect(statuses).toEqual([{ status: 'dnc', n: ASKING }]);
  });
});
