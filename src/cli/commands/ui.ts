import { join } from 'node:path';
import { Command, Option } from 'commander';
import { ensureDataPaths, resolveDataPaths, type DataPaths } from '../../main/files/data-paths';
import { startCore, type Backend, type Core } from '../../main/app/start-core';
import { startSandboxProcess, type SandboxProcess } from '../../main/demo/sandbox-process';
import type { DemoLaunch } from '../../main/service/demo-workspace';
import { defaultSyncScheduleOptions } from '../../main/service/sync-schedule';
import { startBrowserHost } from '../../main/host/browser-host';
import { findChromium, openAppWindow } from '../browser-launcher';
import { CliFailure } from '../cli-failure';
import { onInterrupt } from '../interrupt';
import { packageInfo } from '../package-info';
import { asCliFailure, cliFailureOf } from '../profile-errors';
import { findProfile, PROFILE_FLAG_HELP, remoteFromFlags } from '../profile-options';
import { ensureRendererBuilt } from '../renderer-build';
import { demoSandboxCommand } from '../sandbox-command';

export interface UiOptions {
  profile?: string;
  baseUrl?: string;
  apiKeyEnv?: string;
  db?: string;
  port: number;
  open: boolean;
  /** False (`--no-demo`): the saved workspaces alone, or the welcome screen. Default true. */
  demo?: boolean;
  /** False (`--no-auto-sync`): sync only on Sync now. Default true. */
  autoSync?: boolean;
  /** Minutes between scheduled syncs. */
  syncEvery?: number;
  /** The core's log lines (sync and outbox) on stderr. */
  verbose?: boolean;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

export function registerUiCommand(program: Command): void {
  program
    .command('ui')
    .description(
      'Serve the app in browser mode on 127.0.0.1 and open it in Chromium or Chrome. Without --base-url it runs on the embedded demo workspace. Once serving, prints one JSON line: {"url": "..."}.',
    )
    .option('--base-url <url>', 'workspace API address, e.g. https://api.example.com (https, or http on this computer only)')
    .option('--api-key-env <variable>', 'name of the environment variable holding the API key (with --base-url)')
    .option('--db <file>', 'the local mirror database file')
    .option('--profile <name>', `${PROFILE_FLAG_HELP} (instead of --base-url, --api-key-env and --db)`)
    .addOption(new Option('--port <n>', 'port on 127.0.0.1 (default: a free one)').default(0).argParser(parsePort))
    .option('--no-open', 'print the URL only; do not open a browser window')
    .option('--no-demo', 'start on the saved workspaces instead of the demo one; with none saved, the welcome screen offers the demo or connecting a workspace')
    .option('--no-auto-sync', 'sync only when asked (Sync now), not at start, on a schedule or after reconnecting')
    .option('--verbose', "log the sync's and the outbox's work on stderr: retries, repairs, each push and what it left waiting (never a key or an edit's values)")
    .addOption(new Option('--sync-every <minutes>', `minutes between automatic syncs (default: ${defaultSyncScheduleOptions.everyMs / 60_000})`).argParser(parseMinutes))
    .action((options: UiOptions) => runUi(options));
}

export function parseMinutes(value: string): number {
  const minutes = Number(value);
  if (value.trim() === '' || !Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) {
    throw new CliFailure(`--sync-every must be a number of minutes above 0 and at most 1440, not "${value}"`);
  }
  return minutes;
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliFailure(`--port must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}

export async function runUi(options: UiOptions): Promise<void> {
  const paths = ensureDataPaths(resolveDataPaths());
  // Flags are checked before anything starts.
  const requested = await chooseBackend(options, paths);
  const staticDir = await ensureRendererBuilt(log);
  let sandbox: SandboxProcess | undefined;
  let backend: Backend;
  const startDemo = () => startSandboxProcess(demoSandboxCommand(join(paths.demoDir, 'sandbox.sqlite')), (line) => log(`[demo] ${line}`));
  if (requested === 'demo') {
    sandbox = await startDemo();
    backend = { kind: 'demo', baseUrl: sandbox.base_url, apiKey: sandbox.keys.write };
  } else {
    backend = requested;
  }
  const autoSync = options.autoSync === false ? false : options.syncEvery === undefined ? true : { everyMs: options.syncEvery * 60_000 };

  // A profile's key is not read here: a locked keychain is explained in the app, not fatal at start-up.
  let core: Core;
  try {
    core = startCore({
      info: { name: 'VoiceDesk', version: packageInfo().version, mode: 'browser', platform: process.platform },
      paths,
      backend,
      ...(options.db ? { mirrorFile: options.db } : {}),
      autoSync,
      ...(options.verbose ? { syncLogger: log } : {}),
      // Online/Offline follows the service even without syncing by itself: the probes spend no requests.
      connectivity: true,
      // Without the demo at start-up, the welcome screen can still open it; the core stops it at the end.
      ...(sandbox ? {} : { launchDemo: async () => launchOf(await startDemo()) }),
    });
  } catch (error) {
    await sandbox?.stop();
    throw cliFailureOf(error);
  }
  const host = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir, port: options.port });
  process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await core.close();
    await sandbox?.stop();
    process.exit(0);
  };
  onInterrupt(() => void stop());

  if (options.open) {
    const browser = findChromium();
    if (browser) {
      // Closing the app window ends the app, as with a desktop window.
      openAppWindow(browser, host.url, join(paths.root, 'browser-profile')).once('exit', () => void stop());
    } else {
      log(`No Chromium or Chrome found. Open this address in your browser: ${host.url}`);
    }
  }
}

/** The demo workspace (no flags), a workspace from flags, a saved profile, or the saved ones (`--no-demo`): one of them, never a mix. */
async function chooseBackend(options: UiOptions, paths: DataPaths): Promise<Backend | 'demo'> {
  if (options.autoSync === false && options.syncEvery !== undefined) throw new CliFailure('--sync-every and --no-auto-sync cannot be used together');
  if (options.demo === false) {
    for (const [flag, value] of [['--profile', options.profile], ['--base-url', options.baseUrl]] as const) {
      if (value !== undefined) throw new CliFailure(`--no-demo and ${flag} cannot be used together: ${flag} already chooses the workspace`);
    }
    if (options.apiKeyEnv !== undefined || options.db !== undefined) throw new CliFailure('--no-demo opens the saved workspaces, each with its own key and mirror: leave out --api-key-env and --db');
    return { kind: 'saved' };
  }
  if (options.profile !== undefined) {
    for (const [flag, value] of [['--base-url', options.baseUrl], ['--api-key-env', options.apiKeyEnv], ['--db', options.db]] as const) {
      if (value !== undefined) throw new CliFailure(`--profile and ${flag} cannot be used together: a profile has its own base URL, key and mirror`);
    }
    const { profile } = await asCliFailure(() => findProfile(options.profile!, { paths }), options.profile);
    return { kind: 'profile', id: profile.id };
  }
  if (options.baseUrl === undefined) {
    if (options.apiKeyEnv) throw new CliFailure('--api-key-env goes with --base-url; without --base-url the demo workspace is used');
    return 'demo';
  }
  return { kind: 'remote', ...remoteFromFlags({ baseUrl: options.baseUrl, apiKeyEnv: options.apiKeyEnv }) };
}

function launchOf(sandbox: SandboxProcess): DemoLaunch {
  return { baseUrl: sandbox.base_url, apiKey: sandbox.keys.write, stop: () => sandbox.stop() };
}
