/**
 * The server's only source of "now". Timestamps, agent provisioning and rate
 * limit windows all read it, so tests inject a manual clock and advance time
 * instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(epochMilliseconds: number): void;
}

export function createManualClock(start = Date.parse('2025-01-15T12:00:00.000Z')): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance(milliseconds) {
      if (milliseconds < 0) throw new Error('a clock only moves forward');
      current += milliseconds;
    },
    set(epochMilliseconds) {
      current = epochMilliseconds;
    },
  };
}

export function isoTimestamp(epochMilliseconds: number): string {
  return new Date(epochMilliseconds).toISOString();
}
