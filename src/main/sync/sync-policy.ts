import type { MirrorResource } from '../mirror';
import type { ResourceState } from './resource-state';
import type { SyncOptions } from './sync-options';
import { assertNever } from '../../shared/assert-never';

/**
 * Policy: what each run pulls, per resource. The API has offset paging, no
 * change feed and no deletion feed, so only a full pass can show edits and
 * deletions; the schedule spends full passes where they are cheap or due.
 *
 * - Agents and campaigns: a full pass every run. They are few (a page or
 *   two), and their list fields say when a detail must be fetched again;
 *   when else their details are read again is detail-refresh.ts's policy.
 * - Contacts: a full pass on the first run, on `--full`, or when the last
 *   converged one is older than `contactsFullEveryMs` (6 h). Otherwise a
 *   one-page peek: its rows are stored, and if `meta.total` differs from the
 *   mirror's count (contacts were added or deleted on the server) the full
 *   pass runs at once. Edits that change no count wait for the next full pass.
 * - Calls: incremental by default: `since_hours` reaching back to the start of
 *   the last converged calls pass plus an overlap of `callsOverlapMs` (1 h),
 *   rounded up to whole hours (since_hours is an integer). The overlap covers
 *   calls listed after they started (a long call appears when it ends) and
 *   clock skew between us and the server. Calls are read-only and immutable
 *   once listed, so a window that reaches past the watermark loses nothing.
 *   A full calls pass runs on the first run, on `--full`, when the last one
 *   is older than `callsFullEveryMs` (a day), or when an agent or campaign
 *   was deleted since (the spec does not say what happens to their calls; a
 *   server may detach them, as it does for a deleted contact).
 * - Deletions are looked for only after a full pass that completed (see
 *   deletion-check.ts); partial passes and peeks never delete anything.
 */
export type PassPlan =
  | { mode: 'full' }
  | { mode: 'incremental'; sinceHours: number }
  | { mode: 'peek' };

const HOUR_MS = 3_600_000;

export function planPass(resource: MirrorResource, state: ResourceState, now: number, options: SyncOptions, request: { full: boolean }): PassPlan {
  const last = state.lastFullAt === undefined ? undefined : Date.parse(state.lastFullAt);
  const olderThan = (ms: number) => last === undefined || !Number.isFinite(last) || now - last >= ms;
  switch (resource) {
    case 'agents':
    case 'campaigns':
      return { mode: 'full' };
    case 'contacts':
      return request.full || olderThan(options.contactsFullEveryMs) ? { mode: 'full' } : { mode: 'peek' };
    case 'calls': {
      const watermark = state.watermark === undefined ? Number.NaN : Date.parse(state.watermark);
      if (request.full || state.fullDue === true || olderThan(options.callsFullEveryMs) || !Number.isFinite(watermark)) return { mode: 'full' };
      return { mode: 'incremental', sinceHours: sinceHoursFor(now, watermark, options.callsOverlapMs) };
    }
    default:
      return assertNever(resource, 'resource');
  }
}

/** Whole hours from `watermark − overlap` to now, at least 1 (the API's minimum). */
export function sinceHoursFor(now: number, watermark: number, overlapMs: number): number {
  return Math.max(1, Math.ceil((now - watermark + overlapMs) / HOUR_MS));
}
