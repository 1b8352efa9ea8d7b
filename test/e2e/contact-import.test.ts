import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { openSyncedSession, type SandboxSession } from '../support/app-session';
import { serverContacts, sortedById, type ServerContact } from '../support/server-contacts';

/**
 * Importing a CSV file end to end, in Chromium against browser mode and the
 * sandbox: a semicolon-separated UTF-8 file with a byte-order mark and a
 * quoted line break, dropped on the window. Two bad rows are listed (and
 * downloadable), a row matching a contact by phone is skipped, a row
 * matching another by email updates it, a repeated row in the file is left
 * out; tags and a campaign go to every imported contact. The outbox sends
 * the batch, and the sandbox's own data must hold exactly the intended
 * contacts: three new, one updated, every other untouched.
 */
const TAG = 'spring-import';

describe('importing contacts from a CSV file', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let before: Map<string, ServerContact>;
  let skipped: ServerContact;
  let updated: ServerContact;
  let campaign: { id: string; name: string };

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: 0 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox, { context: { acceptDownloads: true } });
    page = session.page;
    before = serverContacts(sandbox);
    const candidates = [...before.values()].filter((contact) => !contact.first_name.includes(' ') && contact.phone !== null && contact.email !== null && contact.phone.startsWith('+1') && contact.phone.length === 12);
    [skipped, updated] = [candidates[0]!, candidates[1]!];
    campaign = sandbox.admin.db
      .prepare("SELECT id, name FROM campaigns WHERE workspace_id = ? AND status IN ('draft', 'scheduled', 'paused') ORDER BY name LIMIT 1")
      .get(sandbox.admin.workspaces.main) as { id: string; name: string };
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('previews a dropped file, lists its problems and duplicates, queues the choices as one batch, and the service holds exactly the intended contacts', async () => {
    const national = skipped.phone!.slice(2);
    const csv = [
      'Name;Phone Number;E-mail;Company;Notes',
      'Nadia Importer;+1 415 555 0101;nadia@import.example;"Import\r\nCo";first',
      'Omar Importer;+14155550102;;Omar Ltd;',
      `${skipped.first_name} ${skipped.last_name ?? ''};(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)};;Skipped Co;`,
      `${updated.first_name};;${updated.email!};Updated Co;`,
      'Pia Importer;4155550103;;;',
      'Pia Again;+1 (415) 555-0103;;;',
      ';+14155550104;;Nameless;',
      'Bad Phone;call me;;;',
    ].join('\r\n');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Calls' }).click();
    await dropFile(page, 'leads.csv', [0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]);

    await page.getByRole('heading', { name: 'Import contacts from leads.csv' }).waitFor();
    await page.getByText('8 rows, UTF-8 (with byte-order mark), separated by semicolons.', { exact: false }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Name' }).inputValue()).toBe('full_name');
    expect(await page.getByRole('combobox', { name: 'Notes' }).inputValue()).toBe('ignore');

    await page.getByRole('heading', { name: '2 rows have problems and will not be imported' }).waitFor();
    await page.getByText(/Line 9 .*first name is missing/).waitFor();
    await page.getByText(/Line 10 .*phone "call me" is not a phone number/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download these rows/ }).click()]);
    expect(download.suggestedFilename()).toBe('leads-problems.csv');
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toBe('Name,Phone Number,E-mail,Company,Notes,Problem');

    await page.getByRole('heading', { name: '3 groups of duplicates (same phone or email)' }).waitFor();
    await page.getByRole('combobox', { name: /^Line 5 .*same phone as/ }).selectOption('skip');
    await page.getByRole('combobox', { name: /^Line 6 .*same email as/ }).selectOption('update');
    await page.getByRole('textbox', { name: 'Tags to add to every imported contact' }).fill(TAG);
    await page.getByRole('combobox', { name: 'Add them to a campaign' }).selectOption(campaign.id);
    // The cost line every batch dialog states: 3 creates, the update and its read of the service's record, one request to the campaign.
    await page.getByText(/^3 to create, 1 to update, 2 skipped, 2 with problems\. 4 contacts, 6 requests[:.]/).waitFor();
    await page.screenshot({ path: artifactPath('contact-import.png') });
    // The smallest window the app supports: everything still reachable.
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.screenshot({ path: artifactPath('contact-import-1024.png') });

    await page.getByRole('button', { name: 'Import to the outbox' }).click();
    await page.getByText(/^leads\.csv is in the outbox: 3 contacts to create, 1 to update/).waitFor();
    await page.getByRole('button', { name: 'Open the Outbox' }).click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();

    const after = serverContacts(sandbox);
    const added = [...after.values()].filter((contact) => !before.has(contact.id));
    expect(added.map(({ first_name, last_name, phone, email, company, tags, status }) => ({ first_name, last_name, phone, email, company, tags, status })).sort(byName)).toEqual([
      { first_name: 'Nadia', last_name: 'Importer', phone: '+1 415 555 0101', email: 'nadia@import.example', company: 'Import\r\nCo', tags: [TAG], status: 'active' },
      { first_name: 'Omar', last_name: 'Importer', phone: '+14155550102', email: null, company: 'Omar Ltd', tags: [TAG], status: 'active' },
      { first_name: 'Pia', last_name: 'Importer', phone: '4155550103', email: null, company: null, tags: [TAG], status: 'active' },
    ]);
    const expected = new Map(before);
    expected.set(updated.id, { ...updated, company: 'Updated Co', tags: [...updated.tags, TAG] });
    for (const contact of added) expected.set(contact.id, contact);
    expect(sortedById(after)).toEqual(sortedById(expected));
    const members = sandbox.admin.db.prepare('SELECT contact_id FROM campaign_contacts WHERE campaign_id = ?').all(campaign.id) as { contact_id: string }[];
    expect(members.map((member) => member.contact_id)).toEqual(expect.arrayContaining([...added.map((contact) => contact.id), updated.id]));
    expect(members.map((member) => member.contact_id)).not.toContain(skipped.id);
    expect(session.dialogs).toEqual([]);
  }, 90_000);

  it('asks before a file sets Active a contact marked do not call: declined, nothing is queued; agreed, the service gets it', async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const target = [...serverContacts(sandbox).values()].find((contact) => contact.id !== updated.id && contact.id !== skipped.id)!;
    sandbox.admin.db.prepare("UPDATE contacts SET status = 'dnc' WHERE id = ?").run(target.id);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText('Up to date as of the last sync.').waitFor();
    await expect.poll(() => mirrorStatus(session.mirrorFile, target.id)).toBe('dnc');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Calls' }).click();
    await dropFile(page, 'agreed.csv', [...new TextEncoder().encode(`id,first_name,status\r\n${target.id},${target.first_name},active\r\n`)]);
    await page.getByRole('heading', { name: 'Import contacts from agreed.csv' }).waitFor();
    const ask = page.getByRole('dialog', { name: 'Allow calls again to 1 contact marked do not call?' });
    await page.getByRole('button', { name: 'Import to the outbox' }).click();
    await ask.getByText(/can be dialled again/).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(openOperations(session.mirrorFile)).toBe(0);

    await page.getByRole('button', { name: 'Import to the outbox' }).click();
    await ask.getByRole('button', { name: 'Allow calls again' }).click();
    await page.getByText(/^agreed\.csv is in the outbox: 0 contacts to create, 1 to update/).waitFor();
    await expect.poll(() => serverContacts(sandbox).get(target.id)?.status).toBe('active');
  }, 90_000);
});

function mirrorStatus(file: string, id: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT status FROM contacts_view WHERE id = ?').get(id) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

function openOperations(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE state <> 'done'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Drops a file on the window as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, bytes: number[]): Promise<void> {
  // Written as page script text: the tests are compiled without the DOM's types.
  const transfer = await page.evaluateHandle(
    `(() => { const data = new DataTransfer(); data.items.add(new File([new Uint8Array(${JSON.stringify(bytes)})], ${JSON.stringify(name)}, { type: 'text/csv' })); return data; })()`,
  );
  await page.locator('.app').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator('.app').dispatchEvent('drop', { dataTransfer: transfer });
}

function byName(a: { first_name: string }, b: { first_name: string }): number {
  return a.first_name.localeCompare(b.first_name);
}
