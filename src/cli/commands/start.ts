import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { OPEN_DEMO_ENV } from '../../shared/demo-at-start';
import { projectRoot } from '../package-info';
import { electronBinary, electronVersion, fetchElectron } from '../desktop-start/electron-install';
import { buildElectronSqlite, electronSqliteBuild } from '../desktop-start/electron-sqlite';
import { decideStart } from '../desktop-start/start-decision';
import { runUi } from './ui';

/**
 * `npm start`: the app on the embedded demo workspace. As a desktop window
 * when Electron and its SQLite build are in place or can be fetched
 * (desktop-start/start-decision.ts); otherwise in browser mode, with the same
 * renderer and the same core, after one line saying why.
 */
export function registerStartCommand(program: Command): void {
  program
    .command('start')
    .description('Start VoiceDesk on the demo workspace: as a desktop window when Electron can be installed, otherwise in browser mode.')
    .option('--no-open', 'browser mode: print the URL only; do not open a browser window')
    .option('--browser', 'use browser mode even when Electron is installed')
    .action(async (options: { open: boolean; browser?: boolean }) => {
      if (!options.browser) {
        const version = electronVersion();
        const decision = await decideStart({
          electronVersion: version,
          electronBinary,
          fetchElectron,
          sqliteBuildPresent: () => existsSync(electronSqliteBuild(version)),
          buildSqlite: (binary) => buildElectronSqlite(version, binary),
        });
        if (decision.mode === 'window') return runElectron(decision.binary);
        process.stderr.write(`${decision.reason}, so VoiceDesk runs in browser mode.\n`);
      }
      return runUi({ port: 0, open: options.open });
    });
}

async function runElectron(binary: string): Promise<void> {
  const cli = join(projectRoot, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const code = await new Promise<number>((resolve) => {
    spawn(process.execPath, [cli, 'build'], { cwd: projectRoot, stdio: 'inherit' }).once('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) process.exit(code);
  // From a checkout the app opens the demo at once; an installed app starts on the saved workspaces.
  const app = spawn(binary, [projectRoot], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, [OPEN_DEMO_ENV]: '1' } });
  app.once('exit', (exit) => process.exit(exit ?? 0));
}
