import type { Database } from 'better-sqlite3';
import { createCoreTables } from './0001-create-core-tables';
import { countListTotals } from './0002-count-list-totals';
import { seedAndSimulation } from './0003-seed-and-simulation';
import { campaignQueuePosition } from './0004-campaign-queue-position';

export interface Migration {
  name: string;
  up(db: Database): void;
}

/**
 * Append-only, in order: a shipped step is never edited, a change is a new
 * step. The seeder and simulator add their own steps here when they need
 * columns of their own.
 */
export const migrations: readonly Migration[] = [createCoreTables, countListTotals, seedAndSimulation, campaignQueuePosition];
