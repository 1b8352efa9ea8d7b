import type { AddressInfo } from 'node:net';
import { buildApp } from './api/build-app';
import { createAdmin, type SandboxAdmin } from './admin';
import { ensureWorkspaces, type PrintedKeys } from './bootstrap/ensure-workspaces';
import type { SeedOptions } from './bootstrap/seed-options';
import { systemClock, type Clock } from './clock';
import { DEFAULT_PROVISIONING_DELAY_MS, DEFAULT_RATE_LIMIT } from './defaults';
import { createFaultPlan, type FaultStats } from './faults/fault-plan';
import { parseFaultSpec, type FaultSpec } from './faults/fault-spec';
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
  /** Requests per key per minute, 0 for none. Defaults to DEFAULT_RATE_LIMIT. */
  rateLimit?: number;
  /** Simulated time speed; false keeps the workspace still. Defaults to false for the programmatic API. */
  simulate?: false | { timeScale: number };
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
}

export interface SandboxServer {
  /** `http://host:port`, without /v1. */
  baseUrl: string;
  port: number;
  keys: PrintedKeys;
  /** In-process hooks for tests and the demo; see admin.ts. */
  admin: SandboxAdmin;
  /** What the fault injector has done so far; undefined without --faults. */
  faultStats(): FaultStats | undefined;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const clock = options.clock ?? systemClock;
  const provisioningDelayMs = options.provisioningDelayMs ?? DEFAULT_PROVISIONING_DELAY_MS;
  const faultSpec = typeof options.faults === 'string' ? parseFaultSpec(options.faults) : options.faults;
  const faults = faultSpec === undefined ? undefined : createFaultPlan({ ...faultSpec, seed: options.faultSeed ?? faultSpec.seed });

  const db = openDatabase(options.dataFile);
  try {
    const bootstrap = ensureWorkspaces(db, options.seed, clock.now(), provisioningDelayMs);
    if (!bootstrap.created && options.seed !== undefined) {
      process.stderr.write('[sandbox] the data file already holds the workspaces; seed options ignored\n');
    }
    const context = { db, clock, errorForm: options.gateway ? ('gateway' as const) : ('v1' as const), provisioningDelayMs };
    const app = buildApp(context, { rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT, faults });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 0, host });
    const { port } = app.server.address() as AddressInfo;
    // TODO(simulator): start the call simulator here when options.simulate is
    // set (src/server/simulator/), and stop it first in close().

    let closed: Promise<void> | undefined;
    return {
      baseUrl: `http://${urlHost(host)}:${port}`,
      port,
      keys: bootstrap.keys,
      admin: createAdmin(db, clock, bootstrap.workspaces),
      faultStats: () => faults?.stats(),
      close() {
        closed ??= app.close().then(() => {
          db.close();
        });
        return closed;
      },
    };
  } catch (error) {
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
