import { z } from 'zod';
import type { MirrorDb } from './open-mirror';
import { getCheckpoint, setCheckpoint } from './sync-state';
import { statement } from './statements';

/**
 * The agents this app created that the service has not yet said are ready
 * (shared/agents/provisioning.ts), which sync/provisioning-watch.ts reads
 * again until it does. Kept in sync_checkpoints beside the sync's own
 * bookkeeping (no table of its own: a handful of ids for a few seconds), so
 * the watch survives a restart of the app and goes with the mirror file.
 * The agents' list and view show these as provisioning while the mirror's
 * record is not active (rows.ts reads the same key).
 */
export const PROVISIONING_KEY = 'agents/provisioning';

const watched = z.object({
  /** When the agent was created here. */
  since: z.string(),
  /** Reads made so far, for the backoff and the limit. */
  reads: z.number().int().nonnegative(),
});
const stored = z.object({ agents: z.record(z.string(), watched) });

export type WatchedAgent = z.infer<typeof watched> & { id: string };

function read(db: MirrorDb): Record<string, z.infer<typeof watched>> {
  const parsed = stored.safeParse(getCheckpoint(db, PROVISIONING_KEY));
  return parsed.success ? parsed.data.agents : {};
}

function write(db: MirrorDb, agents: Record<string, z.infer<typeof watched>>): void {
  setCheckpoint(db, PROVISIONING_KEY, { agents });
}

export function provisioningAgents(db: MirrorDb): WatchedAgent[] {
  return Object.entries(read(db)).map(([id, entry]) => ({ id, ...entry }));
}

export function watchProvisioning(db: MirrorDb, id: string, since: string): void {
  write(db, { ...read(db), [id]: { since, reads: 0 } });
}

export function countProvisioningRead(db: MirrorDb, id: string): void {
  const agents = read(db);
  const entry = agents[id];
  if (entry !== undefined) write(db, { ...agents, [id]: { ...entry, reads: entry.reads + 1 } });
}

export function stopWatchingProvisioning(db: MirrorDb, id: string): void {
  const { [id]: _gone, ...rest } = read(db);
  write(db, rest);
}

/** Whether the user switched the agent on or off from here (queued or sent): their choice wins over provisioning, as on the service. */
export function isActiveSwitchQueued(db: MirrorDb, id: string): boolean {
  return statement(db, `SELECT 1 FROM outbox_ops WHERE target = ? AND kind = 'agent.update' AND json_type(fields_json, '$.is_active') IS NOT NULL LIMIT 1`).get(id) !== undefined;
}
