/**
 * The learned check of the turn around a request the rules found: does the rest of what the caller
 * said leave it standing? A logistic regression over the words before the request, the request's own
 * words and the words after it, trained (`npm run train:dnc`) on every labelled turn in which the rules
 * find a request, whatever the turn then does to it.
 *
 * Why a learned check beside the hand-written one (dnc-turn-context.ts): each writer takes a request
 * back, tells a story or passes on someone else's wish in words of their own ("Nah, I'm playing",
 * "scratch that", "what did you need, hon?"), and the hand-written checks know the wordings they were
 * shown: on four sets nobody here had read (BQ to BT), 30 of the detector's 66 false requests were
 * turns taken back, passed on, told of another firm or of an old request honoured. The words around
 * them ("sorry", "forget", "go ahead", "told 'em") carry over from writer to writer better than any
 * one wording: on the eight blind sets of round 22 this check took away 47 of 166 false requests for
 * 4 of 1,350 true ones (`npm run bench -- dnc` measures it with the rest; each set's README has the
 * figures).
 *
 * It only takes a request away, where it judges the request more likely not to stand than to stand:
 * the threshold is that even chance, fixed, not fitted to any set. It runs once per request found,
 * which is a few turns in a thousand, so its cost is nothing beside the rules'.
 */

import { wordsOf } from './dnc-features';
import { probability } from './dnc-model';
import { normalise } from './dnc-normalise';
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
 * The features of a request in its turn, each once: the patterns that took the request's words as a
 * request, its words and word pairs, and the words and word pairs before and after it (a turn with
 * nothing before or after says so too: a request alone mostly stands).
 */
export function turnFeatures(before: string, request: string, after: string): string[] {
  const features = new Set<string>();
  const normal = normalise(request);
  for (const match of readByRules(normal).matches) if (match.turnedDown === null) features.add(`p:${match.pattern}`);
  const add = (prefix: string, words: readonly string[]) => {
    if (words.length === 0) features.add(`${prefix}-none-`);
    for (const [index, word] of words.entries()) {
      features.add(`${prefix}${word}`);
      if (index > 0) features.add(`${prefix}${words[index - 1] ?? ''} ${word}`);
    }
  };
  add('r:', wordsOf(normal));
  add('a:', wordsOf(normalise(after)).slice(0, WORDS_AFTER));
  add('b:', wordsOf(normalise(before)).slice(-WORDS_BEFORE));
  return [...features];
}

/** Whether the request at text[start, end) stands in its turn, as far as the model can tell. */
export function turnLeavesStanding(model: TurnModel, text: string, start: number, end: number): boolean {
  const features = turnFeatures(text.slice(0, start), text.slice(start, end), text.slice(end));
  return probability(model, features) >= model.threshold;
}
