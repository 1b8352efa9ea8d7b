import { csvField } from '../csv-format';
import type { CheckedRow } from './contact-rows';

/**
 * The rows with problems as a CSV file to fix and import again: the file's
 * own columns, as they were, and a last column saying what is wrong (which
 * the import leaves out when the file comes back: nothing guesses a field
 * from "Problem").
 */
export const PROBLEM_COLUMN = 'Problem';

export function problemsCsv(header: readonly string[], rows: readonly CheckedRow[]): string {
  const lines = [[...header, PROBLEM_COLUMN].map(csvField).join(',')];
  for (const row of rows) {
    if (row.reasons === undefined) continue;
    const cells = header.map((_, index) => row.cells[index] ?? '');
    lines.push([...cells, row.reasons.join('; ')].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "leads.csv" → "leads-problems.csv". */
export function problemsFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, '') || 'import';
  return `${base}-problems.csv`;
}
