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
 * record is not active and the user has not switched it on or off here
 * (rows.ts reads the same key, through the SQL below). One the watch gave
 * up on stays, marked `stopped`, so the screens can say the app stopped
 * checking; the next sync reads it once more, and "Check now" re-arms it.
 */
export const PROVISIONING_KEY = 'agents/provisioning';

const watched = z.object({
  /** When the agent was created here. */
  since: z.string(),
  /** Reads made so far, for the backoff and the limit. */
  reads: z.number().int().nonnegative(),
  /** When the watch gave up (still not ready after its limit): no longer read, but for one read after each sync or on request. */
  stopped: z.string().optional(),
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

/** Watched again from `since`, as if new (the user asked to check now): backoff and limit start over. */
export function rearmProvisioning(db: MirrorDb, id: string, since: string): void {
  if (read(db)[id] !== undefined) watchProvisioning(db, id, since);
}

/** The watch gave up on it: kept, marked, so the screens can say so. */
export function markProvisioningStopped(db: MirrorDb, id: string, at: string): void {
  const agents = read(db);
  const entry = agents[id];
  if (entry !== undefined) write(db, { ...agents, [id]: { ...entry, stopped: at } });
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

/**
 * SQL for the agents' rows: 0 when the agent `c` is not provisioning as far
 * as the screens go, 1 while the watch reads it, 2 when the watch gave up.
 * An active agent is not provisioning (the service said so, or the user
 * switched it on), nor one the user switched on or off here and whose switch
 * is still on its way (an acknowledged switch is in the record, and the
 * watch lets go of the agent when the outbox wakes it): what the user chose
 * shows at once. Evaluated in that order, so the outbox is looked at (through
 * its index of open operations) only for the few agents still watched.
 */
export const PROVISIONING_STATE_SQL = `CASE
  WHEN c.is_active <> 0 THEN 0
  WHEN NOT EXISTS (SELECT 1 FROM sync_checkpoints AS p, json_each(p.value_json, '$.agents') AS w WHERE p.key = '${PROVISIONING_KEY}' AND w.key = c.id) THEN 0
  WHEN EXISTS (SELECT 1 FROM outbox_ops AS o WHERE o.state <> 'done' AND o.target = c.id AND o.kind = 'agent.update' AND json_type(o.fields_json, '$.is_active') IS NOT NULL) THEN 0
  WHEN (SELECT json_extract(p.value_json, '$.agents.' || json_quote(c.id) || '.stopped') FROM sync_checkpoints AS p WHERE p.key = '${PROVISIONING_KEY}') IS NOT NULL THEN 2
  ELSE 1 END`;

/** Whether the user switched the agent on or off from here (queued or sent): their choice wins over provisioning, as on the service. */
export function isActiveSwitchQueued(db: MirrorDb, id: string): boolean {
  return statement(db, `SELECT 1 FROM outbox_ops WHERE target = ? AND kind = 'agent.update' AND json_type(fields_json, '$.is_active') IS NOT NULL LIMIT 1`).get(id) !== undefined;
}
