import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { spawnCli, tempDataDir } from '../support/cli-process';
import { acquireSyncLock, type SyncLock } from '../../src/main/locks/sync-lock';
import { openSyncedSession, type SandboxSession } from '../support/app-session';
import { clearSearch, openContact, rowOf } from '../support/contacts-page';
import { nameOf, uniquelyNamed, type ServerContact as FullServerContact } from '../support/server-contacts';
import { explainOutboxOnFailure, openOutboxEdits } from '../support/outbox-diagnostics';

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
type ServerContact = Pick<FullServerContact, 'id' | 'first_name' | 'last_name' | 'email' | 'company' | 'status'>;

/** A name the Outbox must show as text, never as markup. */
const HOSTILE = '<img src=x onerror=alert(1)>';

describe('the Outbox screen', () => {
  let dataDir: string;
  let serverFile: string;
  let mirrorFile: string;
  let sandbox: SandboxServer;
  let port: number;
  let session: SandboxSession;
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

  beforeAll(async () => {
    dataDir = tempDataDir();
    serverFile = join(dataDir, 'sandbox.sqlite');
    mirrorFile = join(dataDir, 'mirror.sqlite');
    port = 0;
    sandbox = await startSandbox({ seed: { contacts: 30, calls: 0 } });
    port = sandbox.port;
    const all = sandbox.admin.db.prepare('SELECT id, first_name, last_name, email, company, status FROM contacts WHERE workspace_id = ? ORDER BY seq').all(sandbox.admin.workspaces.main) as ServerContact[];
    contacts = uniquelyNamed(all).filter((contact) => contact.status === 'active');
    if (contacts.length < 12) throw new Error('the seed gave too few contacts with a name of their own; seed more');
    campaign = sandbox.admin.db
      .prepare("SELECT id, name FROM campaigns WHERE workspace_id = ? AND status IN ('draft', 'paused', 'scheduled', 'active') ORDER BY name LIMIT 1")
      .get(sandbox.admin.workspaces.main) as { id: string; name: string };

    // The sandbox's data file is in this data folder too: the test removes it, not the session.
    session = await openSyncedSession(sandbox, { dataDir });
    ({ page, dialogs } = session);
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
    explainOutboxOnFailure(session);
    const [updated, doNotCall, ...added] = contacts;
    await sandbox.close();
    // One file each, as one person's edits made one at a time: a file editing several records at once would be a bulk batch, one entry.
    for (const edit of [
      { op: 'contact.update', id: updated!.id, fields: { email: 'outbox.e2e@example.com', company: 'Outbox Ltd' } },
      { op: 'campaign.add_contacts', id: campaign.id, contact_ids: added.slice(0, 3).map((contact) => contact.id) },
      { op: 'contact.create', fields: { first_name: 'Olga', last_name: HOSTILE, phone: '+14155550123' } },
      { op: 'contact.update', id: doNotCall!.id, fields: { status: 'dnc' } },
    ]) {
      await apply([edit]);
    }

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
    // The app soon knows the service is away (a connect probe, or its own try at sending): Send now says why it waits.
    await statusBar().getByText('Offline', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send now' }).isEnabled()).toBe(false);
    await page.getByText(/^The service could not be reached at the last try\./).waitFor();
    await page.screenshot({ path: artifactPath('outbox-waiting.png') });
  });

  it('sends them once the service is back (Send now, or the app by itself), and the service holds every one', async () => {
    explainOutboxOnFailure(session);
    const [updated, doNotCall, ...added] = contacts;
    sandbox = await startSandbox();

    // Back online, the app sends the outbox by itself soon after (a sync that reaches the service, or the push's own
    // retry): Send now may already be done with when the click comes, and is then a click on a disabled button. What
    // must hold either way is that every edit reaches the service, once.
    await statusBar().getByText('Online', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send now' }).click({ force: true });
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();

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
    explainOutboxOnFailure(session);
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
    await statusBar().getByRole('button', { name: 'Sync now' }).click();
    const decisions = statusBar().getByRole('link', { name: '5 edits need your decision' });
    await decisions.waitFor();
    await decisions.click();
    expect(await outbox().getAttribute('aria-current')).toBe('page');
    // The screen shows the list it read last until its new read answers: the entries are waited for, not assumed.
    const takeTheirs = entry(`Update contact ${nameOf(theirs!)}: company`);
    const row = takeTheirs.getByRole('row', { name: /Company/ });
    await row.waitFor();
    await page.screenshot({ path: artifactPath('outbox-decisions.png') });

    // Take theirs: the edit goes, the service keeps its value.
    // Three columns: the service's value when the edit was made, yours, and the service's now.
    const before = (contact: ServerContact) => contact.company ?? '(empty)';
    expect(await takeTheirs.getByRole('columnheader').allTextContents()).toEqual(['Field', 'When you made the edit', 'Yours (this edit)', 'Theirs (on the service now)']);
    expect(await row.getByRole('cell').allTextContents()).toEqual([before(theirs!), 'Mine Ltd', 'Theirs Ltd']);
    await takeTheirs.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => takeTheirs.count()).toBe(0);

    // Keep mine, from the three columns: sent over theirs.
    const keepMine = entry(`Update contact ${nameOf(mine!)}: company`);
    expect(await keepMine.getByRole('row', { name: /Company/ }).getByRole('cell').allTextContents()).toEqual([before(mine!), 'Keep Mine Ltd', 'Dashboard Ltd']);
    await keepMine.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => serverContact(mine!.id)?.company).toBe('Keep Mine Ltd');

    // Edit: a third value, starting from mine, theirs beside it.
    const toEdit = entry(`Update contact ${nameOf(edited!)}: company`);
    await toEdit.getByRole('button', { name: 'Edit' }).click();
    const company = toEdit.getByRole('textbox', { name: 'Company' });
    expect(await company.inputValue()).toBe('First Try Ltd');
    await toEdit.getByText('Theirs: Dashboard Two Ltd').waitFor();
    await company.fill('Agreed Ltd');
    await toEdit.getByRole('button', { name: 'Save and send' }).click();
    await expect.poll(() => serverContact(edited!.id)?.company).toBe('Agreed Ltd');

    // Deleted on the service: only Discard, and it asks first; Cancel puts the focus back on Discard. The entry keeps
    // the contact's name whether the sync removed it from the mirror before the app tried the edit or after.
    const deletedLabel = `Update contact ${escapeRegExp(nameOf(gone!))}: email`;
    const deletedEntry = entry(new RegExp(`^${deletedLabel}$`));
    await deletedEntry.getByText('Deleted on the service', { exact: true }).waitFor();
    expect(await deletedEntry.getByRole('button', { name: /Keep mine|Take theirs|Edit/ }).count()).toBe(0);
    await deletedEntry.getByRole('button', { name: 'Discard' }).click();
    const confirm = deletedEntry.getByRole('group', { name: new RegExp(`^Discard “${deletedLabel}”\\?`) });
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

    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();
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
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 5, calls: 0 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox, { apiKey: sandbox.keys.read });
    page = session.page;
    const { dataDir, mirrorFile } = session;

    const contact = sandbox.admin.db.prepare('SELECT id FROM contacts WHERE workspace_id = ? LIMIT 1').get(sandbox.admin.workspaces.main) as { id: string };
    const file = join(dataDir, 'edits.jsonl');
    writeFileSync(file, JSON.stringify({ op: 'contact.update', id: contact.id, fields: { company: 'Read Only Ltd' } }));
    const apply = spawnCli(['apply', '--db', mirrorFile, '--file', file], { VOICEDESK_DATA_DIR: dataDir });
    expect((await apply.exit).code).toBe(0);
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('says edits cannot be sent with the key, and why, and keeps the edit', async () => {
    explainOutboxOnFailure(session);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Outbox' }).click();
    // The app sends what `voicedesk apply` queued beside it, and the service refuses the read-only key.
    await page.getByText(/^Edits cannot be sent with this workspace's key: it can only read/).waitFor();
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

/**
 * A bulk batch (every contact tagged at once from the Contacts screen) and
 * a form edit made after it, with the service away: the Outbox lists the
 * form edit first and the batch as one entry with its count and progress,
 * not forty lines. Cancelling the rest of the batch, then the form edit,
 * brings back the values the service has. On a small window (1024×700).
 *
 * The test holds the mirror's outbox lock, as a `voicedesk push` running in
 * a terminal would, so the app sends nothing: with the service away it
 * would otherwise keep trying, and an edit caught on its way at the moment
 * of the click could not be cancelled.
 */
describe('the Outbox screen with a bulk batch', () => {
  const CONTACTS = 40;
  const TAG = 'e2e-bulk';
  let mirrorFile: string;
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let outboxLock: SyncLock | undefined;

  const statusBar = () => page.getByRole('contentinfo', { name: 'Status' });
  const section = (name: 'Outbox' | 'Contacts') => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();
  const grid = () => page.getByRole('grid', { name: 'Contacts' });
  /** The contact rows the list draws. */
  const rows = () => grid().getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select / }) });

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: CONTACTS, calls: 0 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox, { viewport: { width: 1024, height: 700 } });
    ({ page, mirrorFile } = session);
  });

  afterAll(async () => {
    outboxLock?.release();
    await session?.close();
    await sandbox?.close();
  });

  it('shows a batch over every contact as one entry with its count, and cancelling it and a form edit brings back the service’s values', async () => {
    explainOutboxOnFailure(session);
    const all = sandbox.admin.db.prepare('SELECT id, first_name, last_name, email, company, status FROM contacts WHERE workspace_id = ? ORDER BY seq').all(sandbox.admin.workspaces.main) as ServerContact[];
    expect(all).toHaveLength(CONTACTS);
    const formEdited = uniquelyNamed(all)[0]!;
    await sandbox.close();
    outboxLock = acquireSyncLock(mirrorFile, 'outbox');

    // Every contact tagged at once: a bulk batch.
    await section('Contacts');
    await page.getByText(`${CONTACTS} contacts`, { exact: true }).waitFor();
    const bar = page.getByRole('group', { name: 'Selection' });
    await bar.getByRole('checkbox', { name: `Select all ${CONTACTS}` }).check();
    await bar.getByText(`${CONTACTS} contacts selected`).waitFor();
    await bar.getByRole('button', { name: 'Add tags' }).click();
    const tagForm = page.getByRole('dialog', { name: `Add tags to ${CONTACTS} contacts` });
    await tagForm.getByRole('textbox', { name: 'Tags' }).fill(TAG);
    await tagForm.getByRole('button', { name: `Apply to ${CONTACTS} contacts` }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    // The list draws the rows in view (a short window shows part of them): every one of those is tagged now, pending.
    await expect.poll(async () => (await rows().count()) > 0 && (await rows().count()) === (await rows().filter({ hasText: TAG }).count())).toBe(true);
    expect(await rows().locator('.pending-marker').count()).toBe(await rows().count());

    // Then one contact's company, in its form: an edit made one at a time, which takes that contact out of the batch.
    const view = await openContact(page, nameOf(formEdited));
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${nameOf(formEdited)}` });
    await form.getByRole('textbox', { name: 'Company' }).fill('Form Edit Ltd');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await view.getByText('Form Edit Ltd', { exact: true }).waitFor();

    await section('Outbox');
    const waiting = page.getByRole('region', { name: /^Waiting to be sent/ });
    const single = waiting.getByRole('article', { name: `Update contact ${nameOf(formEdited)}: company; add tag ${TAG}` });
    const batch = waiting.getByRole('article', { name: `Add “${TAG}” to ${CONTACTS} contacts` });
    await batch.waitFor();
    await single.waitFor();
    // Two entries, the form edit first (it goes first), not one per contact; the heading and the status bar count every edit.
    expect(await waiting.getByRole('article').count()).toBe(2);
    expect(await waiting.getByRole('article').nth(1).getAttribute('aria-labelledby')).toBe(await batch.getAttribute('aria-labelledby'));
    expect(await waiting.getByRole('heading', { level: 3 }).textContent()).toBe(`Waiting to be sent (${CONTACTS})`);
    await statusBar().getByText(`${CONTACTS} edits waiting to be sent`).waitFor();
    const progress = batch.getByRole('progressbar', { name: `Add “${TAG}” to ${CONTACTS} contacts` });
    expect(await progress.getAttribute('value')).toBe('0');
    expect(await progress.getAttribute('max')).toBe(String(CONTACTS - 1));
    await batch.getByText(`0 of ${CONTACTS - 1} sent. Waiting for its turn: edits made one at a time go first`).waitFor();
    await batch.getByText(/^1 edit left the batch: edited again on its own/).waitFor();
    const cancelRest = batch.getByRole('button', { name: 'Cancel the rest' });
    const box = await cancelRest.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
    await page.screenshot({ path: artifactPath('outbox-bulk-batch.png') });

    // Cancel the rest asks first, saying how many edits are dropped; the safe choice has the focus.
    await cancelRest.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the rest of this batch?' });
    await confirm.getByText(`The ${CONTACTS - 1} edits still waiting are dropped and never sent: their records show what the service has again.`).waitFor();
    await expect.poll(() => confirm.getByRole('button', { name: 'Keep sending' }).and(page.locator(':focus')).count()).toBe(1);
    await confirm.getByRole('button', { name: `Cancel ${CONTACTS - 1} edits` }).click();
    await expect.poll(() => batch.count()).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await waiting.getByRole('article').count()).toBe(1);
    await statusBar().getByText('1 edit waiting to be sent').waitFor();

    // The contacts show what the service has again; the one edited in its form keeps that edit, its tag with it.
    await section('Contacts');
    await clearSearch(page);
    const others = () => rows().filter({ hasNot: page.getByRole('checkbox', { name: `Select ${nameOf(formEdited)}`, exact: true }) });
    await expect.poll(() => others().filter({ hasText: TAG }).count()).toBe(0);
    expect(await others().count()).toBeGreaterThan(0);
    expect(await others().locator('.pending-marker').count()).toBe(0);
    await page.keyboard.press('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill(nameOf(formEdited));
    await rowOf(page, nameOf(formEdited)).getByText(new RegExp(TAG)).waitFor();
    await rowOf(page, nameOf(formEdited)).locator('.pending-marker').waitFor();

    // Cancelling the form edit too (it only waits): asked first, then the contact is the service's again.
    await section('Outbox');
    await single.getByRole('button', { name: 'Cancel' }).click();
    const question = single.getByRole('group', { name: new RegExp(`^Cancel “Update contact ${nameOf(formEdited)}: company; add tag ${TAG}”\\?`) });
    await question.getByRole('button', { name: 'Cancel edit' }).click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();
    await expect.poll(() => statusBar().getByText(/waiting to be sent|need your decision/).count()).toBe(0);

    await section('Contacts');
    await expect.poll(() => rowOf(page, nameOf(formEdited)).filter({ hasText: TAG }).count()).toBe(0);
    expect(await rowOf(page, nameOf(formEdited)).locator('.pending-marker').count()).toBe(0);
    await clearSearch(page);
    await expect.poll(() => rows().filter({ hasText: TAG }).count()).toBe(0);
    expect(await rows().locator('.pending-marker').count()).toBe(0);
    const reverted = await openContact(page, nameOf(formEdited));
    if (formEdited.company) await reverted.getByText(formEdited.company, { exact: true }).waitFor();
    expect(await reverted.getByText('Form Edit Ltd', { exact: true }).count()).toBe(0);
    expect(openOutboxEdits(mirrorFile)).toBe(0);
    expect(session.dialogs).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
