import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { SandboxServer } from '../../src/server/sandbox-server';
import { launchChromium, patientContext } from './chromium';
import { spawnCli, tempDataDir, type RunningCli } from './cli-process';

/**
 * The app as the browser tests meet it: the real `voicedesk ui` on a
 * workspace given by its address and key (never the keychain: the key
 * travels in an environment variable), with its mirror file and data
 * folder of the test's choosing and no sync of its own until the test
 * presses Sync now; and a Chromium page on it. Any dialog the page raises
 * (a script run from the data would) is recorded and dismissed, for the
 * test to assert there was none.
 */
export interface AppSession {
  ui: RunningCli;
  browser: Browser;
  page: Page;
  /** Messages of the dialogs the page raised. */
  dialogs: string[];
  /** Closes the browser and stops the app (the workspace's server and the data folder are the test's). */
  close(): Promise<void>;
}

export interface AppSessionOptions {
  baseUrl: string;
  apiKey: string;
  dataDir: string;
  mirrorFile: string;
  context?: BrowserContextOptions;
  /** Called with the page before it loads the app (to watch its requests from the first). */
  beforeLoad?: (page: Page) => void;
  /** Node's own options for `voicedesk ui` (a bench's `--cpu-prof`). */
  nodeArgs?: readonly string[];
}

export async function openAppSession(options: AppSessionOptions): Promise<AppSession> {
  // --verbose: the core's lines (each push, a decision not made) are in `ui.stderr()` for a failing test to print (outbox-diagnostics.ts).
  const ui = spawnCli(['ui', '--no-open', '--no-auto-sync', '--verbose', '--base-url', options.baseUrl, '--api-key-env', 'VD_E2E_KEY', '--db', options.mirrorFile], {
    VOICEDESK_DATA_DIR: options.dataDir,
    VD_E2E_KEY: options.apiKey,
  }, options.nodeArgs);
  const { url } = (await ui.firstLine) as { url: string };
  const browser = await launchChromium();
  const context = patientContext(await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options.context }));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  options.beforeLoad?.(page);
  await page.goto(url);
  return {
    ui,
    browser,
    page,
    dialogs,
    async close() {
      await browser.close();
      if (ui.child.exitCode === null) ui.child.kill('SIGTERM');
      await ui.exit;
    },
  };
}

/** Where a sandbox session's app finds its workspace (a `SandboxServer`, or a test sandbox's `server`). */
export type SessionSandbox = Pick<SandboxServer, 'baseUrl' | 'keys'>;

export interface SandboxSessionOptions {
  /** The key the app uses: the sandbox's write key unless given (`sandbox.keys.read` for a read-only session). */
  apiKey?: string;
  /** Where the app reaches the workspace: the sandbox itself unless given (a gate in front of it, say). */
  baseUrl?: string;
  /** A data folder of the test's own (it removes it); a fresh one removed by `close` unless given. */
  dataDir?: string;
  viewport?: { width: number; height: number };
  context?: BrowserContextOptions;
}

export interface SandboxSession extends AppSession {
  dataDir: string;
  /** `mirror.sqlite` in the data folder. */
  mirrorFile: string;
}

/** The app on a sandbox's main workspace, not synced yet; `close` also removes the data folder it made. */
export async function openSandboxSession(sandbox: SessionSandbox, options: SandboxSessionOptions = {}): Promise<SandboxSession> {
  const dataDir = options.dataDir ?? tempDataDir();
  const mirrorFile = join(dataDir, 'mirror.sqlite');
  const removeDataDir = () => {
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const context = { ...options.context, ...(options.viewport ? { viewport: options.viewport } : {}) };
  let session: AppSession;
  try {
    session = await openAppSession({ baseUrl: options.baseUrl ?? sandbox.baseUrl, apiKey: options.apiKey ?? sandbox.keys.write, dataDir, mirrorFile, context });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return {
    ...session,
    dataDir,
    mirrorFile,
    async close() {
      await session.close();
      removeDataDir();
    },
  };
}

/** The same, after its first sync (see `firstSync`). */
export async function openSyncedSession(sandbox: SessionSandbox, options: SandboxSessionOptions = {}): Promise<SandboxSession> {
  const session = await openSandboxSession(sandbox, options);
  try {
    await firstSync(session.page);
  } catch (error) {
    await session.close();
    throw error;
  }
  return session;
}

/**
 * Presses Sync now in the status bar and waits until it says the workspace
 * is up to date. Only for a session's first sync: once one has ended the
 * status says so already, before the next one has even started. The page
 * must be patient (patientContext): its first load and a first sync of a few
 * hundred records took over 30 s on a machine busy with other tests.
 */
export async function firstSync(page: Page): Promise<void> {
  const statusBar = page.getByRole('contentinfo', { name: 'Status' });
  await statusBar.getByRole('button', { name: 'Sync now' }).click();
  await statusBar.getByText('Up to date as of the last sync.').waitFor();
}
