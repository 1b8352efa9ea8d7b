import { replayOutbox, type ReplayOptions, type ReplaySummary } from '../../src/main/outbox';
import type { ProfileSync } from '../../src/main/sync';
import { runOverHttp } from '../api/helpers/virtual-time';
import type { SyncSandbox } from '../sync/helpers';

/**
 * Replay runs on the sandbox's virtual time, for the reliability tests: one
 * cut short after a number of settled operations (the user goes offline,
 * the app is closed), and pushes repeated until the outbox has drained.
 */
export function replay(sandbox: SyncSandbox, sync: ProfileSync, options: Partial<ReplayOptions> = {}): Promise<ReplaySummary> {
  return runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, ...options }));
}

/** A replay cancelled once `settled` operations have had an outcome (in-flight requests are cut off: their outcome is unknown). */
export function replayCutShort(sandbox: SyncSandbox, sync: ProfileSync, settled: number): Promise<ReplaySummary> {
  const controller = new AbortController();
  let count = 0;
  return replay(sandbox, sync, {
    signal: controller.signal,
    onSettled: () => {
      count += 1;
      if (count === settled) controller.abort();
    },
  });
}

/** Pushes until nothing is pending (a push gives up after two minutes without progress, as when the service is down). */
export async function replayToEnd(sandbox: SyncSandbox, sync: ProfileSync, maxRuns = 20): Promise<ReplaySummary[]> {
  const runs: ReplaySummary[] = [];
  for (let run = 0; run < maxRuns; run += 1) {
    const summary = await replay(sandbox, sync);
    runs.push(summary);
    if (summary.pending === 0) return runs;
  }
  throw new Error(`the outbox did not drain in ${maxRuns} pushes: ${JSON.stringify(runs.at(-1))}`);
}

/** Totals of several runs. */
export function totals(runs: readonly ReplaySummary[]): { sent: number; requests: number; reconciliationRequests: number } {
  return runs.reduce(
    (sum, run) => ({ sent: sum.sent + run.sent, requests: sum.requests + run.requests, reconciliationRequests: sum.reconciliationRequests + run.reconciliationRequests }),
    { sent: 0, requests: 0, reconciliationRequests: 0 },
  );
}
