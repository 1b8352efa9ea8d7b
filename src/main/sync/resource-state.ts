import { z } from 'zod';
import { getCheckpoint, setCheckpoint, type MirrorDb, type MirrorResource } from '../mirror';

/**
 * What the engine remembers about a resource between runs, in the mirror's
 * sync_checkpoints (so it travels with the mirror file, one per profile):
 * when its last converged full pass started (the schedule), the calls
 * watermark (the incremental window), the page-size cap the server was
 * caught applying, the per_page it accepts on the first page, and whether a
 * calls full pass is owed.
 */
export const resourceState = z.object({
  lastFullAt: z.string().optional(),
  /** Calls: when the last converged calls pass started; the next incremental window reaches back to it. */
  watermark: z.string().optional(),
  /** The largest per_page the server was seen to honour below what was asked. */
  pageCap: z.number().int().positive().optional(),
  /** The per_page the first page may ask without a 400 (after fallbacks). */
  probe: z.number().int().positive().optional(),
  /** Calls: an agent or campaign was deleted, which may have changed older calls (see sync-policy.ts). */
  fullDue: z.boolean().optional(),
});

export type ResourceState = z.infer<typeof resourceState>;

const stateKey = (resource: MirrorResource) => `sync/resource/${resource}`;

export function readResourceState(db: MirrorDb, resource: MirrorResource): ResourceState {
  const parsed = resourceState.safeParse(getCheckpoint(db, stateKey(resource)));
  return parsed.success ? parsed.data : {};
}

/** Merges `changes` into the stored state; call inside the transaction that makes them true. */
export function updateResourceState(db: MirrorDb, resource: MirrorResource, changes: Partial<ResourceState>, at: string): ResourceState {
  const next = { ...readResourceState(db, resource), ...changes };
  for (const key of Object.keys(next) as (keyof ResourceState)[]) if (next[key] === undefined) delete next[key];
  setCheckpoint(db, stateKey(resource), next, at);
  return next;
}
