import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMirror } from '../../src/main/mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { openProfileSync } from '../../src/main/sync';
import { type SyncSandbox, tempFolder } from '../support/sync-sandbox';

/**
 * For the outbox commands' tests: a mirror file synced from a sandbox (on
 * real time, as the spawned CLI runs), files to feed the commands, and a
 * snapshot of everything the outbox may write, to prove a refused file
 * changed nothing.
 */

/** A mirror file holding the sandbox's workspace (lists only), synced in-process; closed before the CLI opens it. */
export async function syncedMirrorFile(sandbox: SyncSandbox, file = join(tempFolder(), 'mirror.sqlite')): Promise<string> {
  const sync = openProfileSync({ baseUrl: sandbox.server.baseUrl, apiKey: sandbox.server.keys.write, mirrorFile: file, retry: { random: () => 0 } });
  try {
    const summary = await sync.engine.run({ full: true, hydrate: false });
    if (summary.status !== 'ok') throw new Error(`sync ended ${summary.status}`);
  } finally {
    sync.close();
  }
  return file;
}

/** Queues edits in a mirror file as the app would (the apply command has its own tests), returning the refs. */
export function queueInMirror(file: string, edits: readonly unknown[]): Record<string, string> {
  const mirror = openMirror(file);
  try {
    const plan = planEdits(mirror.db, edits);
    if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
    queueEdits(mirror.db, plan.edits);
    return plan.refs;
  } finally {
    mirror.close();
  }
}

export function writeTempFile(name: string, text: string): string {
  const file = join(tempFolder(), name);
  writeFileSync(file, text);
  return file;
}

export function jsonLines(edits: readonly unknown[]): string {
  return edits.map((edit) => JSON.stringify(edit)).join('\n') + '\n';
}

/** Everything the outbox and the views hold, read from the file. */
export function mirrorSnapshot(file: string): Record<string, unknown[]> {
  const mirror = openMirror(file, { readonly: true });
  try {
    const all = (sql: string) => mirror.db.prepare(sql).all();
    return {
      outbox: all('SELECT * FROM outbox_ops ORDER BY seq'),
      localIds: all('SELECT * FROM local_ids ORDER BY local_id'),
      contacts: all('SELECT * FROM contacts_view ORDER BY id'),
      agents: all('SELECT * FROM agents_view ORDER BY id'),
      campaigns: all('SELECT * FROM campaigns_view ORDER BY id'),
    };
  } finally {
    mirror.close();
  }
}

/** The mirror's contacts as the user sees them, by id. */
export function shownContacts(file: string): Map<string, { id: string; first_name: string; phone: string | null; email: string | null; pending: number }> {
  const mirror = openMirror(file, { readonly: true });
  try {
    const rows = mirror.db.prepare('SELECT id, first_name, phone, email, pending FROM contacts_view').all() as {
      id: string;
      first_name: string;
      phone: string | null;
      email: string | null;
      pending: number;
    }[];
    return new Map(rows.map((row) => [row.id, row]));
  } finally {
    mirror.close();
  }
}
