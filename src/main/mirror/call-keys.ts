import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * A call's integer key (`calls.row_id`, also its full-text document rowid)
 * is chosen from its start time: start second × 2^20 + a slot. Rowid order is
 * then newest-first order, so a full-text search ordered by rowid returns the
 * newest matching calls after reading only as many index entries as it
 * returns, however common the word (ranking every match costs hundreds of
 * milliseconds for common words at 50,000 calls).
 *
 * The slot comes from a hash of the call id and is moved to the next free
 * one on a collision, so keys are unique with 2^20 calls per second of room.
 * Keys stay below 2^53 (exact in JavaScript) until the year 2242. The key is
 * fixed at insert; a later change of start time moves only `start_ms`.
 */
export const CALL_KEY_SLOTS = 2 ** 20;
const MAX_START_SECOND = 2 ** 33 - 1;

export function callKeyBase(startMs: number): number {
  const second = Math.min(Math.max(Math.floor(startMs / 1000), 0), MAX_START_SECOND);
  return second * CALL_KEY_SLOTS;
}

function slotOf(id: string): number {
  // FNV-1a, 32 bits: spreads ids over the slots; any fixed hash would do.
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % CALL_KEY_SLOTS;
}

export function newCallKey(db: MirrorDb, id: string, startMs: number): number {
  const base = callKeyBase(startMs);
  const taken = statement(db, 'SELECT 1 FROM calls WHERE row_id = ?');
  const first = slotOf(id);
  for (let step = 0; step < CALL_KEY_SLOTS; step += 1) {
    const key = base + ((first + step) % CALL_KEY_SLOTS);
    if (taken.get(key) === undefined) return key;
  }
  throw new Error(`more than ${CALL_KEY_SLOTS} calls start in the same second as call ${id}`);
}
