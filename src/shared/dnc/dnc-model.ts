/**
 * The learned half of the do-not-call detector: a logistic regression over
 * the features of dnc-features.ts, with its weights, threshold and policy
 * in dnc-model-weights.ts, written by `npm run train:dnc` (never by hand).
 *
 * It is asked only about sentences the rules did not take as requests and
 * that hold a key word, and not where the rules have the last word (see
 * VetoPolicy; the shipped file: wherever a pattern matched). It may add a
 * request the rules missed, never take one away.
 */

import { LETTER_RUN, letterRunCode, visitLetterRunCodes, visitNamedFeatures } from './dnc-features';
import { readByRules, type RuleReading, type TurnedDown } from './dnc-request-rules';

/** The file's shape (dnc-model-weights.ts holds it as JSON). */
export interface DncModelFile {
  about: string;
  /** The model says "request" at this probability or above. */
  threshold: number;
  /** What the model may not overrule: see VetoPolicy. */
  veto: VetoPolicy;
  bias: number;
  weights: Record<string, number>;
}

/**
 * When a pattern matched and the rules turned the match down, the model may not overrule them:
 * 'guards' when a guard did (a question, a negation, someone else's words…), 'any-check' when
 * anything did (also "stop calling me Mr Smith", "take me off mute", "before noon": near misses the
 * rules know by name and the labelled sets may not hold), 'none' never.
 */
export type VetoPolicy = 'none' | 'guards' | 'any-check';

export interface DncModel {
  threshold: number;
  veto: VetoPolicy;
  bias: number;
  /** Every weight, by feature name. */
  weights: ReadonlyMap<string, number>;
  /** The letter runs' weights again, by the run's number (letterRunCode), for the detector's quick path: see LetterRunSlots. */
  letterRunSlots: LetterRunSlots;
}

/**
 * The letter runs that have a weight, each in a slot: its weight, and the number of the last sentence
 * that counted it, so that a run met again in the same sentence is not counted twice, without a set
 * built for each sentence. Scratch state, but the detector is synchronous: one sentence at a time.
 */
interface LetterRunSlots {
  slotOf: ReadonlyMap<number, number>;
  weights: Float64Array;
  countedIn: Uint32Array;
  sentence: number;
}

export function dncModelFrom(file: DncModelFile): DncModel {
  const weights = new Map(Object.entries(file.weights));
  const letterRunWeights = new Map([...weights].filter(([feature]) => feature.startsWith(LETTER_RUN)).map(([feature, weight]) => [letterRunCode(feature.slice(LETTER_RUN.length)), weight]));
  const letterRunSlots: LetterRunSlots = {
    slotOf: new Map([...letterRunWeights.keys()].map((run, slot) => [run, slot])),
    weights: Float64Array.from(letterRunWeights.values()),
    countedIn: new Uint32Array(letterRunWeights.size),
    sentence: 0,
  };
  return { threshold: file.threshold, veto: file.veto, bias: file.bias, weights, letterRunSlots };
}

export function probability(model: Pick<DncModel, 'bias' | 'weights'>, features: readonly string[]): number {
  let sum = model.bias;
  for (const feature of features) sum += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

const GUARDS: ReadonlySet<TurnedDown> = new Set<TurnedDown>(['negated', 'reported', 'reported-later', 'addressed-to-other', 'told-another-firm', 'quoted', 'own-hypothetical', 'used-to', 'question']);

/** The rules' reading of a sentence they did not take as a request leaves the model no say. */
export function rulesHaveTheLastWord(veto: VetoPolicy, reading: RuleReading): boolean {
  if (veto === 'none') return false;
  if (veto === 'any-check') return reading.matches.length > 0;
  return reading.matches.some((match) => match.turnedDown !== null && GUARDS.has(match.turnedDown));
}

/** The rules and the model on a normalised sentence: the rules' request, or one the model adds where it has a say. */
export function takenAsRequest(model: DncModel, normal: string): boolean {
  const reading = readByRules(normal, { untilRequest: true });
  if (!reading.worthALook || reading.request) return reading.request;
  if (rulesHaveTheLastWord(model.veto, reading)) return false;
  return sentenceProbability(model, normal, reading) >= model.threshold;
}

/**
 * probability(model, sentenceFeatures(normal, reading)), without naming every letter run (the detector's
 * hot path). Each feature is weighed as it comes, once, in the order namedFeatures and letterRunCodes
 * give them: the same additions in the same order as summing those sets, so the very same number (a
 * feature without a weight adds 0, which changes no sum).
 */
export function sentenceProbability(model: DncModel, normal: string, reading: RuleReading): number {
  // The sum in an array, not a variable the callbacks share: a number changed by a closure is a new heap object at every
  // addition (hundreds a sentence, most of the detector's garbage); an array element adds in place, the same double.
  const sum = new Float64Array([model.bias]);
  const counted = new Set<string>();
  visitNamedFeatures(normal, reading, (feature) => {
    const weight = model.weights.get(feature);
    if (weight === undefined || counted.has(feature)) return;
    counted.add(feature);
    sum[0]! += weight;
  });
  const runs = model.letterRunSlots;
  // Wraps after 4 billion sentences: a run last counted exactly 2^32 sentences ago would be skipped once.
  runs.sentence = (runs.sentence + 1) >>> 0 || 1;
  const sentence = runs.sentence;
  visitLetterRunCodes(normal, (code) => {
    const slot = runs.slotOf.get(code);
    if (slot === undefined || runs.countedIn[slot] === sentence) return;
    runs.countedIn[slot] = sentence;
    sum[0]! += runs.weights[slot] ?? 0;
  });
  return 1 / (1 + Math.exp(-sum[0]!));
}
