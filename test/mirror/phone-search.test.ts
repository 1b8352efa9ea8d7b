import { describe, expect, it } from 'vitest';
import { countContacts, deleteContact, listContacts, upsertContacts, type MirrorDb } from '../../src/main/mirror/index';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { contact } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * The Contacts search by phone digits (migration 016's index): a number
 * typed in any format finds one stored in any other, by a run of its digits
 * anywhere in the stored number's, as the list shows numbers (synced ones
 * and pending edits alike), and stays so as sync and the outbox change them.
 */
const mirrors = useTempMirrors();

function ids(db: MirrorDb, text: string): string[] {
  return listContacts(db, { limit: 50, filter: { text } }).rows.map((row) => row.id);
}

function queue(db: MirrorDb, edits: unknown[]): Record<string, string> {
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(`edits refused: ${JSON.stringify(plan.problems)}`);
  queueEdits(db, plan.edits);
  return plan.refs;
}

// The same North American number stored in five formats, one per contact.
const STORED = {
  contact_e164: '+16177098781',
  contact_spaced: '+1 617 709 8781',
  contact_national: '(617) 709-8781',
  contact_dotted: '617.709.8781',
  contact_bare: '6177098781',
};

describe('contacts search by phone digits', () => {
  it('finds a number stored in any format from one typed in any other, whole or in part', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [
      ...Object.entries(STORED).map(([id, phone]) => contact(id, { first_name: id, phone })),
      contact('contact_other', { first_name: 'Other', phone: '+16177091234' }),
      contact('contact_uk', { first_name: 'Uk', phone: '+44 20 7946 0000' }),
      contact('contact_none', { first_name: 'None', phone: null }),
    ]);
    const all = Object.keys(STORED).sort();
    for (const typed of ['(617) 709-8781', '617-709-8781', '617.709.8781', '6177098781', '+1 617 709 8781', '+1 (617) 709-8781', '+16177098781', '16177098781', '709-8781', '8781', '098 78']) {
      expect(ids(db, typed).sort(), typed).toEqual(all);
      expect(countContacts(db, { text: typed }), typed).toBe(all.length);
    }
    // A leading "+1" or an 11-digit 1… number also finds the national part alone; a partial number finds every number holding it.
    expect(ids(db, '+1 617 709').sort()).toEqual([...all, 'contact_other'].sort());
    expect(ids(db, '(20) 7946')).toEqual(['contact_uk']);
    expect(ids(db, '442079460000')).toEqual(['contact_uk']);
    // Digits no number holds in a row find nothing.
    expect(ids(db, '6178781')).toEqual([]);
    expect(ids(db, '999-0000')).toEqual([]);
  });

  it('follows numbers as sync writes, changes and removes them', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { phone: '+1 (617) 709-8781' })]);
    expect(ids(db, '7098781')).toEqual(['contact_1']);
    upsertContacts(db, [contact('contact_1', { phone: '+1 (212) 555-0199', first_name: 'Renamed' })]);
    expect(ids(db, '7098781')).toEqual([]);
    expect(ids(db, '2125550199')).toEqual(['contact_1']);
    upsertContacts(db, [contact('contact_1', { phone: null })]);
    expect(ids(db, '2125550199')).toEqual([]);
    upsertContacts(db, [contact('contact_1', { phone: '212.555.0199' })]);
    expect(ids(db, '(212) 555-0199')).toEqual(['contact_1']);
    deleteContact(db, 'contact_1');
    expect(ids(db, '(212) 555-0199')).toEqual([]);
  });

  it('finds numbers as pending edits show them: an edited number by its new digits only, an offline create, not a pending delete', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1', { phone: '+16177098781' }), contact('contact_2', { phone: '+13125550142' })]);
    const refs = queue(db, [
      { op: 'contact.update', id: 'contact_1', fields: { phone: '+1 415 555 0123' } },
      { op: 'contact.create', ref: 'new', fields: { first_name: 'Offline', phone: '+1 (646) 555-0177' } },
      { op: 'contact.delete', id: 'contact_2' },
    ]);
    expect(ids(db, '709-8781')).toEqual([]);
    expect(ids(db, '(415) 555-0123')).toEqual(['contact_1']);
    expect(ids(db, '6465550177')).toEqual([refs['new']]);
    expect(ids(db, '3125550142')).toEqual([]);
    // Sync changing the server's number under a pending edit does not show through it.
    upsertContacts(db, [contact('contact_1', { phone: '+1 617 000 1111' })]);
    expect(ids(db, '6170001111')).toEqual([]);
    expect(ids(db, '4155550123')).toEqual(['contact_1']);
    // Nor does sync's removal of a contact whose number a pending edit changed leave its old number findable.
    deleteContact(db, 'contact_1');
    expect(ids(db, '6170001111')).toEqual([]);
    db.exec("INSERT INTO contact_phone_trigrams (contact_phone_trigrams) VALUES ('integrity-check')");
  });

  it('reads a page of a common run of digits along the name order, with the same contacts and total as a rare one', () => {
    const { db } = mirrors.open();
    // More numbers share "555" than the search reads from the index (BROAD_MATCHES).
    upsertContacts(
      db,
      Array.from({ length: 2100 }, (_, index) => contact(`contact_${String(index).padStart(5, '0')}`, { first_name: `P${String(index).padStart(5, '0')}`, phone: `+1 212 555 ${String(index).padStart(4, '0')}` })),
    );
    const page = listContacts(db, { limit: 50, filter: { text: '555' } });
    expect(page.rows.map((row) => row.id)).toEqual(Array.from({ length: 50 }, (_, index) => `contact_${String(index).padStart(5, '0')}`));
    expect(countContacts(db, { text: '555' })).toBe(2100);
    expect(ids(db, '555 2099')).toEqual(['contact_02099']);
  });
});
