import type { Command } from 'commander';
import type { Exchange } from '../../main/api';
import { openProfileSync, type ProfileSync, type SyncSummary } from '../../main/sync';
import { CliFailure } from '../cli-failure';
import { onInterrupt } from '../interrupt';
import { asCliFailure, quoteArgument } from '../profile-errors';
import { addRemoteOptions, resolveRemoteTarget, type RemoteFlags, type RemoteTarget } from '../profile-options';
import { mirrorFailure } from './mirror-file';
import { createProgressBar } from './sync-progress-bar';
import { assertNever } from '../../shared/assert-never';

/**
 * `voicedesk sync --base-url URL --api-key-env VAR --db FILE [--full] [--no-hydrate]`
 * (or `--profile NAME`): brings the mirror up to date with the workspace.
 *
 * Output (exact; other tools depend on it):
 * - stdout: one line of JSON at the end, the run's summary (status; per
 *   resource: mode, fetched, upserted, deleted, rejected, passes, converged,
 *   pageSize; hydrated; callsAwaitingDetail; requests; rateLimited;
 *   durationMs; rejected records; problems; error).
 * - stderr: a progress bar on a terminal only; warnings and the failure in
 *   plain words, prefixed `voicedesk:`. With --verbose, one line per request
 *   attempt: `voicedesk: GET /v1/contacts?page=1&per_page=1000 → 200 in 48 ms
 *   (97 left in the rate-limit window)`; never the key or a header.
 * - exit status: 0 when the sync finished (`ok`, or `partial` with warnings),
 *   1 when it failed (a rerun continues where it stopped), 130 when
 *   interrupted (Ctrl-C; a rerun continues too).
 */
export interface SyncFlags extends RemoteFlags {
  full?: boolean;
  hydrate: boolean;
  verbose?: boolean;
}

export function registerSyncCommand(program: Command): void {
  addRemoteOptions(
    program
      .command('sync')
      .description(
        'Bring the local mirror up to date with the workspace: agents, campaigns, contacts and calls, then call transcripts. Resumes where an interrupted sync stopped. Prints a one-line JSON summary on stdout.',
      ),
  )
    .option('--full', 'list everything again (finds edits and deletions the schedule would only find later)')
    .option('--no-hydrate', 'skip the details lists leave out (agent and campaign details, call summaries and transcripts)')
    .option('--verbose', 'log every request on stderr: method, path, status, time taken and the rate limit left (never the key)')
    .addHelpText(
      'after',
      `
Without --full, agents and campaigns are listed in full every time, contacts
every 6 hours (or when their count changed), and calls since the last sync
(with an hour of overlap), in full once a day.

Exit status: 0 when the sync finished (warnings, if any, on stderr), 1 when
it failed, 130 when interrupted. A failed or interrupted sync continues
where it stopped the next time.`,
    )
    .action((flags: SyncFlags) => runSync(flags));
}

export async function runSync(flags: SyncFlags): Promise<void> {
  const target = await resolveRemoteTarget(flags);
  const bar = process.stderr.isTTY ? createProgressBar(process.stderr) : undefined;
  const logExchange = (exchange: Exchange) => {
    // The bar redraws itself at the next progress; the line must not land on it.
    bar?.clear();
    process.stderr.write(`voicedesk: ${describeExchange(exchange)}\n`);
  };
  let sync: ProfileSync;
  try {
    sync = openProfileSync({ baseUrl: target.baseUrl, apiKey: target.apiKey, mirrorFile: target.mirrorFile, ...(flags.verbose ? { onExchange: logExchange } : {}) });
  } catch (error) {
    throw mirrorFailure(error, target.mirrorFile);
  }

  const controller = new AbortController();
  const stopListening = onInterrupt(() => controller.abort());

  const stopProgress = bar ? sync.engine.onProgress((event) => bar.show(event)) : () => undefined;
  let summary: SyncSummary;
  try {
    summary = await sync.engine.run({ full: flags.full === true, hydrate: flags.hydrate, signal: controller.signal });
  } finally {
    stopProgress();
    bar?.clear();
    stopListening();
    sync.close();
  }

  if (target.source === 'profile' && (summary.status === 'ok' || summary.status === 'partial')) {
    await asCliFailure(() => target.store.recordSync(target.profile.id, new Date(summary.finishedAt)), target.profile.name);
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  for (const problem of summary.problems) process.stderr.write(`voicedesk: warning: ${problem}\n`);
  const rejected = SYNC_RESOURCES.reduce((sum, resource) => sum + summary.resources[resource].rejected, 0);
  if (rejected > 0) {
    const named = summary.rejected.slice(0, 3).map((report) => `${report.resource} ${report.id ?? '(no id)'} (${report.field ? `${report.field}: ` : ''}${report.problem})`);
    process.stderr.write(`voicedesk: warning: skipped ${rejected} record(s) the service sent in a form VoiceDesk cannot read: ${named.join('; ')}${rejected > named.length ? '; …' : ''}\n`);
  }

  switch (summary.status) {
    case 'ok':
    case 'partial':
      return;
    case 'cancelled':
      throw new CliFailure(summary.error?.message ?? 'The sync was cancelled.', 130);
    case 'failed':
      throw new CliFailure(withKeyHint(summary.error?.message ?? 'The sync failed.', summary, target));
    default:
      return assertNever(summary.status, 'sync status');
  }
}

const SYNC_RESOURCES = ['agents', 'campaigns', 'contacts', 'calls'] as const;

/** `GET /v1/agents?page=1&per_page=1000 → 200 in 48 ms (97 left in the rate-limit window)`. */
export function describeExchange(exchange: Exchange): string {
  const answer = exchange.status === undefined ? `no answer (${exchange.failure ?? 'network'})` : String(exchange.status);
  const left = exchange.rateLimitRemaining === undefined ? '' : ` (${exchange.rateLimitRemaining} left in the rate-limit window)`;
  return `${exchange.method} /v1${exchange.path} → ${answer} in ${Math.round(exchange.durationMs)} ms${left}`;
}

/** A refused key: say where the new one goes for this way of running the command. */
function withKeyHint(message: string, summary: SyncSummary, target: RemoteTarget): string {
  if (summary.error?.kind !== 'unauthorized') return message;
  if (target.source === 'profile') {
    return `${message} To store a new key: voicedesk login --profile ${quoteArgument(target.profile.name)} --base-url ${target.baseUrl}`;
  }
  return `${message} Put the new key in the environment variable named by --api-key-env.`;
}
