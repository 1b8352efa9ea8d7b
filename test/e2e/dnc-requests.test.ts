import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openSyncedSession, type SandboxSession } from '../support/app-session';
import { artifactPath } from '../support/chromium';
import { nameOf, uniquelyNamed, type ServerContact as FullServerContact } from '../support/server-contacts';

/**
 * Do-not-call requests end to end, in Chromium at 1024×700 against browser
 * mode (`voicedesk ui`, no sync of its own) and a sandbox started here. The
 * sandbox is seeded without calls, and the test records, "on the
 * dashboard" (the sandbox's admin hook), calls whose callers asked not to
 * be called again, and one near miss; one sync brings them. Then: the
 * sidebar counts them, the screen lists them (the request marked), a call's
 * banner marks its contact, the screen marks a selection, asks before
 * marking all (cancelled here) and dismisses
 * (which a reload keeps), and the marks reach the service's own data.
 */
type ServerContact = Pick<FullServerContact, 'id' | 'first_name' | 'last_name' | 'status'>;

describe('do-not-call requests on a synced workspace', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  /** Ada asks in the newest call, then Bea, then Cy; Dee only says "call me again tomorrow". */
  let ada: ServerContact;
  let bea: ServerContact;
  let cy: ServerContact;

  const sections = () => page.getByRole('navigation', { name: 'Sections' });
  const request = (who: string) => page.getByRole('article', { name: who, exact: true });
  const serverStatus = (id: string) => (sandbox.admin.db.prepare('SELECT status FROM contacts WHERE id = ?').get(id) as { status: string }).status;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: 0 }, rateLimit: 0, log: () => undefined });
    const workspace = sandbox.admin.workspaces.main;
    const all = sandbox.admin.db.prepare('SELECT id, first_name, last_name, status FROM contacts WHERE workspace_id = ? ORDER BY seq').all(workspace) as ServerContact[];
    const unique = uniquelyNamed(all).filter((contact) => contact.status === 'active');
    if (unique.length < 4) throw new Error('the seed gave too few active contacts with a name of their own; seed more');
    [ada, bea, cy] = unique as [ServerContact, ServerContact, ServerContact];
    const dee = unique[3]!;
    const saying = (contactId: string | null, minutesAgo: number, words: string) =>
      sandbox.admin.insertCall(workspace, {
        contact_id: contactId,
        direction: 'inbound',
        start_timestamp: sandbox.admin.clock.now() - minutesAgo * 60_000,
        transcript: [
          { speaker: 'agent', text: 'Thanks for calling Acme. How can I help?', timestamp: 0 },
          { speaker: 'caller', text: words, timestamp: 4 },
        ],
      });
    saying(ada.id, 10, 'Hi. Please stop calling me, I am not interested.');
    saying(null, 20, "Don't call this number again!");
    saying(bea.id, 30, 'Take me off your list.');
    saying(cy.id, 40, 'Remove me from your list, please.');
    saying(dee.id, 50, 'Not now. Call me again tomorrow.');

    session = await openSyncedSession(sandbox, { viewport: { width: 1024, height: 700 } });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('counts the requests in the sidebar and lists the contacts who asked, newest first, the request marked, calls without a contact apart', async () => {
    await sections().getByRole('link', { name: 'Do-not-call requests, 4 waiting' }).waitFor();
    // The screen's shortcut, as the desktop menu's (browser mode has no menu).
    await page.keyboard.press('Control+7');
    await page.getByRole('heading', { name: 'Do-not-call requests', level: 2 }).waitFor();
    const contacts = page.getByRole('list', { name: 'Contacts who asked not to be called' });
    await request(nameOf(ada)).waitFor();
    expect(await contacts.getByRole('heading', { level: 4 }).allTextContents()).toEqual([nameOf(ada), nameOf(bea), nameOf(cy)]);
    expect(await request(nameOf(ada)).locator('mark').textContent()).toBe('Please stop calling me, I am not interested.');
    const without = page.getByRole('list', { name: 'Calls without a contact' });
    expect(await without.getByRole('article').count()).toBe(1);
    expect(await without.locator('mark').textContent()).toBe("Don't call this number again!");
    // Nothing to mark there: only the call and Dismiss.
    expect(await without.getByRole('button', { name: /do not call/ }).count()).toBe(0);
    // Arrows move from card to card.
    await request(nameOf(ada)).getByRole('link', { name: 'Open the call' }).focus();
    await page.keyboard.press('ArrowDown');
    await request(nameOf(bea)).and(page.locator(':focus')).waitFor();
    await page.screenshot({ path: artifactPath('dnc-requests-1024.png') });
  });

  it("marks a contact from their call's banner, which then says the change waits to be sent", async () => {
    await request(nameOf(ada)).getByRole('link', { name: 'Open the call' }).click();
    const banner = page.getByRole('region', { name: 'Do-not-call request' });
    await banner.getByText('Please stop calling me, I am not interested.').waitFor();
    await banner.getByRole('button', { name: 'Mark do not call' }).click();
    // Sent at once when the service is reachable: waiting, or already there.
    await banner.getByText(/^(Marked do not call: the change is waiting|This contact already is do not call)/).waitFor();
    await page.screenshot({ path: artifactPath('dnc-request-banner-1024.png') });
    await page.getByRole('button', { name: 'Back to Do-not-call requests' }).click();
    await request(nameOf(bea)).waitFor();
    expect(await request(nameOf(ada)).count()).toBe(0);
    await sections().getByRole('link', { name: 'Do-not-call requests, 3 waiting' }).waitFor();
  });

  it('marks a selection, dismisses the rest, and a reload keeps the dismissals', async () => {
    await page.getByRole('checkbox', { name: `Select ${nameOf(bea)}` }).check();
    await page.getByRole('button', { name: 'Mark selected do not call (1)' }).click();
    await page.getByText('1 contact marked do not call.', { exact: false }).waitFor();
    await expect.poll(() => request(nameOf(bea)).count()).toBe(0);

    // Marking all asks first, naming how many; Cancel leaves everyone as they are.
    await page.getByRole('button', { name: 'Mark all 1 contact do not call' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark 1 contact do not call?' });
    await confirm.getByText('No campaign will call them again.', { exact: false }).waitFor();
    // Cancel has the focus, so Enter alone never confirms.
    await confirm.getByRole('button', { name: 'Cancel' }).and(page.locator(':focus')).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Mark all 1 contact do not call' }).and(page.locator(':focus')).waitFor();
    await request(nameOf(cy)).waitFor();

    await page.getByRole('button', { name: `Dismiss the request of ${nameOf(cy)}` }).click();
    await page.getByRole('button', { name: 'Dismiss the request of A caller without a contact' }).click();
    await page.getByText('Nobody is waiting.', { exact: false }).waitFor();
    await expect.poll(() => sections().getByRole('link', { name: 'Do-not-call requests', exact: true }).count()).toBe(1);

    await page.reload();
    // The app opens on the screen shown last.
    await page.getByRole('heading', { name: 'Do-not-call requests', level: 2 }).waitFor();
    await page.getByText('Nobody is waiting.', { exact: false }).waitFor();
    expect(await sections().getByTestId('dnc-requests-count').count()).toBe(0);
  });

  it("sends the marks through the outbox: the service's own data has both contacts do-not-call, and the dismissed one untouched", async () => {
    await sections().getByRole('link', { name: 'Outbox' }).click();
    await page.getByText('Nothing waiting: every edit made here has reached the workspace.').waitFor();
    expect(serverStatus(ada.id)).toBe('dnc');
    expect(serverStatus(bea.id)).toBe('dnc');
    expect(serverStatus(cy.id)).toBe('active');
  });
});
