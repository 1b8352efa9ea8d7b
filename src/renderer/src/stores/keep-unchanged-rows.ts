/**
 * A list read again (a sync or the outbox moved under it) comes back as new
 * objects even where nothing changed. Handing those to the table would
 * redraw every row in view, every few seconds while a sync runs; instead a
 * row equal to the one already shown with its id keeps the shown object (so
 * the table redraws only rows that changed), and when nothing changed at
 * all the list shown is kept as it is.
 */
export function keepUnchangedRows<Row extends { id: string }>(shown: readonly Row[], read: readonly Row[]): Row[] {
  return keepUnchanged(shown, read, (row) => row.id);
}

/** The same, for rows known by another key (a do-not-call request by its call). */
export function keepUnchanged<Row>(shown: readonly Row[], read: readonly Row[], keyOf: (row: Row) => string): Row[] {
  if (shown.length === 0) return read as Row[];
  const byKey = new Map<string, Row>();
  for (const row of shown) byKey.set(keyOf(row), row);
  let same = shown.length === read.length;
  const kept = read.map((row, index) => {
    const before = byKey.get(keyOf(row));
    const keep = before !== undefined && sameValue(before, row) ? before : row;
    if (keep !== shown[index]) same = false;
    return keep;
  });
  return same ? (shown as Row[]) : kept;
}

/** Equality of plain data as the core sends it (objects, arrays, strings, numbers, booleans, null). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
