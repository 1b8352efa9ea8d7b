import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

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

/** Screenshots and other artifacts of a test run; kept out of git. */
export function artifactPath(name: string): string {
  const dir = join(import.meta.dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
