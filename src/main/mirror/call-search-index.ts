import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Keeps the per-call full-text document (`call_search`, read through the
 * view `call_search_documents`) in step with a call's transcript and summary.
 *
 * External-content FTS5 must be told the exact text it indexed to remove a
 * document; the view gives it. So: remove BEFORE the call's transcript or
 * summary changes (while the view still shows the old text), add AFTER.
 * Invariant: a document exists exactly for the calls whose detail is stored
 * (`detail_fetched_at IS NOT NULL`), which is also the view's filter; the
 * tests check it with FTS5's integrity-check.
 */
export function removeCallDocument(db: MirrorDb, callRow: number): void {
  statement(
    db,
    `INSERT INTO call_search (call_search, rowid, agent, caller, summary)
     SELECT 'delete', row_id, agent, caller, summary FROM call_search_documents WHERE row_id = ?`,
  ).run(callRow);
}

export function addCallDocument(db: MirrorDb, callRow: number): void {
  statement(
    db,
    `INSERT INTO call_search (rowid, agent, caller, summary)
     SELECT row_id, agent, caller, summary FROM call_search_documents WHERE row_id = ?`,
  ).run(callRow);
}
