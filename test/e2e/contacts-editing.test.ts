import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath } from '../support/chromium';
import { openSyncedSession, type SandboxSession } from '../support/app-session';
import { clearSearch, openContact, rowOf } from '../support/contacts-page';
import { nameOf, serverContacts, sortedById, uniquelyNamed, type ServerContact } from '../support/server-contacts';
import { startWriteGate, type WriteGate } from '../support/write-gate';

/**
 * Editing contacts end to end, in Chromium against browser mode: the real
 * `voicedesk ui` on a workspace served by the sandbox, behind a gate that
 * holds the outbox's writes. Edit an email, tag a contact, mark another do
 * not call, create one, batch-tag a range, batch-delete two: each shows at
 * once, pending. Then the gate opens, the outbox sends, and the server must
 * hold exactly the intended contacts (the new one once, the deleted gone,
 * every other contact untouched). An invalid email is named at its field
 * and queues nothing; with the service gone, an edit is still accepted.
 */
/** More than the list's first page (100 rows), so "select all matching" reaches rows not loaded. */
const CONTACTS = 150;

describe('editing contacts, online and offline', () => {
  let sandbox: SandboxServer;
  let gate: WriteGate;
  let session: SandboxSession;
  let page: Page;
  let mirrorFile: string;
  let before: Map<string, ServerContact>;
  /** The contacts the test edits, by role. */
  let edited: ServerContact;
  let doNotCall: ServerContact;
  let batchTagged: ServerContact[] = [];
  let deleted: ServerContact[] = [];
  let dialogs: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: CONTACTS, calls: 20 }, rateLimit: 0, log: () => undefined });
    gate = await startWriteGate(sandbox.baseUrl);
    session = await openSyncedSession(sandbox, { baseUrl: gate.baseUrl, viewport: { width: 1500, height: 900 } });
    ({ page, mirrorFile, dialogs } = session);
  });

  afterAll(async () => {
    await session?.close();
    await gate?.close();
    await sandbox?.close();
  });

  it('lists every contact once synced', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByText(`${CONTACTS} contacts`, { exact: true }).waitFor();
    before = serverContacts(sandbox);
    const unique = uniquelyNamed(before.values());
    const candidates = unique.filter((contact) => contact.status === 'active' && contact.email !== null);
    expect(candidates.length).toBeGreaterThan(1);
    [edited, doNotCall] = [candidates[0]!, candidates[1]!];
  });

  it('names an invalid email at the Email field and queues nothing', async () => {
    const view = await openContact(page, nameOf(edited));
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${nameOf(edited)}` });
    await form.getByRole('textbox', { name: 'Email' }).fill('ada at engines');
    await form.getByRole('button', { name: 'Save changes' }).click();

    const email = form.getByRole('textbox', { name: 'Email' });
    await form.getByText('Email must be an email address, e.g. name@example.com.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The message is tied to the field, and the field has the focus, so it is read out.
    expect(await email.getAttribute('aria-describedby')).toContain('email-error');
    await expect.poll(() => email.and(page.locator(':focus')).count()).toBe(1);
    expect(queuedOperations(mirrorFile)).toBe(0);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => view.getByRole('button', { name: 'Edit' }).and(page.locator(':focus')).count()).toBe(1);
    expect(queuedOperations(mirrorFile)).toBe(0);
  });

  it('edits an email and adds a tag, shown at once and marked pending', async () => {
    const view = await openContact(page, nameOf(edited));
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${nameOf(edited)}` });
    await form.getByRole('textbox', { name: 'Email' }).fill('  edited.contact@example.com ');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await view.getByText('edited.contact@example.com', { exact: true }).waitFor();
    await view.locator('.record-view-head .pending-marker').waitFor();

    await view.getByRole('textbox', { name: `New tag for ${nameOf(edited)}` }).fill('e2e-tagged');
    await view.getByRole('button', { name: 'Add tag' }).click();
    await view.getByRole('list', { name: 'Tags' }).getByText('e2e-tagged').waitFor();
    await view.getByRole('button', { name: 'Remove tag e2e-tagged' }).waitFor();
    // The outbox is sending: its first write waits at the gate.
    await expect.poll(() => gate.held()).toBeGreaterThan(0);
  });

  it('marks another contact do not call, and says it waits to reach the service', async () => {
    const view = await openContact(page, nameOf(doNotCall));
    const toggle = view.getByRole('button', { name: 'Do not call' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await view.getByText('Do-not-call is waiting to reach the service.').waitFor();
    await view.getByText('Do not call: no campaign dials this contact.').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await view.locator('.record-view-head .pending-marker').waitFor();
    // Turning it off asks first, and says what it means; cancelled, nothing changes.
    await toggle.click();
    const ask = page.getByRole('dialog', { name: `Allow calls to ${nameOf(doNotCall)} again?` });
    await ask.getByText(/can be dialled again/).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it("asks the same question before the Edit form's status or a batch sets a do-not-call contact Active; declined, nothing is queued", async () => {
    const queued = queuedOperations(mirrorFile);
    const view = await openContact(page, nameOf(doNotCall));
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${nameOf(doNotCall)}` });
    const status = form.getByRole('combobox', { name: 'Status' });
    await status.selectOption('active');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const ask = page.getByRole('dialog', { name: `Allow calls to ${nameOf(doNotCall)} again?` });
    await ask.getByText(/can be dialled again/).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).and(page.locator(':focus')).waitFor();
    await page.screenshot({ path: artifactPath('contact-edit-allow-calls.png') });
    // Esc closes the question only: the form stays, with the value chosen.
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await status.inputValue()).toBe('active');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(queuedOperations(mirrorFile)).toBe(queued);
    expect(await view.getByRole('button', { name: 'Do not call' }).getAttribute('aria-pressed')).toBe('true');

    // A batch setting Active over the contact (the list still shows only it, as searched): the question counts those marked do not call.
    await rowOf(page, nameOf(doNotCall)).getByRole('checkbox').check();
    const bar = page.getByRole('group', { name: 'Selection' });
    await bar.getByText('1 contact selected').waitFor();
    await bar.getByRole('button', { name: 'Set status' }).click();
    const batch = page.getByRole('dialog', { name: 'Set the status of 1 contact' });
    await batch.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await batch.getByRole('button', { name: 'Apply to 1 contact' }).click();
    const askBatch = page.getByRole('dialog', { name: 'Allow calls again to 1 contact marked do not call?' });
    await askBatch.getByText(/One of these contacts is marked do not call\. Setting them to Active means they can be dialled again/).waitFor();
    await askBatch.getByRole('button', { name: 'Cancel' }).click();
    await askBatch.waitFor({ state: 'detached' });
    await batch.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(queuedOperations(mirrorFile)).toBe(queued);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
  });

  it('creates a contact: it opens at once, pending, and is in the list', async () => {
    await clearSearch(page);
    await page.getByRole('button', { name: 'New contact' }).click();
    const form = page.getByRole('dialog', { name: 'New contact' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Zelda');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Quartermaine');
    await form.getByRole('textbox', { name: 'Email' }).fill('zelda.q@example.com');
    await form.getByRole('textbox', { name: 'Tags' }).fill('e2e-new, lead');
    await form.getByRole('button', { name: 'Create contact' }).click();

    const view = page.getByRole('region', { name: 'Zelda Quartermaine', exact: true });
    await view.getByRole('heading', { name: 'Zelda Quartermaine' }).and(page.locator(':focus')).waitFor();
    await view.locator('.record-view-head .pending-marker').waitFor();
    await page.getByText(`${CONTACTS + 1} contacts`, { exact: true }).waitFor();
    await page.keyboard.press('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Zelda Quartermaine');
    await rowOf(page, 'Zelda Quartermaine').locator('.pending-marker').waitFor();
    await page.screenshot({ path: artifactPath('contacts-created-pending.png') });
  });

  it('tags a range of contacts at once (Shift+click) and deletes two chosen with Space', async () => {
    await clearSearch(page);
    const checks = page.getByRole('grid', { name: 'Contacts' }).getByRole('checkbox', { name: /^Select / });
    await expect.poll(() => checks.count()).toBeGreaterThan(12);
    const labels = await checks.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')!.slice('Select '.length)));
    const usable = (index: number) => {
      const contact = byName(before, labels[index]!);
      return contact !== undefined && contact.id !== edited.id && contact.id !== doNotCall.id;
    };
    const start = labels.findIndex((_, index) => index >= 1 && [0, 1, 2].every((step) => usable(index + step)));
    const deleteAt = labels.findIndex((_, index) => index > start + 3 && usable(index) && usable(index + 1));
    batchTagged = [0, 1, 2].map((step) => byName(before, labels[start + step]!)!);
    deleted = [0, 1].map((step) => byName(before, labels[deleteAt + step]!)!);

    await checks.nth(start).click();
    await checks.nth(start + 2).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('group', { name: 'Selection' });
    await bar.getByText('3 contacts selected').waitFor();
    // A row the batch leaves alone keeps its elements through the list's refresh (the table redraws only the rows that changed).
    const untouched = labels.findIndex((_, index) => index > start + 2 && usable(index));
    const untouchedBadge = rowOf(page, labels[untouched]!).locator('.status-badge');
    await untouchedBadge.evaluate((element) => element.setAttribute('data-before-refresh', ''));
    await bar.getByRole('button', { name: 'Add tags' }).click();
    const tagForm = page.getByRole('dialog', { name: 'Add tags to 3 contacts' });
    await tagForm.getByRole('textbox', { name: 'Tags' }).fill('e2e-batch');
    await tagForm.getByRole('button', { name: 'Apply to 3 contacts' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const contact of batchTagged) {
      const row = rowOf(page, nameOf(contact));
      await row.getByText(/e2e-batch/).waitFor();
      await row.locator('.pending-marker').waitFor();
    }
    expect(await untouchedBadge.and(page.locator('[data-before-refresh]')).count()).toBe(1);

    await bar.getByRole('button', { name: 'Clear selection' }).click();
    // The keyboard: from the first row, down to the first to delete, Space on it and on the next.
    await page.keyboard.press('/');
    await page.getByRole('searchbox', { name: 'Search' }).press('ArrowDown');
    await page.keyboard.press('Home');
    for (let step = 0; step < deleteAt; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await bar.getByText('2 contacts selected').waitFor();
    expect(await checks.nth(deleteAt).isChecked()).toBe(true);
    expect(await checks.nth(deleteAt + 1).isChecked()).toBe(true);

    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 contacts?' });
    await confirm.getByRole('button', { name: 'Delete 2 contacts' }).click();
    await page.getByText(`${CONTACTS - 1} contacts`, { exact: true }).waitFor();
    await bar.getByText('Deleted 2 contacts: shown here now, sent when the service can be reached.').waitFor();
    expect(await bar.getByText(/selected$/).count()).toBe(0);
    for (const contact of deleted) await expect.poll(() => rowOf(page, nameOf(contact)).count()).toBe(0);
    await page.screenshot({ path: artifactPath('contacts-batch-pending.png') });

    // Every contact matching (no filter: all of them, the new one too), beyond the rows loaded.
    const shown = bar.getByRole('checkbox', { name: /^Select the \d+ shown$/ });
    await shown.check();
    await bar.getByRole('button', { name: `Select all ${CONTACTS - 1} matching` }).click();
    await bar.getByText(`All ${CONTACTS - 1} contacts matching selected`).waitFor();
    await bar.getByRole('button', { name: 'Add tags' }).click();
    const allForm = page.getByRole('dialog', { name: `Add tags to ${CONTACTS - 1} contacts` });
    await allForm.getByRole('textbox', { name: 'Tags' }).fill('e2e-all');
    await allForm.getByRole('button', { name: `Apply to ${CONTACTS - 1} contacts` }).click();
    // Every contact matching: queued on a thread of its own, which may take more than expect.poll's default second on a busy machine.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rowOf(page, labels[0]!).getByText(/e2e-all/).waitFor();
    await rowOf(page, labels[0]!).locator('.pending-marker').waitFor();
    // Nothing has reached the service yet.
    expect(serverContacts(sandbox)).toEqual(before);
  });

  it('sends every edit once the service takes writes: the server holds exactly the intended contacts', async () => {
    gate.open();
    const expected = new Map(before);
    expected.set(edited.id, { ...edited, email: 'edited.contact@example.com', tags: [...edited.tags, 'e2e-tagged'] });
    expected.set(doNotCall.id, { ...doNotCall, status: 'dnc' });
    for (const contact of batchTagged) expected.set(contact.id, { ...contact, tags: [...contact.tags, 'e2e-batch'] });
    for (const contact of deleted) expected.delete(contact.id);
    for (const [id, contact] of expected) expected.set(id, { ...contact, tags: [...contact.tags, 'e2e-all'] });

    await expect.poll(() => withoutCreated(serverContacts(sandbox))).toEqual(sortedById(expected));
    // The new contact, once: not twice, whatever the order the outbox sent things in.
    const created = () => [...serverContacts(sandbox).values()].filter((contact) => !before.has(contact.id)).map((contact) => ({ ...contact, tags: [...contact.tags].sort() }));
    await expect
      .poll(created)
      .toEqual([{ id: expect.any(String), first_name: 'Zelda', last_name: 'Quartermaine', phone: null, email: 'zelda.q@example.com', company: null, tags: ['e2e-all', 'e2e-new', 'lead'], status: 'active' }]);
    expect(serverContacts(sandbox).size).toBe(CONTACTS - 1);

    // The app hears that the outbox emptied: nothing is marked pending, and the do-not-call says it arrived.
    await expect.poll(() => page.locator('.pending-marker').count()).toBe(0);
    const view = await openContact(page, nameOf(doNotCall));
    await view.getByText(/^Do-not-call reached the service/).waitFor();
    expect(dialogs).toEqual([]);
  });

  it('accepts an edit with the service gone, and shows it pending', async () => {
    await gate.close();
    await sandbox.close();
    const view = await openContact(page, nameOf(edited));
    await view.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${nameOf(edited)}` });
    await form.getByRole('textbox', { name: 'Company' }).fill('Offline Industries');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await view.getByText('Offline Industries', { exact: true }).waitFor();
    await view.locator('.record-view-head .pending-marker').waitFor();
    expect(queuedOperations(mirrorFile)).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('contacts-offline-edit.png') });
  });
});

describe('editing contacts with a key that can only read', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 12, calls: 0 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox, { apiKey: sandbox.keys.read, viewport: { width: 1500, height: 900 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('disables every editing control and says why, once the service refused a write as read-only', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByText('12 contacts', { exact: true }).waitFor();
    const [contact] = uniquelyNamed(serverContacts(sandbox).values());
    const before = serverContacts(sandbox);

    // Nothing says the key is read-only until the service refuses a write: the first edit is queued, and refused when sent.
    const view = await openContact(page, nameOf(contact!));
    await view.getByRole('textbox', { name: `New tag for ${nameOf(contact!)}` }).fill('never-sent');
    await view.getByRole('button', { name: 'Add tag' }).click();

    const reason = "This workspace's key can only read. Ask an admin for a key with write access to edit here.";
    await view.getByText(reason).waitFor();
    const edit = view.getByRole('button', { name: 'Edit' });
    expect(await edit.isDisabled()).toBe(true);
    expect(await edit.getAttribute('aria-describedby')).toBe('contact-read-only');
    expect(await view.getByRole('button', { name: 'Do not call' }).isDisabled()).toBe(true);
    expect(await view.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    expect(await view.getByRole('button', { name: 'Add tag' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'New contact' }).isDisabled()).toBe(true);
    await page.getByRole('main').getByText(reason).first().waitFor();
    expect(await page.getByRole('grid', { name: 'Contacts' }).getByRole('checkbox').first().isDisabled()).toBe(true);
    await page.screenshot({ path: artifactPath('contacts-read-only.png') });
    expect(serverContacts(sandbox)).toEqual(before);
  });
});

function withoutCreated(contacts: Map<string, ServerContact>): ServerContact[] {
  return sortedById(new Map([...contacts].filter(([, contact]) => !(contact.first_name === 'Zelda' && contact.last_name === 'Quartermaine'))));
}

function byName(contacts: Map<string, ServerContact>, name: string): ServerContact | undefined {
  const found = [...contacts.values()].filter((contact) => nameOf(contact) === name);
  return found.length === 1 ? found[0] : undefined;
}

/** How many edits wait in the mirror's outbox. */
function queuedOperations(mirrorFile: string): number {
  const db = new Database(mirrorFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE state <> 'done'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
