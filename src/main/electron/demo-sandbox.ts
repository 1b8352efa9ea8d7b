import { app } from 'electron';
import { join } from 'node:path';
import type { SandboxCommand } from '../demo/sandbox-process';

/**
 * How the desktop app runs the embedded demo workspace: the sandbox server
 * bundled by electron-vite (out/main/sandbox-server.js), run by this Electron
 * as plain Node, so neither tsx nor src/ is needed at run time and an
 * installed app can run it. Its SQLite build is Electron's, named in the
 * environment it inherits (./sqlite-build.ts).
 */
export function electronSandboxCommand(dataFile: string): SandboxCommand {
  const script = join(app.getAppPath(), 'out', 'main', 'sandbox-server.js');
  const args = [script, '--port', '0', '--seed', 'demo', '--data', dataFile, '--time-scale', '60'];
  return { command: process.execPath, args, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } };
}
