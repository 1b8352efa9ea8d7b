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

  it('holds its precision and recall on the labelled headers of real-world exports (test/fixtures/import-headers.json)', () => {
    const quality = mappingQuality(labelled.files);
    expect(quality.headers).toBeGreaterThanOrEqual(60);
    expect(quality.precision).toBeGreaterThanOrEqual(0.95);
    expect(quality.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('holds its figures on headers labelled by someone who never saw it (test/fixtures/import-headers-independent)', () => {
    // Measured when the set arrived: precision 0.917 and recall 0.858 on its 1,038 hand-written columns. The floor
    // keeps what was reached; the set's README says how it was written.
    const quality = mappingQuality(independentHeaders({ handWrittenOnly: true }));
    expect(quality.headers).toBeGreaterThanOrEqual(1_000);
    expect(quality.precision).toBeGreaterThanOrEqual(0.9);
    expect(quality.recall).toBeGreaterThanOrEqual(0.85);
  });
});
