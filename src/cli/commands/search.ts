import { Option, type Command } from 'commander';
import type { CallSearchHit, TextSegment } from '../../shared/contract/query-methods';
import { callerLabel } from '../../shared/caller-label';
import { callSearchOf, countCalls, listCalls, MAX_PAGE_SIZE, searchContacts, type CallFilter, type ContactSearchHit, type MirrorDb } from '../../main/mirror';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { openMirrorForReading } from './mirror-file';
import {
  callFilterOf,
  hasCallFilters,
  parseBound,
  parseDirection,
  parseId,
  parseLimit,
  parseSentiment,
  parseStatus,
  type SearchFilterFlags,
} from './search-flags';
import { createStreamWriter, type StreamWriter } from './stdout-writer';

/**
 * `voicedesk search --db FILE "words"` (or `--profile NAME`): EVERY call
 * whose transcript or summary matches, in the app's search syntax (all
 * words, "phrase", OR, -word, prefix*, caller: and agent:), with the Calls
 * screen's filters as flags, newest first (or best first with `--sort
 * relevance`); `--limit N` stops after N calls. Then, when no call filter is
 * given, the contacts whose name, email, phone, company or tags match.
 *
 * Calls are read and written a page at a time, so a search matching 100,000
 * calls starts printing at once and holds one page in memory. On a terminal
 * the hits are bold (unless NO_COLOR is set); elsewhere they are marked with
 * [brackets]. `--json` prints one JSON document instead:
 * `{"query","note","total","calls":[…],"contacts":[…]}`, each hit with its
 * record's main fields, `snippet` as text with [brackets] and `segments` as
 * `[{text, hit}]`. Only calls whose transcript has been synced are found.
 */
export interface SearchFlags extends MirrorFlags, SearchFilterFlags {
  json?: boolean;
  limit?: number;
  sort: 'newest' | 'relevance';
}

/** Contacts listed at most: the command is about calls; contacts are a convenience. */
const CONTACTS_SHOWN = 100;

export function registerSearchCommand(program: Command): void {
  addMirrorOptions(
    program
      .command('search')
      .description('Search call transcripts (and contacts) in the mirror; prints every matching call with a snippet.')
      .argument('<words...>', 'what to look for: words, "a phrase", OR, -word, prefix*, caller:word, agent:"a phrase"'),
  )
    .option('--from <date>', 'calls that started on or after this date (2025-01-31, UTC) or instant (ISO 8601)', parseBound('from'))
    .option('--to <date>', 'calls that started up to the end of this date (UTC), or before this instant', parseBound('to'))
    .option('--agent <id>', "only this agent's calls", parseId)
    .option('--campaign <id>', "only this campaign's calls", parseId)
    .option('--status <list>', 'only these statuses, comma-separated: completed, voicemail, no_answer, busy, failed', parseStatus)
    .option('--direction <list>', 'only these directions, comma-separated: inbound, outbound, web', parseDirection)
    .option('--sentiment <list>', 'only these sentiments, comma-separated: positive, neutral, negative', parseSentiment)
    .addOption(new Option('--sort <order>', 'newest first, or best match first').choices(['newest', 'relevance']).default('newest'))
    .option('--limit <n>', 'stop after this many calls (default: every match)', parseLimit)
    .option('--json', 'print one JSON document: {"query","note","total","calls":[...],"contacts":[...]}')
    .addHelpText(
      'after',
      `
Excluded words start with "-", which the shell would pass as a flag: quote the
whole search, or put -- before the words:
  voicedesk search --db mirror.sqlite "refund -voicemail" --sentiment negative
  voicedesk search --db mirror.sqlite --from 2025-01-01 -- caller:"cancel my" -renewal`,
    )
    .action((words: string[], flags: SearchFlags) => runSearch(words.join(' '), flags));
}

export async function runSearch(query: string, flags: SearchFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const mirror = openMirrorForReading(target.mirrorFile);
  const out = createStreamWriter(process.stdout);
  try {
    const filter = callFilterOf(query, flags);
    const contacts = hasCallFilters(flags) ? [] : searchContacts(mirror.db, query, { limit: CONTACTS_SHOWN });
    const total = callSearchOf(filter) === null ? 0 : countCalls(mirror.db, filter);
    const shown = Math.min(total, flags.limit ?? total);
    const note = callSearchOf(filter)?.note ?? null;
    const bold = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    const marks = flags.json || !bold ? BRACKETS : (['\x1b[1m', '\x1b[22m'] as const);
    if (flags.json) {
      await out.write(`{"query":${JSON.stringify(query)},"note":${JSON.stringify(note)},"total":${total},"calls":[`);
      await eachCall(mirror.db, filter, flags, async (hit, index) => out.write(`${index === 0 ? '' : ','}${JSON.stringify(callJson(hit))}`), out);
      await out.write(`],"contacts":${JSON.stringify(contacts.map(contactJson))}}\n`);
    } else {
      if (note !== null) await out.write(`${note}\n`);
      await out.write(`Calls: ${total === 0 ? 'no match' : `${total.toLocaleString('en-US')} match${total === 1 ? '' : 'es'}${shown < total ? `, the first ${shown} shown` : ''}`}\n`);
      await eachCall(mirror.db, filter, flags, async (hit) => out.write(callText(hit, marks)), out);
      if (!hasCallFilters(flags)) await out.write(contactsText(contacts, marks));
    }
    await out.flush();
  } finally {
    mirror.close();
  }
}

/** Every matching call, a keyset page at a time, up to `--limit`. */
async function eachCall(db: MirrorDb, filter: CallFilter, flags: SearchFlags, visit: (hit: CallSearchHit, index: number) => Promise<void>, out: StreamWriter): Promise<void> {
  if (callSearchOf(filter) === null) return;
  const sort = flags.sort === 'relevance' ? ({ field: 'relevance', direction: 'asc' } as const) : ({ field: 'start_timestamp', direction: 'desc' } as const);
  let index = 0;
  let after: string | undefined;
  do {
    const left = flags.limit === undefined ? MAX_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, flags.limit - index);
    const page = listCalls(db, { filter, sort, limit: left, ...(after === undefined ? {} : { after }) });
    for (const { snippet, ...call } of page.rows) {
      if (out.closed) return;
      await visit({ call, snippet: snippet ?? [] }, index);
      index += 1;
    }
    after = page.nextCursor ?? undefined;
  } while (after !== undefined && (flags.limit === undefined || index < flags.limit));
}

const BRACKETS = ['[', ']'] as const;

/** Hits in segments, as text with the hits between the given marks. */
export function marked(segments: readonly TextSegment[], [open, close]: readonly [string, string]): string {
  return segments.map((segment) => (segment.hit ? `${open}${segment.text}${close}` : segment.text)).join('');
}

function callJson({ call, snippet }: CallSearchHit) {
  return {
    id: call.id,
    start_timestamp: call.start_timestamp,
    direction: call.direction,
    call_status: call.call_status,
    sentiment: call.sentiment,
    duration_seconds: call.duration_seconds,
    agent_id: call.agent_id,
    campaign_id: call.campaign_id,
    contact_id: call.contact_id,
    contact_name: call.contact_name,
    caller_number: call.caller_number,
    agent_name: call.agent_name,
    campaign_name: call.campaign_name,
    snippet: marked(snippet, BRACKETS),
    segments: snippet,
  };
}

function contactJson({ contact, snippet }: ContactSearchHit) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    company: contact.company,
    tags: contact.tags,
    status: contact.status,
    snippet: marked(snippet, BRACKETS),
    segments: snippet,
  };
}

function callText({ call, snippet }: CallSearchHit, marks: readonly [string, string]): string {
  const who = [callerLabel(call), call.agent_name].filter(Boolean).join(' with ');
  return `  ${call.start_timestamp.slice(0, 16).replace('T', ' ')}  ${call.direction}, ${call.call_status.replace('_', ' ')}  ${oneLine(who)}  (${call.id})\n    ${oneLine(marked(snippet, marks))}\n`;
}

function contactsText(contacts: ContactSearchHit[], marks: readonly [string, string]): string {
  const lines = [`Contacts: ${contacts.length === 0 ? 'no match' : `${contacts.length} match${contacts.length === 1 ? '' : 'es'}`}`];
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
