import type { ProfileSync } from '../../src/main/sync';
import { planEdits, queueEdits, replayOutbox, type ReplaySummary } from '../../src/main/outbox';
import { runOverHttp } from '../api/helpers/virtual-time';
import { runSync, type SyncSandbox } from '../sync/helpers';

/** Queues a batch of edits (as `voicedesk apply` would), failing the test on a refused batch. */
export function queue(sync: ProfileSync, edits: unknown[]): Record<string, string> {
  const plan = planEdits(sync.mirror.db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(sync.mirror.db, plan.edits);
  return plan.refs;
}

/** Replays the outbox to its end on the sandbox's virtual time. */
export function push(sandbox: SyncSandbox, sync: ProfileSync, options: { signal?: AbortSignal } = {}): Promise<ReplaySummary> {
  return runOverHttp(sandbox.clock, sync.api.scheduler, replayOutbox({ db: sync.mirror.db, client: sync.api, clock: sandbox.clock, random: () => 0, ...options }));
}

export async function syncAll(sandbox: SyncSandbox, sync: ProfileSync): Promise<void> {
  const summary = await runSync(sync, sandbox.clock, { full: true, hydrate: false });
  if (summary.status !== 'ok') throw new Error(`sync ended ${summary.status}: ${JSON.stringify(summary.error)}`);
}
