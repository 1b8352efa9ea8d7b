import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { contactsCsv, contactsExportFileName } from '../../src/shared/contacts-csv';

/** The contacts export: the import's columns, id first, UTF-8 with a byte-order mark, and a name that says what it holds. */
describe('contacts as CSV', () => {
  const row = {
    id: 'c_1',
    first_name: 'Zoë',
    last_name: 'Müller, Jr.',
    phone: '+16177098781',
    email: null,
    company: 'Say "hi" Ltd',
    tags: ['vip', 'spring lead'],
    status: 'active',
  };

  it('writes the columns the import reads, after a byte-order mark', () => {
    const text = contactsCsv([row]);
    expect(text.startsWith('\uFEFFid,first_name,last_name,phone,email,company,tags,status\r\n')).toBe(true);
    expect(text.endsWith('c_1,Zoë,"Müller, Jr.",+16177098781,,"Say ""hi"" Ltd",vip; spring lead,active\r\n')).toBe(true);
  });

  it('reads back as the same values', () => {
    const [header, line] = parse(contactsCsv([row]), { bom: true }) as string[][];
    expect(header).toEqual(['id', 'first_name', 'last_name', 'phone', 'email', 'company', 'tags', 'status']);
    expect(line).toEqual(['c_1', 'Zoë', 'Müller, Jr.', '+16177098781', '', 'Say "hi" Ltd', 'vip; spring lead', 'active']);
  });

  it('names the file for its filter or selection and the day', () => {
    expect(contactsExportFileName({ tag: 'vip' }, '2026-11-25')).toBe('contacts tagged vip 2026-11-25.csv');
    expect(contactsExportFileName({}, '2026-11-25')).toBe('contacts 2026-11-25.csv');
    expect(contactsExportFileName({ selected: 12, company: 'Acme', status: 'dnc' }, '2026-11-25')).toBe('12 selected do-not-call contacts at Acme 2026-11-25.csv');
    expect(contactsExportFileName({ selected: 1, text: '  ana ' }, '2026-11-25')).toBe('1 selected contact matching ana 2026-11-25.csv');
    expect(contactsExportFileName({ tag: 'a/b:c*?' }, '2026-11-25')).toBe('contacts tagged a b c 2026-11-25.csv');
  });
});
