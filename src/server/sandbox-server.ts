import type { AddressInfo } from 'node:net';
import { buildApp, type RequestEvent } from './api/build-app';
import { createAdmin, type SandboxAdmin } from './admin';
import { ensureWorkspaces, type PrintedKeys } from './bootstrap/ensure-workspaces';
import type { SeedOptions } from './seed/seed-options';
import { systemClock, type Clock } from './clock';
import { DEFAULT_PROVISIONING_DELAY_MS, DEFAULT_RATE_LIMIT } from './defaults';
import { createFaultPlan, type FaultStats } from './faults/fault-plan';
import { parseFaultSpec, type FaultSpec } from './faults/fault-spec';
import { readSeedRecord } from './seed/seed-record';
import { DEFAULT_TICK_INTERVAL_MS, DEMO_DASHBOARD_EDITS_PER_MINUTE } from './simulator/rates';
import { createSimulator, type Simulator } from './simulator/simulator';
import { openDatabase } from './store/open-database';

export interface SandboxServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1; any address is accepted. */
  host?: string;
  /** SQLite file that survives restarts; in memory when absent. */
  dataFile?: string;
  /** Fills the main workspace of a fresh database. */
  seed?: SeedOptions;
  /** Requests per key per minute, 0 for none. Defaults (absent or undefined) to DEFAULT_RATE_LIMIT. */
  rateLimit?: number | undefined;
  /** The living workspace (simulator/); false keeps it still. Defaults to false for the programmatic API. */
  simulate?: false | SimulateOptions;
  /** Serve errors in the gateway's flat form. */
  gateway?: boolean;
  /** A fault spec (see faults/fault-spec.ts), as text or parsed. */
  faults?: string | FaultSpec;
  /** Overrides the seed of the fault spec. */
  faultSeed?: number;
  /** Injected time, for tests; defaults to the system clock. */
  clock?: Clock;
  /** How long a new agent takes to go live. Defaults to DEFAULT_PROVISIONING_DELAY_MS. */
  provisioningDelayMs?: number;
  /** Where the server's few log lines go (seeding, simulator errors); defaults to stderr. */
  log?: (line: string) => void;
  /**
   * Test hook, in-process only: called synchronously with every request as
   * it arrives and once answered (api/build-app.ts, RequestEvent), so a test
   * can act at an exact request (kill a client there) without sleeping.
   */
  onRequest?: (event: RequestEvent) => void;
}

export interface SimulateOptions {
  /** Simulated seconds per real second: multiplies every event rate. */
  timeScale: number;
  /**
   * Dashboard edits on the main workspace per simulated minute. Defaults to
   * DEMO_DASHBOARD_EDITS_PER_MINUTE for a workspace seeded as the demo (as
   * recorded in the database, so a restarted demo keeps them) and 0 otherwise.
   */
  dashboardEditsPerMinute?: number;
  /** Seed of the simulator's random streams (with the start instant). */
  seed?: string;
  /** How often a timer ticks the simulator; 0 for no timer (tests call server.simulator.tick() or advance()). Defaults to DEFAULT_TICK_INTERVAL_MS. */
  tickIntervalMs?: number;
}

export interface SandboxServer {
  /** `http://host:port`, without /v1. */
  baseUrl: string;
  port: number;
  keys: PrintedKeys;
  /** In-process hooks for tests and the demo; see admin.ts. */
  admin: SandboxAdmin;
  /** The running simulator; undefined when the workspace is kept still. */
  simulator: Simulator | undefined;
  /** What the fault injector has done so far; undefined without --faults. */
  faultStats(): FaultStats | undefined;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const clock = options.clock ?? systemClock;
  const provisioningDelayMs = options.provisioningDelayMs ?? DEFAULT_PROVISIONING_DELAY_MS;
  const faultSpec = typeof options.faults === 'string' ? parseFaultSpec(options.faults) : options.faults;
  const faults = faultSpec === undefined ? undefined : createFaultPlan({ ...faultSpec, seed: options.faultSeed ?? faultSpec.seed });

  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  const db = openDatabase(options.dataFile);
  let simulator: Simulator | undefined;
  try {
    const bootstrap = ensureWorkspaces(db, options.seed, clock.now(), provisioningDelayMs);
    if (!bootstrap.created && options.seed !== undefined) {
      log('[sandbox] the data file already holds the workspaces; seed options ignored');
    }
    if (bootstrap.seeded !== undefined) {
      const { contacts, calls, campaigns, agents, milliseconds } = bootstrap.seeded;
      log(`[sandbox] seeded ${agents} agents, ${campaigns} campaigns, ${contacts} contacts and ${calls} calls in ${(milliseconds / 1000).toFixed(1)} s`);
    }
    if (options.simulate) {
      const demo = readSeedRecord(db)?.kind === 'demo';
      simulator = createSimulator({
        db,
        clock,
        workspaces: bootstrap.workspaces,
        timeScale: options.simulate.timeScale,
        dashboardEditsPerMinute: options.simulate.dashboardEditsPerMinute ?? (demo ? DEMO_DASHBOARD_EDITS_PER_MINUTE : 0),
        ...(options.simulate.seed === undefined ? {} : { seed: options.simulate.seed }),
        log,
      });
    }
    const context = { db, clock, errorForm: options.gateway ? ('gateway' as const) : ('v1' as const), provisioningDelayMs };
    const app = buildApp(context, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT, faults, ...(options.onRequest ? { onRequest: options.onRequest } : {}) });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const { port } = app.server.address() as AddressInfo;
    const interval = options.simulate ? (options.simulate.tickIntervalMs ?? DEFAULT_TICK_INTERVAL_MS) : 0;
    if (simulator !== undefined && interval > 0) simulator.start(interval);

    let closed: Promise<void> | undefined;
    return {
      baseUrl: `http://${urlHost(host)}:${port}`,
      port,
      keys: bootstrap.keys,
      admin: createAdmin(db, clock, bootstrap.workspaces),
      simulator,
      faultStats: () => faults?.stats(),
      close() {
        // The simulator stops first: no tick may touch the database once it closes.
        simulator?.stop();
        closed ??= app.close().then(() => {
          db.close();
        });
        return closed;
      },
    };
  } catch (error) {
    simulator?.stop();
    db.close();
    throw error;
  }
}

/** Where a client should connect: a wildcard listening address is reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
