import { discardAbandonedBatches } from './abandoned-batches';
import type { AgentCreateBody } from '../../shared/api/requests';
import { isApiError, systemClock, type ApiClient, type ApiClock } from '../api';
import { provisioningReading } from '../../shared/agents/provisioning';
import { watchProvisioning } from '../mirror/provisioning-agents';
import { deleteAgent as deleteMirroredAgent, upsertAgents, type Mirror } from '../mirror';
import { serverRecord } from '../mirror/record-lookup';
import { recordServerRead } from './record-outcome';
import { waitingDoNotCallChanges } from '../mirror/campaign-figures';
import { campaignStartHold, HOLD_NAMES_SHOWN } from '../../shared/campaigns/start-hold';
import { acquireSyncLock, SyncLocked } from '../locks/sync-lock';
import { outboxCounts, type OutboxCounts } from './outbox-report';
import { planEdits, type EditProblem } from './plan-edits';
import { queueEdits } from './queue-edits';
import { replayOutbox, type ReplaySummary } from './replay-outbox';
import { decide, OutboxDecisionError, type Decision } from './resolve-operations';

/**
 * The outbox of one profile, next to its sync engine (the app's sync
 * worker): the thread that holds the mirror's write connection and the
 * key's API client, so replay shares the request scheduler and budget with
 * sync. Queuing and decisions are immediate transactions; pushes run one at
 * a time (a push asked for while one runs is run again after it, so a new
 * edit is never left behind), each under the mirror's outbox lock so a
 * `voicedesk push` in a terminal and the app never send the same queue.
 */
export interface OutboxRunner {
  queue(edits: unknown[]): { ok: true; refs: Record<string, string>; operations: number } | { ok: false; problems: EditProblem[] };
  decide(seq: number, decision: Decision): void;
  /** Sends what can be sent; resolves with the summary of the runs it took (undefined when another process holds the outbox). */
  push(): Promise<ReplaySummary | undefined>;
  /** Online only: refused at once, with no request, while do-not-call changes wait to reach the service (shared/campaigns/start-hold.ts). */
  startCampaign(id: string): Promise<{ id: string; status: string; started_at: string | null }>;
  deleteAgent(id: string): Promise<void>;
  /** Online only: the new agent, read back in full into the mirror when the service gives it, and watched while it provisions. */
  createAgent(fields: AgentCreateBody): Promise<CreatedAgent>;
  counts(): OutboxCounts;
  onChange(listener: (counts: OutboxCounts) => void): () => void;
  /** Stops a running push (its operations stay queued or in doubt, as recorded). */
  cancel(): void;
  /** Resolves once no push runs (at once when none does). */
  idle(): Promise<void>;
}

export interface CreatedAgent {
  /** Null when the service's answer named no id (the spec does not show it): the agent arrives with the next sync. */
  id: string | null;
  name: string | null;
  is_active: boolean | null;
  /** Not ready on the service yet: shown as provisioning, and read again until it is. */
  provisioning: boolean;
}

export class OnlineActionRefused extends Error {
  override readonly name = 'OnlineActionRefused';
}

export function createOutboxRunner(options: {
  mirror: Mirror;
  client: ApiClient;
  clock?: ApiClock;
  /** A push gives up after this long without any edit settled (replay-outbox.ts; its default otherwise). */
  giveUpAfterMs?: number;
  /** An agent created here is provisioning: the watch has a new one to read (its list is in the mirror). */
  onAgentProvisioning?: () => void;
  /** One line per push that sent, stopped or failed, so a log says what became of an edit (never its values). */
  logger?: (line: string) => void;
}): OutboxRunner {
  const { mirror, client } = options;
  const clock = options.clock ?? systemClock;
  const db = mirror.db;
  // Left by a run of the app killed while it queued an import (the next push would do it too).
  discardAbandonedBatches(db);
  const listeners = new Set<(counts: OutboxCounts) => void>();
  const changed = () => {
    const counts = outboxCounts(db);
    for (const listener of [...listeners]) listener(counts);
  };
  let running: Promise<ReplaySummary | undefined> | undefined;
  let again = false;
  let controller: AbortController | undefined;
  /** Aborted when a push is asked for while one runs: wakes it from a backoff. */
  let askedAgain = new AbortController();

  const runOnce = async (): Promise<ReplaySummary | undefined> => {
    let lock;
    try {
      lock = acquireSyncLock(mirror.file, 'outbox');
    } catch (error) {
      if (error instanceof SyncLocked) return undefined;
      throw error;
    }
    controller = new AbortController();
    try {
      return await replayOutbox({
        db,
        client,
        signal: controller.signal,
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.giveUpAfterMs === undefined ? {} : { giveUpAfterMs: options.giveUpAfterMs }),
        askedAgain: () => askedAgain.signal,
        onSettled: () => changed(),
      });
    } finally {
      lock.release();
      changed();
    }
  };

  const push = (): Promise<ReplaySummary | undefined> => {
    if (running) {
      again = true;
      askedAgain.abort();
      askedAgain = new AbortController();
      return running;
    }
    running = (async () => {
      let summary: ReplaySummary | undefined;
      // Asked again while giving up on an unreachable service: run again, it may be back (the user pressed Send now).
      do {
        again = false;
        let run: ReplaySummary | undefined;
        try {
          run = await runOnce();
        } catch (error) {
          options.logger?.(`outbox: a push failed, the edits stay queued: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
        options.logger?.(describeRun(run));
        summary = summary === undefined || run === undefined ? run : { ...run, sent: summary.sent + run.sent, requests: summary.requests + run.requests, reconciliationRequests: summary.reconciliationRequests + run.reconciliationRequests };
      } while (again && (summary?.stopped === null || summary?.stopped?.reason === 'unreachable'));
      return summary;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    queue(edits) {
      const plan = planEdits(db, edits);
      if (!plan.ok) return { ok: false, problems: plan.problems };
      const result = queueEdits(db, plan.edits);
      changed();
      return { ok: true, refs: plan.refs, operations: result.operations };
    },
    decide(seq, decision) {
      decide(db, seq, decision);
      changed();
    },
    push,
    async startCampaign(id) {
      // It never calls a do-not-call contact because of us: while those changes wait, it refuses at once, with no request made.
      const known = serverRecord(db, 'campaigns', id);
      const hold = campaignStartHold(typeof known?.record.name === 'string' ? known.record.name : undefined, waitingDoNotCallChanges(db, HOLD_NAMES_SHOWN));
      if (hold !== undefined) throw new OnlineActionRefused(hold);
      try {
        const started = await client.startCampaign(id, { priority: 'interactive' });
        if (known) recordServerRead(db, 'campaigns', { ...known.record, status: started.status, started_at: started.started_at ?? null }, new Date());
        return { id: started.id, status: started.status, started_at: started.started_at ?? null };
      } catch (error) {
        throw isApiError(error) ? new OnlineActionRefused(error.userMessage) : error;
      }
    },
    async deleteAgent(id) {
      try {
        await client.deleteAgent(id, { priority: 'interactive' });
        // Its campaigns' cancellation and its numbers' release arrive with the next sync.
        db.transaction(() => deleteMirroredAgent(db, id)).immediate();
      } catch (error) {
        throw isApiError(error) ? new OnlineActionRefused(error.userMessage) : error;
      }
    },
    async createAgent(fields) {
      let created;
      try {
        created = await client.createAgent(fields, { priority: 'interactive' });
      } catch (error) {
        throw isApiError(error) ? new OnlineActionRefused(error.userMessage) : error;
      }
      // The create response is not shown by the spec: the single-agent read is. If it fails, the next sync brings the agent.
      const id = created.id ?? null;
      const full = id === null ? undefined : await client.getAgent(id, { priority: 'interactive' }).catch(() => undefined);
      const record = full ?? created.record;
      // Not ready yet (spec 3.3: provisioning takes a few seconds): remembered with it, and read again until it is (sync/provisioning-watch.ts).
      const provisioning = id !== null && provisioningReading(full ?? created.record ?? {}) === 'provisioning';
      db.transaction(() => {
        if (record !== undefined) upsertAgents(db, [record], { detail: full !== undefined });
        if (provisioning) watchProvisioning(db, id, new Date(clock.now()).toISOString());
      }).immediate();
      if (provisioning) options.onAgentProvisioning?.();
      return { id, name: record?.name ?? fields.name ?? null, is_active: record?.is_active ?? null, provisioning };
    },
    counts: () => outboxCounts(db),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel() {
      again = false;
      controller?.abort();
    },
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}

/** A push in one line: what it sent and what is left, and why it stopped when it did. */
function describeRun(run: ReplaySummary | undefined): string {
  if (run === undefined) return 'outbox: not sent now: another process is sending this outbox';
  const left = `${run.pending} waiting, ${run.conflicts} in conflict, ${run.failed} failed`;
  return `outbox: push sent ${run.sent} (${run.requests} requests); ${left}${run.stopped ? `; stopped (${run.stopped.reason}): ${run.stopped.message}` : ''}`;
}

export { OutboxDecisionError };
