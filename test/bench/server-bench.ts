import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureWorkspaces } from '../../src/server/bootstrap/ensure-workspaces';
import { openDatabase } from '../../src/server/store/open-database';

/**
 * The sandbox's figures for `npm run bench` (issue 3):
 *
 * - the seeder's rows per second at the largest documented size (200,000
 *   contacts and 100,000 calls, into a file, as `--data` would);
 * - the server's sustained request rate on loopback with rate limiting off:
 *   a child process on a mid-size seed, hammered with contact pages and
 *   single calls at a fixed concurrency, so the load generator does not
 *   share the server's event loop. The load comes from node:http with
 *   keep-alive rather than fetch: on a two-core machine fetch's own cost
 *   would cap the figure before the server does.
 */
export interface ServerBenchmarkOptions {
  seedContacts?: number;
  seedCalls?: number;
  serverContacts?: number;
  serverCalls?: number;
  concurrency?: number;
  durationMs?: number;
}

export interface SeederFigures {
  contacts: number;
  calls: number;
  /** Every row written: agents, phone numbers, contacts, campaigns, memberships, calls. */
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

export interface ServerFigures {
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  concurrency: number;
}

export async function runServerBenchmarks(log: (line: string) => void, options: ServerBenchmarkOptions = {}): Promise<{ seeder: SeederFigures; server: ServerFigures }> {
  const directory = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    const seeder = benchmarkSeeder(join(directory, 'seed.sqlite'), options.seedContacts ?? 200_000, options.seedCalls ?? 100_000);
    log(
      `sandbox seeder: ${seeder.contacts.toLocaleString('en-US')} contacts + ${seeder.calls.toLocaleString('en-US')} calls ` +
        `(${seeder.rows.toLocaleString('en-US')} rows in all) in ${seeder.seconds.toFixed(1)} s: ${Math.round(seeder.rowsPerSecond).toLocaleString('en-US')} rows/s`,
    );
    const server = await benchmarkServer(join(directory, 'server.sqlite'), options);
    log(
      `sandbox server: ${Math.round(server.requestsPerSecond).toLocaleString('en-US')} requests/s over ${server.seconds.toFixed(1)} s ` +
        `(concurrency ${server.concurrency}, ${server.requests} requests, ${server.errors} errors), p50 ${server.p50Ms.toFixed(1)} ms, p95 ${server.p95Ms.toFixed(1)} ms`,
    );
    return { seeder, server };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const COUNTED_TABLES = ['agents', 'phone_numbers', 'contacts', 'campaigns', 'campaign_contacts', 'calls'];

function benchmarkSeeder(file: string, contacts: number, calls: number): SeederFigures {
  const started = performance.now();
  const db = openDatabase(file);
  try {
    ensureWorkspaces(db, { contacts, calls }, Date.now(), 3_000);
    // Closing checkpoints the WAL: part of the cost of a seeded --data file.
    const rows = COUNTED_TABLES.reduce((sum, table) => sum + (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n, 0);
    db.close();
    const seconds = (performance.now() - started) / 1000;
    return { contacts, calls, rows, seconds, rowsPerSecond: rows / seconds };
  } catch (error) {
    db.close();
    throw error;
  }
}

interface Printed {
  base_url: string;
  keys: { read: string };
}

async function benchmarkServer(file: string, options: ServerBenchmarkOptions): Promise<ServerFigures> {
  const contacts = options.serverContacts ?? 20_000;
  const calls = options.serverCalls ?? 20_000;
  const concurrency = options.concurrency ?? 16;
  const durationMs = options.durationMs ?? 5_000;
  const bin = fileURLToPath(new URL('../../src/server/bin.js', import.meta.url));
  const child = spawn(
    process.execPath,
    [bin, '--port', '0', '--data', file, '--contacts', String(contacts), '--calls', String(calls), '--rate-limit', '0', '--no-simulate'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const printed = await firstLine(child.stdout);
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const get = httpGetter(printed.base_url, printed.keys.read, agent);
    const callIds: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const body = JSON.parse((await get(`/v1/calls?per_page=100&page=${page}`)).body) as { data: { id: string }[] };
      callIds.push(...body.data.map((call) => call.id));
    }
    const contactPages = Math.max(1, Math.floor(contacts / 100));

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const index = next++;
          // Alternate a page of contacts (spread over the whole list) and a single call with its transcript.
          const path = index % 2 === 0 ? `/v1/contacts?per_page=100&page=${1 + ((index * 7919) % contactPages)}` : `/v1/calls/${callIds[index % callIds.length]}`;
          const sent = performance.now();
          const response = await get(path);
          latencies.push(performance.now() - sent);
          if (response.status !== 200) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      errors,
      seconds,
      requestsPerSecond: latencies.length / seconds,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      concurrency,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

function httpGetter(baseUrl: string, key: string, agent: Agent): (path: string) => Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return (path) =>
    new Promise((resolve, reject) => {
      const outgoing = request({ hostname, port, path, agent, headers: { authorization: `Bearer ${key}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
}

function firstLine(stream: NodeJS.ReadableStream): Promise<Printed> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stream });
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as Printed);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      lines.close();
    });
    lines.once('close', () => reject(new Error('the sandbox exited before printing its address')));
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}
