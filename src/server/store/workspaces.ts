import type { Database } from 'better-sqlite3';
import { statement } from './statements';

export interface WorkspaceRecord {
  id: number;
  slug: string;
  name: string;
  created_at: number;
}

export function insertWorkspace(db: Database, workspace: Omit<WorkspaceRecord, 'id'>): number {
  const result = statement(db, 'INSERT INTO workspaces (slug, name, created_at) VALUES (@slug, @name, @created_at)').run(workspace);
  return Number(result.lastInsertRowid);
}

export function findWorkspaceBySlug(db: Database, slug: string): WorkspaceRecord | undefined {
  return statement(db, 'SELECT id, slug, name, created_at FROM workspaces WHERE slug = ?').get(slug) as WorkspaceRecord | undefined;
}
