import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { campaignContactIds } from '../../src/server/store/campaign-contacts';
import { artifactPath } from '../support/chromium';
import { runCli } from '../support/cli-process';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * Batches over contacts end to end, in Chromium against browser mode (the
 * real `voicedesk ui` on a sandbox workspace with a rate limit, so the
 * budget has figures to state). 256 contacts carry a tag, 6 of them marked
 * do not call. A campaign is drafted in the app; the tag's contacts, all of
 * them matching, are added to it: the dialog leaves the 6 out, says so, and
 * states the cost (250 contacts, 3 requests, the time at the rate limit);
 * the outbox sends, the service's campaign holds exactly the 250, and the
 * campaign is started. Then the filter is exported as CSV, one value is
 * changed in the file, and `voicedesk import-contacts` brings it back as an
 * update that the app sends: the service has the change, nothing else moved.
 */
const TAG = 'e2e-wave';
const TAGGED = 256;
const DO_NOT_CALL = 6;
const CAMPAIGN = 'E2E wave outreach';

interface ServerContact {
  id: string;
  company: string | null;
  tags: string;
  status: string;
}

describe('batches over the contacts of a filter', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;
  let dataDir: string;
  let mirrorFile: string;
  let tagged: string[];
  let doNotCall: Set<string>;

  const server = () => sandbox.admin.db;
  const workspace = () => sandbox.admin.workspaces.main;
  const campaignOnServer = () =>
    server().prepare('SELECT id, status FROM campaigns WHERE workspace_id = ? AND name = ?').get(workspace(), CAMPAIGN) as { id: string; status: string } | undefined;
  const taggedOnServer = () =>
    server().prepare('SELECT id, company, tags, status FROM contacts WHERE workspace_id = ? AND tags LIKE ? ORDER BY id').all(workspace(), `%"${TAG}"%`) as ServerContact[];

  beforeAll(async () => {
    // A rate limit, so responses carry the figures the cost line is computed from.
    sandbox = await startSandboxServer({ seed: { contacts: 300, calls: 0 }, rateLimit: 6000, log: () => undefined });
    // "On the dashboard", before the app first syncs: the tag on 256 contacts, 6 of them do not call.
    const ids = (server().prepare("SELECT id FROM contacts WHERE workspace_id = ? AND status = 'active' ORDER BY seq LIMIT ?").all(workspace(), TAGGED) as { id: string }[]).map(
      (row) => row.id,
    );
    tagged = ids;
    doNotCall = new Set(ids.filter((_, index) => index % 40 === 7).slice(0, DO_NOT_CALL));
    for (const id of ids) sandbox.admin.editContact(id, { tags: [TAG], ...(doNotCall.has(id) ? { status: 'dnc' as const } : {}) });
    expect(doNotCall.size).toBe(DO_NOT_CALL);

    session = await openSyncedSession(sandbox, { viewport: { width: 1024, height: 700 } });
    ({ page, dataDir, mirrorFile } = session);
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('adds every contact of a filter to a new campaign but those marked do not call, stating the cost first; the service gets exactly them, and it starts', async () => {
    // The campaign, drafted in the app (pending until the outbox sends it).
    await section(page, 'Campaigns');
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New campaign' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(CAMPAIGN);
    await form.getByRole('combobox', { name: 'Agent' }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('region', { name: CAMPAIGN, exact: true }).waitFor();

    await section(page, 'Contacts');
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Tag').selectOption(TAG);
    await page.getByText(`${TAGGED} contacts`, { exact: true }).waitFor();
    const bar = page.getByRole('group', { name: 'Selection' });
    await bar.getByRole('checkbox', { name: /^Select the \d+ shown$/ }).check();
    await bar.getByRole('button', { name: `Select all ${TAGGED} matching` }).click();
    await bar.getByText(`All ${TAGGED} contacts matching selected`).waitFor();

    // The existing batch edit states its cost too (an update reads each contact first: more requests than contacts).
    await bar.getByRole('button', { name: 'Add tags' }).click();
    const tagDialog = page.getByRole('dialog', { name: `Add tags to ${TAGGED} contacts` });
    await tagDialog.getByText(new RegExp(`^${TAGGED} contacts, \\d+ requests: .+ at the current rate limit \\([\\d,]+ requests a minute\\)`)).waitFor();
    await page.screenshot({ path: artifactPath('contacts-batch-edit-cost.png') });
    await tagDialog.getByRole('button', { name: 'Cancel' }).click();

    await bar.getByRole('button', { name: 'Add to campaign' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${TAGGED} contacts to a campaign` });
    const campaign = dialog.getByRole('combobox', { name: 'Campaign' });
    await campaign.waitFor();
    const offered = await campaign.locator('option').allTextContents();
    expect(offered).toContain(`${CAMPAIGN} (Draft)`);
    // Only campaigns that can still take contacts.
    expect(offered.filter((label) => /\((Completed|Cancelled)\)$/.test(label))).toEqual([]);
    await campaign.selectOption({ label: `${CAMPAIGN} (Draft)` });
    await dialog.getByText(`${TAGGED - DO_NOT_CALL} contacts will be added. ${DO_NOT_CALL} contacts marked do not call are left out: no campaign may call them.`).waitFor();
    const cost = dialog.getByText(
      new RegExp(`^${TAGGED - DO_NOT_CALL} contacts, 3 requests: .+ at the current rate limit \\([\\d,]+ requests a minute\\); (nothing else is waiting in the outbox|\\d+ requests? already waiting in the outbox go(es)? first)\\.$`),
    );
    await cost.waitFor();
    await page.screenshot({ path: artifactPath('contacts-add-to-campaign.png') });
    await dialog.getByRole('button', { name: `Add ${TAGGED - DO_NOT_CALL} contacts` }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await bar.getByText(`Added ${TAGGED - DO_NOT_CALL} contacts to “${CAMPAIGN}”: sent when the service can be reached.`).waitFor();

    // The outbox sends (the draft first, then three requests of at most 100): the service's campaign holds exactly those contacts.
    const expected = tagged.filter((id) => !doNotCall.has(id)).sort();
    await expect.poll(() => campaignOnServer()?.id).toBeDefined();
    await expect.poll(() => campaignContactIds(server(), campaignOnServer()!.id).sort()).toEqual(expected);

    const view = await openCampaign(page, CAMPAIGN);
    const start = view.getByRole('button', { name: 'Start campaign' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await page.getByRole('dialog', { name: `Start campaign “${CAMPAIGN}”?` }).getByRole('button', { name: 'Start campaign' }).click();
    await view.getByText(/^Campaign started: it is now active, since /).waitFor();
    expect(campaignOnServer()!.status).toBe('active');
    expect(session.dialogs).toEqual([]);
  }, 120_000);

  it('exports the filter as CSV, and the file changed in one value imports back as that one update, which reaches the service', async () => {
    await section(page, 'Contacts');
    const filters = page.getByRole('group', { name: 'Filters' });
    if ((await filters.getByLabel('Tag').inputValue()) !== TAG) await filters.getByLabel('Tag').selectOption(TAG);
    await page.getByText(`${TAGGED} contacts`, { exact: true }).waitFor();
    const bar = page.getByRole('group', { name: 'Selection' });
    if ((await bar.getByRole('button', { name: 'Clear selection' }).count()) > 0) await bar.getByRole('button', { name: 'Clear selection' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: `Export ${TAGGED} contacts as CSV` }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^contacts tagged ${TAG} \\d{4}-\\d{2}-\\d{2}\\.csv$`));
    await page.screenshot({ path: artifactPath('contacts-exported.png') });
    const file = join(dataDir, download.suggestedFilename());
    await download.saveAs(file);
    await bar.getByText(`Exported ${TAGGED} contacts to “${download.suggestedFilename()}”.`).waitFor();

    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual(['id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status']);
    expect(rows.map((row) => row[0]).sort()).toEqual([...tagged].sort());
    expect(rows.filter((row) => row[7] === 'dnc').map((row) => row[0]).sort()).toEqual([...doNotCall].sort());

    // In the spreadsheet: one contact's company changed.
    const before = taggedOnServer();
    const changed = rows.find((row) => row[7] === 'active')!;
    const company = 'Spreadsheet Edited Ltd';
    changed[5] = company;
    writeFileSync(file, `\uFEFF${[header!, ...rows].map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(',')).join('\r\n')}\r\n`);

    const run = await runCli(['import-contacts', '--db', mirrorFile, file], { env: { VOICEDESK_DATA_DIR: dataDir } });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ queued: TAGGED, created: 0, updated: TAGGED, skipped: [] });

    // The app sees the edit another process queued, shows it, and sends it: the service has the change and nothing else moved.
    const expected = before.map((contact) => (contact.id === changed[0] ? { ...contact, company } : contact));
    await expect.poll(taggedOnServer).toEqual(expected);
    expect(session.dialogs).toEqual([]);
  }, 90_000);
});

async function section(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
}

async function openCampaign(page: Page, name: string): Promise<Locator> {
  await section(page, 'Campaigns');
  const row = page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
  await expect.poll(() => row.getByText('pending').count()).toBe(0);
  await row.first().click();
  const region = page.getByRole('region', { name, exact: true });
  await region.getByRole('heading', { name }).waitFor();
  return region;
}
