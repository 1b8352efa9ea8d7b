import type { Database } from 'better-sqlite3';

/**
 * One step of the mirror's schema. A shipped step is never edited: a change
 * is a new file appended to `index.ts`. Steps run inside the runner's single
 * transaction, so they must not change `foreign_keys` or `journal_mode`
 * (those pragmas are no-ops inside a transaction); a step that rebuilds a
 * table copies it under a new name instead.
 */
export interface Migration {
  /** 1-based position in the list; `PRAGMA user_version` counts applied steps. */
  version: number;
  /** What the step does, as in its file name. */
  name: string;
  up(db: Database): void;
}
