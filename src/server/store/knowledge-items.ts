import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/** Knowledge-base documents an agent may link to; created by the bootstrap, since the API has no endpoint for them. */
export interface KnowledgeItemRecord {
  id: string;
  workspace_id: number;
  title: string;
  created_at: number;
}

export function insertKnowledgeItems(db: Database, items: readonly KnowledgeItemRecord[]): void {
  const insert = statement(db, 'INSERT INTO knowledge_items (id, workspace_id, title, created_at) VALUES (@id, @workspace_id, @title, @created_at)');
  db.transaction(() => {
    for (const item of items) insert.run(item);
  })();
}

export function knowledgeItemExists(db: Database, workspaceId: number, id: string): boolean {
  return statement(db, 'SELECT 1 FROM knowledge_items WHERE id = ? AND workspace_id = ?').get(id, workspaceId) !== undefined;
}

export function listKnowledgeItems(db: Database, workspaceId: number): KnowledgeItemRecord[] {
  return statement(db, 'SELECT id, workspace_id, title, created_at FROM knowledge_items WHERE workspace_id = ? ORDER BY seq').all(
    workspaceId,
  ) as KnowledgeItemRecord[];
}
