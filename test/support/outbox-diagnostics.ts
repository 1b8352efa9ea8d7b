import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { artifactPath } from './chromium';
import type { RunningCli } from './cli-process';

/**
 * What an e2e test about edits prints when it fails: the mirror's outbox as
 * the app left it (read only, beside the running app), with the service's
 * values the mirror holds for each edit's fields, and the last lines the app
 * logged (`voicedesk ui --verbose`, as app-session.ts starts it: each push
 * and what it left waiting, a decision not made, a push that failed), the
 * page's error messages and a screenshot. A poll on the service that timed
 * out then says whether the edit was never decided, is still queued, was
 * sent, or is in conflict again.
 */

const SERVER_TABLE: Record<string, string> = { contacts: 'contacts', agents: 'agents', campaigns: 'campaigns' };
const LOG_LINES = 80;

interface OutboxRow {
  seq: number;
  kind: string;
  resource: string;
  target: string;
  state: string;
  attempts: number;
  next_attempt_ms: number;
  batch: string | null;
  fields_json: string;
  base_json: string;
  problem_json: string | null;
  updated_at: string;
}

function readMirror<T>(mirrorFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(mirrorFile, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Edits still in the mirror's outbox, sent or not. */
export function openOutboxEdits(mirrorFile: string): number {
  return readMirror(mirrorFile, (db) => (db.prepare("SELECT count(*) AS n FROM outbox_ops WHERE state <> 'done'").get() as { n: number }).n);
}

/** The outbox's newest rows, oldest first, one line each (with test data's values, never a key). */
export function outboxLines(mirrorFile: string, limit = 40): string[] {
  return readMirror(mirrorFile, (db) => {
    const rows = (db.prepare('SELECT * FROM outbox_ops ORDER BY seq DESC LIMIT ?').all(limit) as OutboxRow[]).reverse();
    return rows.map((row) => {
      const fields = JSON.parse(row.fields_json) as Record<string, unknown>;
      const table = SERVER_TABLE[row.resource];
      const stored = table === undefined ? undefined : (db.prepare(`SELECT raw_json FROM ${table} WHERE id = ?`).get(row.target) as { raw_json: string } | undefined);
      const record = stored === undefined ? undefined : (JSON.parse(stored.raw_json) as Record<string, unknown>);
      const mirrored = record === undefined ? 'not in the mirror' : JSON.stringify(Object.fromEntries(Object.keys(fields).map((field) => [field, record[field] ?? null])));
      return [
        `#${row.seq} ${row.kind} ${row.target} ${row.state}`,
        `attempts=${row.attempts} next=${row.next_attempt_ms === 0 ? 0 : new Date(row.next_attempt_ms).toISOString()} batch=${row.batch ?? '-'} updated=${row.updated_at}`,
        `fields=${row.fields_json} base=${row.base_json} mirror=${mirrored}`,
        `problem=${row.problem_json ?? '-'}`,
      ].join(' ');
    });
  });
}

/** From here to the end of the running test: should it fail, print the outbox, the app's last log lines and the page's errors. */
export function explainOutboxOnFailure(session: { mirrorFile: string; ui: Pick<RunningCli, 'stderr'>; page?: Page }): void {
  onTestFailed(async ({ task }) => {
    const outbox = attempt(() => outboxLines(session.mirrorFile).join('\n') || '(empty)');
    const log = session.ui.stderr().trimEnd().split('\n').slice(-LOG_LINES).join('\n') || '(nothing)';
    let shown = '';
    if (session.page) {
      const file = artifactPath(`failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      const alerts = await session.page.getByRole('alert').allTextContents().catch((error: unknown) => [`(not read: ${String(error)})`]);
      await session.page.screenshot({ path: file }).catch(() => undefined);
      shown = `\n\nThe page's alerts: ${JSON.stringify(alerts.filter((text) => text.trim() !== ''))} (screenshot: ${file})`;
    }
    console.error(`The outbox when the test failed (${session.mirrorFile}):\n${outbox}\n\nThe app's last log lines:\n${log}${shown}`);
  });
}

function attempt(read: () => string): string {
  try {
    return read();
  } catch (error) {
    return `(could not be read: ${error instanceof Error ? error.message : String(error)})`;
  }
}
