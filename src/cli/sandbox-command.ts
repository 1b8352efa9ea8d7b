import { join } from 'node:path';
import type { SandboxCommand } from '../main/demo/sandbox-process';
import { projectRoot } from './package-info';

/** How the CLI runs the embedded demo workspace: the sandbox server's own command line, from source. */
export function demoSandboxCommand(dataFile: string): SandboxCommand {
  return {
    command: process.execPath,
    args: [join(projectRoot, 'src', 'server', 'bin.js'), '--port', '0', '--seed', 'demo', '--data', dataFile, '--time-scale', '60'],
  };
}
