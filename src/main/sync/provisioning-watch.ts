import { PROVISIONING_GIVE_UP_MS, provisioningReading, type ProvisioningReading } from '../../shared/agents/provisioning';
import { isApiError, systemClock, type ApiClient, type ApiClock } from '../api';
import { upsertAgents, type MirrorDb } from '../mirror';
import {
  countProvisioningRead,
  isActiveSwitchQueued,
  markProvisioningStopped,
  provisioningAgents,
  rearmProvisioning,
  stopWatchingProvisioning,
  type WatchedAgent,
} from '../mirror/provisioning-agents';
import { acknowledgedAfter } from './outbox-acknowledged';

/**
 * Reads the agents this app created (mirror/provisioning-agents.ts) again
 * until the service says they are ready (shared/agents/provisioning.ts),
 * so their list and view go from "Provisioning…" to what the service says
 * without waiting for the next sync. One single-agent GET at a time, at
 * hydrate priority through the key's scheduler (so within its rate limit,
 * behind the outbox), backing off from 2 s to every 30 s; an agent is let
 * go when it is ready, failed, gone, or switched on or off by the user
 * (their choice wins over provisioning, as on the service).
 *
 * After ten minutes (the spec says "a few seconds": something else is wrong)
 * the watch stops reading the agent and marks it so, and the screens say
 * the app stopped checking: after each sync (`recheckStopped`) it is read
 * once more, and the user's "Check now" (`checkNow`) reads it at once and
 * watches it again from the start. The watch list lives in the mirror, so
 * a restarted app goes on where it stopped (an agent past its ten minutes
 * by then is marked stopped, and read once after the start-up sync).
 *
 * A read never puts back what the outbox got acknowledged while it was on
 * its way (the sync's rule, outbox-acknowledged.ts), and one made after the
 * user switched the agent on or off is not counted: the agent is let go.
 */
export const PROVISIONING_BACKOFF_MS: readonly number[] = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000];
export { PROVISIONING_GIVE_UP_MS };

export interface ProvisioningWatch {
  /** An agent was added to the watch, or the outbox changed (a switch to let go for?): reads what is due. */
  wake(): void;
  /**
   * The user's "Check now": reads the agent at once (a failure to reach the
   * service rejects, for the screen to say), and, still provisioning, watches
   * it again from the start. Undefined: the agent is not watched (any more),
   * or the user switched it meanwhile; the mirror says what it is.
   */
  checkNow(id: string): Promise<ProvisioningReading | undefined>;
  /** After a sync: reads each agent the watch gave up on once more (they stay given up on while still provisioning). */
  recheckStopped(): Promise<void>;
  /** Stops reading; the watch list stays in the mirror for the next start. */
  close(): Promise<void>;
}

/** When the read after `reads` earlier ones is due. */
export function provisioningReadDue(agent: Pick<WatchedAgent, 'since' | 'reads'>): number {
  let due = Date.parse(agent.since);
  for (let read = 0; read <= agent.reads; read++) due += PROVISIONING_BACKOFF_MS[Math.min(read, PROVISIONING_BACKOFF_MS.length - 1)]!;
  return due;
}

export function startProvisioningWatch(options: {
  db: MirrorDb;
  client: ApiClient;
  clock?: ApiClock;
  /** How long an agent is read before the watch gives up on it; PROVISIONING_GIVE_UP_MS by default (tests shorten it). */
  giveUpAfterMs?: number;
  /** The mirror's agents changed (one read, one let go): screens over it read again. */
  onChange?: () => void;
  logger?: (line: string) => void;
}): ProvisioningWatch {
  const { db, client } = options;
  const clock = options.clock ?? systemClock;
  const giveUpAfterMs = options.giveUpAfterMs ?? PROVISIONING_GIVE_UP_MS;
  const stopping = new AbortController();
  let woken = new AbortController();
  const nowIso = () => new Date(clock.now()).toISOString();

  const letGo = (id: string, why: string) => {
    stopWatchingProvisioning(db, id);
    options.logger?.(`agents: ${id} ${why}; no longer read for provisioning`);
    options.onChange?.();
  };

  /**
   * One read of a watched agent, written to the mirror: what the service said, or undefined when the user switched
   * the agent meanwhile (let go). `stillProvisioning` says what becomes of an agent that is still not ready.
   */
  async function readAgent(agent: WatchedAgent, priority: 'hydrate' | 'interactive', stillProvisioning: () => void): Promise<ProvisioningReading | undefined> {
    const requestedAt = nowIso();
    const record = await client.getAgent(agent.id, { priority, signal: stopping.signal });
    const reading = provisioningReading(record);
    const switched = db.transaction(() => {
      if (acknowledgedAfter(db, 'agents', [agent.id], requestedAt).size === 0) upsertAgents(db, [record], { detail: true });
      if (isActiveSwitchQueued(db, agent.id)) return true;
      if (reading === 'provisioning') stillProvisioning();
      else stopWatchingProvisioning(db, agent.id);
      return false;
      // Reads, then writes: begun deferred it would fail at once, busy timeout or not, while an import's step holds the lock.
    }).immediate();
    if (switched) {
      letGo(agent.id, 'was switched on or off here');
      return undefined;
    }
    if (reading !== 'provisioning') options.logger?.(`agents: ${agent.id} ${reading === 'ready' ? 'is ready' : 'failed to provision'} after ${agent.reads + 1} reads`);
    options.onChange?.();
    return reading;
  }

  async function readOnce(agent: WatchedAgent, stillProvisioning: () => void): Promise<void> {
    try {
      await readAgent(agent, 'hydrate', stillProvisioning);
    } catch (error) {
      if (stopping.signal.aborted) return;
      if (isApiError(error, 'not_found')) return letGo(agent.id, 'is no longer on the service');
      // Out of reach, refused for now: the next read backs off further.
      if (agent.stopped === undefined) countProvisioningRead(db, agent.id);
      options.logger?.(`agents: reading ${agent.id} for provisioning failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Reads every agent due; the time the next one falls due, if any is still watched. */
  async function readDue(): Promise<number | undefined> {
    let soonest: number | undefined;
    for (const agent of provisioningAgents(db)) {
      if (stopping.signal.aborted) return undefined;
      const now = clock.now();
      if (isActiveSwitchQueued(db, agent.id)) {
        letGo(agent.id, 'was switched on or off here');
        continue;
      }
      if (agent.stopped !== undefined) continue;
      if (now - Date.parse(agent.since) >= giveUpAfterMs) {
        markProvisioningStopped(db, agent.id, new Date(now).toISOString());
        options.logger?.(`agents: ${agent.id} was still not ready after ${Math.round(giveUpAfterMs / 60_000)} minutes; no longer read until the next sync`);
        options.onChange?.();
        continue;
      }
      const due = provisioningReadDue(agent);
      if (due <= now) {
        await readOnce(agent, () => countProvisioningRead(db, agent.id));
        return clock.now();
      }
      soonest = soonest === undefined ? due : Math.min(soonest, due);
    }
    return soonest;
  }

  const running = (async () => {
    while (!stopping.signal.aborted) {
      const next = await readDue();
      if (stopping.signal.aborted) break;
      const signal = AbortSignal.any([stopping.signal, woken.signal]);
      if (next === undefined) await untilAborted(signal);
      else await clock.sleep(Math.max(0, next - clock.now()), signal).catch(() => undefined);
      if (woken.signal.aborted) woken = new AbortController();
    }
  })().catch((error: unknown) => options.logger?.(`agents: the provisioning watch stopped: ${error instanceof Error ? error.message : String(error)}`));

  const wake = () => woken.abort();

  return {
    wake,
    async checkNow(id) {
      const agent = provisioningAgents(db).find((entry) => entry.id === id);
      if (agent === undefined) return undefined;
      try {
        const reading = await readAgent(agent, 'interactive', () => rearmProvisioning(db, id, nowIso()));
        wake();
        return reading;
      } catch (error) {
        if (isApiError(error, 'not_found')) letGo(id, 'is no longer on the service');
        throw error;
      }
    },
    async recheckStopped() {
      for (const agent of provisioningAgents(db)) {
        if (stopping.signal.aborted) return;
        // Still provisioning: stays given up on, until the next sync or the user's "Check now".
        if (agent.stopped !== undefined) await readOnce(agent, () => undefined);
      }
    },
    async close() {
      stopping.abort();
      await running;
    },
  };
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
