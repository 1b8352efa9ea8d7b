import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import { fieldLabel } from './describe-entry';

/**
 * A conflict side by side: for each field both sides changed, the service's
 * value when the edit was made ("base", stored with the edit), the value
 * this edit sends ("yours") and the service's current one ("theirs", from
 * the problem the core recorded); and whether the user can type a third value
 * here (Edit): text, a contact's status, a yes/no. Lists and nested values
 * are kept or taken whole.
 */
export interface ConflictRow {
  field: string;
  label: string;
  /** The service's value when the edit was made. */
  base: string;
  mine: string;
  theirs: string;
}

export type EditableKind = 'text' | 'status' | 'boolean';

export interface EditableField {
  field: string;
  label: string;
  kind: EditableKind;
  /** Yours, as the form starts. */
  initial: string | boolean;
  /** Theirs, in words, shown beside the input. */
  theirs: string;
}

const STATUS_WORDS: Record<string, string> = { active: 'Active', dnc: 'Do not call' };

export const STATUS_CHOICES = Object.entries(STATUS_WORDS) as [string, string][];

export function conflictingFields(entry: OutboxEntryRow): string[] {
  return entry.problem?.kind === 'changed_on_server' ? (entry.problem.fields ?? []) : [];
}

export function conflictRows(entry: OutboxEntryRow): ConflictRow[] {
  const theirs = entry.problem?.theirs ?? {};
  return conflictingFields(entry).map((field) => ({
    field,
    label: fieldLabel(field),
    base: entry.base !== undefined && Object.hasOwn(entry.base, field) ? formatValue(entry.base[field], field) : '(not recorded)',
    mine: formatValue(entry.fields[field], field),
    theirs: formatValue(theirs[field], field),
  }));
}

/** A field's value as text: empty values say so, a status reads as on screen, lists are joined. */
export function formatValue(value: unknown, field: string): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field === 'status' && typeof value === 'string') return STATUS_WORDS[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields the Edit form offers, or undefined when one of them cannot be typed here (then only keep or take). */
export function editableFields(entry: OutboxEntryRow): EditableField[] | undefined {
  if (entry.op !== 'contact.update' && entry.op !== 'agent.update') return undefined;
  const fields = conflictingFields(entry);
  if (fields.length === 0) return undefined;
  const theirs = entry.problem?.theirs ?? {};
  const editable: EditableField[] = [];
  for (const field of fields) {
    const mine = entry.fields[field];
    const kind = editableKind(entry, field, mine, theirs[field]);
    if (kind === undefined) return undefined;
    const initial = kind === 'boolean' ? mine === true : typeof mine === 'string' ? mine : '';
    editable.push({ field, label: fieldLabel(field), kind, initial, theirs: formatValue(theirs[field], field) });
  }
  return editable;
}

function editableKind(entry: OutboxEntryRow, field: string, mine: unknown, theirs: unknown): EditableKind | undefined {
  if (entry.op === 'contact.update' && field === 'status') return 'status';
  const both = [mine, theirs].filter((value) => value !== null && value !== undefined);
  if (both.every((value) => typeof value === 'string')) return 'text';
  if (both.every((value) => typeof value === 'boolean')) return 'boolean';
  return undefined;
}
