import { checkRow, type CheckedRow } from './contact-rows';
import { decodeCsvBytes, type TextEncodingName } from './decode-text';
import { findDuplicateGroups, type ContactLookup, type DuplicateGroup } from './duplicate-groups';
import { guessColumns } from './guess-columns';
import { repeatedField, IMPORT_FIELD_LABELS, type ImportField } from './import-fields';
import { parseCsv, type CsvDelimiter } from './parse-csv';

/**
 * A contacts file read the one way the app and `voicedesk import-contacts`
 * both read it: bytes decoded, rows parsed, the header's columns mapped
 * (guessed unless the user chose), every row checked, duplicates grouped.
 */
export interface ImportAnalysis {
  encoding: TextEncodingName;
  delimiter: CsvDelimiter;
  header: string[];
  guessed: ImportField[];
  mapping: ImportField[];
  /** Why the mapping cannot import anything (no first-name column, a field given twice); null when it can. */
  mappingProblem: string | null;
  rows: CheckedRow[];
  groups: DuplicateGroup[];
}

export class ImportFileError extends Error {}

export function analyseImport(bytes: Uint8Array, lookup: ContactLookup, chosen?: readonly ImportField[]): ImportAnalysis {
  const { text, encoding } = decodeCsvBytes(bytes);
  const parsed = parseCsv(text);
  const [header, ...body] = parsed.rows;
  if (header === undefined) throw new ImportFileError('the file is empty: it needs a header row naming its columns (first name, phone, email…)');
  const guessed = guessColumns(header);
  if (chosen !== undefined && chosen.length !== header.length) {
    throw new ImportFileError(`the mapping names ${chosen.length} columns but the file has ${header.length}; choose a field for each column`);
  }
  const mapping = chosen === undefined ? guessed : [...chosen];
  const mappingProblem = mappingProblemOf(mapping);
  const rows = body.map((cells, index) => {
    const line = parsed.lines[index + 1]!;
    if (mappingProblem !== null) return { line, cells, reasons: [mappingProblem] };
    const row = checkRow(cells, line, mapping);
    if (row.id !== undefined && lookup.byId(row.id) === undefined) {
      return { line, cells, id: row.id, reasons: [`id "${row.id}" is no contact of this workspace (sync first, or clear the id to create a new contact)`, ...(row.reasons ?? [])] };
    }
    return row;
  });
  const groups = mappingProblem === null ? findDuplicateGroups(rows, lookup) : [];
  return { encoding, delimiter: parsed.delimiter, header, guessed, mapping, mappingProblem, rows, groups };
}

export function mappingProblemOf(mapping: readonly ImportField[]): string | null {
  const twice = repeatedField(mapping);
  if (twice !== undefined) return `two columns give the ${IMPORT_FIELD_LABELS[twice].toLowerCase()}; keep one and mark the other "not imported"`;
  if (!mapping.includes('first_name') && !mapping.includes('full_name')) return 'no column gives the first name (required): choose the column holding it, or a full-name column';
  return null;
}
