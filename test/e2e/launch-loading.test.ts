import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { openAppSession, type AppSession } from '../support/app-session';
import { spawnCli, tempDataDir } from '../support/cli-process';

/**
 * What the app loads at its start, in Chromium against browser mode on a
 * synced mirror: the first calls page needs the Calls screen's code and its
 * own reads only. The other sections' code (chart.js with Analytics) is
 * fetched after that page (while the page is idle), and each section reads
 * its lists when first opened, then works as before; what the first page
 * does not show (the filters' choices, the sidebar's counts) is read after
 * that page too, and is read all the same.
 */
/** The chunks fetched once the first page is drawn (the welcome screen's only on a first run). */
const PREFETCHED = ['contacts-section', 'campaigns-section', 'agents-section', 'analytics-section', 'outbox-screen', 'dnc-requests-screen', 'workspaces-dialog'];
const DEFERRED_CHUNKS = new RegExp(`/assets/(${[...PREFETCHED, 'welcome-screen'].join('|')})-[\\w-]+\\.js$`);
/** Reads the first calls page does not need, and the sections' own lists. */
const AFTER_FIRST_PAGE = ['agents.list', 'campaigns.list', 'savedSearches.list', 'dncRequests.count'];
const OTHER_SECTIONS_LISTS = ['contacts.list', 'campaigns.page', 'agents.page'];

describe('the app at its start', () => {
  let sandbox: SandboxServer;
  let session: AppSession;
  let page: Page;
  let dataDir: string;
  let mirrorFile: string;
  const scripts: string[] = [];
  /** "sent METHOD" and "answered METHOD" on the page's WebSocket, and "script PATH", in the order the page made them. */
  const wire: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 30, calls: 20 }, rateLimit: 0, log: () => undefined });
    dataDir = tempDataDir();
    mirrorFile = join(dataDir, 'mirror.sqlite');
    const sync = spawnCli(['sync', '--db', mirrorFile, '--base-url', sandbox.baseUrl, '--api-key-env', 'VD_E2E_KEY', '--no-hydrate'], {
      VOICEDESK_DATA_DIR: dataDir,
      VD_E2E_KEY: sandbox.keys.write,
    });
    const { code } = await sync.exit;
    if (code !== 0) throw new Error(`voicedesk sync failed (${code}): ${sync.stderr()}`);
    session = await openAppSession({ baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.write, dataDir, mirrorFile, beforeLoad: watch });
    page = session.page;
  }, 60_000);

  afterAll(async () => {
    await session?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function watch(target: Page): void {
    target.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(new URL(request.url()).pathname);
      wire.push(`script ${new URL(request.url()).pathname}`);
    });
    target.on('pageerror', (error) => pageErrors.push(error.message));
    target.on('websocket', (socket) => {
      const methods = new Map<unknown, string>();
      socket.on('framesent', ({ payload }) => {
        const frame = JSON.parse(payload.toString()) as { id?: unknown; method?: string };
        if (typeof frame.method !== 'string') return;
        methods.set(frame.id, frame.method);
        wire.push(`sent ${frame.method}`);
      });
      socket.on('framereceived', ({ payload }) => {
        const method = methods.get((JSON.parse(payload.toString()) as { id?: unknown }).id);
        if (method !== undefined) wire.push(`answered ${method}`);
      });
    });
  }

  const mirrorCount = (table: 'contacts' | 'campaigns' | 'agents') => {
    const db = new Database(mirrorFile, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const open = (section: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();

  it('shows the first calls page before it fetches the other sections, and reads what it does not show after it', async () => {
    await page.locator('.calls-body [role="row"]').first().waitFor();
    // One request brings the saved settings with the page and total they select: no second round trip before the rows.
    const firstPage = wire.indexOf('answered calls.screenStart');
    expect(firstPage).toBeGreaterThan(-1);
    for (const method of ['calls.preferences', 'calls.list', 'calls.count']) expect(wire.slice(0, firstPage), method).not.toContain(`sent ${method}`);
    // Fetched once the page is idle, each after the first page.
    await expect.poll(() => scripts.filter((path) => DEFERRED_CHUNKS.test(path)).length).toBe(PREFETCHED.length);
    for (const [index, entry] of wire.entries()) if (DEFERRED_CHUNKS.test(entry)) expect(index, entry).toBeGreaterThan(firstPage);
    // Read all the same, once the first page was answered (the sidebar's counts, the filters' choices).
    for (const method of AFTER_FIRST_PAGE) {
      await expect.poll(() => wire.includes(`sent ${method}`), { message: method }).toBe(true);
      expect(wire.indexOf(`sent ${method}`), method).toBeGreaterThan(firstPage);
    }
    // The other sections read their lists only when opened.
    for (const method of OTHER_SECTIONS_LISTS) expect(wire, method).not.toContain(`sent ${method}`);
    // Reading the saved settings back changes nothing to save: a launch writes nothing to the mirror.
    expect(wire).not.toContain('sent calls.savePreferences');
  });

  it('loads each other section when it is first opened, and it works', async () => {
    for (const [section, table, one, many] of [
      ['Contacts', 'contacts', 'contact', 'contacts'],
      ['Campaigns', 'campaigns', 'campaign', 'campaigns'],
      ['Agents', 'agents', 'agent', 'agents'],
    ] as const) {
      await open(section);
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
      const count = mirrorCount(table);
      await page.getByText(`${count.toLocaleString('en-US')} ${count === 1 ? one : many}`, { exact: true }).waitFor();
    }
    await open('Outbox');
    await page.getByRole('heading', { level: 2, name: 'Outbox' }).waitFor();
    await open('Do-not-call requests');
    await page.getByRole('heading', { level: 2, name: 'Do-not-call requests' }).waitFor();
    // Each chunk fetched once, the section opened again the one made the first time.
    await open('Contacts');
    await page.getByRole('heading', { level: 2, name: 'Contacts' }).waitFor();
    expect(scripts.filter((path) => /contacts-section-/.test(path))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('draws the Analytics charts (chart.js in a chunk of its own)', async () => {
    await open('Analytics');
    await page.getByRole('button', { name: 'All time' }).click();
    const chart = page.getByRole('figure', { name: 'Calls per day by status' }).locator('canvas');
    await chart.waitFor();
    // Pixels drawn on the canvas: chart.js ran, not only the screen around it.
    const drawn = () =>
      chart.evaluate((canvas) => {
        const context = (canvas as unknown as { getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null }).getContext('2d');
        const { width, height } = canvas as unknown as { width: number; height: number };
        return context !== null && width > 0 && context.getImageData(0, 0, width, height).data.some((value, index) => index % 4 === 3 && value !== 0);
      });
    await expect.poll(drawn).toBe(true);
    expect(scripts.filter((path) => /analytics-section-/.test(path))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
