/**
 * CSV as VoiceDesk writes it, for `voicedesk export --format csv` and the
 * Calls screen's export: RFC 4180 (comma-separated, CRLF
 * line ends, a field quoted when it holds a comma, a quote, a line break or
 * leading or trailing spaces, quotes doubled), UTF-8 starting with a
 * byte-order mark (CSV_BOM) in a file: without it, spreadsheet programs read
 * the file in a legacy code page and garble every accent ("DuprÃ©"). The
 * command line writes the mark only into a file, never on a pipe or a
 * terminal (src/cli/commands/csv-byte-order-mark.ts).
 *
 * Formula injection: a spreadsheet runs a field that starts with =, +, -, @
 * (or a tab or carriage return before one) as a formula, and names,
 * summaries and transcripts come from other people. Such a field is written
 * with a leading apostrophe, so it is shown as text; a signed number or a
 * phone number ("-3.5", "+1 555 010 2030") is left as it is (no formula can
 * hide in digits and punctuation).
 *
 * The CLI's file (this module's columns) has a header row of API field
 * names, for scripts as much as spreadsheets; its times are local with their
 * offset (withLocalTimes). The Calls screen's file has the table's columns
 * under their labels (src/main/service/calls-csv-export.ts).
 *
 * Columns: the fields of spec part 2 that appear in the records, in the
 * spec's order, then any other fields the server sent, alphabetically.
 * Values: text as is; numbers and booleans as JSON writes them; null and
 * missing as an empty field; lists of text (tags…) joined with "; ";
 * anything else (business_hours…) as JSON. A call's transcript is flattened
 * into its one `transcript` column: one line per turn, "[m:ss] speaker: text".
 */
import { localTimestamp } from './local-time';

export type CsvResource = 'agents' | 'campaigns' | 'contacts' | 'calls';

/** A record in API shape, as exported. */
export type CsvRecord = Record<string, unknown>;

const SPEC_ORDER: Record<CsvResource, readonly string[]> = {
  agents: [
    'id', 'name', 'assistant_name', 'company_name', 'assistant_personality', 'objective', 'product_description', 'first_message', 'call_direction',
    'language', 'is_active', 'voice_provider', 'custom_instructions', 'background_sound', 'enabled_tools', 'knowledge_item_ids', 'phone_number_id',
    'voice', 'accent', 'created_at', 'updated_at',
  ],
  campaigns: ['id', 'name', 'description', 'objective', 'agent_id', 'phone_number_id', 'campaign_mode', 'status', 'timezone', 'business_hours', 'created_at', 'started_at'],
  contacts: ['id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status', 'created_at', 'updated_at'],
  calls: [
    'id', 'agent_id', 'contact_id', 'campaign_id', 'direction', 'call_status', 'duration_seconds', 'sentiment', 'cost', 'summary', 'transcript',
    'start_timestamp', 'end_timestamp',
  ],
};

/** Every field the spec names for a resource, in its order. */
export function specColumns(resource: CsvResource): readonly string[] {
  return SPEC_ORDER[resource];
}

/** The header: spec fields present in any record, then the others. */
export function csvColumns(resource: CsvResource, present: ReadonlySet<string>): string[] {
  const known = SPEC_ORDER[resource];
  const extra = [...present].filter((field) => !known.includes(field)).sort();
  return [...known.filter((field) => present.has(field) || field === 'id'), ...extra];
}

/** The header row; names are quoted like any field (a tracker's column may hold a comma). */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.map(csvField).join(',')}\r\n`;
}

export function csvRow(columns: readonly string[], record: CsvRecord): string {
  return `${columns.map((column) => csvField(column === 'transcript' ? transcriptText(record[column]) : cellText(record[column]))).join(',')}\r\n`;
}

/** The UTF-8 byte-order mark, first in every CSV file VoiceDesk writes. */
export const CSV_BOM = '\uFEFF';

export function csvField(value: string): string {
  const text = formulaSafe(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The field as a spreadsheet will show it as text, never run it (see the top of this file). */
export function formulaSafe(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-][\d\s().,/-]*$/.test(text)) return text;
  return `'${text}`;
}

/** The spec's fields that hold an instant (ISO 8601 UTC). */
const TIME_FIELDS = new Set(['created_at', 'updated_at', 'started_at', 'start_timestamp', 'end_timestamp']);

/** A record with its instants as local time with the offset ("2026-11-25 14:03:07 +01:00"), in `timeZone` or the process's own. */
export function withLocalTimes(record: CsvRecord, timeZone?: string): CsvRecord {
  const local: CsvRecord = { ...record };
  for (const field of TIME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') local[field] = localTimestamp(value, timeZone);
  }
  return local;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('; ');
  return JSON.stringify(value);
}

function transcriptText(value: unknown): string {
  if (!Array.isArray(value)) return cellText(value);
  return value
    .map((entry: unknown) => {
      const turn = (typeof entry === 'object' && entry !== null ? entry : {}) as { speaker?: unknown; text?: unknown; timestamp?: unknown };
      const at = typeof turn.timestamp === 'number' ? `[${clock(turn.timestamp)}] ` : '';
      return `${at}${String(turn.speaker ?? '')}: ${String(turn.text ?? '')}`;
    })
    .join('\n');
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
