import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { projectRoot } from '../package-info';

/** electron-builder's command-line entry, or undefined when it is not installed (NODE_PATH is honoured). */
export function electronBuilderCli(): string | undefined {
  try {
    return createRequire(join(projectRoot, 'package.json')).resolve('electron-builder/cli.js');
  } catch {
    return undefined;
  }
}

/** electron-builder's flag for this OS, or undefined where it builds no installers. */
export function platformFlag(platform: NodeJS.Platform): '--mac' | '--win' | '--linux' | undefined {
  if (platform === 'darwin') return '--mac';
  if (platform === 'win32') return '--win';
  if (platform === 'linux') return '--linux';
  return undefined;
}

export type BuilderRun = { exitCode: number; outputLines: string[] };

/**
 * Runs electron-builder with the repository's configuration for one OS. Its
 * progress ("• …" lines) reaches the terminal as it comes; from its first
 * error line ("⨯ …", followed by a stack trace) on, output is only kept, so the
 * caller can say why in one line (packaging-failure.ts).
 */
export function runElectronBuilder(cli: string, flag: string): Promise<BuilderRun> {
  const args = [cli, '--config', 'electron-builder.config.mjs', flag, '--publish', 'never'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const outputLines: string[] = [];
    let failing = false;
    const keep = (line: string, show: boolean) => {
      outputLines.push(line);
      if (/^\s*⨯\s/.test(line)) failing = true;
      if (show && !failing) process.stdout.write(`${line}\n`);
    };
    createInterface({ input: child.stdout }).on('line', (line) => keep(line, true));
    // stderr is kept, not shown: on success it is empty or warnings, on failure it belongs to the one line.
    createInterface({ input: child.stderr }).on('line', (line) => keep(line, false));
    child.once('error', (error) => resolve({ exitCode: 1, outputLines: [...outputLines, `  ⨯ ${error.message}`] }));
    child.once('close', (code) => resolve({ exitCode: code ?? 1, outputLines }));
  });
}
