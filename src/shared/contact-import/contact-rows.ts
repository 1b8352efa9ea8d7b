import { contactCreateBody, contactUpdateBody, type ContactCreateBody } from '../api/requests';
import type { ImportField } from './import-fields';

/**
 * Each row of an imported file as the contact it would create, checked with
 * the service's own create-body schema, so a row accepted here is a body the
 * service accepts. A row that fails keeps its reasons, in words a person can
 * act on in a spreadsheet ("phone "call me" is not a phone number…").
 */
export interface CheckedRow {
  /** The line of the file the row starts on. */
  line: number;
  cells: string[];
  /** The contact, when the row passed every check (a row with an id: only the fields it has). */
  fields?: ContactCreateBody;
  /** The contact the row updates, when it has an id. */
  id?: string;
  reasons?: string[];
}

const DNC_WORDS = new Set(['dnc', 'donotcall', 'do not call', 'do-not-call', 'yes', 'y', 'true', '1', 'x']);
const ACTIVE_WORDS = new Set(['active', 'no', 'n', 'false', '0']);

/** "Ana María Ruiz" → Ana / María Ruiz; "Ruiz, Ana" → Ana / Ruiz (the comma form lists the family name first). */
export function splitFullName(name: string): { first_name: string; last_name?: string } {
  const comma = name.indexOf(',');
  if (comma !== -1) {
    const last = name.slice(0, comma).trim();
    const first = name.slice(comma + 1).trim();
    if (first !== '') return last === '' ? { first_name: first } : { first_name: first, last_name: last };
  }
  const parts = name.trim().split(/\s+/);
  const [first = '', ...rest] = parts;
  return rest.length === 0 ? { first_name: first } : { first_name: first, last_name: rest.join(' ') };
}

/** A file's tag cell: "vip; 2024" as exported by VoiceDesk, or "vip, 2024" as typed. */
export function splitTags(cell: string): string[] {
  const separator = cell.includes(';') ? ';' : cell.includes('|') ? '|' : ',';
  return [...new Set(cell.split(separator).map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** A status cell in the words people use ("Do not call", "DNC", "yes" in a do-not-call column); unknown words are kept for the check to refuse. */
export function statusValue(cell: string): string {
  const word = cell.trim().toLowerCase();
  if (DNC_WORDS.has(word)) return 'dnc';
  if (ACTIVE_WORDS.has(word)) return 'active';
  return cell.trim();
}

/** The contact a row gives under a mapping, unchecked. */
export function rowFields(cells: readonly string[], mapping: readonly ImportField[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  let whole: { first_name: string; last_name?: string } | undefined;
  mapping.forEach((field, index) => {
    const cell = (cells[index] ?? '').trim();
    if (field === 'ignore' || cell === '') return;
    switch (field) {
      case 'full_name':
        whole = splitFullName(cell);
        return;
      case 'tags':
        fields.tags = splitTags(cell);
        return;
      case 'status':
        fields.status = statusValue(cell);
        return;
      default:
        fields[field] = cell;
    }
  });
  // Columns of their own win over the split of a whole name.
  if (whole !== undefined) {
    if (fields.first_name === undefined) fields.first_name = whole.first_name;
    if (fields.last_name === undefined && whole.last_name !== undefined) fields.last_name = whole.last_name;
  }
  return fields;
}

export function checkRow(cells: string[], line: number, mapping: readonly ImportField[]): CheckedRow {
  const { id, ...fields } = rowFields(cells, mapping);
  if (typeof id === 'string') {
    // An update: an empty cell leaves its field as it is, so nothing is required.
    const update = contactUpdateBody.safeParse(fields);
    if (update.success) return { line, cells, id, fields: update.data as ContactCreateBody };
    return { line, cells, id, reasons: [...new Set(update.error.issues.map((issue) => reason(String(issue.path[0] ?? ''), fields, issue.message, issue.code)))] };
  }
  const parsed = contactCreateBody.safeParse(fields);
  if (parsed.success) return { line, cells, fields: parsed.data };
  const reasons = [...new Set(parsed.error.issues.map((issue) => reason(String(issue.path[0] ?? ''), fields, issue.message, issue.code)))];
  return { line, cells, reasons };
}

function reason(field: string, fields: Record<string, unknown>, message: string, code: string): string {
  const value = fields[field];
  switch (field) {
    case 'first_name':
      return value === undefined ? 'first name is missing' : `first name ${message}`;
    case 'phone':
      return `phone ${JSON.stringify(value)} is not a phone number of 7 to 15 digits (e.g. +15551234567)`;
    case 'email':
      return `email ${JSON.stringify(value)} is not an email address (e.g. name@example.com)`;
    case 'status':
      return `status ${JSON.stringify(value)} is unknown: use active or dnc (do not call)`;
    case 'tags':
      return code === 'too_big' ? 'tags: too many or too long (at most 200 tags of 100 characters)' : `tags ${message}`;
    default:
      return code === 'too_big' ? `${field.replace('_', ' ')} is too long (at most 500 characters)` : `${field.replace('_', ' ')}: ${message}`;
  }
}
