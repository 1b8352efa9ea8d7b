import { app } from 'electron';
import { join } from 'node:path';
import type { SandboxCommand } from '../demo/sandbox-process';

/**
 * How the desktop app runs the embedded demo workspace: the sandbox server's
 * own command line. `npm start` passes the Node it runs under (VOICEDESK_NODE),
 * whose native SQLite build matches; otherwise Electron runs it as plain Node.
 */
export function electronSandboxCommand(dataFile: string): SandboxCommand {
  const script = join(app.getAppPath(), 'src', 'server', 'bin.js');
  const args = [script, '--port', '0', '--seed', 'demo', '--data', dataFile, '--time-scale', '60'];
  const node = process.env['VOICEDESK_NODE'];
  if (node) return { command: node, args };
  return { command: process.execPath, args, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } };
}
