import { provisioningReading } from '../../shared/agents/provisioning';
import { isApiError, systemClock, type ApiClient, type ApiClock } from '../api';
import { upsertAgents, type MirrorDb } from '../mirror';
import { countProvisioningRead, isActiveSwitchQueued, provisioningAgents, stopWatchingProvisioning, type WatchedAgent } from '../mirror/provisioning-agents';

/**
 * Reads the agents this app created (mirror/provisioning-agents.ts) again
 * until the service says they are ready (shared/agents/provisioning.ts),
 * so their list and view go from "Provisioning…" to what the service says
 * without waiting for the next sync. One single-agent GET at a time, at
 * hydrate priority through the key's scheduler (so within its rate limit,
 * behind the outbox), backing off from 2 s to every 30 s; an agent is let
 * go when it is ready, failed, gone, switched on or off by the user (their
 * choice wins over provisioning, as on the service), or after ten minutes
 * (the spec says "a few seconds": something else is wrong, and the next
 * sync shows what the service has). The watch list lives in the mirror, so
 * a restarted app goes on where it stopped.
 */
export const PROVISIONING_BACKOFF_MS: readonly number[] = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000];
export const PROVISIONING_GIVE_UP_MS = 10 * 60_000;

export interface ProvisioningWatch {
  /** An agent was added to the watch (or the app wants a look now): reads what is due. */
  wake(): void;
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
  /** The mirror's agents changed (one read, one let go): screens over it read again. */
  onChange?: () => void;
  logger?: (line: string) => void;
}): ProvisioningWatch {
  const { db, client } = options;
  const clock = options.clock ?? systemClock;
  const stopping = new AbortController();
  let woken = new AbortController();

  const letGo = (id: string, why: string) => {
    stopWatchingProvisioning(db, id);
    options.logger?.(`agents: ${id} ${why}; no longer read for provisioning`);
    options.onChange?.();
  };

  async function readOnce(agent: WatchedAgent): Promise<void> {
    try {
      const record = await client.getAgent(agent.id, { priority: 'hydrate', signal: stopping.signal });
      const reading = provisioningReading(record);
      db.transaction(() => {
        upsertAgents(db, [record], { detail: true });
        if (reading === 'provisioning') countProvisioningRead(db, agent.id);
        else stopWatchingProvisioning(db, agent.id);
      }).immediate();
      if (reading !== 'provisioning') options.logger?.(`agents: ${agent.id} ${reading === 'ready' ? 'is ready' : 'failed to provision'} after ${agent.reads + 1} reads`);
      options.onChange?.();
    } catch (error) {
      if (stopping.signal.aborted) return;
      if (isApiError(error, 'not_found')) return letGo(agent.id, 'is no longer on the service');
      // Out of reach, refused for now: the next read backs off further.
      countProvisioningRead(db, agent.id);
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
      if (now - Date.parse(agent.since) >= PROVISIONING_GIVE_UP_MS) {
        letGo(agent.id, `was still not ready after ${PROVISIONING_GIVE_UP_MS / 60_000} minutes`);
        continue;
      }
      const due = provisioningReadDue(agent);
      if (due <= now) {
        await readOnce(agent);
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

  return {
    wake: () => woken.abort(),
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
