import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * Phone numbers belong to a workspace and route to at most one agent. The API
 * cannot create them (the spec shows no endpoint), so the bootstrap gives each
 * workspace a few.
 */
export interface PhoneNumberRecord {
  id: string;
  workspace_id: number;
  /** E.164. */
  number: string;
  agent_id: string | null;
  created_at: number;
}

export function insertPhoneNumbers(db: Database, phoneNumbers: readonly PhoneNumberRecord[]): void {
  const insert = statement(db, 'INSERT INTO phone_numbers (id, workspace_id, number, agent_id, created_at) VALUES (@id, @workspace_id, @number, @agent_id, @created_at)');
  db.transaction(() => {
    for (const phoneNumber of phoneNumbers) insert.run(phoneNumber);
  })();
}

export function phoneNumberExists(db: Database, workspaceId: number, id: string): boolean {
  return statement(db, 'SELECT 1 FROM phone_numbers WHERE id = ? AND workspace_id = ?').get(id, workspaceId) !== undefined;
}

export function listPhoneNumbers(db: Database, workspaceId: number): PhoneNumberRecord[] {
  return statement(db, 'SELECT id, workspace_id, number, agent_id, created_at FROM phone_numbers WHERE workspace_id = ? ORDER BY seq').all(
    workspaceId,
  ) as PhoneNumberRecord[];
}

/** The number an agent answers on; the oldest one if it somehow has several. */
export function phoneNumberOfAgent(db: Database, agentId: string): string | null {
  const row = statement(db, 'SELECT id FROM phone_numbers WHERE agent_id = ? ORDER BY seq LIMIT 1').get(agentId) as { id: string } | undefined;
  return row?.id ?? null;
}

/**
 * Gives the agent exactly this number (or none). A number routes to one agent,
 * so assigning a number that another agent had moves it: our reading, since
 * the spec only says the field is the agent's assigned number.
 */
export function assignPhoneNumber(db: Database, agentId: string, phoneNumberId: string | null): void {
  statement(db, 'UPDATE phone_numbers SET agent_id = NULL WHERE agent_id = ?').run(agentId);
  if (phoneNumberId !== null) statement(db, 'UPDATE phone_numbers SET agent_id = ? WHERE id = ?').run(agentId, phoneNumberId);
}

export function unassignPhoneNumbersOfAgent(db: Database, agentId: string): number {
  return statement(db, 'UPDATE phone_numbers SET agent_id = NULL WHERE agent_id = ?').run(agentId).changes;
}
