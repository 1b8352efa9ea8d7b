import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
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

/** `nodeArgs`: Node's own options for the command (a bench's `--cpu-prof`, which NODE_OPTIONS does not take). */
export function spawnCli(args: string[], env: NodeJS.ProcessEnv, nodeArgs: readonly string[] = []): RunningCli {
  const child = spawn(process.execPath, [...nodeArgs, CLI_BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': 'exit' can come before the last of stdout is read, and a test reads stdout() once the command ended.
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const firstLine = new Promise<unknown>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line)));
    void exit.then(({ code }) => reject(new Error(`voicedesk ${args[0]} exited (${code}) before printing: ${stderr}`)));
  });
  return { child, firstLine, stdout: () => stdout, stderr: () => stderr, exit };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `voicedesk ARGS` to completion, with `input` on its standard input (a pipe, as in automation). */
export function runCli(args: string[], options: { env: NodeJS.ProcessEnv; input?: string }): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI_BIN, ...args], { env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `voicedesk ARGS` to completion with its standard output going into `file`, as `> file` in a shell does (a regular file, not a pipe). */
export function runCliIntoFile(args: string[], options: { env: NodeJS.ProcessEnv; file: string }): Promise<{ code: number | null; stderr: string }> {
  const out = openSync(options.file, 'w');
  try {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { env: { ...process.env, ...options.env }, stdio: ['ignore', out, 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stderr }));
    });
  } finally {
    // The child holds a copy of the descriptor.
    closeSync(out);
  }
}

/**
 * Runs `voicedesk ARGS` on a terminal (a pseudo-terminal made by util-linux
 * `script`), types `typed` once `prompt` has appeared (when given), and
 * returns all the terminal showed: what a person at the keyboard would see.
 */
export function runCliOnTerminal(args: string[], options: { env: NodeJS.ProcessEnv; prompt?: string; typed?: string }): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, CLI_BIN, ...args].map(shellQuote).join(' ');
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  let typed = false;
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    if (!typed && options.prompt !== undefined && screen.includes(options.prompt)) {
      typed = true;
      child.stdin.write(`${options.typed ?? ''}\r`);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      child.stdin.end();
      resolve({ code, screen });
    });
  });
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export interface ListedProfile {
  id: string;
  name: string;
  baseUrl: string;
  keyKind: string;
  keyHint: string;
  keyPermission: string;
  keyStorage: string;
  lastSyncAt: string | null;
  mirrorFile: string;
  active: boolean;
}

/** profiles.json as stored (the test reads keyRef, which the CLI never prints). */
export function storedProfiles(dataDir: string): Array<{ id: string; name: string; keyRef: string; mirrorFile: string }> {
  return (JSON.parse(readFileSync(join(dataDir, 'profiles.json'), 'utf8')) as { profiles: Array<{ id: string; name: string; keyRef: string; mirrorFile: string }> }).profiles;
}
