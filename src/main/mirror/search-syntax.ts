import type { Piece } from './fts-query';

/**
 * The call search's query syntax, turned into a safe FTS5 expression over
 * `call_search` (columns agent, caller, summary: 011-split-call-search-by-speaker.ts).
 *
 * Policy: what the user types is never FTS5 syntax. Every word and phrase
 * becomes an FTS5 string ("…", inner quotes doubled); the operators below are
 * recognised by this parser and written out by it, so FTS5's own AND, NOT,
 * NEAR(, column filters, ^ and parentheses are plain words. The syntax:
 * - words, all of which must match; `"an exact phrase"`;
 * - `OR` (upper case) between two terms: either of them (binds tighter than
 *   the implicit AND, as in web search: `refund OR return late` is
 *   `(refund OR return) AND late`);
 * - `-word`, `-"a phrase"`: calls that do not contain it;
 * - `word*`: a prefix; the last word is a prefix while typing, i.e. unless
 *   the input ends with a space;
 * - `caller:` or `agent:` before a word or phrase: said by that speaker.
 * Text that is not valid syntax (an unmatched quote, a dangling OR, a
 * speaker with nothing after it, an exclusion inside OR) never fails: it is
 * searched as plain words, and `note` says why, for the caller to show.
 */
export type Speaker = 'agent' | 'caller';

export interface SearchTerm extends Piece {
  speaker: Speaker | null;
}

export interface CallSearchQuery {
  /** The FTS5 expression calls must match; null when the query only excludes. */
  match: string | null;
  /** When `match` is null: the FTS5 expression calls must NOT match (a query of exclusions only). */
  exclude: string | null;
  /** The words and phrases searched for (not the excluded ones), for display and highlighting. */
  terms: string[];
  pieces: SearchTerm[];
  /** Said to the user when the text was not read as typed, e.g. "Searched as plain words: unmatched quote". */
  note: string | null;
}

export const MAX_TERMS = 32;
const MAX_TERM_LENGTH = 200;
const SEARCHABLE = /[\p{L}\p{N}]/u;
const SPEAKER_PREFIX = /^(caller|agent):/iu;

interface Token {
  kind: 'term' | 'or';
  term?: SearchTerm;
  negated?: boolean;
}

class SyntaxProblem extends Error {}

/** Reads the typed text into terms and ORs; throws SyntaxProblem with a short reason. */
function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    if (/\s/u.test(input[index] as string)) {
      index += 1;
      continue;
    }
    let negated = false;
    if (input[index] === '-' && index + 1 < input.length && !/\s/u.test(input[index + 1] as string)) {
      negated = true;
      index += 1;
    }
    let speaker: Speaker | null = null;
    const prefix = SPEAKER_PREFIX.exec(input.slice(index, index + 7));
    if (prefix !== null) {
      speaker = (prefix[1] as string).toLowerCase() as Speaker;
      index += prefix[0].length;
      if (index >= input.length || /\s/u.test(input[index] as string)) throw new SyntaxProblem(`${speaker}: needs a word or a "phrase" after it`);
    }
    if (input[index] === '"') {
      const close = input.indexOf('"', index + 1);
      if (close === -1) throw new SyntaxProblem('unmatched quote');
      const starred = input[close + 1] === '*';
      tokens.push({ kind: 'term', negated, term: { text: input.slice(index + 1, close), prefix: starred, speaker } });
      index = close + (starred ? 2 : 1);
      continue;
    }
    let end = index;
    while (end < input.length && !/\s/u.test(input[end] as string) && input[end] !== '"') end += 1;
    const word = input.slice(index, end);
    if (word === 'OR' && !negated && speaker === null) tokens.push({ kind: 'or' });
    else {
      const starred = word.endsWith('*');
      // The last word is being typed: a prefix, unless a space follows it.
      tokens.push({ kind: 'term', negated, term: { text: word.replace(/\*+$/u, ''), prefix: starred || end === input.length, speaker } });
    }
    index = end;
  }
  return tokens;
}

interface Clauses {
  /** Each an OR group of one or more terms; all groups must match. */
  groups: SearchTerm[][];
  excluded: SearchTerm[];
}

function searchable(term: SearchTerm): SearchTerm | null {
  const text = term.text.trim().slice(0, MAX_TERM_LENGTH);
  return SEARCHABLE.test(text) ? { ...term, text } : null;
}

/** Groups terms joined by OR; terms with nothing searchable drop out, an OR left without a side is a problem. */
function toClauses(tokens: Token[]): Clauses {
  const clauses: Clauses = { groups: [], excluded: [] };
  let joinNext = false;
  tokens.forEach((token, position) => {
    if (token.kind === 'or') {
      const before = tokens[position - 1];
      if (before === undefined || before.kind === 'or' || position === tokens.length - 1) throw new SyntaxProblem('OR needs a word on each side');
      if (before.negated === true || tokens[position + 1]?.negated === true) throw new SyntaxProblem('an excluded word cannot be part of OR');
      joinNext = true;
      return;
    }
    const term = searchable(token.term as SearchTerm);
    if (term === null) {
      if (joinNext) throw new SyntaxProblem('OR needs a word on each side');
      return;
    }
    if (token.negated === true) clauses.excluded.push(term);
    else if (joinNext) (clauses.groups[clauses.groups.length - 1] as SearchTerm[]).push(term);
    else clauses.groups.push([term]);
    joinNext = false;
  });
  return clauses;
}

/** Every whitespace-separated piece as a plain word (quotes dropped), all of which must match. */
function plainWords(input: string): Clauses {
  const pieces = input.replaceAll('"', ' ').split(/\s+/u).filter((piece) => piece !== '');
  const endsTyping = !/\s$/u.test(input);
  const groups = pieces.flatMap((piece, index) => {
    const term = searchable({ text: piece.replace(/\*+$/u, ''), prefix: piece.endsWith('*') || (endsTyping && index === pieces.length - 1), speaker: null });
    return term === null ? [] : [[term]];
  });
  return { groups, excluded: [] };
}

function ftsTerm(term: SearchTerm): string {
  const phrase = `"${term.text.replaceAll('"', '""')}"${term.prefix ? '*' : ''}`;
  return term.speaker === null ? phrase : `${term.speaker} : ${phrase}`;
}

function ftsGroup(group: SearchTerm[]): string {
  return group.length === 1 ? ftsTerm(group[0] as SearchTerm) : `(${group.map(ftsTerm).join(' OR ')})`;
}

/** The search for what the user typed, or null when it holds nothing to search for. Never throws. */
export function parseCallSearch(typed: string): CallSearchQuery | null {
  // Control characters (NUL included) are never part of a word.
  const input = typed.replace(/\p{Cc}/gu, ' ');
  let clauses: Clauses;
  let note: string | null = null;
  try {
    clauses = toClauses(tokenize(input));
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    clauses = plainWords(input);
    note = `Searched as plain words: ${error.message}.`;
  }
  let termCount = 0;
  const keep = (count: number) => {
    termCount += count;
    return termCount <= MAX_TERMS;
  };
  const groups = clauses.groups.filter((group) => keep(group.length));
  const excluded = clauses.excluded.filter(() => keep(1));
  if (termCount > MAX_TERMS) note = `Searched the first ${MAX_TERMS} words and phrases only.`;
  if (groups.length === 0 && excluded.length === 0) return null;
  const pieces = groups.flat();
  const positive = groups.map(ftsGroup).join(' AND ');
  const negative = excluded.map(ftsTerm);
  return {
    match: groups.length === 0 ? null : negative.length === 0 ? positive : `(${positive}) ${negative.map((term) => `NOT ${term}`).join(' ')}`,
    exclude: groups.length === 0 ? negative.join(' OR ') : null,
    terms: pieces.map((piece) => piece.text),
    pieces,
    note,
  };
}
