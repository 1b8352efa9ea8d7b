import { CSV_BOM, csvHeader, csvRow } from './csv-format';

/**
 * Contacts as a CSV file to edit in a spreadsheet and import back as
 * updates: exactly the columns `voicedesk import-contacts` reads, the
 * contact's id first so that a row updates its contact rather than creating
 * one. UTF-8 with a byte-order mark, because a spreadsheet opening a CSV
 * without one guesses the encoding from the system and garbles "Zoë" and
 * "Müller"; the import skips the mark. Tags are joined with "; " and split
 * on ";" by the import.
 */
export const CONTACT_CSV_COLUMNS = ['id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status'] as const;

export interface ContactCsvRow {
  id: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  tags: readonly string[];
  status: string;
}

/** The whole file: the mark, the header, one line per contact (CRLF, RFC 4180 quoting). */
export function contactsCsv(rows: readonly ContactCsvRow[]): string {
  return `${contactsCsvHead()}${contactsCsvLines(rows)}`;
}

/** The file's start: the byte-order mark and the header row. */
export function contactsCsvHead(): string {
  return `${CSV_BOM}${csvHeader(CONTACT_CSV_COLUMNS)}`;
}

/** Lines for some contacts, to write a large file a page at a time. */
export function contactsCsvLines(rows: readonly ContactCsvRow[]): string {
  return rows.map((row) => csvRow(CONTACT_CSV_COLUMNS, { ...row })).join('');
}

/** What a contacts export holds, as its file name says it. */
export interface ContactExportScope {
  status?: 'active' | 'dnc' | undefined;
  tag?: string | undefined;
  company?: string | undefined;
  text?: string | undefined;
  /** Contacts picked one by one (not every one the filter matches). */
  selected?: number | undefined;
}

/**
 * A file name that says what is in it: "contacts tagged vip 2026-11-25.csv",
 * "12 selected contacts at Acme 2026-11-25.csv". Characters no file system
 * takes are dropped; the name stays short enough for every system.
 */
export function contactsExportFileName(scope: ContactExportScope, day: string): string {
  const words: string[] = [];
  if (scope.selected !== undefined) words.push(`${scope.selected} selected`);
  if (scope.status === 'dnc') words.push('do-not-call');
  if (scope.status === 'active') words.push('callable');
  words.push(scope.selected === 1 ? 'contact' : 'contacts');
  if (scope.tag) words.push(`tagged ${scope.tag}`);
  if (scope.company) words.push(`at ${scope.company}`);
  const text = scope.text?.trim();
  if (text) words.push(`matching ${text}`);
  const name = words
    .join(' ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return `${name} ${day}.csv`;
}
