/**
 * What --seed demo or --contacts N --calls M asked for. `baseInstant` is the
 * "now" the seeded history leads up to; when absent, the seeder uses the
 * clock at first seeding, rounded down to the minute. The same options with
 * the same base instant give the same database, row for row.
 */
export type SeedOptions = ({ preset: 'demo' } | { contacts: number; calls: number }) & { baseInstant?: number };

/** Sizes of the demo workspace (issue 3). */
export const DEMO_SIZES = { contacts: 2_000, calls: 5_000 } as const;

/** The seeder's whole input, resolved from the options. */
export interface SeedPlan {
  kind: 'demo' | 'sized';
  /** Seed of every random stream; fixed per kind and size, so ids repeat run after run. */
  randomSeed: string;
  contacts: number;
  calls: number;
  /** Milliseconds since the epoch; all seeded history lies before it. */
  baseInstant: number;
}

const MINUTE = 60_000;

export function resolveSeedPlan(options: SeedOptions, now: number): SeedPlan {
  const baseInstant = options.baseInstant ?? Math.floor(now / MINUTE) * MINUTE;
  if ('preset' in options) return { kind: 'demo', randomSeed: 'voicedesk-demo', ...DEMO_SIZES, baseInstant };
  for (const [name, value] of [['contacts', options.contacts], ['calls', options.calls]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`seed ${name} must be a non-negative integer, not ${value}`);
  }
  return { kind: 'sized', randomSeed: `voicedesk-sized:${options.contacts}:${options.calls}`, contacts: options.contacts, calls: options.calls, baseInstant };
}
