import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * Whatever the service sends is shown as text: markup, script, control
 * characters, right-to-left overrides and strings far longer than any
 * screen. The sandbox's records are rewritten behind the API's back, synced
 * into a real mirror by the real app, and every screen that shows them is
 * opened in Chromium: nothing runs, no element is made from the data, the
 * text reads as sent, and no page grows sideways.
 */
const SCRIPT = '<script>window.__hostile = "script"</script>';
const IMAGE = '<img src=x onerror="window.__hostile = \'image\'">';
const RIGHT_TO_LEFT = '\u202Egnp.exe';
const CONTROLS = 'Bell\u0007 Escape\u001b[31m';
const UNBROKEN = 'W'.repeat(20_000);

describe('hostile content from the service', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  const names = { contact: '', agent: '', campaign: '' };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 12, calls: 6 }, rateLimit: 0, log: () => undefined });
    const { admin } = sandbox;
    const workspace = admin.workspaces.main;
    const contact = admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? ORDER BY seq LIMIT 1').get(workspace) as { id: string };
    const agent = admin.db.prepare('SELECT id FROM agents WHERE workspace_id = ? ORDER BY seq LIMIT 1').get(workspace) as { id: string };
    const campaign = admin.db.prepare('SELECT id FROM campaigns WHERE workspace_id = ? ORDER BY seq LIMIT 1').get(workspace) as { id: string };
    admin.editContact(contact.id, { first_name: SCRIPT, last_name: RIGHT_TO_LEFT, company: UNBROKEN, tags: [IMAGE, CONTROLS] });
    admin.editAgent(agent.id, { name: IMAGE, objective: UNBROKEN });
    admin.db.prepare('UPDATE campaigns SET name = ?, description = ? WHERE id = ?').run(`${RIGHT_TO_LEFT} ${CONTROLS}`, SCRIPT, campaign.id);
    admin.insertCall(workspace, {
      contact_id: contact.id,
      agent_id: agent.id,
      campaign_id: campaign.id,
      direction: 'outbound',
      summary: `${SCRIPT} ${UNBROKEN}`,
      transcript: [
        { speaker: 'agent', text: IMAGE, timestamp: 0 },
        { speaker: 'caller', text: `${RIGHT_TO_LEFT} ${CONTROLS} ${UNBROKEN}`, timestamp: 4 },
      ],
    });
    names.contact = `${SCRIPT} ${RIGHT_TO_LEFT}`;
    names.agent = IMAGE;
    names.campaign = `${RIGHT_TO_LEFT} ${CONTROLS}`;

    session = await openSyncedSession(sandbox, { viewport: { width: 1280, height: 800 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  /** Nothing ran, no element came from the data, and the page is no wider than the window. */
  async function expectInert() {
    expect(await page.evaluate('window.__hostile')).toBeUndefined();
    expect(session.dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], script:not([src])').count()).toBe(0);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  }

  /** The open record's region wraps what it shows: nothing in it scrolls sideways. */
  async function expectWrapped(region: Locator) {
    // Elements that clip (table cells end in an ellipsis) do not scroll.
    const widest = await region.evaluate((root) => {
      const elements = [root, ...root.querySelectorAll('*')];
      return Math.max(...elements.filter((element) => root.ownerDocument.defaultView!.getComputedStyle(element).overflowX !== 'hidden').map((element) => element.scrollWidth - element.clientWidth));
    });
    expect(widest).toBeLessThanOrEqual(1);
  }

  const section = (name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();

  it('shows a contact named with script, tagged with markup, as text', async () => {
    await section('Contacts');
    const row = page.getByRole('grid', { name: 'Contacts' }).getByRole('row').filter({ hasText: SCRIPT });
    await row.waitFor();
    await expectInert();
    await row.click();
    await page.keyboard.press('Enter');
    const view = page.getByRole('region', { name: names.contact });
    await view.waitFor();
    await view.getByText(IMAGE, { exact: true }).waitFor();
    await expectInert();
    await expectWrapped(view);
    await page.keyboard.press('Escape');
  });

  it('shows the agent and the campaign, named with markup and direction overrides, as text', async () => {
    await section('Agents');
    const agentRow = page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ hasText: IMAGE });
    await agentRow.waitFor();
    await agentRow.click();
    await page.keyboard.press('Enter');
    const agent = page.getByRole('region', { name: names.agent });
    await agent.waitFor();
    await expectInert();
    await expectWrapped(agent);
    await page.keyboard.press('Escape');

    await section('Campaigns');
    const campaignRow = page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').filter({ hasText: RIGHT_TO_LEFT });
    await campaignRow.waitFor();
    await campaignRow.click();
    await page.keyboard.press('Enter');
    const view = page.getByRole('region', { name: names.campaign });
    await view.waitFor();
    await expectInert();
    await expectWrapped(view);
    await page.keyboard.press('Escape');
  });

  it('shows the call, its summary and its transcript as text, wrapped inside the window', async () => {
    await section('Calls');
    const row = page.getByRole('grid', { name: 'Calls' }).getByRole('row').filter({ hasText: SCRIPT }).first();
    await row.waitFor();
    await row.click();
    await page.keyboard.press('Enter');
    const view = page.getByRole('region', { name: /^Call with / });
    const transcript = view.getByRole('list', { name: 'Transcript' });
    await transcript.getByText(IMAGE, { exact: true }).waitFor();
    await view.getByText(SCRIPT, { exact: false }).first().waitFor();
    await expectInert();
    await expectWrapped(view);
  });
});
