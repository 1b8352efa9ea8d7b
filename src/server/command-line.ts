import { Command, InvalidArgumentError, Option } from 'commander';
import type { SeedOptions } from './seed/seed-options';
import { parseFaultSpec, FaultSpecError } from './faults/fault-spec';
import { DEFAULT_PROVISIONING_DELAY_MS, DEFAULT_RATE_LIMIT } from './defaults';
import type { SandboxServerOptions } from './sandbox-server';

/**
 * The command line (exact; other tools depend on it):
 *   npm run server -- --port <n|0> [--host 127.0.0.1] [--data <file>]
 *     [--seed demo | --contacts N --calls M] [--rate-limit N]
 *     [--time-scale X | --no-simulate] [--gateway] [--faults <spec>]
 * plus --dashboard-edits, and --fault-seed and --provisioning-delay for tests.
 */
const WORKSPACE_HELP = `
Workspaces: a fresh database gets a main workspace (the write and read keys)
and a second one with a few records (the other_workspace key). Without --seed
or --contacts/--calls the main workspace starts empty but for its wallet, two
phone numbers and two knowledge items. --seed demo adds 5 agents, 10 campaigns
in every status, 2,000 contacts and 5,000 calls over the last 60 days;
--contacts N --calls M the same shape at any size (200,000 and 100,000 take
well under a minute). Seeding is deterministic: the same options give the same
records, dated back from the minute of first start. A --data file that already
holds the workspaces is used as it is: seed options are then ignored.

Simulation (on unless --no-simulate): active campaigns dial their contacts
within their business hours, inbound and web calls reach active agents, each
call is billed to the workspace wallet and an empty wallet pauses campaigns.
--time-scale X runs it X times faster (rates only; timestamps stay real).
--dashboard-edits N makes N contact edits per simulated minute "on the
dashboard" (tags, company, new contacts, now and then a delete); default 0,
or 0.05 in a workspace seeded with --seed demo.
`;

const FAULTS_HELP = `
Fault spec (--faults), comma-separated, each entry optional:
  html=P          HTML 502/503 page instead of running the request (nothing changes)
  drop=P          run and commit the request, then drop the connection unanswered
  reset=P         drop the connection before running the request (nothing changes)
  latency=A-B     wait A..B ms before every request (latency=P:A-B for a fraction P)
  burst429=PxN    with probability P, answer this and the next N-1 requests with 429
  seed=S          seed, for the same faults on every run (default 1)
P is a probability from 0 to 1, e.g.
  --faults html=0.05,drop=0.05,reset=0.05,latency=0-200,burst429=0.02x5,seed=42`;

function integer(name: string, minimum: number) {
  return (value: string): number => {
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < minimum) throw new InvalidArgumentError(`${name} must be an integer of at least ${minimum}.`);
    return number;
  };
}

function port(value: string): number {
  const number = integer('the port', 0)(value);
  if (number > 65_535) throw new InvalidArgumentError('the port must be from 0 to 65535.');
  return number;
}

function timeScale(value: string): number {
  const number = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(number) && number > 0)) throw new InvalidArgumentError('the time scale must be a number above 0, e.g. 60.');
  return number;
}

function editRate(value: string): number {
  const number = Number(value);
  if (!(value.trim() !== '' && Number.isFinite(number) && number >= 0)) throw new InvalidArgumentError('the dashboard edit rate must be a number of 0 or more, e.g. 0.5.');
  return number;
}

function faults(value: string): string {
  try {
    parseFaultSpec(value);
  } catch (error) {
    if (error instanceof FaultSpecError) throw new InvalidArgumentError(error.message.replace(/^--faults: /, ''));
    throw error;
  }
  return value;
}

export function createCommand(): Command {
  return new Command()
    .name('npm run server --')
    .description('The VoiceDesk sandbox: the whole v1 API on SQLite. Prints one JSON line ({"base_url","keys"}) on stdout once listening; logs go to stderr.')
    .requiredOption('--port <n>', 'port to listen on; 0 picks a free one', port)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--data <file>', 'SQLite file that survives restarts (default: in memory)')
    .addOption(new Option('--seed <preset>', 'fill the main workspace with a preset').choices(['demo']).conflicts(['contacts', 'calls']))
    .option('--contacts <n>', 'fill the main workspace with N contacts', integer('--contacts', 0))
    .option('--calls <n>', 'fill the main workspace with M calls', integer('--calls', 0))
    .option('--rate-limit <n>', 'requests per key per minute; 0 turns the limit off', integer('--rate-limit', 0), DEFAULT_RATE_LIMIT)
    .addOption(new Option('--time-scale <x>', 'simulated seconds per real second').argParser(timeScale).conflicts('simulate'))
    .option('--no-simulate', 'keep the workspace still: no simulated calls or dashboard edits')
    .addOption(new Option('--dashboard-edits <per-minute>', 'simulated contact edits on the dashboard per simulated minute (default: 0; 0.05 in the demo)').argParser(editRate).conflicts('simulate'))
    .option('--gateway', 'serve errors in the gateway form ({ "error": "message" })', false)
    .option('--faults <spec>', 'inject faults; see below', faults)
    .option('--fault-seed <n>', 'seed of the fault injector, overriding seed= in --faults', integer('--fault-seed', 0))
    .option('--provisioning-delay <ms>', 'how long a new agent takes to go live', integer('--provisioning-delay', 0), DEFAULT_PROVISIONING_DELAY_MS)
    .addHelpText('after', WORKSPACE_HELP + FAULTS_HELP)
    .showHelpAfterError('(run with --help for usage)');
}

interface ParsedOptions {
  port: number;
  host: string;
  data?: string;
  seed?: 'demo';
  contacts?: number;
  calls?: number;
  rateLimit: number;
  timeScale?: number;
  dashboardEdits?: number;
  simulate: boolean;
  gateway: boolean;
  faults?: string;
  faultSeed?: number;
  provisioningDelay: number;
}

/** Parses argv (as process.argv, with node and script first); commander exits on --help or a usage error. */
export function parseCommandLine(argv: readonly string[]): SandboxServerOptions {
  const options = createCommand().parse(argv).opts<ParsedOptions>();
  let seed: SeedOptions | undefined;
  if (options.seed === 'demo') seed = { preset: 'demo' };
  else if (options.contacts !== undefined || options.calls !== undefined) seed = { contacts: options.contacts ?? 0, calls: options.calls ?? 0 };
  return {
    port: options.port,
    host: options.host,
    ...(options.data === undefined ? {} : { dataFile: options.data }),
    ...(seed === undefined ? {} : { seed }),
    rateLimit: options.rateLimit,
    simulate: options.simulate
      ? { timeScale: options.timeScale ?? 1, ...(options.dashboardEdits === undefined ? {} : { dashboardEditsPerMinute: options.dashboardEdits }) }
      : false,
    gateway: options.gateway,
    ...(options.faults === undefined ? {} : { faults: options.faults }),
    ...(options.faultSeed === undefined ? {} : { faultSeed: options.faultSeed }),
    provisioningDelayMs: options.provisioningDelay,
  };
}
