import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { artifactPath, launchChromium, patientContext } from '../support/chromium';
import { spawnCli, tempDataDir, type RunningCli } from '../support/cli-process';
import { describeWithKeychain } from '../support/keychain';

/**
 * Workspaces end to end, in Chromium against browser mode: `voicedesk ui
 * --no-demo` on an empty data folder (a first run), the sandbox serving the
 * workspaces (started here, so the test can stop it). The welcome screen;
 * a refused key that saves nothing; connecting, which syncs by itself; the
 * Workspaces dialog (add, switch, rename, remove with the local data); the
 * key badges in both themes; the status bar's pause, last sync and
 * online/offline. Keys go to the private keyring test/run-tests.js provides.
 */
interface StoredProfiles {
  profiles: { id: string; name: string; mirrorFile: string; keyStorage: string }[];
}

async function startUi(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<{ ui: RunningCli; url: string }> {
  const ui = spawnCli(['ui', '--no-open', '--no-demo'], { VOICEDESK_DATA_DIR: dataDir, ...env });
  const { url } = (await ui.firstLine) as { url: string };
  return { ui, url };
}

async function stopUi(ui: RunningCli | undefined): Promise<void> {
  if (ui?.child.exitCode === null) ui.child.kill('SIGTERM');
  await ui?.exit;
}

async function fillConnectForm(scope: Locator | Page, fields: { name: string; baseUrl: string; apiKey: string }): Promise<void> {
  await scope.getByLabel('Name', { exact: true }).fill(fields.name);
  await scope.getByLabel('Workspace address').fill(fields.baseUrl);
  await scope.getByLabel('API key').fill(fields.apiKey);
}

function storedProfiles(dataDir: string): StoredProfiles['profiles'] {
  const file = join(dataDir, 'profiles.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredProfiles).profiles : [];
}

describeWithKeychain('workspaces, from the first run on', () => {
  let sandbox: SandboxServer;
  let ui: RunningCli | undefined;
  let browser: Browser;
  let page: Page;
  let dataDir: string;

  const dialog = () => page.getByRole('dialog', { name: 'Workspaces' });
  const item = (name: string) => dialog().getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const statusBar = () => page.getByRole('contentinfo', { name: 'Status' });

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 30, calls: 12 }, rateLimit: 600, log: () => undefined });
    dataDir = tempDataDir();
    let url: string;
    ({ ui, url } = await startUi(dataDir));
    browser = await launchChromium();
    page = patientContext(await browser.newPage({ viewport: { width: 1400, height: 860 } }));
    await page.goto(url);
  });

  afterAll(async () => {
    await browser?.close();
    await stopUi(ui);
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the welcome screen on a first run, offering the demo or connecting a workspace', async () => {
    await page.getByRole('heading', { name: 'Welcome to VoiceDesk' }).waitFor();

    expect(await page.getByRole('button', { name: 'Open the demo workspace' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Connect a workspace' }).count()).toBe(1);
    expect(await page.getByLabel('API key').getAttribute('type')).toBe('password');
    expect(await page.getByRole('navigation', { name: 'Sections' }).count()).toBe(0);
    await page.screenshot({ path: artifactPath('workspaces-welcome.png') });
  });

  it('refuses a wrong key with the service’s refusal, and saves nothing', async () => {
    const wrong = `vap_test_${'0'.repeat(28)}nope`;
    await fillConnectForm(page, { name: 'Sandbox', baseUrl: sandbox.baseUrl, apiKey: wrong });
    await page.getByRole('button', { name: 'Connect' }).click();

    await page.getByText(/^This key was refused by 127\.0\.0\.1:\d+\./).waitFor();
    expect(await page.getByLabel('API key').getAttribute('aria-invalid')).toBe('true');
    expect(storedProfiles(dataDir)).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Welcome to VoiceDesk' }).count()).toBe(1);
    await page.screenshot({ path: artifactPath('workspaces-key-refused.png') });
  });

  it('connects with the right key, opens the workspace and syncs it without being asked', async () => {
    await page.getByLabel('API key').fill(sandbox.keys.write);
    await page.getByRole('button', { name: 'Connect' }).click();

    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await switcher.waitFor();
    expect(await switcher.locator('option:checked').textContent()).toBe('Sandbox');
    expect(await page.locator('.sidebar .badge').textContent()).toBe('Test');
    // The schedule's start-up run: calls arrive and the status bar says when, without a click.
    await statusBar().getByText('Last sync: just now').waitFor();
    await statusBar().getByText('Online', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('grid', { name: 'Calls' }).getByRole('row').count()).toBeGreaterThan(10);
    expect(await statusBar().locator('time').getAttribute('title')).toMatch(/\d{4}/);
    expect(await page.content()).not.toContain(sandbox.keys.write);
    expect(storedProfiles(dataDir).map((profile) => [profile.name, profile.keyStorage])).toEqual([['Sandbox', 'os-keychain']]);
    expect(readFileSync(join(dataDir, 'profiles.json'), 'utf8')).not.toContain(sandbox.keys.write);
    await page.screenshot({ path: artifactPath('workspaces-connected.png') });
  });

  it('adds a second workspace from the Workspaces dialog, and switches between them there and in the sidebar', async () => {
    await page.getByRole('button', { name: 'Manage workspaces' }).click();
    await dialog().getByRole('button', { name: 'Add a workspace' }).click();
    const form = dialog().getByRole('region', { name: 'Add a workspace' });
    await fillConnectForm(form, { name: 'Other workspace', baseUrl: `${sandbox.baseUrl}/v1`, apiKey: sandbox.keys.other_workspace });
    await form.getByRole('button', { name: 'Connect' }).click();

    await item('Other workspace').getByText('Active', { exact: true }).waitFor();
    expect(await item('Other workspace').locator('.badge').textContent()).toBe('Production');
    expect(await item('Sandbox').getByText('Active', { exact: true }).count()).toBe(0);

    await item('Sandbox').getByRole('button', { name: 'Switch to Sandbox' }).click();
    await item('Sandbox').getByText('Active', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().isVisible()).toBe(false);

    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await switcher.selectOption({ label: 'Other workspace' });
    await expect.poll(() => page.locator('.sidebar .badge').textContent()).toBe('Production');
    await statusBar().getByText('Last sync: just now').waitFor();
  });

  it('renames a workspace', async () => {
    await page.getByRole('button', { name: 'Manage workspaces' }).click();
    await item('Other workspace').getByRole('button', { name: 'Rename Other workspace' }).click();
    await item('Other workspace').getByLabel('New name for Other workspace').fill('Globex');
    await dialog().getByRole('button', { name: 'Save name' }).click();

    await item('Globex').waitFor();
    expect(await page.getByRole('combobox', { name: 'Workspace' }).locator('option').allTextContents()).toEqual(['Sandbox', 'Globex']);
    expect(storedProfiles(dataDir).map((profile) => profile.name)).toEqual(['Sandbox', 'Globex']);
  });

  it('keeps production and test badges distinct and legible in the light and the dark theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const production = await badgeColours(item('Globex').locator('.badge'));
      const test = await badgeColours(item('Sandbox').locator('.badge'));

      expect(contrast(production.text, production.background), `${colorScheme}: production badge`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(test.text, test.background), `${colorScheme}: test badge`).toBeGreaterThanOrEqual(4.5);
      expect(production.background, `${colorScheme}: the two badges differ`).not.toEqual(test.background);
      await page.screenshot({ path: artifactPath(`workspaces-dialog-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('removes a workspace and, when asked, its data on this computer', async () => {
    const globex = storedProfiles(dataDir).find((profile) => profile.name === 'Globex')!;
    expect(existsSync(globex.mirrorFile)).toBe(true);

    await item('Globex').getByRole('button', { name: 'Remove Globex' }).click();
    await item('Globex').getByRole('checkbox', { name: /Also delete this workspace's data on this computer/ }).check();
    await item('Globex').getByRole('button', { name: 'Remove workspace' }).click();

    await expect.poll(() => item('Globex').count()).toBe(0);
    expect(existsSync(globex.mirrorFile)).toBe(false);
    expect(storedProfiles(dataDir).map((profile) => profile.name)).toEqual(['Sandbox']);
    expect(await page.getByRole('combobox', { name: 'Workspace' }).locator('option:checked').textContent()).toBe('Sandbox');
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('pauses sync from the status bar, and resumes it', async () => {
    await statusBar().getByRole('button', { name: 'Pause sync' }).click();
    await statusBar().getByText(/^Sync paused\./).waitFor();
    expect(await statusBar().getByRole('button', { name: 'Sync now' }).count()).toBe(0);
    await page.screenshot({ path: artifactPath('workspaces-sync-paused.png') });

    await statusBar().getByRole('button', { name: 'Resume sync' }).click();
    await statusBar().getByRole('button', { name: 'Pause sync' }).waitFor();
    await statusBar().getByText('Up to date as of the last sync.').waitFor();
  });

  it('says it is offline once the service has gone, after the next attempt', async () => {
    await sandbox.close();
    await statusBar().getByRole('button', { name: 'Sync now' }).click();

    await statusBar().getByText('Offline', { exact: true }).waitFor();
    await statusBar().getByText(/^Offline: .*127\.0\.0\.1/).waitFor();
    await statusBar().getByText(/^Last sync: \S/).waitFor();
    await page.screenshot({ path: artifactPath('workspaces-offline.png') });
  }, 40_000);
});

describe.skipIf(process.platform !== 'linux')('connecting a workspace on a computer without a keychain', () => {
  let sandbox: SandboxServer;
  let ui: RunningCli | undefined;
  let browser: Browser;
  let page: Page;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = await startSandboxServer({ seed: { contacts: 10, calls: 3 }, rateLimit: 0, log: () => undefined });
    dataDir = tempDataDir();
    let url: string;
    // The session bus points at nothing, as on a Linux server without a desktop session.
    ({ ui, url } = await startUi(dataDir, { DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(tmpdir(), `no-bus-${randomUUID()}`)}` }));
    browser = await launchChromium();
    page = patientContext(await browser.newPage({ viewport: { width: 1280, height: 860 } }));
    await page.goto(url);
  });

  afterAll(async () => {
    await browser?.close();
    await stopUi(ui);
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns, asks before storing the key unprotected, and says so afterwards', async () => {
    await fillConnectForm(page, { name: 'Sandbox', baseUrl: sandbox.baseUrl, apiKey: sandbox.keys.write });
    await page.getByRole('button', { name: 'Connect' }).click();

    const warning = page.getByRole('alert').filter({ hasText: 'Store the key unprotected in a file on this computer?' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('No system keychain is running.');
    expect(storedProfiles(dataDir)).toEqual([]);
    await page.screenshot({ path: artifactPath('workspaces-no-keychain.png') });

    await warning.getByRole('button', { name: 'Store the key unprotected' }).click();
    await page.getByRole('combobox', { name: 'Workspace' }).waitFor();
    expect(storedProfiles(dataDir).map((profile) => profile.keyStorage)).toEqual(['unprotected-file']);
    await page.getByRole('button', { name: 'Manage workspaces' }).click();
    await page.getByRole('dialog', { name: 'Workspaces' }).getByText(/stored unprotected in a file on this computer/).waitFor();
  });
});

/** The badge's text and background colours as the browser computed them, as [r, g, b]. */
async function badgeColours(badge: Locator): Promise<{ text: number[]; background: number[] }> {
  const { color, background } = await badge.evaluate((element) => {
    // Runs in the page; the test's own types know no DOM.
    const style = (globalThis as unknown as { getComputedStyle(target: unknown): { color: string; backgroundColor: string } }).getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  return { text: rgb(color), background: rgb(background) };
}

function rgb(css: string): number[] {
  const parts = css.match(/[\d.]+/g)?.slice(0, 3).map(Number);
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: ${css}`);
  return parts;
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (colour: number[]) => {
    const [r, g, bl] = colour.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const DEMO_WAIT_MS = 90_000;

describe('opening the demo from the welcome screen', () => {
  let ui: RunningCli | undefined;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    let url: string;
    ({ ui, url } = await startUi(dataDir));
    browser = await launchChromium();
    const page = patientContext(await browser.newPage());
    await page.goto(url);
  });

  afterAll(async () => {
    await browser?.close();
    await stopUi(ui);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The real built-in demo: seeded on the spot, then synced at its rate limit (80 requests a minute for VoiceDesk,
  // 20 contact pages before the first calls). The waits below are bounds on a hang, not on speed: on a loaded
  // machine the first calls took more than 30 s to show, so each condition gets 90 s.
  it('starts the demo workspace, opens it and syncs it by itself', async () => {
    const [page] = browser.contexts()[0]!.pages();
    await page!.getByRole('button', { name: 'Open the demo workspace' }).click();

    await page!.getByRole('heading', { name: 'Calls' }).waitFor({ timeout: DEMO_WAIT_MS });
    expect(await page!.locator('.sidebar .badge').textContent()).toBe('Demo');
    await expect.poll(() => page!.getByRole('grid', { name: 'Calls' }).getByRole('row').count(), { timeout: DEMO_WAIT_MS }).toBeGreaterThan(10);
    // Transcripts come at the demo's 100 requests a minute: the bar, and the budget left, show meanwhile.
    const statusBar = page!.getByRole('contentinfo', { name: 'Status' });
    await statusBar.getByRole('progressbar', { name: 'Sync progress' }).waitFor({ timeout: DEMO_WAIT_MS });
    await statusBar.getByText(/^[\d,]+ requests? left this minute$/).waitFor({ timeout: DEMO_WAIT_MS });
    await page!.screenshot({ path: artifactPath('workspaces-demo-syncing.png') });
  }, 5 * DEMO_WAIT_MS);
});
