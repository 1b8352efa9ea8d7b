import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_BIN } from '../support/cli-process';

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

/**
 * Runs `voicedesk ARGS` on a terminal (a pseudo-terminal made by util-linux
 * `script`), types `typed` once `prompt` has appeared, and returns all the
 * terminal showed: what a person at the keyboard would see.
 */
export function runCliOnTerminal(args: string[], options: { env: NodeJS.ProcessEnv; prompt: string; typed: string }): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, CLI_BIN, ...args].map(shellQuote).join(' ');
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], { env: { ...process.env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  let typed = false;
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    if (!typed && screen.includes(options.prompt)) {
      typed = true;
      child.stdin.write(`${options.typed}\r`);
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
