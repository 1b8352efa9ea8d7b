/**
 * Finds, in one caller turn, a request not to be called again: "stop
 * calling me", "take me off your list", "don't call this number again",
 * "remove me", "put me on your do not call list", "lose my number"… and
 * ignores near misses ("stop, let me think", "call me again tomorrow",
 * "don't stop calling, I'm interested", "is this on the do not call list?").
 *
 * Policy: a sentence is a request when a request pattern matches it and no
 * guard vetoes that match. Patterns are written for what people say and what
 * speech-to-text makes of it (no punctuation, no apostrophes, "gonna",
 * doubled letters); guards stand for the ways the same words are NOT a
 * request (a question, a negation, someone else's words or phone). A missed
 * request costs a person one more unwanted call, a false one costs a
 * customer: both matter, so each guard is narrow and says why it exists.
 *
 * Pure: no dependencies, so it runs on the sync worker, in tests and in the
 * bench alike.
 */

import { clauseBefore, notForCalls, vetoed } from './dnc-guards';
import { normalise, SLIP_WORDS } from './dnc-normalise';
import { PATTERNS } from './dnc-patterns';

export { normalise };

export interface DncRequestMatch {
  /** The sentence holding the request, as written in the turn. */
  sentence: string;
  /** Offsets of that sentence in the turn (end exclusive). */
  start: number;
  end: number;
}

export function findDncRequest(text: string): DncRequestMatch | null {
  // Most turns of a call hold none of the words a request needs: they are done with here, before being split and normalised.
  if (!TURN_WORTH_A_LOOK.test(text.toLowerCase())) return null;
  for (const span of sentenceSpans(text)) {
    const normal = normalise(text.slice(span.start, span.end));
    if (normal.length > 0 && isRequest(normal)) return { sentence: text.slice(span.start, span.end), start: span.start, end: span.end };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Sentences and normalisation

interface Span {
  start: number;
  end: number;
}

/** Sentences by their end marks (. ! ? and line breaks); a turn without any is one sentence. Offsets exclude surrounding spaces. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?…]+(?=\s|$)|\n+/gu;
  let from = 0;
  const push = (start: number, end: number): void => {
    while (start < end && /\s/u.test(text[start] ?? '')) start += 1;
    while (end > start && /\s/u.test(text[end - 1] ?? '')) end -= 1;
    if (end > start) spans.push({ start, end });
  };
  for (const mark of text.matchAll(boundary)) {
    const end = mark.index + mark[0].length;
    push(from, mark[0].startsWith('\n') ? mark.index : end);
    from = end;
  }
  push(from, text.length);
  return spans;
}

// ---------------------------------------------------------------------------
// Matching

/**
 * Words without which no pattern can match: most sentences of a call have
 * none, and skip the patterns (the whole mirror is scanned on upgrade).
 * A word added to a pattern that none of these covers must be added here.
 */
const WORTH_A_LOOK = /cal+|ring|phon|contact|text|bother|harass|dial|hound|pester|hassl|spam|list|remov|delet|unsub|opt|number|digits|dnc|regist|databas|scrub|eras|record|system|communication|reach|off|roster|rota|director|file|marketing|rolodex|sheet|detail|drop|struck|hear from|messag|consent|permission|authori|bell|tps|preference|suppress|time[^.!?]{0,40}stop/u;

/**
 * The same test on a whole turn, lower-cased but not normalised: a word of
 * WORTH_A_LOOK in a normalised sentence is in the turn as well (normalising
 * only lower-cases, turns quotes into apostrophes and fillers and runs of
 * spaces into one space, which never joins letters), except "hear from",
 * which a filler or a line break may split: "hear" stands for it.
 */
const TURN_WORTH_A_LOOK = new RegExp(
  `${WORTH_A_LOOK.source.replace('hear from', 'hear')}|\\b(?:${SLIP_WORDS.filter((slip) => !WORTH_A_LOOK.test(slip)).join('|')})\\b`,
  WORTH_A_LOOK.flags,
);

/** The patterns, compiled once for matchAll (every match is tried: the first may be vetoed and a later one not). */
const GLOBAL_PATTERNS = PATTERNS.map((pattern) => ({ ...pattern, regex: new RegExp(pattern.regex.source, `${pattern.regex.flags}g`) }));

function isRequest(sentence: string): boolean {
  if (!WORTH_A_LOOK.test(sentence)) return false;
  for (const pattern of GLOBAL_PATTERNS) {
    for (const match of sentence.matchAll(pattern.regex)) {
      const rest = sentence
        .slice(match.index + match[0].length)
        .replace(/^[\s,]+/u, (spaces) => (spaces.includes(',') ? ', ' : ''))
        .trimStart();
      if (pattern.after !== undefined && !pattern.after(rest)) continue;
      if (pattern.before !== undefined && !pattern.before(clauseBefore(sentence, match.index).trimStart())) continue;
      if (pattern.aboutList === true && notForCalls(`${match[0]} ${(rest.split(/[,;:!?.]/u)[0] ?? '').split(' ').slice(0, 6).join(' ')}`)) continue;
      // The object may follow the match ("stop calling" + "us"): a guard on whose phone it is reads both.
      const object = (rest.split(/[,;:!?.]/u)[0] ?? '').trim().split(' ').slice(0, 3).join(' ');
      if (vetoed(sentence, match.index, `${match[0]} ${object}`)) continue;
      return true;
    }
  }
  return false;
}
