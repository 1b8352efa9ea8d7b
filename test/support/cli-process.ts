import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Runs the real `voicedesk` command (src/cli/bin.js) as a child process. */
export const CLI_BIN = join(import.meta.dirname, '..', '..', 'src', 'cli', 'bin.js');

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'voicedesk-test-'));
}

export interface RunningCli {
  child: ChildProcess;
  /** The first line the command printed on stdout, parsed as JSON. */
  firstLine: Promise<unknown>;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnCli(args: string[], env: NodeJS.ProcessEnv): RunningCli {
  const child = spawn(process.execPath, [CLI_BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const firstLine = new Promise<unknown>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line)));
    void exit.then(({ code }) => reject(new Error(`voicedesk ${args[0]} exited (${code}) before printing: ${stderr}`)));
  });
  return { child, firstLine, stdout: () => stdout, stderr: () => stderr, exit };
}
