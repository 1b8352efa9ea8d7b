/**
 * What the learned do-not-call model reads in one sentence: features meant
 * to hold across people who word things differently, not the wording of the
 * sets it was trained on.
 *
 * - words and word pairs of the normalised sentence (fillers gone, slips mended);
 * - letter runs of 3 to 5 ("callin", "ringin", "numb her"), for spellings and
 *   speech-to-text mishearings no list of words foresees;
 * - cues the guards look for, on the whole sentence: a question, reported speech,
 *   a list that is not for calls, texts or emails, a time or place restriction.
 *
 * Not what the rules made of the sentence (until round 22 it read their verdict,
 * patterns and guards too): the model is asked only where no pattern matched, and
 * it learns from every sentence with a key word, the rules' requests among them,
 * so that words, not the rules' verdict, carry what makes a request.
 *
 * Pure and cheap; binary features, named by a prefix and their text.
 */

import { isQuestion, NEGATED_ANYWHERE, NOT_A_CALLS_LIST, REPORTED } from './dnc-guards';

const SHORTEST_RUN = 3;
const LONGEST_RUN = 5;
const TEXTS_OR_EMAILS = /\b(?:texts?|texting|text messages?|sms|e-?mails?|emailing|newsletters?|post|letters?|mail)\b/u;
/** A time, a day or a place that narrows when calls are welcome, rather than refusing them. */
const RESTRICTION = /\b(?:before|after|until|till|between) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|lunch|dinner|work|[a-z]+day)|\b(?:at work|weekends?|evenings?|mornings?|at night|during (?:the )?(?:day|week)|dinner ?time|lunch ?time)\b/u;
/** Someone else's phone or person as the object: "stop calling my mother", "call her". */
const SOMEONE_ELSE = /\b(?:her|him|them|his|their|(?:my|our) (?:mum|mom|mother|dad|father|husband|wife|son|daughter|partner|sister|brother|kids?|grand[a-z]+|neighbou?r|tenant|boss|friend|colleague|aunt|uncle))\b/u;

export function sentenceFeatures(normal: string): string[] {
  return [...namedFeatures(normal), ...[...letterRuns(normal)].map((run) => `${LETTER_RUN}${run}`)];
}

/** Letter-run features are named by this prefix and the run (the model keeps them apart, to look them up without building the name). */
export const LETTER_RUN = 'c:';

/** The features other than letter runs, each once. */
export function namedFeatures(normal: string): Set<string> {
  const features = new Set<string>();
  visitNamedFeatures(normal, (feature) => features.add(feature));
  return features;
}

/**
 * The same features, handed one by one to `visit`, in the same order, a feature that comes again
 * included: the detector's quick path weighs them as they come, without collecting them first.
 */
export function visitNamedFeatures(normal: string, visit: (feature: string) => void): void {
  if (isQuestion(normal)) visit('cue:question');
  if (NEGATED_ANYWHERE.test(normal)) visit('cue:negation');
  if (REPORTED.test(normal)) visit('cue:reported');
  if (NOT_A_CALLS_LIST.test(normal)) visit('cue:other-list');
  if (TEXTS_OR_EMAILS.test(normal)) visit('cue:texts-or-emails');
  if (RESTRICTION.test(normal)) visit('cue:restriction');
  if (SOMEONE_ELSE.test(normal)) visit('cue:someone-else');

  const words = wordsOf(normal);
  for (const [index, word] of words.entries()) {
    visit(`w:${word}`);
    visit(`ww:${index === 0 ? '^' : (words[index - 1] ?? '')} ${word}`);
  }
  if (words.length > 0) visit(`ww:${words[words.length - 1] ?? ''} $`);
}

/** The runs of 3 to 5 letters (spaces included, the sentence padded by one), each once. */
export function letterRuns(normal: string): Set<string> {
  const runs = new Set<string>();
  const letters = ` ${wordsOf(normal).join(' ')} `;
  for (let length = SHORTEST_RUN; length <= LONGEST_RUN; length += 1) {
    for (let at = 0; at + length <= letters.length; at += 1) runs.add(letters.slice(at, at + length));
  }
  return runs;
}

/**
 * The same runs as numbers, for the detector's quick path: each letter of a run (a space, a-z, 0-9
 * or an apostrophe, all a word may hold) is a digit from 1 to 38 in base 39, so a run of up to 5
 * is a small integer, distinct for each run, found in a map without building a string.
 */
export function letterRunCodes(normal: string): Set<number> {
  const codes = new Set<number>();
  visitLetterRunCodes(normal, (code) => codes.add(code));
  return codes;
}

/**
 * The same numbers, handed one by one to `visit` in the same order, a run that comes again included.
 * The padded words are read as their letters' digits straight from the sentence, without the string
 * letterRuns builds (this runs on every sentence the model reads).
 */
export function visitLetterRunCodes(normal: string, visit: (code: number) => void): void {
  if (digits.length < normal.length + 2) digits = new Uint8Array(normal.length * 2 + 2);
  let count = 0;
  digits[count++] = SPACE_DIGIT;
  for (let at = 0; at < normal.length; at += 1) {
    const digit = wordLetterCode(normal.charCodeAt(at));
    if (digit !== 0) digits[count++] = digit;
    else if (digits[count - 1] !== SPACE_DIGIT) digits[count++] = SPACE_DIGIT;
  }
  if (digits[count - 1] !== SPACE_DIGIT) digits[count++] = SPACE_DIGIT;
  for (let at = 0; at + SHORTEST_RUN <= count; at += 1) {
    let code = 0;
    for (let length = 1; length <= LONGEST_RUN && at + length <= count; length += 1) {
      code = code * RUN_BASE + (digits[at + length - 1] as number);
      if (length >= SHORTEST_RUN) visit(code);
    }
  }
}

/** Scratch for visitLetterRunCodes, grown as needed: the detector reads one sentence at a time. */
let digits = new Uint8Array(256);
const SPACE_DIGIT = 1;

/** A letter's digit when wordsOf keeps it in a word (a-z, 0-9, an apostrophe), else 0. */
function wordLetterCode(charCode: number): number {
  if (charCode >= CODE_A && charCode <= CODE_A + 25) return charCode - CODE_A + 2;
  if (charCode >= CODE_0 && charCode <= CODE_0 + 9) return charCode - CODE_0 + 28;
  return charCode === CODE_APOSTROPHE ? 38 : 0;
}

/** The number letterRunCodes gives the run. */
export function letterRunCode(run: string): number {
  let code = 0;
  for (let at = 0; at < run.length; at += 1) code = code * RUN_BASE + letterCode(run.charCodeAt(at));
  return code;
}

const RUN_BASE = 39;
const CODE_A = 97;
const CODE_0 = 48;
const CODE_APOSTROPHE = 39;
/** A letter's digit in a run: a word's letter as wordLetterCode gives it, a space 1, anything else the apostrophe's 38. */
function letterCode(charCode: number): number {
  return wordLetterCode(charCode) || (charCode === 32 ? SPACE_DIGIT : 38);
}

/** The words of a normalised sentence (letters, digits and apostrophes). */
export function wordsOf(normal: string): string[] {
  return normal.split(/[^a-z0-9']+/u).filter((word) => word !== '');
}
