/** What --seed demo or --contacts N --calls M asked for. */
export type SeedOptions = { preset: 'demo' } | { contacts: number; calls: number };

/** Sizes of the demo workspace (issue 3). */
export const DEMO_SIZES = { agents: 3, campaigns: 10, contacts: 2_000, calls: 5_000 } as const;
