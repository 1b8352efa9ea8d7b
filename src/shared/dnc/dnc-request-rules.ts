/**
 * The rules' verdict on one normalised sentence: a request when a pattern
 * matches and nothing turns the match down (its own check, a list that is
 * not for calls, a guard). Also told in full, for the learned model.
 */

import { clauseBefore, notForCalls, vetoOf, type Veto } from './dnc-guards';
import { SLIP_WORDS, SPOKEN_FORM_READINGS } from './dnc-normalise';
import { OTHER_LANGUAGE_KEY_WORDS } from './dnc-other-languages';
import { PATTERNS, type Pattern } from './dnc-patterns';
import { OTHER_NUMBER_GIVEN, QUOTED_NAME } from './dnc-vocabulary';
import { mayMatch } from './may-match';
import { requiredSubstringSets } from './required-substrings';
import { SubstringAutomaton } from './substring-automaton';

/** "Stop calling me Jonathan, it's Jon", "…me Bobby, only my mom calls me Bobby": a name set right, unquoted. */
const NAME_SET_RIGHT =
  /^(?:me|us) (?!(?:again|now|please|mate|man|love|pal|bro|sir|ever|any|at|on|from|about|for|ok|okay|today|tonight|every|all|so|here|this|that|or|and|you)\b)[a-z]+(?: [a-z]+)?,? (?:it'?s [a-z]+[.!]*$|i'?m [a-z]+[.!]*$|my name(?:'s| is)|the name'?s|only (?:my )?[a-z]+ calls? me|nobody calls me|no one calls me)/u;
/** A match that ends in calling someone, which a quoted name may follow. */
const CALLED_NAME = /\b(?:cal+(?:ing|ed|s)?|call(?:ing)? (?:me|us))$/u;

/**
 * Words without which no pattern can match: most sentences of a call have
 * none, and skip the patterns (the whole mirror is scanned on upgrade).
 * A word added to a pattern that none of these covers must be added here.
 */
const WORTH_A_LOOK = /cal+|ring|rang|rung|phon|contact|text|bother|disturb|harass|dial|hound|pester|hassl|spam|list|remov|delet|unsub|opt|number|digits|dnc|dnd|regist|databas|scrub|eras|record|system|communication|reach|off|roster|rota|director|file|marketing|rolodex|sheet|detail|drop|struck|hear from|messag|consent|permission|authori|telemarket|object|bell|tps|preference|suppress|time[^.!?]{0,40}stop|(?:e-?mails?|letters?|writing|post)[ -]only|only (?:ever )?(?:by )?(?:e-?mail|write|letters?|writing|post)|e-?mail (?:me|us) (?:from now|going forward|in (?:the )?future|instead)|hit(?:ting|tin'?)? (?:my|this|our) (?:line|cell|mobile)|again never|a miss from now|ombudsman|ofcom|trading standards|regulator/u;

/**
 * The same test on a whole turn, lower-cased but not normalised: a word of
 * WORTH_A_LOOK in a normalised sentence is in the turn as well (normalising
 * only lower-cases, turns quotes into apostrophes and fillers and runs of
 * spaces into one space, which never joins letters), except "hear from",
 * which a filler or a line break may split ("hear" stands for it), and
 * the spoken forms normalising reads as key words ("aff" for "off",
 * "colin" as speech-to-text writes "calling") and the requests in other
 * languages it reads as English ("no me llames").
 */
export const TURN_WORTH_A_LOOK = new RegExp(
  `${WORTH_A_LOOK.source.replace('hear from', 'hear')}|${OTHER_LANGUAGE_KEY_WORDS}|\\b(?:${[...SLIP_WORDS, ...spokenKeyWords()].filter((word) => !WORTH_A_LOOK.test(word)).join('|')})\\b`,
  WORTH_A_LOOK.flags,
);

/**
 * The strings TURN_WORTH_A_LOOK cannot match without, all looked for in one pass: most turns hold none and are done
 * with there. The regex alone cost 1.3 µs a turn (it tries its alternatives at every letter), more than a third of a
 * page's detection; the strings first and the regex on the one turn in ten that holds one, 0.6 µs.
 */
const TURN_MAY_BE_WORTH_A_LOOK = mayMatch(TURN_WORTH_A_LOOK);

/** Whether a turn holds a word a request needs (TURN_WORTH_A_LOOK): the first look at every caller turn. */
export function turnWorthALook(text: string): boolean {
  const lower = text.toLowerCase();
  return TURN_MAY_BE_WORTH_A_LOOK(lower) && TURN_WORTH_A_LOOK.test(lower);
}

/** The spoken forms normalising reads as a key word ("aff" → "off"). */
function spokenKeyWords(): string[] {
  return SPOKEN_FORM_READINGS.filter(([, plain]) => WORTH_A_LOOK.test(plain)).map(([spoken]) => spoken);
}

/** The patterns, compiled once to find every match (the first may be vetoed and a later one not). */
const GLOBAL_PATTERNS = PATTERNS.map((pattern) => ({ ...pattern, regex: new RegExp(pattern.regex.source, `${pattern.regex.flags}g`) }));

/**
 * The strings each pattern cannot match without, all looked for in one pass: a sentence reaches few patterns' regexes
 * (most of the rules' time was patterns that could not match the sentence at all). A pattern needs one string of each
 * of its sets ("stop" and "calling"): a sentence with "callwise" in it no longer reaches every pattern about calling.
 */
interface NeededStrings {
  /** Each pattern's sets of strings, as groups of `strings` (none: always tried). */
  groups: readonly (readonly number[])[];
  strings: SubstringAutomaton;
}

// Built at the first sentence read, not on import: the app's main thread imports the detector with the mirror and never
// runs it (this and mayMatch's tests cost it 0.4 s at every launch, `npm run bench -- scale-launch`); the sync worker builds it in its warm-up.
let neededStrings: NeededStrings | undefined;

function patternsNeededStrings(): NeededStrings {
  const groupOfStrings = new Map<string, number>();
  const sets: (readonly string[])[] = [];
  const groups = PATTERNS.map((pattern) =>
    requiredSubstringSets(pattern.regex).map((strings) => {
      const key = [...strings].sort().join('\u0000');
      let group = groupOfStrings.get(key);
      if (group === undefined) groupOfStrings.set(key, (group = sets.push(strings) - 1));
      return group;
    }),
  );
  return { groups, strings: new SubstringAutomaton(sets) };
}

const NO_MATCHES: readonly RegExpExecArray[] = [];

/**
 * Every match of a global regex, as `matchAll` gives them, all found before the first is read: matchAll
 * copies the regex on each call, which cost more than the search itself (about 1 µs, times 50 patterns).
 */
function matchesOf(regex: RegExp, text: string): readonly RegExpExecArray[] {
  regex.lastIndex = 0;
  let match = regex.exec(text);
  if (match === null) return NO_MATCHES;
  const matches: RegExpExecArray[] = [];
  for (; match !== null; match = regex.exec(text)) {
    matches.push(match);
    // As matchAll: past an empty match by one character (a whole one, with the u flag).
    if (match[0] === '') regex.lastIndex += regex.unicode && (text.codePointAt(regex.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  return matches;
}

function holdsEveryGroup(found: Uint32Array, groups: readonly number[]): boolean {
  for (let at = 0; at < groups.length; at += 1) {
    const group = groups[at] as number;
    if (((found[group >> 5] as number) & (1 << (group & 31))) === 0) return false;
  }
  return true;
}

/** Why a pattern's match was not taken: its own check, a list that is not for calls, or a guard. */
export type TurnedDown = 'after' | 'before' | 'not-for-calls' | Veto;

/** Each match of each pattern on a normalised sentence, with what turned it down (null: a request). Lazy: the first request ends the search. */
function* verdicts(sentence: string): Generator<{ pattern: string; turnedDown: TurnedDown | null }> {
  // Indexed, not for…of: inside a generator the array iterator's result objects are not optimised away (90 KB a page of calls).
  const needed = (neededStrings ??= patternsNeededStrings());
  const found = new Uint32Array(needed.strings.words);
  needed.strings.groupsIn(sentence, found);
  for (let index = 0; index < GLOBAL_PATTERNS.length; index += 1) {
    if (!holdsEveryGroup(found, needed.groups[index] as readonly number[])) continue;
    const pattern = GLOBAL_PATTERNS[index] as (typeof GLOBAL_PATTERNS)[number];
    if (pattern.needs !== undefined && !pattern.needs.test(sentence)) continue;
    const matches = matchesOf(pattern.regex, sentence);
    for (let at = 0; at < matches.length; at += 1) yield { pattern: pattern.name, turnedDown: turnedDownBy(pattern, sentence, matches[at] as RegExpExecArray) };
  }
}

/** What turns a pattern's match down, or null: a request. */
function turnedDownBy(pattern: Pattern, sentence: string, match: RegExpExecArray): TurnedDown | null {
  const rest = sentence
    .slice(match.index + match[0].length)
    .replace(/^[\s,]+/u, (spaces) => (spaces.includes(',') ? ', ' : ''))
    .trimStart();
  if (pattern.after !== undefined && !pattern.after(rest, match[0])) return 'after';
  // "Ring the mobile instead, stop calling the landline": another line given first, in the same sentence.
  const earlier = sentence.slice(0, match.index);
  if (/\binstead\b/u.test(earlier) && OTHER_NUMBER_GIVEN.test(earlier)) return 'after';
  // "Stop calling me 'mate'", "I'd rather you didn't call me 'darling'": a name objected to, whatever the pattern.
  if (CALLED_NAME.test(match[0]) && (QUOTED_NAME.test(rest) || NAME_SET_RIGHT.test(rest))) return 'after';
  if (pattern.before !== undefined && !pattern.before(clauseBefore(sentence, match.index).trimStart(), match[0])) return 'before';
  if (pattern.aboutList === true && notForCalls(`${match[0]} ${(rest.split(/[,;:!?.]/u)[0] ?? '').split(' ').slice(0, 8).join(' ')}`)) return 'not-for-calls';
  // The object may follow the match ("stop calling" + "us"): a guard on whose phone it is reads both.
  const object = (rest.split(/[,;:!?.]/u)[0] ?? '').trim().split(' ').slice(0, 3).join(' ');
  return vetoOf(sentence, match.index, `${match[0]} ${object}`, match.index + match[0].length);
}

/**
 * Runs every pattern's regex twice, as dnc-warm-up.ts does the rest of the detector: a sentence reaches only
 * the patterns whose strings it holds, so the warm-up's turns no longer compile them all, and the first
 * pages of a sync would (bytecode on the first run, machine code on the next). One step a pattern and a
 * round, a few milliseconds each: the whole is half a second, too long for a thread that answers messages.
 */
export function patternCompilingSteps(): (() => void)[] {
  const sentence = 'please stop calling me, take my number off your list';
  return [0, 1].flatMap(() => GLOBAL_PATTERNS.map((pattern) => () => void (pattern.needs?.test(sentence), matchesOf(pattern.regex, sentence))));
}

export function isRequest(sentence: string): boolean {
  if (!WORTH_A_LOOK.test(sentence)) return false;
  for (const verdict of verdicts(sentence)) if (verdict.turnedDown === null) return true;
  return false;
}

/** What the rules make of a normalised sentence, for the learned model: the verdict, and every pattern that matched with what turned it down. */
export interface RuleReading {
  request: boolean;
  /** Sentences without any key word are never requests to the rules. */
  worthALook: boolean;
  matches: { pattern: string; turnedDown: TurnedDown | null }[];
}

/** `untilRequest`: stop at the first request (the detector needs no more then); the model's training reads every match. */
export function readByRules(sentence: string, { untilRequest = false } = {}): RuleReading {
  if (!WORTH_A_LOOK.test(sentence)) return { request: false, worthALook: false, matches: [] };
  const matches: RuleReading['matches'] = [];
  for (const verdict of verdicts(sentence)) {
    matches.push(verdict);
    if (untilRequest && verdict.turnedDown === null) break;
  }
  return { request: matches.some((match) => match.turnedDown === null), worthALook: true, matches };
}
