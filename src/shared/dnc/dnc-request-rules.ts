/**
 * The rules' verdict on one normalised sentence: a request when a pattern
 * matches and nothing turns the match down (its own check, a list that is
 * not for calls, a guard). Also told in full, for the learned model.
 */

import { clauseBefore, notForCalls, vetoOf, type Veto } from './dnc-guards';
import { SLIP_WORDS } from './dnc-normalise';
import { PATTERNS } from './dnc-patterns';

/**
 * Words without which no pattern can match: most sentences of a call have
 * none, and skip the patterns (the whole mirror is scanned on upgrade).
 * A word added to a pattern that none of these covers must be added here.
 */
const WORTH_A_LOOK = /cal+|ring|phon|contact|text|bother|harass|dial|hound|pester|hassl|spam|list|remov|delet|unsub|opt|number|digits|dnc|dnd|regist|databas|scrub|eras|record|system|communication|reach|off|roster|rota|director|file|marketing|rolodex|sheet|detail|drop|struck|hear from|messag|consent|permission|authori|bell|tps|preference|suppress|time[^.!?]{0,40}stop/u;

/**
 * The same test on a whole turn, lower-cased but not normalised: a word of
 * WORTH_A_LOOK in a normalised sentence is in the turn as well (normalising
 * only lower-cases, turns quotes into apostrophes and fillers and runs of
 * spaces into one space, which never joins letters), except "hear from",
 * which a filler or a line break may split ("hear" stands for it), and
 * "off", which may have been said "aff".
 */
export const TURN_WORTH_A_LOOK = new RegExp(
  `${WORTH_A_LOOK.source.replace('hear from', 'hear')}|\\baff\\b|\\b(?:${SLIP_WORDS.filter((slip) => !WORTH_A_LOOK.test(slip)).join('|')})\\b`,
  WORTH_A_LOOK.flags,
);

/** The patterns, compiled once for matchAll (every match is tried: the first may be vetoed and a later one not). */
const GLOBAL_PATTERNS = PATTERNS.map((pattern) => ({ ...pattern, regex: new RegExp(pattern.regex.source, `${pattern.regex.flags}g`) }));

/** Why a pattern's match was not taken: its own check, a list that is not for calls, or a guard. */
export type TurnedDown = 'after' | 'before' | 'not-for-calls' | Veto;

/** Each match of each pattern on a normalised sentence, with what turned it down (null: a request). Lazy: the first request ends the search. */
function* verdicts(sentence: string): Generator<{ pattern: string; turnedDown: TurnedDown | null }> {
  for (const pattern of GLOBAL_PATTERNS) {
    for (const match of sentence.matchAll(pattern.regex)) {
      const rest = sentence
        .slice(match.index + match[0].length)
        .replace(/^[\s,]+/u, (spaces) => (spaces.includes(',') ? ', ' : ''))
        .trimStart();
      let turnedDown: TurnedDown | null;
      if (pattern.after !== undefined && !pattern.after(rest)) turnedDown = 'after';
      else if (pattern.before !== undefined && !pattern.before(clauseBefore(sentence, match.index).trimStart())) turnedDown = 'before';
      else if (pattern.aboutList === true && notForCalls(`${match[0]} ${(rest.split(/[,;:!?.]/u)[0] ?? '').split(' ').slice(0, 6).join(' ')}`)) turnedDown = 'not-for-calls';
      else {
        // The object may follow the match ("stop calling" + "us"): a guard on whose phone it is reads both.
        const object = (rest.split(/[,;:!?.]/u)[0] ?? '').trim().split(' ').slice(0, 3).join(' ');
        turnedDown = vetoOf(sentence, match.index, `${match[0]} ${object}`, match.index + match[0].length);
      }
      yield { pattern: pattern.name, turnedDown };
    }
  }
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
