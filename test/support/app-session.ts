import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { spawnCli, type RunningCli } from './cli-process';

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
}

export async function openAppSession(options: AppSessionOptions): Promise<AppSession> {
  const ui = spawnCli(['ui', '--no-open', '--no-auto-sync', '--base-url', options.baseUrl, '--api-key-env', 'VD_E2E_KEY', '--db', options.mirrorFile], {
    VOICEDESK_DATA_DIR: options.dataDir,
    VD_E2E_KEY: options.apiKey,
  });
  const { url } = (await ui.firstLine) as { url: string };
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options.context });
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
