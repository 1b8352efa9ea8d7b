import type { BudgetSnapshot } from '../api';
import type { RateFigures } from '../../shared/outbox/batch-cost';

/**
 * The rate-limit budget's snapshot as a batch's cost reads it
 * (src/shared/outbox/batch-cost.ts): VoiceDesk's share per window, what is
 * left of it now, and the time to the reset. Null while the budget knows no
 * limit (no response with rate-limit headers and no 429 yet): a guess would
 * be a number the user could take for a promise.
 *
 * The window is taken as at least a minute (spec 8: limits are per minute).
 * The budget's own figure is the longest countdown to a reset it has seen,
 * which is shorter than the window until it has seen one turn (the first
 * response of a run may come 20 s before a reset); for an estimate, too
 * long is the safe side.
 */
const SPEC_WINDOW_SECONDS = 60;

export function rateFigures(snapshot: BudgetSnapshot, nowMs: number): RateFigures | null {
  if (snapshot.target === undefined || snapshot.available === undefined || snapshot.resetAt === undefined) return null;
  const windowSeconds = Math.max(SPEC_WINDOW_SECONDS, Math.round(snapshot.windowMs / 1000));
  // A 429 said to wait: nothing more goes before then.
  const pausedFor = snapshot.pausedUntil === undefined ? 0 : Math.max(0, snapshot.pausedUntil - nowMs);
  return {
    perWindow: snapshot.target,
    windowSeconds,
    leftNow: pausedFor > 0 ? 0 : Math.max(0, Math.floor(snapshot.available)),
    resetInSeconds: Math.min(windowSeconds, Math.max(0, Math.ceil(Math.max(snapshot.resetAt - nowMs, pausedFor) / 1000))),
  };
}
