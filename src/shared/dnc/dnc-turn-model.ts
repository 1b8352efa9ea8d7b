/**
 * The learned check of the turn around a request the rules found: does the rest of what the caller
 * said leave it standing? A logistic regression over the words before the request, the request's own
 * words and the words after it, trained (`npm run train:dnc`) on every labelled turn in which the rules
 * find a request, whatever the turn then does to it, and on the sentences the guards turned down in
 * turns that do not ask (see turnExamplesOf in test/support/dnc-model-training.ts).
 *
 * Why a learned check beside the hand-written ones (dnc-guards.ts, dnc-turn-context.ts): each writer
 * takes a request back, tells a story or passes on someone else's wish in words of their own ("Nah,
 * I'm playing", "scratch that", "Mr Patel says", "I told 'em"), and the hand-written checks know the
 * wordings they were shown: on four sets nobody here had read (BQ to BT), 30 of the detector's 66 false
 * requests were turns taken back, passed on, told of another firm or of an old request honoured. The
 * words around them carry over from writer to writer better than any one wording: on the eight blind
 * sets of round 22 this check took away 47 of 166 false requests for 4 of 1,350 true ones; learning
 * from the guards' sentences too (round 23), the detector's false requests on eight sets nobody here
 * had read (CB to CI) fell from 82 to 54, for 5 more missed, and to 43 (2 more missed) once the model
 * learnt from the development sets as well (`npm run bench -- dnc` measures it with the rest; each
 * set's README has the figures).
 *
 * It only takes a request away, where it judges the request more likely not to stand than to stand:
 * the threshold is that even chance, fixed, not fitted to any set. It runs once per request found,
 * which is a few turns in a thousand, so its cost is nothing beside the rules'.
 */

import { wordsOf } from './dnc-features';
import { probability } from './dnc-model';
import { normalise } from './dnc-normalise';
import { asCallersOwnWords, isRelayedTurn } from './dnc-relayed-turn';
import { readByRules } from './dnc-request-rules';

export interface TurnModelFile {
  /** A request whose probability of standing is below this is taken away. */
  threshold: number;
  bias: number;
  weights: Record<string, number>;
}

export interface TurnModel {
  threshold: number;
  bias: number;
  weights: ReadonlyMap<string, number>;
}

/** How far from the request its words are read: a long turn's far end is about something else. */
const WORDS_AFTER = 40;
const WORDS_BEFORE = 25;

/**
 * The sentence at turn[start, end) as the rules read it: in a turn voiced by a relay service or an interpreter, as the
 * caller's own words ("He says take his number off" reads "take my number off"), as scanTurn reads it. Read as written,
 * the frame looked like someone else's wish passed on, and the check learnt from those took relayed requests away.
 */
export function sentenceAsRead(turn: string, start: number, end: number): string {
  const normal = normalise(turn.slice(start, end));
  return isRelayedTurn(turn) ? asCallersOwnWords(normal) : normal;
}

/**
 * The features of the sentence at turn[start, end) in its turn, each once: the patterns that matched it (whether or not
 * a guard then turned the match down: the check learns from sentences the guards turned down too, see turnExamplesOf
 * in test/support/dnc-model-training.ts), its words and word pairs, and the words and word pairs before and after it
 * (a turn with nothing before or after says so too: a request alone mostly stands).
 */
export function turnFeatures(turn: string, start: number, end: number): string[] {
  const features = new Set<string>();
  const normal = sentenceAsRead(turn, start, end);
  for (const match of readByRules(normal).matches) features.add(`p:${match.pattern}`);
  const add = (prefix: string, words: readonly string[]) => {
    if (words.length === 0) features.add(`${prefix}-none-`);
    for (const [index, word] of words.entries()) {
      features.add(`${prefix}${word}`);
      if (index > 0) features.add(`${prefix}${words[index - 1] ?? ''} ${word}`);
    }
  };
  add('r:', wordsOf(normal));
  add('a:', wordsOf(normalise(turn.slice(end))).slice(0, WORDS_AFTER));
  add('b:', wordsOf(normalise(turn.slice(0, start))).slice(-WORDS_BEFORE));
  return [...features];
}

/** Whether the request at turn[start, end) stands in its turn, as far as the model can tell. */
export function turnLeavesStanding(model: TurnModel, turn: string, start: number, end: number): boolean {
  return probability(model, turnFeatures(turn, start, end)) >= model.threshold;
}
