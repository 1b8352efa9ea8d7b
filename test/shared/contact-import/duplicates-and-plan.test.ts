import { describe, expect, it } from 'vitest';
import { analyseImport } from '../../../src/shared/contact-import/analyse-import';
import type { ContactLookup } from '../../../src/shared/contact-import/duplicate-groups';
import { importEdits, importSummary } from '../../../src/shared/contact-import/import-plan';
import { problemsCsv } from '../../../src/shared/contact-import/problems-csv';

const ana = { id: 'contact_ana', name: 'Ana Ruiz' };
const bo = { id: 'contact_bo', name: 'Bo Chen' };
const lookup: ContactLookup = {
  byPhone: (key) => (key === '6177098781' ? ana : undefined),
  byEmail: (email) => (email === 'bo@example.com' ? bo : undefined),
  byId: (id) => [ana, bo].find((contact) => contact.id === id),
};

function analyse(lines: string[]) {
  return analyseImport(new TextEncoder().encode(lines.join('\n')), lookup);
}

describe('duplicates and the import’s edits', () => {
  const file = [
    'Name,Phone,Email,Company,Status',
    'Ana Ruiz,(617) 709-8781,,Acme,', // line 2: the workspace's Ana by phone digits
    'Bo Chen,,BO@Example.com,,', // line 3: the workspace's Bo by email, case ignored
    'Cy Dee,+1 555 010 2030,cy@example.com,,', // line 4
    'Cy D.,,CY@example.com,Cyco,', // line 5: line 4 again by email
    'Dee Eff,15550102030,,,', // line 6: line 4 again by phone, so one group of three
    ',+15550100000,,,', // line 7: no first name
    'Ed,call me,,,maybe', // line 8: bad phone, unknown status
    'Flo,,,,dnc', // line 9
  ];

  it('groups rows matching the workspace and each other, by phone digits and lower-cased email', () => {
    const analysis = analyse(file);
    expect(analysis.groups.map(({ key, rows, existing, reason }) => ({ key, lines: rows.map((index) => analysis.rows[index]!.line), existing, reason }))).toEqual([
      { key: 'line-2', lines: [2], existing: ana, reason: 'same phone as Ana Ruiz, already in the workspace' },
      { key: 'line-3', lines: [3], existing: bo, reason: 'same email as Bo Chen, already in the workspace' },
      { key: 'line-4', lines: [4, 5, 6], existing: null, reason: 'same phone or email as the row on line 4' },
    ]);
  });

  it('lists each bad row with its reasons, and writes them out with the file’s columns and a reason column', () => {
    const analysis = analyse(file);
    const bad = analysis.rows.filter((row) => row.reasons !== undefined);
    expect(bad.map((row) => [row.line, row.reasons])).toEqual([
      [7, ['first name is missing']],
      [8, ['phone "call me" is not a phone number of 7 to 15 digits (e.g. +15551234567)', 'status "maybe" is unknown: use active or dnc (do not call)']],
    ]);
    expect(problemsCsv(analysis.header, analysis.rows)).toBe(
      'Name,Phone,Email,Company,Status,Problem\r\n,+15550100000,,,,first name is missing\r\n' +
        'Ed,call me,,,maybe,"phone ""call me"" is not a phone number of 7 to 15 digits (e.g. +15551234567); status ""maybe"" is unknown: use active or dnc (do not call)"\r\n',
    );
  });

  it('skips one group, updates another with only the fields the file has, merges a file-only group (later rows’ fields winning), and adds tags and a campaign to all', () => {
    const analysis = analyse(file);
    const choices = { defaultChoice: 'skip' as const, choices: { 'line-3': 'update' as const, 'line-4': 'update' as const }, tags: ['spring'], campaignId: 'campaign_1' };
    const { edits, summary } = importEdits(analysis.rows, analysis.groups, choices);
    expect(summary).toEqual({ created: 2, updated: 1, skipped: 3, problems: 2 });
    expect(importSummary(analysis.rows.length, 2, analysis.groups.map((group) => ({ key: group.key, rows: group.rows.length, existing: group.existing !== null })), choices)).toEqual(summary);
    expect(edits).toEqual([
      { op: 'contact.create', ref: 'line-4', fields: { first_name: 'Dee', last_name: 'Eff', phone: '15550102030', email: 'CY@example.com', company: 'Cyco', tags: ['spring'] } },
      { op: 'contact.create', ref: 'line-9', fields: { first_name: 'Flo', status: 'dnc', tags: ['spring'] } },
      { op: 'contact.update', id: 'contact_bo', fields: { first_name: 'Bo', last_name: 'Chen', email: 'BO@Example.com' } },
      { op: 'contacts.tag', ids: ['contact_bo'], add: ['spring'] },
      { op: 'campaign.add_contacts', id: 'campaign_1', contact_ids: ['contact_bo', 'line-4', 'line-9'] },
    ]);
  });

  it('creates every row anyway when asked, and summarises the same from the group shapes alone', () => {
    const analysis = analyse(file);
    const choices = { defaultChoice: 'create' as const, choices: {}, tags: [], campaignId: null };
    const { edits, summary } = importEdits(analysis.rows, analysis.groups, choices);
    expect(summary).toEqual({ created: 6, updated: 0, skipped: 0, problems: 2 });
    expect(edits).toHaveLength(6);
  });
});
