import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { IMPORT_CHUNK_BYTES } from '../../src/shared/contract/contact-import-methods';
import { openSyncedSession, type SandboxSession } from '../support/app-session';

/**
 * A file of several pieces reaches the core whole and in order, in Chromium
 * against browser mode and the sandbox: the page encodes each piece on the
 * way and sends several at once (send-import-file.ts). Names in accented
 * letters put multi-byte characters across the pieces' edges, and the last
 * row is the only bad one: a piece lost, doubled or out of place would
 * change the rows counted, the problems (their lines) or the duplicates.
 */
const ROWS = 20_000;
const NOTE = 'x'.repeat(120);

describe('a contacts file larger than one piece', () => {
  let sandbox: SandboxServer;
  let session: SandboxSession;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 20, calls: 0 }, rateLimit: 0, log: () => undefined });
    session = await openSyncedSession(sandbox);
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
  });

  it('previews every row of it, in the order of the file', async () => {
    const rows = Array.from({ length: ROWS - 1 }, (_, index) => `Zoë${index},Łukasz-Søren,+4420799${String(index).padStart(5, '0')},${NOTE}`);
    const csv = `First name,Last name,Phone,Notes\r\n${[...rows, 'Last,Row,call me,'].join('\r\n')}\r\n`;
    const bytes = Buffer.from(csv);
    expect(bytes.length, 'the file needs more pieces than are sent at once').toBeGreaterThan(5 * IMPORT_CHUNK_BYTES);

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByLabel('Import CSV…').setInputFiles({ name: 'pieces.csv', mimeType: 'text/csv', buffer: bytes });
    await page.getByRole('heading', { name: 'Import contacts from pieces.csv' }).waitFor();
    await page.getByText('20,000 rows, UTF-8, separated by commas.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: '1 row has a problem and will not be imported' }).waitFor();
    await page.getByText(/Line 20001 .*phone "call me" is not a phone number/).waitFor();
    await page.getByText(/^19,999 to create, 0 to update, 0 skipped, 1 with problems\./).waitFor();
    expect(await page.getByRole('combobox', { name: 'First name' }).inputValue()).toBe('first_name');
    expect(await page.getByRole('cell', { name: 'Zoë0', exact: true }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    expect(session.dialogs).toEqual([]);
  }, 120_000);
});
