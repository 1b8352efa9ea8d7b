import type { CallDirection } from './call-topics';

/**
 * How calls end and what they cost.
 *
 * Status mix: an outbound dialler reaches a person a bit over half the time;
 * the rest is voicemail, no answer, busy lines and carrier failures. A caller
 * who dials in (or clicks the website widget) is already on the line, so
 * those calls almost always complete, and never reach voicemail.
 */

export type CallStatus = 'completed' | 'voicemail' | 'no_answer' | 'busy' | 'failed';

export const CALL_STATUS_MIX: Record<CallDirection, readonly (readonly [CallStatus, number])[]> = {
  outbound: [
    ['completed', 55],
    ['voicemail', 20],
    ['no_answer', 15],
    ['busy', 6],
    ['failed', 4],
  ],
  inbound: [
    ['completed', 93],
    ['no_answer', 3],
    ['busy', 2],
    ['failed', 2],
  ],
  web: [
    ['completed', 96],
    ['failed', 4],
  ],
};

/**
 * Pricing: per-second billing at a per-minute rate, plus a connection fee,
 * rounded to cents. Only connected calls are billed (completed and
 * voicemail: the carrier connected and the agent spoke); a call that never
 * connected costs nothing, so a campaign dialling a dead list does not drain
 * the wallet. The simulator debits the wallet by `cost`.
 */
export const CALL_PRICING = { perMinute: 0.09, connectionFee: 0.01 } as const;

export function callCost(status: CallStatus, durationSeconds: number): number {
  if (status !== 'completed' && status !== 'voicemail') return 0;
  const dollars = CALL_PRICING.connectionFee + (durationSeconds / 60) * CALL_PRICING.perMinute;
  return Math.round(dollars * 100) / 100;
}
