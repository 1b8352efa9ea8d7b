import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PATIENCE_MS } from './patience';

/**
 * Debian's Chromium, driven by Playwright. The flags keep it from reaching
 * for the network on its own (this machine's network is closed) and let it
 * run as root in CI containers.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Makes every wait of Playwright's on the context's pages (an action, a locator's `waitFor`) last as long as a test's other waits (patience.ts). */
export function patientContext<T extends BrowserContext | Page>(target: T): T {
  target.setDefaultTimeout(PATIENCE_MS);
  return target;
}

/** Screenshots and other artifacts of a test run; kept out of git. */
export function artifactPath(name: string): string {
  const dir = join(import.meta.dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
