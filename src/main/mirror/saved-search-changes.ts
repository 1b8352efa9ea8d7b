import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * The calls written since the saved searches' counts were last brought up
 * to date (`saved_search_changes`, filled by triggers: see
 * 015-count-saved-searches-incrementally.ts), ready to be matched again.
 *
 * Their full-text documents are copied into a small index of this
 * connection's own (`temp.saved_search_changed_documents`), and the
 * searches' words are matched there: the mirror's index would read, for
 * each prefix term (`thanks*`, and every search's last word is one), the
 * entries of every call holding a word that starts so, whatever the range
 * of keys asked for (about 25 ms for a common word at 100,000 calls, for
 * each search). Same columns, same tokenizer, same query: the same calls
 * match. Beyond COPIED_DOCUMENTS_MAX changed calls (the first sync of a
 * large history, for a search saved before it), copying costs more than it
 * saves, and the mirror's index is read over the changed calls' keys.
 */
export const COPIED_DOCUMENTS_MAX = 2000;

/** The columns and tokenizer of `call_search` (011-split-call-search-by-speaker.ts); a test holds them equal. */
export const CALL_SEARCH_COLUMNS = 'agent, caller, summary';
export const CALL_SEARCH_TOKENIZER = 'unicode61 remove_diacritics 2';
export const CHANGED_DOCUMENTS = 'saved_search_changed_documents';

export interface ChangeSet {
  /** The lowest and highest changed key. */
  low: number;
  high: number;
  /** Where the changed calls' words are matched: their copied documents, or the mirror's index. */
  documents: 'copied' | 'mirror';
}

/**
 * The changes as they stand, their documents copied when few enough; null
 * when nothing changed. Works on a read-only connection too (the copy is in
 * its temporary database).
 */
export function readChanges(db: MirrorDb, maxCopied = COPIED_DOCUMENTS_MAX): ChangeSet | null {
  const row = statement(db, 'SELECT min(call_row) AS low, max(call_row) AS high, count(*) AS n FROM saved_search_changes').get() as {
    low: number | null;
    high: number | null;
    n: number;
  };
  if (row.low === null || row.high === null) return null;
  if (row.n > maxCopied) return { low: row.low, high: row.high, documents: 'mirror' };
  copyDocuments(db);
  return { low: row.low, high: row.high, documents: 'copied' };
}

function copyDocuments(db: MirrorDb): void {
  db.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS temp.${CHANGED_DOCUMENTS} USING fts5 (${CALL_SEARCH_COLUMNS}, content = '', tokenize = '${CALL_SEARCH_TOKENIZER}')`,
  );
  db.transaction(() => {
    statement(db, `INSERT INTO ${CHANGED_DOCUMENTS} (${CHANGED_DOCUMENTS}) VALUES ('delete-all')`).run();
    // A call without its detail has no document (the view's filter), as in the mirror's index.
    statement(
      db,
      `INSERT INTO ${CHANGED_DOCUMENTS} (rowid, ${CALL_SEARCH_COLUMNS})
       SELECT d.row_id, d.agent, d.caller, d.summary FROM saved_search_changes AS changed CROSS JOIN call_search_documents AS d ON d.row_id = changed.call_row`,
    ).run();
  })();
}

/** After every search is up to date: the changes are counted everywhere. */
export function forgetChanges(db: MirrorDb): void {
  statement(db, 'DELETE FROM saved_search_changes').run();
}
