import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { z } from 'zod';

/**
 * The embedded demo backend: the sandbox server run as a child process, so
 * the client core never imports server code and talks to it over HTTP like
 * any other workspace. The caller says how to run it (tsx in development, the
 * bundled script under Electron), we read the one JSON line it prints.
 */

const readyLine = z.object({
  base_url: z.string().url(),
  keys: z.object({ write: z.string(), read: z.string(), other_workspace: z.string() }),
});

export type SandboxReady = z.infer<typeof readyLine>;

export interface SandboxCommand {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface SandboxProcess extends SandboxReady {
  stop(): Promise<void>;
}

export async function startSandboxProcess(launch: SandboxCommand, onLog: (line: string) => void): Promise<SandboxProcess> {
  const child = spawn(launch.command, launch.args, {
    env: launch.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stderr! }).on('line', onLog);
  const ready = await firstJsonLine(child);
  return { ...ready, stop: () => stopChild(child) };
}

function firstJsonLine(child: ChildProcess): Promise<SandboxReady> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const fail = (why: string) => {
      lines.close();
      reject(new Error(`The demo workspace could not start: ${why}`));
    };
    lines.once('line', (line) => {
      lines.close();
      try {
        resolve(readyLine.parse(JSON.parse(line)));
      } catch {
        child.kill('SIGTERM');
        fail(`it printed "${line.slice(0, 200)}" instead of its address`);
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited early (${signal ?? `code ${code}`})`));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
