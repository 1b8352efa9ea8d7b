import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { spawnCli, tempDataDir } from '../support/cli-process';
import { openAppSession, type AppSession } from '../support/app-session';

/**
 * The Outbox screen end to end, in Chromium against browser mode: the real
 * `voicedesk ui` on a workspace served by a sandbox started here with a data
 * file, so it can be stopped and started again at the same address. Edits
 * are queued with the real `voicedesk apply` on the mirror the ui uses (the
 * forms that queue them belong to other screens); the screen must list them
 * in plain words while the service is away, send them with Send now once it
 * is back (a name that looks like markup shown as text), and settle the
 * conflicts and refusals made on the service meanwhile.
 */
interface ServerContact {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  company: string | null;
  status: string;
}

/** A name the Outbox must show as text, never as markup. */
const HOSTILE = '<img src=x onerror=alert(1)>';

const nameOf = (contact: ServerContact) => [contact.first_name, contact.last_name ?? ''].filter((part) => part.trim() !== '').join(' ');

describe('the Outbox screen', () => {
  let dataDir: string;
  let serverFile: string;
  let mirrorFile: string;
  let sandbox: SandboxServer;
  let port: number;
  let session: AppSession;
  let page: Page;
  /** Seeded contacts with names no other contact has, so a line naming one is about it alone. */
  let contacts: ServerContact[];
  let campaign: { id: string; name: string };
  let edits = 0;
  let dialogs: string[] = [];

  const startSandbox = (options: { seed?: { contacts: number; calls: number } } = {}) =>
    startSandboxServer({ dataFile: serverFile, port, rateLimit: 0, log: () => undefined, ...options });
  const serverContact = (id: string) => sandbox.admin.db.prepare('SELECT id, first_name, last_name, email, company, status FROM contacts WHERE id = ?').get(id) as ServerContact | undefined;
  const statusBar = () => page.getByRole('contentinfo', { name: 'Status' });
  const outbox = () => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Outbox' });
  const entry = (what: string | RegExp): Locator => page.getByRole('article', { name: what });

  /** Queues edits the way `voicedesk apply` does, in the mirror file the ui has open. */
  async function apply(lines: unknown[]): Promise<void> {
    const file = join(dataDir, `edits-${++edits}.jsonl`);
    writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n'));
    const run = spawnCli(['apply', '--db', mirrorFile, '--file', file], { VOICEDESK_DATA_DIR: dataDir });
    const { code } = await run.exit;
    if (code !== 0) throw new Error(`voicedesk apply failed: ${run.stderr()}`);
  }

  async function syncNow(): Promise<void> {
    await statusBar().getByRole('button', { name: 'Sync now' }).click();
    await statusBar().getByText('Up to date as of the last sync.').waitFor({ timeout: 20_000 });
  }

  beforeAll(async () => {
    dataDir = tempDataDir();
    serverFile = join(dataDir, 'sandbox.sqlite');
    mirrorFile = join(dataDir, 'mirror.sqlite');
    port = 0;
    sandbox = await startSandbox({ seed: { contacts: 30, calls: 0 } });
    port = sandbox.port;
    const all = sandbox.admin.db.prepare('SELECT id, first_name, last_name, email, company, status FROM contacts WHERE workspace_id = ? ORDER BY seq').all(sandbox.admin.workspaces.main) as ServerContact[];
    const names = all.map(nameOf);
    contacts = all.filter((contact) => contact.status === 'active' && names.filter((name) => name === nameOf(contact)).length === 1);
    if (contacts.length < 12) throw new Error('the seed gave too few contacts with a name of their own; seed more');
    campaign = sandbox.admin.db
      .prepare("SELECT id, name FROM campaigns WHERE workspace_id = ? AND status IN ('draft', 'paused', 'scheduled', 'active') ORDER BY name LIMIT 1")
      .get(sandbox.admin.workspaces.main) as { id: string; name: string };

    session = await openAppSession({ baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.write, dataDir, mirrorFile });
    page = session.page;
    dialogs = session.dialogs;
    await syncNow();
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says nothing is waiting before any edit', async () => {
    await outbox().click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();
    expect(await statusBar().getByText(/waiting to be sent|need your decision/).count()).toBe(0);
  });

  it('lists edits queued while the service is away in plain words, do-not-call first, and counts them in the status bar', async () => {
    const [updated, doNotCall, ...added] = contacts;
    await sandbox.close();
    await apply([
      { op: 'contact.update', id: updated!.id, fields: { email: 'outbox.e2e@example.com', company: 'Outbox Ltd' } },
      { op: 'campaign.add_contacts', id: campaign.id, contact_ids: added.slice(0, 3).map((contact) => contact.id) },
      { op: 'contact.create', fields: { first_name: 'Olga', last_name: HOSTILE, phone: '+14155550123' } },
      { op: 'contact.update', id: doNotCall!.id, fields: { status: 'dnc' } },
    ]);

    // Queued by another process: the app hears of it within seconds (and a reload reads the outbox afresh anyway).
    await page.reload();
    await outbox().click();
    const waiting = page.getByRole('region', { name: /^Waiting to be sent/ });
    await entry(`Update contact ${nameOf(updated!)}: email, company`).waitFor();
    await entry(`Add 3 contacts to campaign ${campaign.name}`).waitFor();
    await entry(`Add contact Olga ${HOSTILE}`).waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    const urgent = entry(`Do not call: ${nameOf(doNotCall!)}`);
    await urgent.getByText('Urgent: sent before anything else').waitFor();
    expect(await waiting.getByRole('article').first().getAttribute('aria-labelledby')).toBe(await urgent.getAttribute('aria-labelledby'));
    expect(await waiting.getByRole('heading', { level: 3 }).textContent()).toBe('Waiting to be sent (4)');
    // The app tries to send what was queued beside it: with the service away, an edit may already say it will be tried again.
    expect(await waiting.getByRole('article').count()).toBe(4);
    expect(await waiting.getByText(/^(Waiting to be sent|Will be tried again: .+|Sending…)$/).count()).toBe(4);
    await statusBar().getByText('4 edits waiting to be sent').waitFor();
    expect(await page.getByRole('button', { name: 'Send now' }).isEnabled()).toBe(true);
    await page.screenshot({ path: artifactPath('outbox-waiting.png') });
  });

  it('sends them with Send now once the service is back, and the service holds every one', async () => {
    const [updated, doNotCall, ...added] = contacts;
    sandbox = await startSandbox();

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor({ timeout: 20_000 });

    await expect.poll(() => statusBar().getByText(/waiting to be sent/).count()).toBe(0);
    expect(serverContact(updated!.id)).toMatchObject({ email: 'outbox.e2e@example.com', company: 'Outbox Ltd' });
    expect(serverContact(doNotCall!.id)).toMatchObject({ status: 'dnc' });
    const members = sandbox.admin.db.prepare('SELECT contact_id FROM campaign_contacts WHERE campaign_id = ?').all(campaign.id) as { contact_id: string }[];
    expect(members.map((member) => member.contact_id)).toEqual(expect.arrayContaining(added.slice(0, 3).map((contact) => contact.id)));
    const created = sandbox.admin.db.prepare("SELECT count(*) AS n FROM contacts WHERE first_name = 'Olga' AND last_name = ? AND phone = '+14155550123'").get(HOSTILE) as { n: number };
    expect(created.n).toBe(1);
    // The user learns when the do-not-call reached the service, so when it is safe.
    await page.getByText(new RegExp(`^Do-not-call for ${nameOf(doNotCall!)} reached the service at .+\\.$`)).waitFor();
  });

  it('settles conflicts and a refusal made on the service: take theirs, keep mine, edit, discard', async () => {
    const [, , , , , theirs, mine, edited, gone] = contacts;
    const refusedCampaign = sandbox.admin.db
      .prepare("SELECT id, name FROM campaigns WHERE workspace_id = ? AND id <> ? AND status IN ('draft', 'paused', 'scheduled', 'active') ORDER BY name LIMIT 1")
      .get(sandbox.admin.workspaces.main, campaign.id) as { id: string; name: string };
    // On the dashboard since the app's last sync: the same fields changed, a contact deleted, the campaign finished.
    // Before the edits are queued: the app sends what `voicedesk apply` queues within seconds, so a change made
    // after it could reach the service after the edit, and be no conflict at all.
    sandbox.admin.editContact(theirs!.id, { company: 'Theirs Ltd' });
    sandbox.admin.editContact(mine!.id, { company: 'Dashboard Ltd' });
    sandbox.admin.editContact(edited!.id, { company: 'Dashboard Two Ltd' });
    const deleted = await fetch(`${sandbox.baseUrl}/v1/contacts/${gone!.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${sandbox.keys.write}` } });
    expect(deleted.status).toBe(200);
    sandbox.admin.setCampaignStatus(refusedCampaign.id, 'completed');
    await apply([
      { op: 'contact.update', id: theirs!.id, fields: { company: 'Mine Ltd' } },
      { op: 'contact.update', id: mine!.id, fields: { company: 'Keep Mine Ltd' } },
      { op: 'contact.update', id: edited!.id, fields: { company: 'First Try Ltd' } },
      { op: 'contact.update', id: gone!.id, fields: { email: 'gone@example.com' } },
      { op: 'campaign.add_contacts', id: refusedCampaign.id, contact_ids: [contacts[10]!.id] },
    ]);

    // A sync sees the dashboard's changes, then sends the outbox; the status bar links to what needs a decision.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await syncNow();
    const decisions = statusBar().getByRole('link', { name: '5 edits need your decision' });
    await decisions.waitFor({ timeout: 20_000 });
    await decisions.click();
    expect(await outbox().getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: artifactPath('outbox-decisions.png') });

    // Take theirs: the edit goes, the service keeps its value.
    const takeTheirs = entry(`Update contact ${nameOf(theirs!)}: company`);
    const row = takeTheirs.getByRole('row', { name: /Company/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Mine Ltd', 'Theirs Ltd']);
    await takeTheirs.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => takeTheirs.count()).toBe(0);

    // Keep mine: sent over theirs.
    await entry(`Update contact ${nameOf(mine!)}: company`).getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => serverContact(mine!.id)?.company, { timeout: 15_000 }).toBe('Keep Mine Ltd');

    // Edit: a third value, starting from mine, theirs beside it.
    const toEdit = entry(`Update contact ${nameOf(edited!)}: company`);
    await toEdit.getByRole('button', { name: 'Edit' }).click();
    const company = toEdit.getByRole('textbox', { name: 'Company' });
    expect(await company.inputValue()).toBe('First Try Ltd');
    await toEdit.getByText('Theirs: Dashboard Two Ltd').waitFor();
    await company.fill('Agreed Ltd');
    await toEdit.getByRole('button', { name: 'Save and send' }).click();
    await expect.poll(() => serverContact(edited!.id)?.company, { timeout: 15_000 }).toBe('Agreed Ltd');

    // Deleted on the service: only Discard, and it asks first; Cancel puts the focus back on Discard.
    const deletedEntry = entry('Update contact (deleted on the service): email');
    await deletedEntry.getByText('Deleted on the service', { exact: true }).waitFor();
    expect(await deletedEntry.getByRole('button', { name: /Keep mine|Take theirs|Edit/ }).count()).toBe(0);
    await deletedEntry.getByRole('button', { name: 'Discard' }).click();
    const confirm = deletedEntry.getByRole('group', { name: /^Discard “Update contact \(deleted on the service\): email”\?/ });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => deletedEntry.getByRole('button', { name: 'Discard' }).and(page.locator(':focus')).count()).toBe(1);
    await deletedEntry.getByRole('button', { name: 'Discard' }).click();
    await confirm.getByRole('button', { name: 'Discard edit' }).click();
    await expect.poll(() => deletedEntry.count()).toBe(0);

    // Refused: the service's reason in its words, then Discard.
    const refused = entry(`Add 1 contact to campaign ${refusedCampaign.name}`);
    await refused.getByText('Refused by the service', { exact: true }).waitFor();
    await refused.getByText(/completed/).first().waitFor();
    await refused.getByRole('button', { name: 'Discard' }).click();
    await refused.getByRole('button', { name: 'Discard edit' }).click();

    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor({ timeout: 15_000 });
    await expect.poll(() => statusBar().getByText(/need your decision|waiting to be sent/).count()).toBe(0);
    expect(serverContact(theirs!.id)?.company).toBe('Theirs Ltd');
    expect(serverContact(gone!.id)).toBeUndefined();
    expect(sandbox.admin.db.prepare('SELECT count(*) AS n FROM campaign_contacts WHERE campaign_id = ? AND contact_id = ?').get(refusedCampaign.id, contacts[10]!.id)).toEqual({ n: 0 });
  });
});

/**
 * A read-only key: the first write the outbox tries is refused, the core
 * learns the key's permission, and the Outbox screen says why nothing can
 * be sent, keeping the edit safe.
 */
describe('the Outbox screen with a read-only key', () => {
  let dataDir: string;
  let sandbox: SandboxServer;
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    dataDir = tempDataDir();
    sandbox = await startSandboxServer({ seed: { contacts: 5, calls: 0 }, rateLimit: 0, log: () => undefined });
    const mirrorFile = join(dataDir, 'mirror.sqlite');
    session = await openAppSession({ baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.read, dataDir, mirrorFile });
    page = session.page;
    const statusBar = page.getByRole('contentinfo', { name: 'Status' });
    await statusBar.getByRole('button', { name: 'Sync now' }).click();
    await statusBar.getByText('Up to date as of the last sync.').waitFor({ timeout: 20_000 });

    const contact = sandbox.admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? LIMIT 1').get(sandbox.admin.workspaces.main) as { id: string };
    const file = join(dataDir, 'edits.jsonl');
    writeFileSync(file, JSON.stringify({ op: 'contact.update', id: contact.id, fields: { company: 'Read Only Ltd' } }));
    const apply = spawnCli(['apply', '--db', mirrorFile, '--file', file], { VOICEDESK_DATA_DIR: dataDir });
    expect((await apply.exit).code).toBe(0);
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says edits cannot be sent with the key, and why, and keeps the edit', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Outbox' }).click();
    // The app sends what `voicedesk apply` queued beside it, and the service refuses the read-only key.
    await page.getByText(/^Edits cannot be sent with this workspace's key: it can only read/).waitFor({ timeout: 15_000 });
    const sendNow = page.getByRole('button', { name: 'Send now' });
    expect(await sendNow.isDisabled()).toBe(true);
    expect(await page.locator(`#${await sendNow.getAttribute('aria-describedby')}`).textContent()).toBe("This workspace's key can only read, so edits cannot be sent.");
    const kept = page.getByRole('article', { name: /: company$/ });
    await kept.getByText(/may only read/).first().waitFor();
    expect(await kept.getByText(/^Retry is not possible while the workspace's key can only read/).count()).toBe(1);
    await page.getByRole('contentinfo', { name: 'Status' }).getByText('1 edit needs your decision').waitFor();
    expect(sandbox.admin.db.prepare("SELECT count(*) AS n FROM contacts WHERE company = 'Read Only Ltd'").get()).toEqual({ n: 0 });
    await page.screenshot({ path: artifactPath('outbox-read-only.png') });
  });
});
