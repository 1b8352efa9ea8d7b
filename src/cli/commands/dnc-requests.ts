import type { Command } from 'commander';
import { dncScanPending, listDncRequests, type DncRequestRow } from '../../main/mirror';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { openMirrorForReading } from './mirror-file';

/**
 * `voicedesk dnc-requests --db FILE [--json] [--all]` (or `--profile NAME`):
 * the callers who asked not to be called again, found in their turns of the
 * synced transcripts. By default the contacts still `active` who asked (each
 * once, with their newest request), newest call first; `--all` adds those
 * already `dnc` and dismissed requests. Calls without a contact come apart,
 * after them.
 *
 * `--json` prints one JSON array of `{contact_id, call_id, started_at, text,
 * contact_status}`, the calls without a contact last (`contact_id` and
 * `contact_status` null).
 */
export interface DncRequestsFlags extends MirrorFlags {
  json?: boolean;
  all?: boolean;
}

export function registerDncRequestsCommand(program: Command): void {
  addMirrorOptions(program.command('dnc-requests').description('List the callers who asked not to be called again (contacts still active, by default).'))
    .option('--all', 'also contacts already marked do-not-call, and dismissed requests')
    .option('--json', 'print one JSON array of {contact_id, call_id, started_at, text, contact_status}')
    .action((flags: DncRequestsFlags) => runDncRequests(flags));
}

export async function runDncRequests(flags: DncRequestsFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const mirror = openMirrorForReading(target.mirrorFile);
  try {
    const list = listDncRequests(mirror.db, { all: flags.all === true });
    if (dncScanPending(mirror.db)) {
      process.stderr.write('Note: transcripts stored before this version of VoiceDesk are still being scanned; run voicedesk sync (or open the app) for the full list.\n');
    }
    if (flags.json) {
      process.stdout.write(`${JSON.stringify([...list.contacts, ...list.withoutContact].map(requestJson))}\n`);
      return;
    }
    const out: string[] = [];
    const who = flags.all ? 'Contacts who asked not to be called' : 'Active contacts who asked not to be called';
    out.push(`${who} (${list.contacts.length})`);
    for (const row of list.contacts) out.push(`  ${row.started_at}  ${row.contact_id ?? ''}${flags.all ? ` [${row.contact_status ?? 'not in the mirror'}]` : ''}  ${row.call_id}  “${row.text}”`);
    if (list.withoutContact.length > 0) {
      out.push(`Calls without a contact (${list.withoutContact.length}; nobody to mark)`);
      for (const row of list.withoutContact) out.push(`  ${row.started_at}  ${row.call_id}  “${row.text}”`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    mirror.close();
  }
}

function requestJson(row: DncRequestRow): { contact_id: string | null; call_id: string; started_at: string; text: string; contact_status: string | null } {
  return { contact_id: row.contact_id, call_id: row.call_id, started_at: row.started_at, text: row.text, contact_status: row.contact_status };
}
