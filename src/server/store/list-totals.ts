import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * The number of records per workspace and resource, for list meta: constant
 * time where COUNT(*) is linear. The policy that keeps it true: rows of these
 * four tables are added and removed only through the store's insert and
 * delete functions, which adjust the total in the same transaction. As a
 * safety net the totals are recounted whenever the database is opened, which
 * takes one pass over each table.
 */
export type CountedResource = 'agents' | 'campaigns' | 'contacts' | 'calls';

const RESOURCES: readonly CountedResource[] = ['agents', 'campaigns', 'contacts', 'calls'];

export function listTotal(db: Database, workspaceId: number, resource: CountedResource): number {
  const row = statement(db, 'SELECT total FROM list_totals WHERE workspace_id = ? AND resource = ?').get(workspaceId, resource) as { total: number } | undefined;
  return row?.total ?? 0;
}

export function adjustListTotal(db: Database, workspaceId: number, resource: CountedResource, delta: number): void {
  if (delta === 0) return;
  statement(
    db,
    `INSERT INTO list_totals (workspace_id, resource, total) VALUES (?, ?, ?)
     ON CONFLICT (workspace_id, resource) DO UPDATE SET total = total + excluded.total`,
  ).run(workspaceId, resource, delta);
}

/** Adds the rows of a bulk insert to the totals of their workspaces. */
export function countInserted(db: Database, resource: CountedResource, rows: readonly { workspace_id: number }[]): void {
  const byWorkspace = new Map<number, number>();
  for (const row of rows) byWorkspace.set(row.workspace_id, (byWorkspace.get(row.workspace_id) ?? 0) + 1);
  for (const [workspaceId, count] of byWorkspace) adjustListTotal(db, workspaceId, resource, count);
}

export function recountListTotals(db: Database): void {
  db.transaction(() => {
    db.exec('DELETE FROM list_totals');
    for (const resource of RESOURCES) {
      db.exec(`INSERT INTO list_totals (workspace_id, resource, total) SELECT workspace_id, '${resource}', COUNT(*) FROM ${resource} GROUP BY workspace_id`);
    }
  })();
}
