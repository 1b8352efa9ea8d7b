import { readFileSync } from 'node:fs';
import { guessColumns } from '../../src/shared/contact-import/guess-columns';

/**
 * The column guesser measured on labelled headers: precision (of the
 * columns it mapped to a field, how many it got right) and recall (of the
 * columns labelled with a field, how many it found), with every miss, for
 * the test's floor and `npm run bench -- import-mapping`.
 */
export interface LabelledFile {
  source: string;
  columns: string[][];
}

export interface MappingQuality {
  headers: number;
  precision: number;
  recall: number;
  misses: { source: string; header: string; expected: string; guessed: string }[];
}

export function mappingQuality(files: readonly LabelledFile[]): MappingQuality {
  let headers = 0;
  let guessedFields = 0;
  let labelledFields = 0;
  let right = 0;
  const misses: MappingQuality['misses'] = [];
  for (const file of files) {
    const guesses = guessColumns(file.columns.map(([header]) => header!));
    file.columns.forEach(([header, expected], index) => {
      const guessed = guesses[index]!;
      headers += 1;
      if (guessed !== 'ignore') guessedFields += 1;
      if (expected !== 'ignore') labelledFields += 1;
      if (guessed !== 'ignore' && guessed === expected) right += 1;
      if (guessed !== expected) misses.push({ source: file.source, header: header!, expected: expected!, guessed });
    });
  }
  return { headers, precision: guessedFields === 0 ? 0 : right / guessedFields, recall: labelledFields === 0 ? 0 : right / labelledFields, misses };
}

/**
 * The labelled headers someone else wrote without seeing the guesser
 * (test/fixtures/import-headers-independent/, one exported file a line):
 * the fair measure. `handWrittenOnly` leaves out the copies made by dropping
 * columns from the hand-written files.
 */
export function independentHeaders(options: { handWrittenOnly?: boolean } = {}): LabelledFile[] {
  const text = readFileSync(new URL('../fixtures/import-headers-independent/headers.jsonl', import.meta.url), 'utf8');
  const files = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { source: string; headers: string[]; labels: Record<string, string> })
    .map((file) => ({ source: file.source, columns: file.headers.map((header) => [header, file.labels[header]!]) }));
  return options.handWrittenOnly ? files.filter((file) => !file.source.includes('(column subset')) : files;
}
