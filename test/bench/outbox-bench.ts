import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManualClock, type ManualClock } from '../../src/main/api';
import { planEdits, queueEdits, replayOutbox, type ReplaySummary } from '../../src/main/outbox';
import { openProfileSync, type ProfileSync } from '../../src/main/sync';
import { startSandboxServer, type SandboxServer } from '../../src/server/sandbox-server';
import { listContacts } from '../../src/server/store/contacts';
import { runOverHttp } from '../support/virtual-time';

/**
 * The outbox's figures for `npm run bench` (issue 5): 1,000 queued contact
 * edits (updates of existing contacts and creates, interleaved) replayed
 * against the sandbox under a rate limit.
 *
 * Virtual time: the sandbox counts requests in fixed 60-second windows and
 * has no shorter window, so at 120 a minute a real-time run would take
 * eleven minutes. Instead the server runs in this process on a manual clock
 * that the client shares, and the clock jumps only when no request is in
 * flight (test/support/virtual-time.ts): every request still goes over
 * real HTTP, and the budget paces by the same headers and windows, but the
 * waits between windows cost nothing. "Replay time" is therefore the time a
 * user would wait (the clock's), "wall time" what the machine spent.
 *
 * 1. Rate-limit use: requests per whole server window / (share × limit),
 *    target ≥ 0.95, and 429s, target 0. The windows the run starts and
 *    ends in are partial and not counted.
 * 2. The same edits under faults (connections dropped after the commit,
 *    resets, HTML gateway pages): the extra requests spent reconciling
 *    (reconciliation_requests / sent), and the server's contact count, which
 *    must be exactly the seed's plus the creates (no duplicate).
 * 3. Requests per edit with and without the batch read: every update is
 *    compared with the record as the service has it now (fresh-reads.ts),
 *    read one by one (a GET each) or, when more wait than the contact list
 *    has pages, by passes over the list (100 contacts a request).
 */
export interface OutboxBenchmarkOptions {
  edits?: number;
  /** Share of the edits that are creates. */
  createShare?: number;
  rateLimit?: number;
  share?: number;
  seedContacts?: number;
  faults?: string;
}

export interface OutboxRun {
  summary: ReplaySummary;
  perWindow: number[];
  use: number | undefined;
  rateLimited: number;
  /** Requests that went on the wire, the client's own retries of reads included. */
  wireRequests: number;
  replayMinutes: number;
  wallSeconds: number;
  contactsOnServer: number;
  expectedContacts: number;
  /** Reads made to compare updates with the service: pages of the contact list, and single contacts. */
  listReads: number;
  singleReads: number;
}

const WINDOW_MS = 60_000;
const START = Date.parse('2026-03-02T09:00:00.000Z');

export async function runOutboxBenchmarks(
  log: (line: string) => void = console.log,
  options: OutboxBenchmarkOptions = {},
): Promise<{ clean: OutboxRun; faulty: OutboxRun; singleReads: OutboxRun }> {
  const settings = {
    edits: options.edits ?? 1_000,
    createShare: options.createShare ?? 0.25,
    rateLimit: options.rateLimit ?? 120,
    share: options.share ?? 0.8,
    seedContacts: options.seedContacts ?? 2_000,
  };
  const faults = options.faults ?? 'drop=0.05,reset=0.05,html=0.05,seed=7';
  const target = Math.floor(settings.share * settings.rateLimit);
  const creates = Math.round(settings.edits * settings.createShare);
  log(
    `outbox bench: ${settings.edits.toLocaleString('en-US')} queued contact edits (${settings.edits - creates} updates, ${creates} creates) over ${settings.seedContacts.toLocaleString('en-US')} contacts, ` +
      `sandbox limit ${settings.rateLimit}/min, share ${settings.share} (target ${target} requests per window), virtual time`,
  );

  const clean = await replayRun(settings, undefined, true);
  log(`outbox bench 1: no faults`);
  describeRun(log, clean, target);

  const faulty = await replayRun(settings, faults, true);
  log(`outbox bench 2: faults ${faults}`);
  describeRun(log, faulty, target, true);
  const extra = faulty.summary.requests - faulty.summary.sent;
  log(
    `  reconciliation: ${faulty.summary.reconciliationRequests} requests for ${faulty.summary.sent} operations sent = ${ratio(faulty.summary.reconciliationRequests, faulty.summary.sent)} ` +
      `(all requests beyond one per operation: ${extra}, ${ratio(extra, faulty.summary.sent)})`,
  );

  const singleReads = await replayRun(settings, undefined, false);
  log(`outbox bench 3: requests per edit, each update compared with the service's record of now`);
  for (const [name, run] of [
    ['with the batch read (list passes)', clean],
    ['one GET per update', singleReads],
  ] as const) {
    log(
      `  ${name}: ${run.summary.requests} requests for ${run.summary.sent} edits sent = ${ratio(run.summary.requests, run.summary.sent)} per edit ` +
        `(${run.listReads} list pages, ${run.singleReads} single reads); replay time ${run.replayMinutes.toFixed(1)} min; conflicts ${run.summary.conflicts}`,
    );
  }
  return { clean, faulty, singleReads };
}

function describeRun(log: (line: string) => void, run: OutboxRun, target: number, faulty = false): void {
  const { summary } = run;
  log(
    `  sent ${summary.sent}, failed ${summary.failed}, conflicts ${summary.conflicts}, pending ${summary.pending}; ` +
      `${summary.requests} requests (${summary.reconciliationRequests} of them reconciliation), ${run.wireRequests} on the wire with the client's retries of reads`,
  );
  log(`  requests per whole window: ${run.perWindow.map((count) => `${count}/${target}`).join(', ') || 'none (the run fit in one window)'}`);
  if (faulty) log(`    (counted as the client sent them: resets and HTML pages come from the "gateway", before the server's limit counts a request)`);
  log(`  rate-limit use: ${run.use === undefined ? 'n/a' : run.use.toFixed(3)} of the share (lowest whole window; target ≥ 0.95), 429s: ${run.rateLimited} (target 0)`);
  log(`  replay time: ${run.replayMinutes.toFixed(1)} min on the server's clock; wall time ${run.wallSeconds.toFixed(1)} s`);
  log(`  contacts on the server: ${run.contactsOnServer} (expected ${run.expectedContacts}: no duplicate, nothing lost)`);
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : (part / whole).toFixed(3);
}

async function replayRun(settings: Required<Omit<OutboxBenchmarkOptions, 'faults'>>, faults: string | undefined, listPasses: boolean): Promise<OutboxRun> {
  const folder = mkdtempSync(join(tmpdir(), 'voicedesk-outbox-bench-'));
  const clock = createManualClock(START);
  const server = await startSandboxServer({
    seed: { contacts: settings.seedContacts, calls: 0 },
    rateLimit: settings.rateLimit,
    clock,
    log: () => undefined,
    ...(faults === undefined ? {} : { faults }),
  });
  const reads = { list: 0, single: 0 };
  let counting = false;
  const counted: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (counting && (init?.method ?? 'GET') === 'GET') {
      if (path === '/v1/contacts') reads.list += 1;
      else if (path.startsWith('/v1/contacts/')) reads.single += 1;
    }
    return fetch(input, init);
  };
  const sync = openProfileSync({ baseUrl: server.baseUrl, apiKey: server.keys.write, mirrorFile: join(folder, 'mirror.sqlite'), clock, share: settings.share, fetch: counted });
  try {
    const synced = await runOverHttp(clock, sync.api.scheduler, sync.engine.run({ full: true, hydrate: false }));
    if (synced.status !== 'ok') throw new Error(`the benchmark's first sync ended ${synced.status}`);
    const creates = queueBenchEdits(sync, server, settings);

    const counts = new Map<number, number>();
    const stop = sync.meter.onRequest((at) => counts.set(Math.floor(at / WINDOW_MS), (counts.get(Math.floor(at / WINDOW_MS)) ?? 0) + 1));
    const before = sync.meter.counts();
    const startedAt = clock.now();
    const wallStart = performance.now();
    counting = true;
    const summary = await replayToEnd(clock, sync, listPasses);
    counting = false;
    const wallSeconds = (performance.now() - wallStart) / 1000;
    const endedAt = clock.now();
    stop();

    const first = Math.floor(startedAt / WINDOW_MS);
    const last = Math.floor(endedAt / WINDOW_MS);
    const perWindow = Array.from({ length: Math.max(0, last - first - 1) }, (_, index) => counts.get(first + 1 + index) ?? 0);
    const target = Math.floor(settings.share * settings.rateLimit);
    return {
      summary,
      perWindow,
      use: perWindow.length === 0 ? undefined : Math.min(...perWindow) / target,
      rateLimited: sync.meter.counts().rateLimited - before.rateLimited,
      wireRequests: sync.meter.counts().requests - before.requests,
      replayMinutes: (endedAt - startedAt) / WINDOW_MS,
      wallSeconds,
      contactsOnServer: listContacts(server.admin.db, server.admin.workspaces.main, 10_000_000, 0).length,
      expectedContacts: settings.seedContacts + creates,
      listReads: reads.list,
      singleReads: reads.single,
    };
  } finally {
    sync.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Queues the edits as one batch (one `voicedesk apply`): a create after every few updates. Returns the number of creates. */
function queueBenchEdits(sync: ProfileSync, server: SandboxServer, settings: { edits: number; createShare: number }): number {
  const ids = listContacts(server.admin.db, server.admin.workspaces.main, settings.edits, 0).map((contact) => contact.id);
  const creates = Math.round(settings.edits * settings.createShare);
  const every = settings.edits / Math.max(1, creates);
  const edits: unknown[] = [];
  let created = 0;
  for (let index = 0; index < settings.edits; index += 1) {
    if (created < creates && index >= created * every) {
      edits.push({ op: 'contact.create', fields: { first_name: `Bench ${created}`, email: `bench${created}@example.com`, company: 'Bench Ltd' } });
      created += 1;
    } else {
      edits.push({ op: 'contact.update', id: ids[index - created], fields: { company: `Bench company ${index}` } });
    }
  }
  const plan = planEdits(sync.mirror.db, edits);
  if (!plan.ok) throw new Error(`the benchmark's edits were refused: ${JSON.stringify(plan.problems.slice(0, 3))}`);
  queueEdits(sync.mirror.db, plan.edits);
  return created;
}

/** Pushes until nothing is pending, summing the runs (a push gives up after two minutes without progress). */
async function replayToEnd(clock: ManualClock, sync: ProfileSync, listPasses: boolean): Promise<ReplaySummary> {
  let total: ReplaySummary | undefined;
  for (let run = 0; run < 20; run += 1) {
    const summary = await runOverHttp(clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock, listPasses }));
    total =
      total === undefined
        ? summary
        : {
            ...summary,
            sent: total.sent + summary.sent,
            requests: total.requests + summary.requests,
            reconciliationRequests: total.reconciliationRequests + summary.reconciliationRequests,
          };
    if (summary.pending === 0) return total;
  }
  throw new Error(`the outbox did not drain: ${JSON.stringify(total)}`);
}
