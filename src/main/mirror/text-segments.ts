import type { TextSegment } from '../../shared/contract/query-methods';

/**
 * Hit markers and the turn separator used inside SQL (snippet, highlight,
 * the per-call document). Control characters that the search documents
 * blank out of stored text (see 003-create-search-indexes.ts and 011), turned here
 * into plain segments the renderer shows as text: it never receives markup.
 */
export const HIT_OPEN = '\u0002';
export const HIT_CLOSE = '\u0003';
export const TURN_SEPARATOR = '\u001e';
export const ELLIPSIS = '…';

/**
 * Splits marked text into segments, and into parts at `separator` if given
 * (one part per transcript turn). A hit may span a separator (a phrase
 * across two turns): the hit state carries over.
 */
export function splitMarked(marked: string, separator?: string): TextSegment[][] {
  const parts: TextSegment[][] = [[]];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const part = parts[parts.length - 1] as TextSegment[];
    const last = part[part.length - 1];
    if (last !== undefined && last.hit === hit) last.text += text;
    else part.push({ text, hit });
    text = '';
  };
  for (const char of marked) {
    if (char === HIT_OPEN || char === HIT_CLOSE) {
      flush();
      hit = char === HIT_OPEN;
    } else if (separator !== undefined && char === separator) {
      flush();
      parts.push([]);
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

const EDGE_SEPARATORS = new RegExp(`^[${TURN_SEPARATOR}\\s]+|[${TURN_SEPARATOR}\\s]+$`, 'gu');
const INNER_SEPARATORS = new RegExp(`\\s*${TURN_SEPARATOR}[${TURN_SEPARATOR}\\s]*`, 'gu');

/** Segments of one snippet; turn separators inside it (several in a row where the other speaker's turns are left empty) are shown as " — ". */
export function toSegments(marked: string | null): TextSegment[] {
  if (marked === null) return [];
  const text = marked.replace(EDGE_SEPARATORS, '').replace(INNER_SEPARATORS, ' — ');
  return splitMarked(text)[0] as TextSegment[];
}

/** Folds text as the `unicode61 remove_diacritics 2` tokenizer does, near enough: "Zoë" → "zoe". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * Marks, in JavaScript, the words of `text` that a search would match: a
 * word equal to a searched word, or starting with it when that word is a
 * prefix. For short fields where asking FTS5 row by row would cost more
 * than the search; phrases are marked word by word.
 */
export function markWords(text: string, pieces: readonly { text: string; prefix: boolean }[]): TextSegment[] {
  const wanted = pieces.flatMap((piece) => {
    const words = foldForSearch(piece.text).match(TOKEN) ?? [];
    return words.map((word, index) => ({ word, prefix: piece.prefix && index === words.length - 1 }));
  });
  const segments: TextSegment[] = [];
  const push = (part: string, hit: boolean) => {
    if (part === '') return;
    const last = segments[segments.length - 1];
    if (last !== undefined && last.hit === hit) last.text += part;
    else segments.push({ text: part, hit });
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const folded = foldForSearch(match[0]);
    const hit = wanted.some((want) => (want.prefix ? folded.startsWith(want.word) : folded === want.word));
    push(text.slice(at, match.index), false);
    push(match[0], hit);
    at = match.index + match[0].length;
  }
  push(text.slice(at), false);
  return segments;
}
