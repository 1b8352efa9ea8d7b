/**
 * CSV text as rows of cells, by RFC 4180's rules as spreadsheets apply them:
 * a field in double quotes may hold the delimiter, doubled quotes and line
 * breaks; CRLF, LF and CR all end a row; blank rows are dropped. The
 * delimiter (comma, semicolon or tab) is the one found most often, outside
 * quotes, in the first rows: Excel writes semicolons where the decimal
 * separator is a comma, and "Unicode text" exports use tabs.
 *
 * Our own parser rather than csv-parse (a dependency already, used by
 * tests to read what the app writes), measured on 2026-11-26 with
 * csv-parse 6.2.1's browser ESM build (`csv-parse/browser/esm/sync`, the
 * one src/shared could import), on the import bench's file shape with a
 * quoted CRLF every 50 rows, on 2 shared cores (load 10 to 14):
 * - line numbers: its `info.lines` counts a CRLF inside a quoted field as
 *   two lines (with `record_delimiter` left to detect or set to "\r\n"
 *   alike), so after one such field every problem would name the wrong
 *   line; it also gives the line a record ends on, and problems name the
 *   line a row starts on;
 * - speed: 50,000 rows took 2.8 to 4.1 s (4.1 to 5.0 s with `info`)
 *   against 0.16 to 0.31 s here; 200,000 rows 11 to 13 s (20 to 21 s with
 *   `info`) against 1.5 to 2.4 s: the preview's 2 s would go on reading.
 */
export type CsvDelimiter = ',' | ';' | '\t';

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  /** Every non-blank row, the header first. */
  rows: string[][];
  /** The line (from 1) each row starts on, for messages that point into the file. */
  lines: number[];
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** Rows sampled to tell the delimiter: enough to see past a title row, few enough to be instant. */
const SAMPLE_ROWS = 20;

export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  let rows = 0;
  for (let index = 0; index < text.length && rows < SAMPLE_ROWS; index += 1) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) rows += 1;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}

export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): ParsedCsv {
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let index = 0;
  const length = text.length;
  const special = delimiter === '\t' ? /[\t\r\n"]/g : delimiter === ';' ? /[;\r\n"]/g : /[,\r\n"]/g;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
  };
  while (index < length) {
    const char = text[index]!;
    if (char === '"' && field === '') {
      // A quoted field: up to the closing quote, doubled quotes kept once, line breaks kept.
      let end = index + 1;
      let value = '';
      for (;;) {
        const next = text.indexOf('"', end);
        if (next === -1) {
          value += text.slice(end);
          end = length;
          break;
        }
        value += text.slice(end, next);
        if (text[next + 1] === '"') {
          value += '"';
          end = next + 2;
        } else {
          end = next + 1;
          break;
        }
      }
      line += countLineBreaks(value);
      field = value;
      index = end;
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets do.
      continue;
    }
    if (char === delimiter) {
      row.push(field);
      field = '';
      index += 1;
    } else if (char === '\n' || char === '\r') {
      endRow();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
    } else {
      // Plain text up to the next delimiter, line break or quote (a quote inside plain text is kept as text), found natively.
      special.lastIndex = index + 1;
      const found = special.exec(text);
      const end = found === null ? length : found.index;
      field += text.slice(index, end);
      index = end;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return { delimiter, rows, lines };
}

function countLineBreaks(value: string): number {
  let breaks = 0;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '\n') breaks += 1;
    else if (char === '\r' && value[index + 1] !== '\n') breaks += 1;
  }
  return breaks;
}

/** The delimiter in words, for the preview. */
export function delimiterLabel(delimiter: CsvDelimiter): string {
  return delimiter === ',' ? 'commas' : delimiter === ';' ? 'semicolons' : 'tabs';
}
