import type { MirrorDb, MirrorResource } from '../mirror';
import { acknowledgedSince } from '../mirror/outbox-store';

/**
 * Replay runs beside sync, on the same mirror: a record the sync read
 * before one of our edits reached the service, but writes after the edit
 * was acknowledged, would put the old values back (until the next sync).
 * So whatever the sync read is checked against the acknowledgements made
 * since its request left: those records keep what the acknowledgement
 * wrote. Calls are never edited here.
 */
export function acknowledgedAfter(db: MirrorDb, resource: MirrorResource, ids: readonly string[], requestedAt: string): Set<string> {
  if (resource === 'calls') return new Set();
  return acknowledgedSince(db, resource, ids, requestedAt);
}
