import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Command } from 'commander';
import { projectRoot } from '../package-info';
import { electronVersion } from '../desktop-start/electron-install';
import { packagingFailureLine, type PackagingFailure } from '../packaging/packaging-failure';
import { electronBuilderCli, platformFlag, runElectronBuilder } from '../packaging/run-electron-builder';

/**
 * `npm run package`: the installers for this OS (electron-builder.config.mjs)
 * into dist/: electron-vite build, then electron-builder. Where a step cannot
 * be done (Electron's download, most often, on a closed network) it stops with
 * one line saying why and exit code 1 (packaging/packaging-failure.ts).
 */
export function registerPackageCommand(program: Command): void {
  program
    .command('package')
    .description("Build VoiceDesk's installers for this OS into dist/ (needs network access to Electron's releases).")
    .action(async () => {
      const failure = await packageApp();
      if (failure === undefined) return;
      process.stderr.write(`${packagingFailureLine(failure)}\n`);
      process.exit(1);
    });
}

async function packageApp(): Promise<PackagingFailure | undefined> {
  const flag = platformFlag(process.platform);
  if (flag === undefined) return { kind: 'unsupported-platform', platform: process.platform };
  const cli = electronBuilderCli();
  if (cli === undefined) return { kind: 'builder-missing' };
  const built = await run(join(projectRoot, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), ['build']);
  if (built !== 0) return { kind: 'build-failed', exitCode: built };
  const packed = await runElectronBuilder(cli, flag);
  if (packed.exitCode === 0) return undefined;
  return { kind: 'builder-failed', electronVersion: electronVersion(), outputLines: packed.outputLines, exitCode: packed.exitCode };
}

function run(script: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: projectRoot, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
