import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../package-info';
import { runStep } from './run-step';
import type { StepResult } from './start-decision';

// Electron's package is installed by `npm install` without its binary ("allowScripts": {"electron": false});
// its own installer (install.js) downloads the binary where the network allows.
const electronDir = join(projectRoot, 'node_modules', 'electron');

/** A download of about 100 MB gets this long before `npm start` gives up on it and opens browser mode. */
const FETCH_LIMIT_MS = 10 * 60_000;

export function electronVersion(): string {
  return (JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The Electron binary, when its download succeeded (node_modules/electron/path.txt names it). */
export function electronBinary(): string | undefined {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

/** Runs Electron's own installer: its progress bar on the terminal, its failure as one reason. */
export function fetchElectron(): Promise<StepResult> {
  process.stderr.write(`Fetching Electron ${electronVersion()} (about 100 MB, at most ${FETCH_LIMIT_MS / 60_000} minutes)…\n`);
  // From the source tree, also when the command line runs from its build (out/main/cli.js).
  const quietErrors = join(projectRoot, 'src', 'cli', 'desktop-start', 'errors-to-fd3.mjs');
  return runStep(
    { command: process.execPath, args: ['--import', quietErrors, join(electronDir, 'install.js')], cwd: electronDir, limitMs: FETCH_LIMIT_MS, errorFd: 3, showProgress: true },
    installerReason,
  );
}

/** The installer prints an error's stack: its first line is the message ("TypeError: fetch failed" → "fetch failed"). */
export function installerReason(errorLines: string[]): string {
  const first = errorLines.find((line) => line.trim() !== '');
  return first === undefined ? '' : first.trim().replace(/^[A-Za-z]*Error: /, '');
}
