import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * One wallet per workspace, in integer cents. Not exposed by the v1 API; the
 * simulator debits it per call and pauses campaigns when it runs dry.
 */
export function createWallet(db: Database, workspaceId: number, balanceCents: number, now: number): void {
  statement(db, 'INSERT INTO wallets (workspace_id, balance_cents, updated_at) VALUES (?, ?, ?)').run(workspaceId, balanceCents, now);
}

export function getWalletBalance(db: Database, workspaceId: number): number {
  const row = statement(db, 'SELECT balance_cents FROM wallets WHERE workspace_id = ?').get(workspaceId) as { balance_cents: number } | undefined;
  if (row === undefined) throw new Error(`workspace ${workspaceId} has no wallet`);
  return row.balance_cents;
}

export function setWalletBalance(db: Database, workspaceId: number, balanceCents: number, now: number): void {
  statement(db, 'UPDATE wallets SET balance_cents = ?, updated_at = ? WHERE workspace_id = ?').run(balanceCents, now, workspaceId);
}

/** Takes `cents` from the wallet and returns the new balance, which may go below zero: the caller decides what an overdraft means. */
export function debitWallet(db: Database, workspaceId: number, cents: number, now: number): number {
  const row = statement(db, 'UPDATE wallets SET balance_cents = balance_cents - ?, updated_at = ? WHERE workspace_id = ? RETURNING balance_cents').get(
    cents,
    now,
    workspaceId,
  ) as { balance_cents: number } | undefined;
  if (row === undefined) throw new Error(`workspace ${workspaceId} has no wallet`);
  return row.balance_cents;
}
