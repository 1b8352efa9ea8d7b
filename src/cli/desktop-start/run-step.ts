import { spawn, type StdioOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { StepResult } from './start-decision';

export interface StepCommand {
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** How long the step may take before it is stopped (a download that stalls must not hold up the start). */
  limitMs: number;
  /** Which child stream carries its error messages: stderr (2) or a pipe of our own (3, see fetch-electron.ts). */
  errorFd: 2 | 3;
  /** Let the child's stdout and (where errorFd is 3) stderr through to the terminal: its progress. */
  showProgress: boolean;
}

/**
 * Runs one start-up step as a child process. Its error lines are kept, not
 * shown: on failure the caller says why in one line, built from the last of
 * them (`reason`), instead of letting a tool's stack trace reach the terminal.
 */
export function runStep(step: StepCommand, reasonOf: (errorLines: string[]) => string): Promise<StepResult> {
  const shown = step.showProgress ? 'inherit' : 'ignore';
  const stdio: StdioOptions = step.errorFd === 3 ? ['ignore', shown, shown, 'pipe'] : ['ignore', shown, 'pipe'];
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd, env: step.env ?? process.env, stdio });
    const errorLines: string[] = [];
    const errors = createInterface({ input: child.stdio[step.errorFd] as Readable });
    errors.on('line', (line) => errorLines.push(line));
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, step.limitMs);
    child.once('error', (error) => {
      clearTimeout(limit);
      resolve({ ok: false, reason: error.message });
    });
    // 'close', not 'exit': the error pipe is read to its end before the reason is built.
    child.once('close', (code, signal) => {
      clearTimeout(limit);
      if (timedOut) resolve({ ok: false, reason: `it did not finish within ${duration(step.limitMs)}` });
      else if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, reason: reasonOf(errorLines) || `it stopped with ${signal ?? `exit code ${code}`}` });
    });
  });
}

function duration(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`;
}
