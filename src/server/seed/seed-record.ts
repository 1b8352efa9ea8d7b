import type { Database } from 'better-sqlite3';
import { readSetting, writeSetting } from '../store/sandbox-settings';
import type { SeedPlan } from './seed-options';

/**
 * What the database was seeded with, stored beside the data: a restart with
 * --data reads it instead of seeding again, and the simulator's defaults
 * (dashboard edits in the demo) follow what the workspace is, not the
 * options of the current run.
 */
export interface SeedRecord {
  kind: 'demo' | 'sized' | 'empty';
  contacts: number;
  calls: number;
  /** ISO 8601; the "now" the seeded history leads up to. */
  base_instant: string | null;
}

const KEY = 'seed';

export function writeSeedRecord(db: Database, plan: SeedPlan | undefined): void {
  const record: SeedRecord =
    plan === undefined
      ? { kind: 'empty', contacts: 0, calls: 0, base_instant: null }
      : { kind: plan.kind, contacts: plan.contacts, calls: plan.calls, base_instant: new Date(plan.baseInstant).toISOString() };
  writeSetting(db, KEY, record);
}

/** Undefined for a database from before seed records were kept. */
export function readSeedRecord(db: Database): SeedRecord | undefined {
  return readSetting(db, KEY) as SeedRecord | undefined;
}
