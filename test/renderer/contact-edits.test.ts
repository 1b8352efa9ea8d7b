import { describe, expect, it } from 'vitest';
import { batchEdits, batchTitle, checkBatchInput } from '../../src/renderer/src/contacts/batch-edits';
import { contactFormProblems, createEditOf, formValuesOf, parseTags, updateEditOf } from '../../src/renderer/src/contacts/contact-form-values';
import type { ContactRow } from '../../src/shared/contract/record-schemas';
import { edit } from '../../src/shared/outbox/edits';

/** The Contacts screen's edits as they leave the forms and the batch bar: only what changed, checked with the shared schemas. */

const ada: ContactRow = {
  id: 'contact_1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  phone: '+15550100001',
  email: 'ada@engines.example',
  company: 'Analytical Engines',
  tags: ['vip', 'lead'],
  status: 'active',
  created_at: '2024-01-01T00:00:00Z',
  updated_at: null,
  pending: false,
};

describe('the contact form', () => {
  it('sends only the fields that changed, trimmed, and nothing when nothing did', () => {
    const values = formValuesOf(ada);
    expect(values).toEqual({ first_name: 'Ada', last_name: 'Lovelace', phone: '+15550100001', email: 'ada@engines.example', company: 'Analytical Engines', tags: 'vip, lead', status: 'active' });
    expect(updateEditOf(ada, values)).toEqual({ ok: true, value: null });
    // Tags in another order, with spaces and a repeat, are the same tags.
    expect(updateEditOf(ada, { ...values, tags: ' lead ,vip,, lead' })).toEqual({ ok: true, value: null });
    expect(updateEditOf(ada, { ...values, email: '  ada@babbage.example ', company: '' })).toEqual({
      ok: true,
      value: { op: 'contact.update', id: 'contact_1', fields: { email: 'ada@babbage.example', company: '' } },
    });
    expect(updateEditOf(ada, { ...values, tags: 'vip, engines', status: 'dnc' })).toEqual({
      ok: true,
      value: { op: 'contact.update', id: 'contact_1', fields: { tags: ['vip', 'engines'], status: 'dnc' } },
    });
  });

  it('names a wrong email at the Email field, in plain words', () => {
    const result = updateEditOf(ada, { ...formValuesOf(ada), email: 'ada at engines' });
    expect(result.ok).toBe(false);
    const problems = contactFormProblems(result.ok ? undefined : result.error);
    expect(problems).toEqual({ fields: { email: 'Email must be an email address, e.g. name@example.com.' }, general: undefined });
  });

  it('refuses to empty a phone or an email, which the service cannot remove', () => {
    const result = updateEditOf(ada, { ...formValuesOf(ada), phone: ' ', email: '' });
    const problems = contactFormProblems(result.ok ? undefined : result.error);
    expect(Object.keys(problems.fields)).toEqual(['phone', 'email']);
    expect(problems.fields.phone).toMatch(/^Phone cannot be emptied/);
  });

  it('makes a create with the fields filled in, and requires a first name', () => {
    expect(createEditOf({ ...formValuesOf(), first_name: ' Grace ', email: 'grace@navy.example', tags: 'lead' }, 'new')).toEqual({
      ok: true,
      value: { op: 'contact.create', ref: 'new', fields: { first_name: 'Grace', email: 'grace@navy.example', tags: ['lead'], status: 'active' } },
    });
    const nameless = createEditOf(formValuesOf(), 'new');
    expect(contactFormProblems(nameless.ok ? undefined : nameless.error).fields).toEqual({ first_name: 'First name must not be empty.' });
  });

  it('places the core’s problems at their fields, in a batch too, and the rest above the buttons', () => {
    expect(contactFormProblems({ code: 'invalid_request', message: 'x', problems: [{ field: 'edits[3].fields.company', message: 'must be at most 500 characters' }] }).fields).toEqual({
      company: 'Company must be at most 500 characters.',
    });
    expect(contactFormProblems({ code: 'invalid_request', message: 'x', problems: [{ field: 'fields.tags[2]', message: 'must not be empty' }] }).fields).toEqual({ tags: 'Tags entry 3 must not be empty.' });
    expect(contactFormProblems({ code: 'unavailable', message: 'The key can only read.' })).toEqual({ fields: {}, general: 'The key can only read.' });
  });

  it('reads tags as typed, without blanks or repeats', () => {
    expect(parseTags(' lead, vip ,, lead,')).toEqual(['lead', 'vip']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('batch edits over selected contacts', () => {
  const ids = ['contact_1', 'contact_2', 'local_contact_3'];

  it('tags with one edit over every id, and sets or deletes with one edit per contact, all valid edits', () => {
    expect(batchEdits(ids, { kind: 'add-tags', tags: ['lead'] })).toEqual([{ op: 'contacts.tag', ids, add: ['lead'] }]);
    expect(batchEdits(ids, { kind: 'remove-tags', tags: ['vip', 'old'] })).toEqual([{ op: 'contacts.tag', ids, remove: ['vip', 'old'] }]);
    expect(batchEdits(ids, { kind: 'status', status: 'dnc' })).toEqual(ids.map((id) => ({ op: 'contact.update', id, fields: { status: 'dnc' } })));
    expect(batchEdits(ids, { kind: 'company', company: 'Navy' })).toEqual(ids.map((id) => ({ op: 'contact.update', id, fields: { company: 'Navy' } })));
    expect(batchEdits(ids, { kind: 'delete' })).toEqual(ids.map((id) => ({ op: 'contact.delete', id })));
    for (const kind of ['add-tags', 'status', 'company', 'delete'] as const) {
      const action = kind === 'add-tags' ? { kind, tags: ['lead'] } : kind === 'status' ? { kind, status: 'active' as const } : kind === 'company' ? { kind, company: '' } : { kind };
      for (const each of batchEdits(ids, action)) expect(edit.safeParse(each).success).toBe(true);
    }
  });

  it('says what it does, with how many', () => {
    expect(batchTitle('delete', 240)).toBe('Delete 240 contacts?');
    expect(batchTitle('delete', 1)).toBe('Delete 1 contact?');
    expect(batchTitle('add-tags', 2_000)).toBe('Add tags to 2,000 contacts');
  });

  it('checks what was typed once, before any id is fetched', () => {
    expect(checkBatchInput({ kind: 'add-tags', tags: [] })?.problems?.[0]?.field).toBe('tags');
    expect(checkBatchInput({ kind: 'add-tags', tags: ['x'.repeat(101)] })?.problems?.[0]).toEqual({ field: 'tags', message: 'A tag must be at most 100 characters.' });
    expect(checkBatchInput({ kind: 'company', company: 'y'.repeat(501) })?.problems?.[0]).toEqual({ field: 'company', message: 'The company must be at most 500 characters.' });
    expect(checkBatchInput({ kind: 'add-tags', tags: ['lead'] })).toBeUndefined();
    expect(checkBatchInput({ kind: 'delete' })).toBeUndefined();
  });
});
