import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Opens browser mode in an installed Chromium or Chrome, as an app window
 * (no tabs, no address bar) with its own profile folder, so that it neither
 * mixes with the user's browsing nor is left open by a browser already
 * running. Returns undefined when no such browser is found.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string | undefined {
  const candidates: string[] = [];
  if (env['VOICEDESK_BROWSER']) candidates.push(env['VOICEDESK_BROWSER']);
  if (platform === 'darwin') {
    candidates.push(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    );
  } else if (platform === 'win32') {
    for (const base of [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']]) {
      if (!base) continue;
      candidates.push(join(base, 'Google', 'Chrome', 'Application', 'chrome.exe'), join(base, 'Microsoft', 'Edge', 'Application', 'msedge.exe'));
    }
  } else {
    candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium');
  }
  return candidates.find((path) => existsSync(path));
}

export function openAppWindow(browser: string, url: string, profileDir: string): ChildProcess {
  const args = [`--app=${url}`, `--user-data-dir=${profileDir}`, '--no-first-run', '--no-default-browser-check'];
  // Chromium refuses to run as root without this; only CI-like setups run as root.
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const child = spawn(browser, args, { stdio: 'ignore', detached: false });
  child.on('error', () => undefined);
  return child;
}
