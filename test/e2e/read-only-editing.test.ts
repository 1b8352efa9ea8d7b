import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * A workspace whose key can only read, in Chromium against browser mode: the
 * app learns it when the service refuses the first edit it sends, and from
 * then on the editing controls of agents and campaigns are disabled, each
 * tied to the sentence that says why. The service never changes.
 */
const READ_ONLY_REASON = "This workspace's key can only read. Ask an admin for a key with write access to edit here.";

describe('editing with a read-only key', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let agent: { id: string; name: string };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 10, calls: 10 }, rateLimit: 0, log: () => undefined });
    agent = sandbox.admin.db.prepare('SELECT id, name FROM agents WHERE workspace_id = ? ORDER BY name LIMIT 1').get(sandbox.admin.workspaces.main) as { id: string; name: string };
    session = await openSyncedSession(sandbox, { apiKey: sandbox.keys.read });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it("learns the key can only read from the service's refusal, then disables an agent's editing and says why", async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Agents', exact: true }).click();
    await page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ hasText: agent.name }).first().click();
    const edit = page.getByRole('region', { name: agent.name, exact: true }).getByRole('button', { name: 'Edit settings' });
    // Nothing says the key is read-only yet: the edit is queued, and the service refuses it.
    expect(await edit.isEnabled()).toBe(true);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Settings of ${agent.name}` });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${agent.name} (renamed)`);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The refused edit waits in the outbox for a decision: the agent shows it, pending.
    const view = page.getByRole('region', { name: `${agent.name} (renamed)`, exact: true });
    await view.getByText(READ_ONLY_REASON).waitFor();
    await expectDisabledBecauseReadOnly(page, view.getByRole('button', { name: 'Edit settings' }));
    await expectDisabledBecauseReadOnly(page, view.getByRole('button', { name: 'Delete agent' }));
    const onServer = sandbox.admin.db.prepare('SELECT name FROM agents WHERE id = ?').get(agent.id) as { name: string };
    expect(onServer.name).toBe(agent.name);
    await page.screenshot({ path: artifactPath('read-only-agent.png') });
  });

  it('disables New campaign, Add contacts and Start campaign too', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByText(READ_ONLY_REASON).waitFor();
    await expectDisabledBecauseReadOnly(page, page.getByRole('button', { name: 'New campaign' }));
    const draft = page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').filter({ hasText: 'Draft' }).first();
    const name = (await draft.getByRole('gridcell').first().textContent())!.trim();
    await draft.click();
    const view = page.getByRole('region', { name, exact: true });
    await view.getByText(READ_ONLY_REASON).waitFor();
    await expectDisabledBecauseReadOnly(page, view.getByRole('button', { name: 'Add contacts' }));
    await expectDisabledBecauseReadOnly(page, view.getByRole('button', { name: 'Start campaign' }));
  });
});

/** Disabled, and described by the sentence saying why (aria-describedby). */
async function expectDisabledBecauseReadOnly(page: Page, button: Locator): Promise<void> {
  expect(await button.isDisabled()).toBe(true);
  const described = (await button.getAttribute('aria-describedby'))!.split(' ');
  const reasons = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(reasons).toContain(READ_ONLY_REASON);
}
