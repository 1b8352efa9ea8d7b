/**
 * The strings a regular expression cannot match without: a set such that every
 * match holds at least one of them ("cal+ing|ringing" needs "calling" or
 * "ringing", "stop (?:the )?calls" needs "stop " and "calls"). Worked out from
 * the expression's syntax tree, so it stays true as patterns change: a
 * sentence that holds none of them is skipped without running the pattern
 * (the detector's patterns are most of its time on a page of calls).
 *
 * The reading is safe, never complete: whatever it cannot follow (a class of
 * many letters, a back-reference, an optional part of unbounded length) it
 * takes as "any text", which requires nothing. Look-arounds and assertions
 * consume nothing and are read as the empty string.
 */

import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** Above this many strings, a set of exact strings is given up for what it requires (the test would cost more than it saves). */
const MOST_STRINGS = 16;

interface Reading {
  /** Every string the part can match, when they are few; null when unbounded or too many. */
  exact: ReadonlySet<string> | null;
  /** Strings one of which every match holds (none empty); null when nothing is required. */
  required: ReadonlySet<string> | null;
}

const ANY_TEXT: Reading = { exact: null, required: null };
const EMPTY: Reading = { exact: new Set(['']), required: null };

/**
 * The strings one of which every match of `regex` holds, or null when the
 * reading finds none (a pattern that may match almost anything). Case-blind
 * expressions (flag i) are not read.
 */
export function requiredSubstrings(regex: RegExp): readonly string[] | null {
  const alternatives = alternativesOf(regex);
  const required = alternatives === null ? null : requiredOf(ofAlternatives(alternatives));
  return required === null ? null : [...required];
}

/** The regex's outermost alternatives, or null for a case-blind one (flag i), which is not read. */
function alternativesOf(regex: RegExp): readonly AST.Alternative[] | null {
  if (regex.flags.includes('i')) return null;
  return new RegExpParser().parsePattern(regex.source, 0, regex.source.length, { unicode: regex.flags.includes('u') || regex.flags.includes('v') }).alternatives;
}

/**
 * Every set of strings the reading finds one of in each match, all holding at once: "stop (?:the )?calling" needs
 * "stop " and "calling", each looked for apart. Only the parts of a pattern's outermost sequence; a pattern of several
 * alternatives gives its one set (requiredSubstrings). Empty when nothing is required.
 */
export function requiredSubstringSets(regex: RegExp): readonly (readonly string[])[] {
  const alternatives = alternativesOf(regex);
  if (alternatives === null) return [];
  const [only] = alternatives;
  if (alternatives.length !== 1 || only === undefined) {
    const one = requiredOf(ofAlternatives(alternatives));
    return one === null ? [] : [[...one]];
  }
  const reading = ofSequence(only.elements);
  const whole = requiredOf(reading);
  const sets = reading.exact !== null && whole !== null ? [whole] : reading.all.map(withoutLonger);
  const distinct = new Map(sets.map((set) => [[...set].sort().join('\u0000'), [...set]]));
  return [...distinct.values()];
}

function requiredOf(reading: Reading): ReadonlySet<string> | null {
  if (reading.exact !== null && !reading.exact.has('')) return withoutLonger(reading.exact);
  return reading.required;
}

function ofAlternatives(alternatives: readonly AST.Alternative[]): Reading {
  const readings = alternatives.map((alternative) => ofSequence(alternative.elements));
  const exact = readings.every((reading) => reading.exact !== null) ? new Set(readings.flatMap((reading) => [...(reading.exact ?? [])])) : null;
  const each = readings.map(requiredOf);
  const required = each.every((set) => set !== null) ? withoutLonger(new Set(each.flatMap((set) => [...(set ?? [])]))) : null;
  return { exact: exact !== null && exact.size <= MOST_STRINGS ? exact : null, required };
}

/**
 * A sequence: runs of parts with exact strings are joined into longer strings ("c" "a" "l" → "cal"); any
 * run, or any part's own requirement, is required of the whole, and the most selective of them is kept.
 */
function ofSequence(elements: readonly AST.Element[]): Reading & { all: readonly ReadonlySet<string>[] } {
  const candidates: ReadonlySet<string>[] = [];
  let run: ReadonlySet<string> = new Set(['']);
  let wholeIsExact = true;
  const endRun = (next: ReadonlySet<string>) => {
    if (!run.has('')) candidates.push(run);
    run = next;
  };
  for (const element of elements) {
    const repeated = element.type === 'Quantifier' && element.min >= 1 && element.max > element.min ? { copies: element.min, exact: ofElement(element.element).exact } : null;
    if (repeated !== null && repeated.exact !== null) {
      // "l+": at least the first `min` copies follow the run; the last copy starts the next one ("cal+ing" holds "cal" and "ling").
      const copies = power(repeated.exact, repeated.copies);
      const joined = copies === null ? null : joinedOrNull(run, copies);
      if (joined !== null) run = joined;
      endRun(repeated.exact);
      wholeIsExact = false;
      continue;
    }
    const reading = ofElement(element);
    if (reading.exact === null) {
      endRun(new Set(['']));
      if (reading.required !== null) candidates.push(reading.required);
      wholeIsExact = false;
      continue;
    }
    const joined = joinedOrNull(run, reading.exact);
    if (joined === null) {
      endRun(reading.exact);
      wholeIsExact = false;
    } else run = joined;
  }
  const exact = wholeIsExact ? run : null;
  endRun(new Set(['']));
  return { exact, required: mostSelective(candidates), all: candidates };
}

function ofElement(element: AST.Element): Reading {
  switch (element.type) {
    case 'Character':
      return { exact: new Set([String.fromCodePoint(element.value)]), required: null };
    case 'CharacterClass':
      return ofCharacterClass(element);
    case 'Group':
    case 'CapturingGroup':
      return ofAlternatives(element.alternatives);
    case 'Quantifier':
      return ofQuantifier(element);
    case 'Assertion':
      return EMPTY;
    default:
      // Character sets (\s, \w, .), back-references, nested class syntax: any text.
      return ANY_TEXT;
  }
}

/** A few letters ("[ae]", "[0o]") are as many one-letter strings; a negated or wide class is any letter. */
function ofCharacterClass(element: AST.CharacterClass): Reading {
  if (element.negate) return ANY_TEXT;
  const letters = new Set<string>();
  for (const member of element.elements) {
    if (member.type === 'Character') letters.add(String.fromCodePoint(member.value));
    else if (member.type === 'CharacterClassRange' && member.max.value - member.min.value < MOST_STRINGS) {
      for (let code = member.min.value; code <= member.max.value; code += 1) letters.add(String.fromCodePoint(code));
    } else return ANY_TEXT;
    if (letters.size > MOST_STRINGS) return ANY_TEXT;
  }
  return { exact: letters, required: null };
}

function ofQuantifier(element: AST.Quantifier): Reading {
  const inner = ofElement(element.element);
  const required = element.min >= 1 ? requiredOf(inner) : null;
  if (inner.exact === null || element.max === Number.POSITIVE_INFINITY) return { exact: null, required };
  let exact: Set<string> | null = element.min === 0 ? new Set(['']) : new Set();
  for (let copies = Math.max(element.min, 1); copies <= element.max && exact !== null; copies += 1) {
    const strings = power(inner.exact, copies);
    exact = strings === null ? null : new Set([...exact, ...strings]);
    if (exact !== null && exact.size > MOST_STRINGS) exact = null;
  }
  return { exact, required };
}

/** Every string of `first` followed by every string of `second`, or null when that makes too many. */
function joinedOrNull(first: ReadonlySet<string>, second: ReadonlySet<string>): ReadonlySet<string> | null {
  if (first.size * second.size > MOST_STRINGS) return null;
  const joined = new Set<string>();
  for (const head of first) for (const tail of second) joined.add(head + tail);
  return joined;
}

/** `strings` said `copies` times in a row, or null when that makes too many. */
function power(strings: ReadonlySet<string>, copies: number): ReadonlySet<string> | null {
  let result: ReadonlySet<string> | null = new Set(['']);
  for (let copy = 0; copy < copies && result !== null; copy += 1) result = joinedOrNull(result, strings);
  return result;
}

/** A string that holds another of the set adds nothing to what is required: "list" covers "the list". */
function withoutLonger(strings: ReadonlySet<string>): ReadonlySet<string> {
  const sorted = [...strings].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const string of sorted) if (!kept.some((shorter) => string.includes(shorter))) kept.push(string);
  return new Set(kept);
}

/** The requirement fewest sentences meet: the longest shortest string, then the fewest strings. */
function mostSelective(candidates: readonly ReadonlySet<string>[]): ReadonlySet<string> | null {
  let best: ReadonlySet<string> | null = null;
  let bestScore = [-1, 0];
  for (const candidate of candidates) {
    const strings = withoutLonger(candidate);
    const score = [Math.min(...[...strings].map((string) => string.length)), -strings.size];
    if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
      best = strings;
      bestScore = score;
    }
  }
  return best;
}
