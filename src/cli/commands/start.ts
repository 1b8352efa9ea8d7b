import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { projectRoot } from '../package-info';
import { runUi } from './ui';

/**
 * `npm start`: the app on the embedded demo workspace. As a desktop window
 * when Electron's binary is installed; otherwise (a machine that could not
 * download it) in browser mode, with the same renderer and the same core.
 */
export function registerStartCommand(program: Command): void {
  program
    .command('start')
    .description('Start VoiceDesk on the demo workspace: as a desktop window when Electron is installed, otherwise in browser mode.')
    .option('--no-open', 'browser mode: print the URL only; do not open a browser window')
    .option('--browser', 'use browser mode even when Electron is installed')
    .action(async (options: { open: boolean; browser?: boolean }) => {
      const electron = options.browser ? undefined : electronBinary();
      if (electron) return runElectron(electron);
      if (!options.browser) process.stderr.write('Electron is not installed here, so VoiceDesk runs in browser mode.\n');
      return runUi({ port: 0, open: options.open });
    });
}

/** The Electron binary, when its download succeeded (node_modules/electron/path.txt names it). */
export function electronBinary(): string | undefined {
  const dir = join(projectRoot, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

async function runElectron(binary: string): Promise<void> {
  const cli = join(projectRoot, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const code = await new Promise<number>((resolve) => {
    spawn(process.execPath, [cli, 'build'], { cwd: projectRoot, stdio: 'inherit' }).once('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) process.exit(code);
  // The desktop app runs the demo sandbox under this Node, whose native SQLite build matches.
  const app = spawn(binary, [projectRoot], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, VOICEDESK_NODE: process.execPath } });
  app.once('exit', (exit) => process.exit(exit ?? 0));
}
