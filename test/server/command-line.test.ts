import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createCommand, parseCommandLine } from '../../src/server/command-line';
import { apiClient } from '../support/test-sandbox';

// Issue 3: the exact command line; other tools parse its one stdout line.
const root = fileURLToPath(new URL('../..', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

interface Running {
  child: ChildProcessWithoutNullStreams;
  line: string;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function run(args: string[]): Promise<Running> {
  const child = spawn(process.execPath, ['src/server/bin.js', ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve({ child, line: stdout.split('\n')[0]!, stdout: () => stdout, stderr: () => stderr, exit });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exit.then((code) => reject(new Error(`exited with ${code} before printing: ${stderr}`)));
  });
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  return running.exit;
}

const LINE = /^\{"base_url":"http:\/\/127\.0\.0\.1:\d+","keys":\{"write":"vap_test_\w{32}","read":"vap_test_\w{32}","other_workspace":"vap_live_\w{32}"\}\}$/;

describe('the sandbox command', () => {
  it('prints exactly one JSON line with base_url and keys, serves with those keys, and exits 0 on SIGTERM', async () => {
    const running = await run(['--port', '0', '--no-simulate']);
    expect(running.line).toMatch(LINE);
    const { base_url: baseUrl, keys } = JSON.parse(running.line) as { base_url: string; keys: Record<string, string> };
    expect((await apiClient(baseUrl, keys.write).post('/contacts', { first_name: 'Ann' })).status).toBe(201);
    expect((await apiClient(baseUrl, keys.read).get('/contacts')).body.meta.total).toBe(1);
    expect((await apiClient(baseUrl, keys.read).post('/contacts', { first_name: 'x' })).status).toBe(403);
    const other = await apiClient(baseUrl, keys.other_workspace).get('/contacts');
    expect(other.status).toBe(200);
    expect(other.body.meta.total).toBeGreaterThan(0);
    expect(await stop(running)).toBe(0);
    expect(running.stdout()).toBe(`${running.line}\n`);
    expect(running.stderr()).toContain('listening on');
  });

  it('accepts the whole documented command line and keeps a --data file across restarts, printing the same keys again', async () => {
    const data = join(directory, 'sandbox.sqlite');
    const first = await run([
      '--port', '0', '--host', '127.0.0.1', '--data', data, '--contacts', '5', '--calls', '3', '--rate-limit', '50', '--no-simulate', '--gateway',
      '--faults', 'latency=0-1,seed=3',
    ]);
    expect(first.line).toMatch(LINE);
    const printed = JSON.parse(first.line) as { base_url: string; keys: Record<string, string> };
    const seeded = await apiClient(printed.base_url, printed.keys.read).get('/contacts');
    expect(seeded.body.meta.total).toBe(5);
    expect(seeded.headers.get('x-ratelimit-limit')).toBe('50');
    expect((await apiClient(printed.base_url).get('/contacts')).body).toEqual({ error: 'authorization required' });
    const created = await apiClient(printed.base_url, printed.keys.write).post('/contacts', { first_name: 'Persistent' });
    expect(await stop(first)).toBe(0);

    const second = await run(['--port', '0', '--data', data, '--time-scale', '60', '--seed', 'demo']);
    const again = JSON.parse(second.line) as { base_url: string; keys: Record<string, string> };
    expect(again.keys).toEqual(printed.keys);
    const client = apiClient(again.base_url, again.keys.write);
    expect((await client.get(`/contacts/${created.body.id}`)).body.data.first_name).toBe('Persistent');
    // A restart keeps the data as it was: seed options apply only to a fresh file.
    expect((await client.get('/contacts')).body.meta.total).toBe(6);
    expect(second.stderr()).toContain('seed options ignored');
    expect(await stop(second)).toBe(0);
  });

  it('refuses bad arguments with a message on stderr, nothing on stdout and exit code 1', async () => {
    const child = spawn(process.execPath, ['src/server/bin.js', '--port', '0', '--faults', 'html=7'], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('html must be a probability from 0 to 1, not "7"');
  });
});

describe('argument parsing', () => {
  const parse = (...args: string[]) => parseCommandLine(['node', 'bin.js', ...args]);
  const failure = (...args: string[]) => {
    let message = '';
    const command = createCommand()
      .exitOverride()
      .configureOutput({ writeErr: (text) => (message += text), writeOut: () => undefined });
    expect(() => command.parse(['node', 'bin.js', ...args])).toThrow();
    return message;
  };

  it('defaults to 127.0.0.1, a rate limit of 100, memory, simulation on and v1 errors', () => {
    expect(parse('--port', '0')).toEqual({
      port: 0, host: '127.0.0.1', rateLimit: 100, simulate: { timeScale: 1 }, gateway: false, provisioningDelayMs: 3000,
    });
  });

  it('reads every documented option', () => {
    expect(parse('--port', '8080', '--host', '0.0.0.0', '--data', 'x.sqlite', '--contacts', '10', '--calls', '20', '--rate-limit', '0', '--time-scale', '30', '--gateway', '--faults', 'html=0.1', '--fault-seed', '9')).toEqual({
      port: 8080, host: '0.0.0.0', dataFile: 'x.sqlite', seed: { contacts: 10, calls: 20 }, rateLimit: 0, simulate: { timeScale: 30 }, gateway: true,
      faults: 'html=0.1', faultSeed: 9, provisioningDelayMs: 3000,
    });
    expect(parse('--port', '0', '--seed', 'demo', '--no-simulate')).toMatchObject({ seed: { preset: 'demo' }, simulate: false });
  });

  it('reads the dashboard edit rate into the simulation options, leaving the default to the workspace when absent', () => {
    expect(parse('--port', '0', '--time-scale', '60', '--dashboard-edits', '0.5')).toMatchObject({ simulate: { timeScale: 60, dashboardEditsPerMinute: 0.5 } });
    expect(parse('--port', '0', '--dashboard-edits', '0')).toMatchObject({ simulate: { timeScale: 1, dashboardEditsPerMinute: 0 } });
    expect(parse('--port', '0', '--seed', 'demo').simulate).toEqual({ timeScale: 1 });
  });

  it('documents the default workspace, the simulation and the dashboard edit rate in --help', () => {
    let help = '';
    const command = createCommand()
      .exitOverride()
      .configureOutput({ writeOut: (text) => (help += text), writeErr: () => undefined });
    expect(() => command.parse(['node', 'bin.js', '--help'])).toThrow();
    expect(help).toContain('--dashboard-edits <per-minute>');
    expect(help).toContain('the main workspace starts empty');
    expect(help).toContain('--time-scale X runs it X times faster');
  });

  it.each([
    [['--no-simulate'], "required option '--port <n>' not specified"],
    [['--port', '70000'], 'the port must be from 0 to 65535'],
    [['--port', '0', '--seed', 'demo', '--contacts', '5'], "option '--seed <preset>' cannot be used with option '--contacts <n>'"],
    [['--port', '0', '--seed', 'big'], 'Allowed choices are demo'],
    [['--port', '0', '--time-scale', '2', '--no-simulate'], "option '--time-scale <x>' cannot be used with option '--no-simulate'"],
    [['--port', '0', '--time-scale', '0'], 'the time scale must be a number above 0'],
    [['--port', '0', '--dashboard-edits', '1', '--no-simulate'], "option '--dashboard-edits <per-minute>' cannot be used with option '--no-simulate'"],
    [['--port', '0', '--dashboard-edits', 'often'], 'the dashboard edit rate must be a number of 0 or more'],
    [['--port', '0', '--rate-limit', '-1'], '--rate-limit must be an integer of at least 0'],
    [['--port', '0', '--faults', 'storm=1'], 'unknown fault "storm"'],
  ])('refuses %j, saying why', (args, message) => {
    expect(failure(...args)).toContain(message);
  });
});
