import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createManualClock, type ManualClock } from '../../src/server/clock';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { spawnCli, tempDataDir } from '../support/cli-process';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * Editing agents and campaigns end to end, in Chromium against browser mode:
 * the real `voicedesk ui` on a workspace the sandbox serves (kept still: no
 * simulation, so campaigns move only when the app moves them). An agent's
 * settings are edited through the outbox and reach the service; a campaign
 * is drafted and given contacts while the service is away (both pending,
 * one contact itself created meanwhile and still pending; the campaign
 * cannot be started yet, nor an agent deleted), sent once it is back (the
 * sandbox restarts on its data file and port), then started after a
 * confirmation; an agent is deleted after one. Cancelling a confirmation leaves the service as it
 * was, and a form's problem shows at its field with nothing queued.
 */
const EDITED_AGENT = 'North Accounting After-Hours Line';
const RENAMED_AGENT = 'North Accounting Night Line';
/** Seeded with an active campaign (cancelled by the deletion) and a draft one (kept). */
const DELETED_AGENT = 'Harborcrest Heating & Cooling Concierge';
const CAMPAIGN_AGENT = 'Blueview Smiles Assistant';
const NEW_CAMPAIGN = 'E2E spring outreach';
/** A contact queued by `voicedesk apply` into the same mirror while the service is away: pending, yet pickable. */
const NEWCOMER = { first_name: 'Offline', last_name: 'Newcomer', phone: '+15550009999' };
const NEWCOMER_NAME = `${NEWCOMER.first_name} ${NEWCOMER.last_name}`;
/** A seeded draft with contacts, which the service would start. */
const SEEDED_DRAFT = 'Lapsed patient reactivation — March';

/** How long the service takes to set up a new agent once it is back: on its manual clock, so only when the test moves it. */
const PROVISIONING_MS = 60_000;

describe('editing agents and campaigns on a synced workspace', () => {
  let serverClock: ManualClock;
  let dataDir: string;
  let sandboxData: string;
  let sandbox: SandboxServer;
  let port: number;
  let session: SandboxSession;
  let page: Page;
  let mirrorFile: string;
  let mirror: Database.Database;
  /** Two seeded contacts the campaign gets, found by their full names. */
  let contacts: { id: string; name: string }[];
  let campaignAgentId: string;

  const server = () => sandbox.admin.db;
  const agentOnServer = (name: string) =>
    server().prepare('SELECT id, name, active_override FROM agents WHERE workspace_id = ? AND name = ?').get(sandbox.admin.workspaces.main, name) as
      | { id: string; name: string; active_override: number | null }
      | undefined;
  const campaignOnServer = (name: string) =>
    server().prepare('SELECT id, status, started_at, agent_id, timezone FROM campaigns WHERE workspace_id = ? AND name = ?').get(sandbox.admin.workspaces.main, name) as
      | { id: string; status: string; started_at: number | null; agent_id: string | null; timezone: string }
      | undefined;

  beforeAll(async () => {
    dataDir = tempDataDir();
    sandboxData = join(dataDir, 'sandbox.sqlite');
    sandbox = await startSandboxServer({ dataFile: sandboxData, seed: { contacts: 30, calls: 20 }, rateLimit: 0, log: () => undefined });
    port = sandbox.port;
    contacts = (
      server().prepare("SELECT id, first_name || ' ' || last_name AS name FROM contacts WHERE workspace_id = ? AND last_name IS NOT NULL ORDER BY seq LIMIT 2").all(sandbox.admin.workspaces.main) as {
        id: string;
        name: string;
      }[]
    );
    campaignAgentId = agentOnServer(CAMPAIGN_AGENT)!.id;
    // The sandbox's data file is in this data folder too: the test removes it, not the session.
    session = await openSyncedSession(sandbox, { dataDir });
    ({ page, mirrorFile } = session);
    mirror = new Database(mirrorFile, { readonly: true, fileMustExist: true });
  });

  afterAll(async () => {
    mirror?.close();
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const queuedEdits = () => (mirror.prepare('SELECT count(*) AS n FROM outbox_ops').get() as { n: number }).n;
  const queuedCampaignEdits = () =>
    mirror.prepare("SELECT kind, state, contact_ids_json FROM outbox_ops WHERE kind LIKE 'campaign.%' ORDER BY seq").all() as { kind: string; state: string; contact_ids_json: string }[];

  it('shows an empty name at the Name field and queues nothing', async () => {
    const agent = await openRecord(page, 'Agents', EDITED_AGENT);
    await agent.getByRole('button', { name: 'Edit settings' }).click();
    const dialog = page.getByRole('dialog', { name: `Settings of ${EDITED_AGENT}` });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.and(page.locator(':focus')).count()).toBe(1);
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save settings' }).click();

    await dialog.getByText('Name must not be empty.').waitFor();
    // The field at fault takes the focus, its problem read out with it.
    await name.and(page.locator(':focus')).waitFor();
    await page.screenshot({ path: artifactPath('agent-settings-problem.png') });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((input) => input.getAttribute('aria-describedby'))).toContain('agent-settings-name-error');
    expect(queuedEdits()).toBe(0);
    expect(agentOnServer(EDITED_AGENT)).toBeDefined();

    // Esc closes the dialog only: the agent stays open, and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await agent.getByRole('button', { name: 'Edit settings' }).and(page.locator(':focus')).waitFor();
    expect(queuedEdits()).toBe(0);
  });

  it("edits an agent's name and switches it off; the service gets both", async () => {
    const agent = page.getByRole('region', { name: EDITED_AGENT, exact: true });
    await agent.getByRole('button', { name: 'Edit settings' }).click();
    const dialog = page.getByRole('dialog', { name: `Settings of ${EDITED_AGENT}` });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(RENAMED_AGENT);
    const active = dialog.getByRole('switch', { name: 'Active' });
    expect(await active.isChecked()).toBe(true);
    await active.uncheck();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const renamed = page.getByRole('region', { name: RENAMED_AGENT, exact: true });
    await renamed.waitFor();
    await expect.poll(() => agentOnServer(RENAMED_AGENT)?.active_override).toBe(0);
    expect(agentOnServer(EDITED_AGENT)).toBeUndefined();
    // Once acknowledged, the view shows the service's record: no longer pending, and inactive.
    await expect.poll(() => renamed.getByText('pending', { exact: true }).count()).toBe(0);
    await renamed.getByRole('definition').getByText('Inactive', { exact: true }).waitFor();
  });

  it('drafts a campaign and adds contacts while the service is away: both pending, and it cannot be started yet', async () => {
    await sandbox.close();
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New campaign' });
    await form.getByRole('button', { name: 'Create draft' }).click();
    await form.getByText('Name must not be empty.').waitFor();
    expect(queuedCampaignEdits()).toEqual([]);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(NEW_CAMPAIGN);
    await form.getByRole('combobox', { name: 'Agent' }).selectOption(campaignAgentId);
    await form.getByLabel('Time zone').fill('Europe/Paris');
    await form.getByRole('button', { name: 'Create draft' }).click();

    const campaign = page.getByRole('region', { name: NEW_CAMPAIGN, exact: true });
    await campaign.waitFor();
    await campaign.getByText('pending', { exact: true }).waitFor();
    await campaign.getByText(/not sent to the service yet: it can be started once the outbox has sent it/).waitFor();
    expect(await campaign.getByRole('button', { name: 'Start campaign' }).isDisabled()).toBe(true);
    await page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').filter({ hasText: NEW_CAMPAIGN }).getByText('pending').waitFor();

    const newcomerId = await queueContactFromCommandLine(dataDir, mirrorFile);
    await campaign.getByRole('button', { name: 'Add contacts' }).click();
    const picker = page.getByRole('dialog', { name: `Add contacts to “${NEW_CAMPAIGN}”` });
    const search = picker.getByRole('searchbox', { name: 'Search contacts' });
    const found = picker.getByRole('list', { name: 'Contacts found' }).getByRole('checkbox');
    await expect.poll(() => found.count()).toBe(31);
    const chosen = [...contacts.map((contact) => contact.name), NEWCOMER_NAME];
    for (const name of chosen) {
      await search.fill(name);
      await expect.poll(() => found.count()).toBeLessThan(31);
      await picker.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) }).check();
    }
    await picker.getByRole('listitem').filter({ hasText: NEWCOMER_NAME }).getByText('pending', { exact: true }).waitFor();
    await picker.getByText(`3 chosen: ${chosen.join(', ')}`).waitFor();
    // The cost, before confirming: the figures follow the choice (no rate limit stated by this sandbox: no time).
    await picker.getByText(/^3 contacts, 1 request\. How long is not known yet/).waitFor();
    await page.screenshot({ path: artifactPath('campaign-add-contacts.png') });
    await picker.getByRole('button', { name: 'Add 3 contacts' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await campaign.getByText('3 contacts will be added when the outbox sends the change.').waitFor();

    const queued = queuedCampaignEdits();
    expect(queued.map((operation) => operation.kind)).toEqual(['campaign.create', 'campaign.add_contacts']);
    expect(queued.every((operation) => operation.state !== 'done')).toBe(true);
    expect(JSON.parse(queued[1]!.contact_ids_json)).toEqual([...contacts.map((contact) => contact.id), newcomerId]);
    await page.screenshot({ path: artifactPath('campaign-drafted-offline.png') });
  });

  it('refuses to start a campaign (at once while a do-not-call change waits) or delete an agent while the service is away, saying so; nothing changes', async () => {
    const campaign = await openRecord(page, 'Campaigns', SEEDED_DRAFT);
    await campaign.getByRole('button', { name: 'Start campaign' }).click();
    const start = page.getByRole('dialog', { name: `Start campaign “${SEEDED_DRAFT}”?` });
    await start.getByRole('button', { name: 'Start campaign' }).click();
    const refusal = start.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(new RegExp(`^“${escapeRegExp(SEEDED_DRAFT)}” was not started: \\S`));
    await page.screenshot({ path: artifactPath('campaign-start-refused.png') });
    await start.getByRole('button', { name: 'Cancel' }).click();
    await campaign.getByRole('definition').getByText('Draft', { exact: true }).waitFor();

    // A do-not-call change waiting in the outbox holds the start: the dialog names it and refuses from the outbox at once, offering to send it.
    await queueFromCommandLine(dataDir, mirrorFile, { op: 'contact.update', id: contacts[0]!.id, fields: { status: 'dnc' } });
    await campaign.getByRole('button', { name: 'Start campaign' }).click();
    await start.getByText(`${contacts[0]!.name}: do not call`).waitFor();
    await start.getByText(/^Next calling window/).waitFor();
    await start.getByRole('button', { name: 'Start campaign' }).click();
    expect(await start.getByRole('alert').textContent()).toMatch(/was not started: a do-not-call change is still waiting to reach the service/);
    await start.getByRole('button', { name: 'Send now' }).waitFor();
    await start.getByRole('button', { name: 'Open the Outbox' }).waitFor();
    await page.screenshot({ path: artifactPath('campaign-start-held-by-dnc.png') });
    await start.getByRole('button', { name: 'Cancel' }).click();

    const agent = await openRecord(page, 'Agents', CAMPAIGN_AGENT);
    await agent.getByRole('button', { name: 'Delete agent' }).click();
    const remove = page.getByRole('dialog', { name: `Delete agent “${CAMPAIGN_AGENT}”?` });
    await remove.getByRole('button', { name: 'Delete agent' }).click();
    await remove.getByRole('alert').getByText(new RegExp(`^“${escapeRegExp(CAMPAIGN_AGENT)}” was not deleted: \\S`)).waitFor();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await agent.waitFor();
    await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  });

  it('sends them once the service is back, then starts the campaign after confirming (and not when cancelled)', async () => {
    // Back on a clock the test moves (from now), so that a new agent's provisioning ends when the test says (the last test).
    serverClock = createManualClock(Date.now());
    sandbox = await startSandboxServer({ dataFile: sandboxData, port, rateLimit: 0, log: () => undefined, clock: serverClock, provisioningDelayMs: PROVISIONING_MS });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => campaignOnServer(NEW_CAMPAIGN)?.status).toBe('draft');
    expect(campaignOnServer(SEEDED_DRAFT)).toMatchObject({ status: 'draft', started_at: null });
    expect(agentOnServer(CAMPAIGN_AGENT)?.id).toBe(campaignAgentId);
    const created = campaignOnServer(NEW_CAMPAIGN)!;
    expect(created.timezone).toBe('Europe/Paris');
    expect(created.agent_id).toBe(campaignAgentId);
    const members = () => (server().prepare('SELECT contact_id FROM campaign_contacts WHERE campaign_id = ? ORDER BY contact_id').all(created.id) as { contact_id: string }[]).map((row) => row.contact_id);
    const newcomer = () =>
      server().prepare('SELECT id FROM contacts WHERE workspace_id = ? AND first_name = ? AND last_name = ?').get(sandbox.admin.workspaces.main, NEWCOMER.first_name, NEWCOMER.last_name) as
        | { id: string }
        | undefined;
    await expect.poll(() => newcomer()?.id).toMatch(/^contact_/);
    await expect.poll(members).toEqual([...contacts.map((contact) => contact.id), newcomer()!.id].sort());

    // Sent, the campaign lives under the service's id: open it from the list.
    const row = page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').filter({ hasText: NEW_CAMPAIGN });
    await expect.poll(() => row.getByText('pending').count()).toBe(0);
    await row.click();
    const campaign = page.getByRole('region', { name: NEW_CAMPAIGN, exact: true });
    const start = campaign.getByRole('button', { name: 'Start campaign' });
    await expect.poll(() => start.isEnabled()).toBe(true);

    await start.click();
    const confirm = page.getByRole('dialog', { name: `Start campaign “${NEW_CAMPAIGN}”?` });
    await confirm.getByText(/Starting places real calls: the agent Blueview Smiles Assistant begins calling the campaign's contacts now/).waitFor();
    await confirm.getByText(/Contacts marked do not call are never called/).waitFor();
    await page.screenshot({ path: artifactPath('campaign-start-confirmation.png') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(campaignOnServer(NEW_CAMPAIGN)).toMatchObject({ status: 'draft', started_at: null });

    await start.click();
    await confirm.getByRole('button', { name: 'Start campaign' }).click();
    await campaign.getByText(/^Campaign started: it is now active, since /).waitFor();
    const started = campaignOnServer(NEW_CAMPAIGN)!;
    expect(started.status).toBe('active');
    expect(started.started_at).not.toBeNull();
    await campaign.getByRole('definition').getByText('Active', { exact: true }).waitFor();
    await expect.poll(() => start.count()).toBe(0);
  });

  it('deletes an agent after confirming, naming the campaign it cancels; Esc or Cancel changes nothing', async () => {
    const doomed = agentOnServer(DELETED_AGENT)!;
    const agent = await openRecord(page, 'Agents', DELETED_AGENT);
    await agent.getByRole('button', { name: 'Delete agent' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete agent “${DELETED_AGENT}”?` });
    const cancelled = confirm.getByRole('list', { name: 'Campaigns cancelled' });
    await cancelled.getByText('Seasonal offer — Q1').waitFor();
    expect(await cancelled.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: artifactPath('agent-delete-confirmation.png') });
    // Cancel has the focus: Enter alone never deletes.
    await confirm.getByRole('button', { name: 'Cancel' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    await agent.waitFor();
    await agent.getByRole('button', { name: 'Delete agent' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(agentOnServer(DELETED_AGENT)).toBeDefined();

    await agent.getByRole('button', { name: 'Delete agent' }).click();
    await confirm.getByRole('button', { name: 'Delete agent' }).click();
    await page.getByText(`Agent “${DELETED_AGENT}” was deleted.`).waitFor();
    expect(agentOnServer(DELETED_AGENT)).toBeUndefined();
    expect(campaignOnServer('Seasonal offer — Q1')?.status).toBe('cancelled');
    await expect.poll(() => agent.count()).toBe(0);
    await expect.poll(() => page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ hasText: DELETED_AGENT }).count()).toBe(0);
    expect(server().prepare('SELECT count(*) AS n FROM phone_numbers WHERE agent_id = ?').get(doomed.id)).toEqual({ n: 0 });
  });

  it('creates an agent online from a website address, shown as provisioning until the service says it is ready; a bad address is refused at its field', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Agents', exact: true }).click();
    await page.getByRole('button', { name: 'New agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New agent' });
    const address = dialog.getByRole('textbox', { name: 'Website address' });
    await address.fill('not a site');
    await dialog.getByRole('button', { name: 'Create agent' }).click();
    await dialog.getByText(/^Website address must be a web address starting with http/).waitFor();
    await address.fill('https://bakery.example');
    await dialog.getByRole('button', { name: 'Create agent' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const created = server().prepare('SELECT id, name FROM agents WHERE workspace_id = ? AND website_url = ?').get(sandbox.admin.workspaces.main, 'https://bakery.example') as { id: string; name: string } | undefined;
    expect(created?.id).toBeDefined();
    const view = page.getByRole('region', { name: created!.name, exact: true });
    const row = page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ hasText: created!.name });
    await view.getByRole('status').filter({ hasText: 'Provisioning…' }).waitFor();
    await view.getByText(/still setting up this agent/).waitFor();
    await row.getByRole('status').filter({ hasText: 'Provisioning…' }).waitFor();
    await page.screenshot({ path: artifactPath('agent-provisioning.png') });

    // The service finishes: the app, reading the agent again, shows it active without a sync.
    serverClock.advance(PROVISIONING_MS);
    await view.getByRole('status').filter({ hasText: /^Active$/ }).waitFor();
    await row.getByRole('status').filter({ hasText: /^Active$/ }).waitFor();
    expect(await view.getByText(/still setting up this agent/).count()).toBe(0);
  });

  it('says so when the app stopped checking a new agent the service is still setting up, and checks again on “Check now”', async () => {
    await page.getByRole('button', { name: 'New agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New agent' });
    await dialog.getByRole('radio', { name: 'Fields filled in here' }).check();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E slow agent');
    await dialog.getByRole('textbox', { name: 'Objective' }).fill('Take messages');
    await dialog.getByRole('button', { name: 'Create agent' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const view = page.getByRole('region', { name: 'E2E slow agent', exact: true });
    const row = page.getByRole('grid', { name: 'Agents' }).getByRole('row').filter({ hasText: 'E2E slow agent' });
    await view.getByRole('status').filter({ hasText: 'Provisioning…' }).waitFor();

    // As after ten minutes (or an app started again later): the watch's start moved back in the mirror, it gives up at its next look.
    const writable = new Database(mirrorFile, { fileMustExist: true });
    try {
      writable.pragma('busy_timeout = 5000');
      const key = 'agents/provisioning';
      const stored = JSON.parse((writable.prepare('SELECT value_json FROM sync_checkpoints WHERE key = ?').get(key) as { value_json: string }).value_json) as {
        agents: Record<string, { since: string; reads: number }>;
      };
      for (const entry of Object.values(stored.agents)) entry.since = new Date(Date.now() - 11 * 60_000).toISOString();
      writable.prepare('UPDATE sync_checkpoints SET value_json = ? WHERE key = ?').run(JSON.stringify(stored), key);
    } finally {
      writable.close();
    }
    const stopped = view.getByText('Still being set up on the service after 10 minutes. VoiceDesk stopped checking; it will check again at the next sync.');
    await stopped.waitFor();
    await view.getByRole('status').filter({ hasText: /^Not ready yet$/ }).waitFor();
    await row.getByRole('status').filter({ hasText: /^Not ready yet$/ }).waitFor();
    await page.screenshot({ path: artifactPath('agent-provisioning-stopped.png') });

    // Still being set up: checked at once, and watched again.
    await view.getByRole('button', { name: 'Check now' }).click();
    await view.getByRole('status').filter({ hasText: 'Provisioning…' }).waitFor();
    expect(await stopped.count()).toBe(0);
    serverClock.advance(PROVISIONING_MS);
    await view.getByRole('status').filter({ hasText: /^Active$/ }).waitFor();
    await row.getByRole('status').filter({ hasText: /^Active$/ }).waitFor();
  });
});

/** Queues a new contact with `voicedesk apply` into the app's mirror (as another window or a script would); its local id. */
async function queueContactFromCommandLine(dataDir: string, mirrorFile: string): Promise<string> {
  const refs = await queueFromCommandLine(dataDir, mirrorFile, { op: 'contact.create', ref: 'newcomer', fields: NEWCOMER });
  return refs['newcomer']!;
}

/** Queues an edit with `voicedesk apply` into the app's mirror; the refs it was given. */
async function queueFromCommandLine(dataDir: string, mirrorFile: string, edit: object): Promise<Record<string, string>> {
  const file = join(dataDir, 'edit.jsonl');
  writeFileSync(file, `${JSON.stringify(edit)}\n`);
  const apply = spawnCli(['apply', '--db', mirrorFile, '--file', file], { VOICEDESK_DATA_DIR: dataDir });
  const { refs } = (await apply.firstLine) as { refs: Record<string, string> };
  expect((await apply.exit).code).toBe(0);
  return refs;
}

/** Opens a section from the sidebar and a record from its list, by name. */
async function openRecord(page: Page, section: string, name: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('grid', { name: section }).getByRole('row').filter({ hasText: name }).first().click();
  const region = page.getByRole('region', { name, exact: true });
  await region.getByRole('heading', { name }).and(page.locator(':focus')).waitFor();
  return region;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
