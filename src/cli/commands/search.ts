import { InvalidArgumentError, type Command } from 'commander';
import type { CallSearchHit, TextSegment } from '../../shared/contract/query-methods';
import { MAX_PAGE_SIZE, searchContacts, searchTranscripts, type ContactSearchHit } from '../../main/mirror';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { openMirrorForReading } from './mirror-file';

/**
 * `voicedesk search --db FILE "words"` (or `--profile NAME`): calls whose
 * transcript or summary match (newest first), and contacts whose name,
 * email, phone, company or tags match (best first), each with a snippet.
 *
 * On a terminal the hits are bold (unless NO_COLOR is set); elsewhere they
 * are marked with [brackets]. `--json` prints one JSON document instead:
 * `{"query","calls":[…],"contacts":[…]}`, each hit with its record's main
 * fields, `snippet` as text with [brackets] and `segments` as
 * `[{text, hit}]`. Only calls whose transcript has been synced are found.
 */
export interface SearchFlags extends MirrorFlags {
  json?: boolean;
  limit: number;
}

export function registerSearchCommand(program: Command): void {
  addMirrorOptions(
    program
      .command('search')
      .description('Search call transcripts and contacts in the mirror; prints the hits with snippets.')
      .argument('<words...>', 'what to look for; "quoted phrases" match as a phrase'),
  )
    .option('--json', 'print one JSON document: {"query","calls":[...],"contacts":[...]}')
    .option('--limit <n>', `at most this many calls and this many contacts (1 to ${MAX_PAGE_SIZE})`, parseLimit, 20)
    .action((words: string[], flags: SearchFlags) => runSearch(words.join(' '), flags));
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  return limit;
}

export async function runSearch(query: string, flags: SearchFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const mirror = openMirrorForReading(target.mirrorFile);
  let calls: CallSearchHit[];
  let contacts: ContactSearchHit[];
  try {
    calls = searchTranscripts(mirror.db, query, { limit: flags.limit, order: 'newest' });
    contacts = searchContacts(mirror.db, query, { limit: flags.limit });
  } finally {
    mirror.close();
  }
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(asJson(query, calls, contacts))}\n`);
    return;
  }
  const bold = process.stdout.isTTY === true && !process.env['NO_COLOR'];
  process.stdout.write(asText(calls, contacts, bold ? ['\x1b[1m', '\x1b[22m'] : ['[', ']']));
}

/** Hits in segments, as text with the hits between the given marks. */
export function marked(segments: readonly TextSegment[], [open, close]: readonly [string, string]): string {
  return segments.map((segment) => (segment.hit ? `${open}${segment.text}${close}` : segment.text)).join('');
}

function asJson(query: string, calls: CallSearchHit[], contacts: ContactSearchHit[]) {
  const brackets = ['[', ']'] as const;
  return {
    query,
    calls: calls.map(({ call, snippet }) => ({
      id: call.id,
      start_timestamp: call.start_timestamp,
      direction: call.direction,
      call_status: call.call_status,
      duration_seconds: call.duration_seconds,
      contact_id: call.contact_id,
      contact_name: call.contact_name,
      agent_name: call.agent_name,
      campaign_name: call.campaign_name,
      snippet: marked(snippet, brackets),
      segments: snippet,
    })),
    contacts: contacts.map(({ contact, snippet }) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      company: contact.company,
      tags: contact.tags,
      status: contact.status,
      snippet: marked(snippet, brackets),
      segments: snippet,
    })),
  };
}

function asText(calls: CallSearchHit[], contacts: ContactSearchHit[], marks: readonly [string, string]): string {
  const lines: string[] = [];
  lines.push(`Calls: ${calls.length === 0 ? 'no match' : `${calls.length} match${calls.length === 1 ? '' : 'es'}`}`);
  for (const { call, snippet } of calls) {
    const who = [call.contact_name ?? 'unknown caller', call.agent_name].filter(Boolean).join(' with ');
    lines.push(`  ${call.start_timestamp.slice(0, 16).replace('T', ' ')}  ${call.direction}, ${call.call_status.replace('_', ' ')}  ${who}  (${call.id})`);
    lines.push(`    ${oneLine(marked(snippet, marks))}`);
  }
  lines.push(`Contacts: ${contacts.length === 0 ? 'no match' : `${contacts.length} match${contacts.length === 1 ? '' : 'es'}`}`);
  for (const { contact, name, snippet } of contacts) {
    const details = oneLine([contact.email, contact.phone, contact.company].filter(Boolean).join('  '));
    lines.push(`  ${oneLine(marked(name, marks))}${details ? `  ${details}` : ''}  (${contact.id})`);
    const text = oneLine(marked(snippet, marks));
    if (text !== oneLine(marked(name, marks))) lines.push(`    ${text}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every record on one line of its own, whatever line breaks its text holds. */
function oneLine(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
}
