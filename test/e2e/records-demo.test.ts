import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSandboxSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';

/**
 * The Contacts, Campaigns and Agents screens on the demo workspace, synced
 * first: the sync is stopped once the contacts and enough calls are in
 * (under the demo's rate limit, agents' and campaigns' details come minutes
 * later, so the views may say they are not fetched yet; the details
 * themselves are covered in test/service/record-queries.test.ts). Then,
 * from the mirror: search a contact, open it, follow a link to one of its
 * calls and come back with Esc; open an agent from a call; move through the
 * lists with j/k and open with Enter.
 *
 * The demo's records, served by a sandbox started here, rate limited like
 * the demo and with the simulator off, so the workspace holds exactly the
 * seeded 2,000 contacts: in the living demo, simulated dashboard users
 * create and delete contacts while the test counts them.
 */
describe('the record screens on the demo workspace', () => {
  let sandbox: SandboxServer;
  let mirror: string;
  let session: SandboxSession;
  let page: Page;
  /** A contact with calls, whose name finds it alone. */
  let known: { name: string; calls: number };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { preset: 'demo' }, log: () => undefined });
    session = await openSandboxSession(sandbox, { viewport: { width: 1400, height: 860 } });
    ({ page, mirrorFile: mirror } = session);
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('says the contacts are not synced yet, in plain words', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByText('No contacts in the mirror yet — sync to fetch them.').waitFor();
    expect(await page.getByRole('grid', { name: 'Contacts' }).getByRole('row').count()).toBe(1);
  });

  it('lists every contact once synced', async () => {
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText('2,000 contacts', { exact: true }).waitFor();
    // Contacts come before calls: stop once the mirror holds enough calls to link to.
    await expect.poll(() => mirroredCalls(mirror)).toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Stop sync' }).click();
    await page.getByRole('button', { name: 'Sync now' }).waitFor();
    expect(await page.getByRole('grid', { name: 'Contacts' }).getByRole('row').count()).toBeGreaterThan(10);
    await page.screenshot({ path: artifactPath('records-contacts.png') });
    known = contactWithCalls(mirror);
  }, 200_000);

  it('finds a contact by name, opens it, follows a link to one of its calls and comes back with Esc', async () => {
    await page.keyboard.press('/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => box.and(page.locator(':focus')).count()).toBe(1);
    await box.fill(known.name);
    await page.getByText('1 contact', { exact: true }).waitFor();
    await box.press('ArrowDown');
    await page.keyboard.press('Enter');

    const contact = page.getByRole('region', { name: known.name, exact: true });
    await contact.getByRole('heading', { name: known.name }).and(page.locator(':focus')).waitFor();
    const calls = contact.getByRole('list', { name: `Calls of ${known.name}` }).getByRole('link');
    await expect.poll(() => calls.count()).toBe(Math.min(known.calls, 20));
    await page.screenshot({ path: artifactPath('records-contact-view.png') });

    await calls.first().click();
    const call = page.getByRole('region', { name: `Call with ${known.name}` });
    await call.waitFor();
    expect(await page.getByRole('link', { name: 'Calls', exact: true }).getAttribute('aria-current')).toBe('page');
    await call.getByRole('button', { name: `Back to ${known.name}` }).waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => call.count()).toBe(0);
    await contact.getByRole('heading', { name: known.name }).and(page.locator(':focus')).waitFor();
    expect(await page.getByRole('link', { name: 'Contacts', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it("opens an agent from a call, with the agent's settings, and goes back through the call with Esc", async () => {
    const contact = page.getByRole('region', { name: known.name, exact: true });
    await contact.getByRole('list', { name: `Calls of ${known.name}` }).getByRole('link').first().click();
    const call = page.getByRole('region', { name: `Call with ${known.name}` });
    const agentLink = call.getByRole('definition').getByRole('link').nth(1);
    const agentName = (await agentLink.textContent())!;
    await agentLink.click();

    const agent = page.getByRole('region', { name: agentName, exact: true });
    await agent.getByRole('heading', { name: agentName }).and(page.locator(':focus')).waitFor();
    expect(await page.getByRole('link', { name: 'Agents', exact: true }).getAttribute('aria-current')).toBe('page');
    await agent.getByText('Introduces itself as').waitFor();
    await agent.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect.poll(() => agent.getByRole('list', { name: `Calls of ${agentName}` }).getByRole('link').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('records-agent-view.png') });

    await page.keyboard.press('Escape');
    await call.getByRole('heading').and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Escape');
    await contact.getByRole('heading', { name: known.name }).and(page.locator(':focus')).waitFor();
    // Nothing left to return to: Esc closes the contact, and the focus is back on its row.
    await page.keyboard.press('Escape');
    await expect.poll(() => contact.count()).toBe(0);
    await expect.poll(() => focusedRowIndex(page)).toBe('2');
  });

  it('moves through the contacts with j and k, and opens one with Enter', async () => {
    await page.keyboard.press('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByText('2,000 contacts', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRowIndex(page)).toBe('2');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => focusedRowIndex(page)).toBe('4');
    await page.keyboard.press('k');
    await expect.poll(() => focusedRowIndex(page)).toBe('3');
    // The name's cell follows the row's selection checkbox.
    const name = (await page.locator('#contact-row-1 [role="gridcell"]').nth(1).textContent())!.trim();

    await page.keyboard.press('Enter');
    // The opened record's heading takes the focus (reading "Contact" while it loads); polling its text, rather than
    // waiting for a heading of that exact name, fails with both names when they differ.
    const heading = page.getByRole('region').getByRole('heading', { level: 3 }).and(page.locator(':focus'));
    await expect.poll(async () => (await heading.textContent())?.replace(/\s+/g, ' ').trim()).toBe(name.replace(/\s+/g, ' '));
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedRowIndex(page)).toBe('3');
  });

  it('lists the campaigns and opens one with its details and calls', async () => {
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    const rows = page.getByRole('grid', { name: 'Campaigns' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRowIndex(page)).toBe('2');
    const name = (await page.locator('#campaign-row-0 [role="gridcell"]').first().textContent())!.trim();
    await page.keyboard.press('Enter');

    const campaign = page.getByRole('region', { name, exact: true });
    await campaign.getByRole('heading', { name }).and(page.locator(':focus')).waitFor();
    await campaign
      .getByRole('table', { name: /^Business hours/ })
      .or(campaign.getByText(/^No business hours are set|^Details not fetched yet/))
      .first()
      .waitFor();
    await campaign.getByRole('heading', { name: /^Calls/ }).waitFor();
    await campaign.getByRole('heading', { name: /^Contacts known to be in it/ }).waitFor();
    await campaign.getByRole('heading', { name: 'Known calls and their outcomes' }).waitFor();
    await campaign.getByText(/done on the platform's dashboard/).waitFor();
    await page.screenshot({ path: artifactPath('records-campaigns.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => campaign.count()).toBe(0);
  });

  it('lists the agents, and shows them in the dark theme when the system asks for it', async () => {
    await page.getByRole('link', { name: 'Agents', exact: true }).click();
    await expect.poll(() => page.getByRole('grid', { name: 'Agents' }).getByRole('row').count()).toBeGreaterThan(1);
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('region').getByText('Introduces itself as').waitFor();

    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.locator('body').evaluate((body) => body.ownerDocument.defaultView?.getComputedStyle(body).backgroundColor);
    expect(background).toBe('rgb(23, 24, 26)');
    await page.screenshot({ path: artifactPath('records-agents-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});

/** How many calls the app's mirror holds so far (0 before the file exists). */
function mirroredCalls(file: string): number {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM calls').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
}

/** The aria-rowindex of the row that has the focus, or null when no row has it. */
async function focusedRowIndex(page: Page): Promise<string | null> {
  const focused = page.getByRole('row').and(page.locator(':focus'));
  return (await focused.count()) === 1 ? focused.getAttribute('aria-rowindex') : null;
}

/**
 * From the mirror the app wrote: a contact with calls whose full name is
 * found by a search for that name alone, so the screen's search gives one
 * row.
 */
function contactWithCalls(file: string): { name: string; calls: number } {
  const db = new Database(file, { readonly: true });
  try {
    const candidates = db
      .prepare(
        `SELECT ct.name AS name, count(*) AS calls FROM contacts AS ct JOIN calls AS c ON c.contact_id = ct.id
         WHERE ct.last_name IS NOT NULL GROUP BY ct.id ORDER BY calls DESC, ct.name LIMIT 200`,
      )
      .all() as { name: string; calls: number }[];
    const matches = db.prepare('SELECT count(*) AS n FROM contacts_fts WHERE contacts_fts MATCH ?');
    const alone = candidates.find(
      (candidate) =>
        (matches.get(
          candidate.name
            .split(/\s+/)
            .map((word) => `"${word.replace(/"/g, '""')}"`)
            .join(' '),
        ) as { n: number }).n === 1,
    );
    if (!alone) throw new Error('no contact with calls has a name of its own in the demo');
    return alone;
  } finally {
    db.close();
  }
}
