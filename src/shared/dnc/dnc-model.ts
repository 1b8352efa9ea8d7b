/**
 * The learned half of the do-not-call detector: a logistic regression over
 * the features of dnc-features.ts, with its weights, threshold and policy
 * in a JSON file written by `npm run train:dnc` (never by hand).
 *
 * It is asked only about sentences the rules did not take as requests and
 * that hold a key word; it may add a request the rules missed, never take
 * one away.
 */

import { sentenceFeatures } from './dnc-features';
import { readByRules, type RuleReading, type TurnedDown } from './dnc-request-rules';

/** The file's shape (dnc-model.json). */
export interface DncModelFile {
  about: string;
  /** The model says "request" at this probability or above. */
  threshold: number;
  /** When true, a sentence whose pattern match a guard turned down (a question, a negation, someone else's words…) stays no request whatever the model says. */
  guardsVeto: boolean;
  bias: number;
  weights: Record<string, number>;
}

export interface DncModel {
  threshold: number;
  guardsVeto: boolean;
  bias: number;
  weights: ReadonlyMap<string, number>;
}

export function dncModelFrom(file: DncModelFile): DncModel {
  return { threshold: file.threshold, guardsVeto: file.guardsVeto, bias: file.bias, weights: new Map(Object.entries(file.weights)) };
}

export function probability(model: Pick<DncModel, 'bias' | 'weights'>, features: readonly string[]): number {
  let sum = model.bias;
  for (const feature of features) sum += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

const GUARDS: ReadonlySet<TurnedDown> = new Set<TurnedDown>(['negated', 'reported', 'reported-later', 'addressed-to-other', 'told-another-firm', 'quoted', 'own-hypothetical', 'used-to', 'question']);

export function turnedDownByGuard(reading: RuleReading): boolean {
  return reading.matches.some((match) => match.turnedDown !== null && GUARDS.has(match.turnedDown));
}

/** The model's say on a normalised sentence the rules did not take: a request, or not. */
export function modelTakesAsRequest(model: DncModel, normal: string): boolean {
  const reading = readByRules(normal);
  if (!reading.worthALook || reading.request) return reading.request;
  if (model.guardsVeto && turnedDownByGuard(reading)) return false;
  return probability(model, sentenceFeatures(normal, reading)) >= model.threshold;
}
