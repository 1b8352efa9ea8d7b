/**
 * The learned half of the do-not-call detector: a logistic regression over
 * the features of dnc-features.ts, with its weights, threshold and policy
 * in dnc-model-weights.ts, written by `npm run train:dnc` (never by hand).
 *
 * It is asked only about sentences the rules did not take as requests and
 * that hold a key word and a word of calling (WORD_OF_CALLING), and not where
 * the rules have the last word (see VetoPolicy; the shipped file: wherever a
 * pattern matched). It may add a request the rules missed, never take one
 * away (the turn check, dnc-turn-model.ts, whose weights share the file, may).
 */

import { LETTER_RUN, letterRunCode, visitLetterRunCodes, visitNamedFeatures } from './dnc-features';
import { readByRules, type RuleReading, type TurnedDown } from './dnc-request-rules';
import type { TurnModel, TurnModelFile } from './dnc-turn-model';

/** The file's shape (dnc-model-weights.ts holds it as JSON). */
export interface DncModelFile {
  about: string;
  /** The model says "request" at this probability or above. */
  threshold: number;
  /** What the model may not overrule: see VetoPolicy. */
  veto: VetoPolicy;
  /**
   * Where a pattern matched and its own check turned the match down, and the veto leaves the model a say: the model says
   * "request" at this probability or above (absent: at `threshold`, as where no pattern matched).
   */
  overrule?: number;
  bias: number;
  weights: Record<string, number>;
  /** The learned check of the turn around a request the rules found (dnc-turn-model.ts). */
  turn: TurnModelFile;
}

/**
 * When a pattern matched and the rules turned the match down, the model may not overrule them:
 * 'guards' when a guard did (a question, a negation, someone else's words…), 'any-check' when
 * anything did (also "stop calling me Mr Smith", "take me off mute", "before noon": near misses the
 * rules know by name and the labelled sets may not hold), 'none' never. Where the veto leaves the model a say over a match
 * the rules turned down, it must be `overrule` sure: the shipped model lets a guard's verdict stand ('guards') and overrules
 * a pattern's own check at 0.9 (test/support/dnc-model-training.ts, TRAINING).
 */
export type VetoPolicy = 'none' | 'guards' | 'any-check';

export interface DncModel {
  threshold: number;
  overrule: number;
  veto: VetoPolicy;
  bias: number;
  /** Every weight, by feature name. */
  weights: ReadonlyMap<string, number>;
  /** The letter runs' weights again, by the run's number (letterRunCode), for the detector's quick path: see LetterRunSlots. */
  letterRunSlots: LetterRunSlots;
  turn: TurnModel;
}

/**
 * The letter runs that have a weight, in a hash table of their numbers (open addressing, at least half
 * empty: a Map's lookups were most of the model's time), each slot with its weight and the number of the
 * last sentence that counted it, so that a run met again in the same sentence is not counted twice,
 * without a set built for each sentence. Scratch state, but the detector is synchronous: one sentence at a time.
 */
interface LetterRunSlots {
  /** A run's number in its slot, 0 in an empty one (no run's number is 0). */
  runs: Int32Array;
  weights: Float64Array;
  countedIn: Uint32Array;
  sentence: number;
}

/** Where a run's number is first looked for in a table of `mask + 1` slots (a multiplicative hash; the next slots follow on a collision). */
function firstSlot(run: number, mask: number): number {
  return (Math.imul(run, 0x9e3779b1) >>> 0) & mask;
}

/** The slot of a run's number in the table, or -1 when the run has no weight. */
function slotOf(table: LetterRunSlots, run: number): number {
  const mask = table.runs.length - 1;
  for (let slot = firstSlot(run, mask); ; slot = (slot + 1) & mask) {
    const held = table.runs[slot] as number;
    if (held === run) return slot;
    if (held === 0) return -1;
  }
}

function letterRunTable(weights: ReadonlyMap<number, number>): LetterRunSlots {
  let size = 2;
  while (size < weights.size * 2) size *= 2;
  const table: LetterRunSlots = { runs: new Int32Array(size), weights: new Float64Array(size), countedIn: new Uint32Array(size), sentence: 0 };
  const mask = size - 1;
  for (const [run, weight] of weights) {
    let slot = firstSlot(run, mask);
    while (table.runs[slot] !== 0) slot = (slot + 1) & mask;
    table.runs[slot] = run;
    table.weights[slot] = weight;
  }
  return table;
}

export function dncModelFrom(file: DncModelFile): DncModel {
  const weights = new Map(Object.entries(file.weights));
  const letterRunWeights = new Map([...weights].filter(([feature]) => feature.startsWith(LETTER_RUN)).map(([feature, weight]) => [letterRunCode(feature.slice(LETTER_RUN.length)), weight]));
  return { threshold: file.threshold, overrule: file.overrule ?? file.threshold, veto: file.veto, bias: file.bias, weights, letterRunSlots: letterRunTable(letterRunWeights), turn: { threshold: file.turn.threshold, bias: file.turn.bias, weights: new Map(Object.entries(file.turn.weights)) } };
}

export function probability(model: Pick<DncModel, 'bias' | 'weights'>, features: readonly string[]): number {
  let sum = model.bias;
  for (const feature of features) sum += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

const GUARDS: ReadonlySet<TurnedDown> = new Set<TurnedDown>(['negated', 'reported', 'reported-later', 'addressed-to-other', 'told-another-firm', 'quoted', 'own-hypothetical', 'used-to', 'taken-back', 'not-a-phone-call', 'question']);

/** The rules' reading of a sentence they did not take as a request leaves the model no say. */
export function rulesHaveTheLastWord(veto: VetoPolicy, reading: RuleReading): boolean {
  if (veto === 'none') return false;
  if (veto === 'any-check') return reading.matches.length > 0;
  return reading.matches.some((match) => match.turnedDown !== null && GUARDS.has(match.turnedDown));
}

/**
 * A word for the calls, the caller's line or a list: the model adds a request only to a sentence that holds one. The key
 * words that let a sentence be read at all are looser ("off" in "your office"): from the words of a thanks and an office,
 * letter runs and all, the model once judged "Abhi from your office already sorted it, thanks." a request (0.83).
 * On the development sets the gate cost no request found, for one false one fewer.
 */
const WORD_OF_CALLING = /\b(?:call(?:s|ing|ed)?|ring(?:s|ing)?|rang|rung|phon(?:e|es|ing|ed)|tele(?:phone|marketing)[a-z]*|contact(?:s|ing|ed)?|dial(?:l?ing|l?ed)?|lists?|numbers?|line|mobile|cell|landline|bother(?:ing)?|pester(?:ing)?|hassl(?:e|ing)|dnc|tps|register(?:ed)?|registry)\b/u;

/** The rules and the model on a normalised sentence: the rules' request, or one the model adds where it has a say. */
export function takenAsRequest(model: DncModel, normal: string): boolean {
  const reading = readByRules(normal, { untilRequest: true });
  if (!reading.worthALook || reading.request) return reading.request;
  if (rulesHaveTheLastWord(model.veto, reading)) return false;
  if (!WORD_OF_CALLING.test(normal)) return false;
  return sentenceProbability(model, normal) >= (reading.matches.length > 0 ? model.overrule : model.threshold);
}

/**
 * probability(model, sentenceFeatures(normal)), without naming every letter run (the detector's
 * hot path). Each feature is weighed as it comes, once, in the order namedFeatures and letterRunCodes
 * give them: the same additions in the same order as summing those sets, so the very same number (a
 * feature without a weight adds 0, which changes no sum).
 */
export function sentenceProbability(model: DncModel, normal: string): number {
  // The sum in an array, not a variable the callbacks share: a number changed by a closure is a new heap object at every
  // addition (hundreds a sentence, most of the detector's garbage); an array element adds in place, the same double.
  const sum = new Float64Array([model.bias]);
  const counted = new Set<string>();
  visitNamedFeatures(normal, (feature) => {
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
    const slot = slotOf(runs, code);
    if (slot === -1 || runs.countedIn[slot] === sentence) return;
    runs.countedIn[slot] = sentence;
    sum[0]! += runs.weights[slot] ?? 0;
  });
  return 1 / (1 + Math.exp(-sum[0]!));
}
