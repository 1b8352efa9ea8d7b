import type { Mirror } from '../../src/main/mirror';
import type { ProfileSync } from '../../src/main/sync';
import { planEdits, queueEdits, replayOutbox, type EditProblem, type ReplayOptions, type ReplaySummary } from '../../src/main/outbox';
import { openTestSync, syncAll, type SyncSandbox } from './sync-sandbox';
import { runOverHttp } from './virtual-time';
import { recordingFetch } from './wire-log';

/**
 * The outbox's steps as a test takes them on the sandbox's virtual time:
 * queue a batch of edits (or see it refused), push, push again after a run
 * cut short (the user goes offline, the app is closed), push until drained.
 */

/** Queues a batch of edits (as `voicedesk apply` would), failing the test on a refused batch. */
export function queue(sync: { mirror: Pick<Mirror, 'db'> }, edits: unknown[]): Record<string, string> {
  const plan = planEdits(sync.mirror.db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(sync.mirror.db, plan.edits);
  return plan.refs;
}

/** The problems of a batch that must be refused, failing the test if it is accepted. */
export function refused(sync: { mirror: Pick<Mirror, 'db'> }, edits: unknown[]): EditProblem[] {
  const plan = planEdits(sync.mirror.db, edits);
  if (plan.ok) throw new Error(`edits accepted: ${JSON.stringify(edits)}`);
  return plan.problems;
}

/** Replays the outbox to its end on the sandbox's virtual time. */
export function push(sandbox: SyncSandbox, sync: ProfileSync, options: Partial<ReplayOptions> = {}): Promise<ReplaySummary> {
  return runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, ...options }));
}

/** A synced profile over a recording fetch: the mirror holds the sandbox's workspace, the log starts empty. */
export async function syncedWithWire(sandbox: SyncSandbox) {
  const wire = recordingFetch();
  const sync = openTestSync(sandbox, { fetch: wire.fetch });
  await syncAll(sandbox, sync);
  wire.clear();
  return { sync, wire };
}

/** A replay cancelled once `settled` operations have had an outcome (in-flight requests are cut off: their outcome is unknown). */
export function replayCutShort(sandbox: SyncSandbox, sync: ProfileSync, settled: number): Promise<ReplaySummary> {
  const controller = new AbortController();
  let count = 0;
  return push(sandbox, sync, {
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
    const summary = await push(sandbox, sync);
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
