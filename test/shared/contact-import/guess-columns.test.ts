import { describe, expect, it } from 'vitest';
import { guessColumns } from '../../../src/shared/contact-import/guess-columns';
import labelled from '../../fixtures/import-headers.json' with { type: 'json' };
import { independentHeaders, mappingQuality } from '../../support/mapping-quality';

describe('guessing the fields of a header', () => {
  it('maps common export headers, ignoring columns that are no contact field', () => {
    expect(guessColumns(['First Name', 'Last Name', 'Mobile Phone', 'Email Address', 'Account Name', 'Fax', 'Lead Source'])).toEqual([
      'first_name', 'last_name', 'phone', 'email', 'company', 'ignore', 'ignore',
    ]);
  });

  it('uses a single name column as the whole name, and not beside a first-name column', () => {
    expect(guessColumns(['Name', 'Phone Number', 'Tags'])).toEqual(['full_name', 'phone', 'tags']);
    expect(guessColumns(['Name', 'Given Name', 'Family Name'])).toEqual(['ignore', 'first_name', 'last_name']);
  });

  it('gives each field to one column only, an exact name before one merely containing the word', () => {
    expect(guessColumns(['Home Phone', 'Phone', 'E-mail 2', 'E-mail'])).toEqual(['ignore', 'phone', 'ignore', 'email']);
  });

  it('reads other languages’ conventions', () => {
    expect(guessColumns(['Prénom', 'Nom', 'Téléphone', 'Courriel', 'Société'])).toEqual(['first_name', 'last_name', 'phone', 'email', 'company']);
    expect(guessColumns(['Nome', 'Cognome', 'Cellulare', 'Azienda'])).toEqual(['first_name', 'last_name', 'phone', 'company']);
  });

  it('reads "first" and "last" as name parts only beside "name" or alone', () => {
    expect(guessColumns(['First', 'Last', 'Last Call', 'Last Contacted', 'First Seen'])).toEqual(['first_name', 'last_name', 'ignore', 'ignore', 'ignore']);
    expect(guessColumns(['Name, First', 'Name, Last', 'Phone'])).toEqual(['first_name', 'last_name', 'phone']);
    expect(guessColumns(['Nachname', 'Last Open'])).toEqual(['last_name', 'ignore']);
  });

  it('maps a do-not-call flag to the status in every language it reads, but not an opt-out of email or texts', () => {
    for (const header of ['DNC', 'Do Not Call', 'Do not phone', 'Opt Out', 'Opted out', 'Keine Anrufe', 'Ne pas contacter', 'No contactar', 'Não contatar', 'Niet benaderen', 'Non contattare']) {
      expect(guessColumns(['Name', header]), header).toEqual(['full_name', 'status']);
    }
    expect(guessColumns(['Name', 'Email Opt Out', 'SMS opt-out', 'Newsletter opt out'])).toEqual(['full_name', 'ignore', 'ignore', 'ignore']);
    // Whole flag names are as sure as "Status"; a flag with more words yields to it.
    expect(guessColumns(['Phone opt out (Y/N)', 'Status'])).toEqual(['ignore', 'status']);
  });

  it('knows a company by its short and legal names, short words only as whole words', () => {
    for (const header of ['Co.', 'Firm', 'Firm Name', 'Organization', 'Organisatie', 'Employer', 'Raison sociale', 'Razón social', 'Ragione sociale']) {
      expect(guessColumns(['Name', header]), header).toEqual(['full_name', 'company']);
    }
    expect(guessColumns(['Name', 'Confirmed', 'Contacted', 'Co-owner'])).toEqual(['full_name', 'ignore', 'ignore', 'ignore']);
  });

  it('takes groups, lists, segments and labels of contacts as tags, not their ids', () => {
    for (const header of ['Group', 'Groups', 'Call Lists', 'Segments', 'Labels', 'Gruppen', 'Listes', 'Grupo', 'Lijsten']) {
      expect(guessColumns(['Name', header]), header).toEqual(['full_name', 'tags']);
    }
    expect(guessColumns(['Name', 'Group IDs', 'Blacklist'])).toEqual(['full_name', 'ignore', 'ignore']);
  });

  it('holds its precision and recall on the labelled headers of real-world exports (test/fixtures/import-headers.json)', () => {
    const quality = mappingQuality(labelled.files);
    expect(quality.headers).toBeGreaterThanOrEqual(60);
    expect(quality.precision).toBeGreaterThanOrEqual(0.95);
    expect(quality.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('holds its figures on headers labelled by someone who never saw it (test/fixtures/import-headers-independent)', () => {
    // Measured when the set arrived: precision 0.917 and recall 0.858 on its 1,038 hand-written columns. Then 0.934
    // and 0.914 after rules for misses the set had shown (first/last only beside "name", do-not-call flags in every
    // language, short and legal company names, groups and lists as tags; their own cases are in import-headers.json),
    // so for those kinds of header the set is no longer independent. The floor keeps what was reached, a little
    // below it; the set's README says how it was written.
    const quality = mappingQuality(independentHeaders({ handWrittenOnly: true }));
    expect(quality.headers).toBeGreaterThanOrEqual(1_000);
    expect(quality.precision).toBeGreaterThanOrEqual(0.92);
    expect(quality.recall).toBeGreaterThanOrEqual(0.9);
  });
});
