import type { z } from 'zod';
import { problemsFromZod } from '../../../shared/api/problems';
import type { ContactStatus } from '../../../shared/api/resources';
import type { ContactRow } from '../../../shared/contract/record-schemas';
import type { CoreError } from '../../../shared/contract/result';
import { editFormProblems, fieldMessage } from '../editing/edit-problems';
import { contactCreateEdit, contactUpdateEdit, type ContactCreateEdit, type ContactUpdateEdit } from '../../../shared/outbox/edits';

/**
 * The contact form's values and what they become: the fields of a
 * `contact.update` that differ from the contact as shown (only those are
 * sent), or the body of a `contact.create`. Both are checked here with the
 * shared edit schemas, the very ones the core checks with, so a wrong email
 * is named next to its field before anything is queued, online or not.
 */
export const CONTACT_FORM_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

export const CONTACT_FIELD_LABELS: Record<ContactFormField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
  company: 'Company',
  tags: 'Tags',
  status: 'Status',
};

/** As typed: tags are one comma-separated text. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  company: string;
  tags: string;
  status: ContactStatus;
}

export function formValuesOf(contact?: Pick<ContactRow, 'first_name' | 'last_name' | 'phone' | 'email' | 'company' | 'tags' | 'status'>): ContactFormValues {
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    company: contact?.company ?? '',
    tags: contact?.tags.join(', ') ?? '',
    status: contact?.status ?? 'active',
  };
}

/** "vip, lead,, vip " → ["vip", "lead"]: trimmed, blanks and repeats left out, in the order typed. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()))].filter((tag) => tag !== '');
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: CoreError };

/** Fields the service keeps once set: the API has no way to empty them. */
const NOT_CLEARABLE = ['phone', 'email'] as const;

/**
 * The `contact.update` for what changed, checked; `value` is null when
 * nothing changed. Text is trimmed before it is compared and sent.
 */
export function updateEditOf(contact: ContactRow, values: ContactFormValues): Checked<ContactUpdateEdit | null> {
  const fields: Record<string, unknown> = {};
  const problems: { field: string; message: string }[] = [];
  const text = { first_name: values.first_name, last_name: values.last_name, phone: values.phone, email: values.email, company: values.company };
  for (const [field, typed] of Object.entries(text) as [keyof typeof text, string][]) {
    const value = typed.trim();
    if (value === (contact[field] ?? '')) continue;
    if (value === '' && (NOT_CLEARABLE as readonly string[]).includes(field)) {
      problems.push({ field: `fields.${field}`, message: 'cannot be emptied: the service keeps it once set. Type a new one, or put back the old one.' });
      continue;
    }
    fields[field] = value;
  }
  const tags = parseTags(values.tags);
  if (!sameSet(tags, contact.tags)) fields.tags = tags;
  if (values.status !== contact.status) fields.status = values.status;
  if (problems.length > 0) return { ok: false, error: invalid(problems) };
  if (Object.keys(fields).length === 0) return { ok: true, value: null };
  return checked(contactUpdateEdit, { op: 'contact.update', id: contact.id, fields });
}

/** The `contact.create` for a new contact, checked; empty optional fields are left out. */
export function createEditOf(values: ContactFormValues, ref: string): Checked<ContactCreateEdit> {
  const fields: Record<string, unknown> = { first_name: values.first_name.trim() };
  for (const field of ['last_name', 'phone', 'email', 'company'] as const) {
    const value = values[field].trim();
    if (value !== '') fields[field] = value;
  }
  const tags = parseTags(values.tags);
  if (tags.length > 0) fields.tags = tags;
  fields.status = values.status;
  return checked(contactCreateEdit, { op: 'contact.create', ref, fields });
}

function checked<Schema extends z.ZodType>(schema: Schema, edit: unknown): Checked<z.output<Schema>> {
  const parsed = schema.safeParse(edit);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: invalid(problemsFromZod(parsed.error)) };
}

function invalid(problems: { field: string; message: string }[]): CoreError {
  return { code: 'invalid_request', message: 'Some fields need a change before the contact can be saved.', problems };
}

/**
 * A refused edit's problems at the form's fields, each message led by the
 * field's label ("Email must be an email address…"); anything else (the
 * service out of reach, a read-only key) for above the buttons. A problem's
 * field is the path inside the edit (`fields.email`), or inside the batch
 * (`edits[3].fields.company`) when several edits went together.
 */
export function contactFormProblems(error: CoreError | undefined): { fields: Partial<Record<ContactFormField, string>>; general: string | undefined } {
  const problems = editFormProblems(error, CONTACT_FORM_FIELDS);
  const fields: Partial<Record<ContactFormField, string>> = {};
  for (const field of CONTACT_FORM_FIELDS) {
    const message = fieldMessage(CONTACT_FIELD_LABELS[field], problems.fields[field]);
    if (message !== undefined) fields[field] = message;
  }
  return { fields, general: problems.general };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
}

/**
 * The problems to show while typing: the form's values checked as saving
 * would check them, at the fields the user has already typed in (an empty
 * form does not open with "First name is required"). Saving shows them all.
 */
export function typingProblems(check: Checked<unknown>, touched: ReadonlySet<ContactFormField>): Partial<Record<ContactFormField, string>> {
  if (check.ok) return {};
  const { fields } = contactFormProblems(check.error);
  return Object.fromEntries(Object.entries(fields).filter(([field]) => touched.has(field as ContactFormField)));
}
