/**
 * Turns what a user typed into a safe FTS5 query.
 *
 * Policy: the user's text is never FTS5 syntax. Every word and every quoted
 * phrase becomes an FTS5 string ("…", inner double quotes doubled), so
 * AND, OR, NOT, NEAR(, column filters, parentheses, ^ and stray * are plain
 * words or nothing, and no input can make MATCH throw. What the user can
 * ask for:
 * - words, all of which must match (implicit AND), accent- and case-blind;
 * - "a phrase in double quotes"; an unclosed quote runs to the end;
 * - a prefix: the last word (or unclosed phrase) is a prefix while typing,
 *   i.e. unless the input ends with a space; `word*` asks for it anywhere.
 * Pieces with no letter or digit (punctuation, "*", "'") are dropped; when
 * nothing is left there is nothing to search and the result is null.
 */
export interface FtsQuery {
  /** The FTS5 expression, to be bound as the MATCH parameter. */
  match: string;
  /** The words and phrases searched for, for display. */
  terms: string[];
  /** The same, with whether each ends in a prefix. */
  pieces: { text: string; prefix: boolean }[];
}

const MAX_PIECES = 32;
const MAX_PIECE_LENGTH = 200;
const SEARCHABLE = /[\p{L}\p{N}]/u;

export interface Piece {
  text: string;
  prefix: boolean;
}

export function toFtsQuery(typed: string): FtsQuery | null {
  // Control characters (NUL included) are never part of a word.
  const input = typed.replace(/\p{Cc}/gu, ' ');
  const pieces: Piece[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index] as string;
    if (/\s/u.test(char)) {
      index += 1;
      continue;
    }
    if (char === '"') {
      const close = input.indexOf('"', index + 1);
      const closed = close !== -1;
      const text = input.slice(index + 1, closed ? close : input.length);
      // An unclosed phrase at the end is still being typed: its last word is a prefix.
      pieces.push({ text, prefix: !closed && !/\s$/u.test(text) });
      index = closed ? close + 1 : input.length;
      continue;
    }
    let end = index;
    while (end < input.length && !/\s/u.test(input[end] as string) && input[end] !== '"') end += 1;
    const word = input.slice(index, end);
    const starred = word.endsWith('*');
    const atEnd = end === input.length;
    pieces.push({ text: word.replace(/\*+$/u, ''), prefix: starred || atEnd });
    index = end;
  }
  const kept = pieces
    .map((piece) => ({ ...piece, text: piece.text.trim().slice(0, MAX_PIECE_LENGTH) }))
    .filter((piece) => SEARCHABLE.test(piece.text))
    .slice(0, MAX_PIECES);
  if (kept.length === 0) return null;
  return {
    match: kept.map((piece) => `"${piece.text.replaceAll('"', '""')}"${piece.prefix ? '*' : ''}`).join(' '),
    terms: kept.map((piece) => piece.text),
    pieces: kept,
  };
}
