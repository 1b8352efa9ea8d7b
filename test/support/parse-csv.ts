/**
 * A small RFC 4180 reader for tests: rows of fields, quoted fields may hold
 * commas, doubled quotes and line breaks. Written apart from the app's CSV
 * writer (src/shared/csv-format.ts) so that a test reading a file checks
 * the writer rather than agreeing with it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      at += 1;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 1;
    } else field += char;
    at += 1;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The rows as objects keyed by the header row's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/**
 * CSV bytes opened as a spreadsheet program opens a file: as UTF-8 only when
 * they start with its byte-order mark (which is then not part of the first
 * header), else in the legacy code page (Windows-1252), where any accent
 * turns to mojibake ("Dupré" reads "DuprÃ©"). A test that checks the text
 * read this way checks what users see.
 */
export function openAsSpreadsheet(bytes: Uint8Array): { bom: boolean; header: string[]; records: Record<string, string>[] } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bom ? new TextDecoder('utf-8').decode(bytes.subarray(3)) : new TextDecoder('windows-1252').decode(bytes);
  return { bom, header: parseCsv(text)[0] ?? [], records: csvRecords(text) };
}
