import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifactPath, launchChromium, patientContext } from '../support/chromium';
import { spawnCli, tempDataDir, type RunningCli } from '../support/cli-process';

describe('voicedesk ui on the demo workspace, in Chromium', () => {
  let ui: RunningCli;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    ui = spawnCli(['ui', '--no-open'], { VOICEDESK_DATA_DIR: tempDataDir() });
    const line = (await ui.firstLine) as { url: string };
    url = line.url;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (ui.child.exitCode === null) ui.child.kill('SIGTERM');
  });

  it('prints a JSON line with a tokenised loopback URL', async () => {
    expect(Object.keys((await ui.firstLine) as object)).toEqual(['url']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{20,}$/);
  });

  it('shows the app shell with the demo workspace selected', async () => {
    const page = patientContext(await browser.newPage());
    await page.goto(url);
    await expect.poll(() => page.getByRole('heading', { name: 'Calls' }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Calls', 'Contacts', 'Campaigns', 'Agents', 'Analytics', 'Outbox']) {
      expect(await nav.getByRole('link', { name }).count()).toBe(1);
    }
    await page.getByRole('combobox', { name: 'Workspace' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Workspace' }).inputValue()).toBe('demo');
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    await page.screenshot({ path: artifactPath('browser-mode-shell.png') });
    await page.close();
  });

  it('refuses a page load whose WebSocket lacks the token', async () => {
    const page = patientContext(await browser.newPage());
    await page.goto(url.replace(/\?token=.*/, ''));
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/could not reach its core/i);
    await page.close();
  });

  it('stops cleanly on SIGTERM', async () => {
    ui.child.kill('SIGTERM');
    expect(await ui.exit).toEqual({ code: 0, signal: null });
    // Other tools read stdout: it must hold that one line and nothing else.
    expect(ui.stdout().split('\n')).toEqual([JSON.stringify({ url }), '']);
  });
});
