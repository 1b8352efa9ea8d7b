import { join } from 'node:path';
import { Command, Option } from 'commander';
import { checkBaseUrl } from '../../shared/base-url';
import { ensureDataPaths, resolveDataPaths } from '../../main/app/data-paths';
import { startCore, type Backend } from '../../main/app/start-core';
import { startSandboxProcess, type SandboxProcess } from '../../main/demo/sandbox-process';
import { startBrowserHost } from '../../main/host/browser-host';
import { findChromium, openAppWindow } from '../browser-launcher';
import { CliFailure } from '../cli-failure';
import { packageInfo } from '../package-info';
import { ensureRendererBuilt } from '../renderer-build';
import { demoSandboxCommand } from '../sandbox-command';

export interface UiOptions {
  baseUrl?: string;
  apiKeyEnv?: string;
  db?: string;
  port: number;
  open: boolean;
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
    .addOption(new Option('--port <n>', 'port on 127.0.0.1 (default: a free one)').default(0).argParser(parsePort))
    .option('--no-open', 'print the URL only; do not open a browser window')
    .action((options: UiOptions) => runUi(options));
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliFailure(`--port must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}

export async function runUi(options: UiOptions): Promise<void> {
  const paths = ensureDataPaths(resolveDataPaths());
  const staticDir = await ensureRendererBuilt(log);
  let sandbox: SandboxProcess | undefined;
  let backend: Backend;
  if (options.baseUrl === undefined) {
    if (options.apiKeyEnv) throw new CliFailure('--api-key-env goes with --base-url; without --base-url the demo workspace is used');
    sandbox = await startSandboxProcess(demoSandboxCommand(join(paths.demoDir, 'sandbox.sqlite')), (line) => log(`[demo] ${line}`));
    backend = { kind: 'demo', baseUrl: sandbox.base_url, apiKey: sandbox.keys.write };
  } else {
    backend = { kind: 'remote', ...remoteFromOptions(options) };
  }

  const core = startCore({
    info: { name: 'VoiceDesk', version: packageInfo().version, mode: 'browser', platform: process.platform },
    paths,
    backend,
    ...(options.db ? { mirrorFile: options.db } : {}),
  });
  const host = await startBrowserHost({ handlers: core.handlers, events: core.events, staticDir, port: options.port });
  process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await sandbox?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

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

function remoteFromOptions(options: UiOptions): { baseUrl: string; apiKey: string } {
  const checked = checkBaseUrl(options.baseUrl!);
  if (!checked.ok) throw new CliFailure(`--base-url: ${checked.message}`);
  if (!options.apiKeyEnv) throw new CliFailure('--base-url needs --api-key-env, the name of the environment variable that holds the API key');
  const apiKey = process.env[options.apiKeyEnv]?.trim();
  if (!apiKey) throw new CliFailure(`the environment variable ${options.apiKeyEnv} is empty or not set; put the workspace's API key in it`);
  return { baseUrl: checked.url, apiKey };
}
