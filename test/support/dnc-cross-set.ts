import type { DncModelFile, VetoPolicy } from '../../src/shared/dnc/dnc-model';
import { DNC_MODEL_JSON } from '../../src/shared/dnc/dnc-model-weights';
import { findDncRequestWith } from '../../src/shared/dnc/dnc-request';
import { labelledSentences, measureDncDetector, TUNED_SETS, type DncQuality, type LabelledSentence } from './dnc-quality';
import { detectorWith, trainDncModel } from './dnc-model-training';

/**
 * Does the learned model carry over to wording nobody here wrote? Each labelled set was written
 * by a different person, blind to the others, so holding whole sets out stands in for new writers:
 * the tuned sets are split into CROSS_SET_FOLDS folds of whole sets, and for each fold the model is
 * trained on the other folds alone and measured on it. The rules alone are
 * measured on each set as they are; they were tuned on every one of these sets, so this measures the
 * model only (the blind sets, BLIND_SETS, measure the detector). Folds rather than one set at a
 * time: with fifteen sets one a time cost fifteen models, about five minutes.
 */
export const CROSS_SET_FOLDS = 5;
const SHIPPED_THRESHOLD = (JSON.parse(DNC_MODEL_JSON) as DncModelFile).threshold;
export interface LabelledSet {
  name: string;
  sentences: LabelledSentence[];
}

/** The sets the folds train on: those the rules were tuned on (the shipped model learns from the development sets too). The blind sets (BLIND_SETS) are never trained on. */
export function labelledSets(): LabelledSet[] {
  return TUNED_SETS.map((set) => ({ name: set.name, sentences: labelledSentences(set.file) }));
}

export interface HeldOutFigures {
  /** The sets held out together, by name. */
  set: string;
  rulesOnly: DncQuality;
  hybrid: DncQuality;
  /** The model's threshold (fixed: dnc-model-training.ts) and what the model may not overrule. */
  threshold: number;
  veto: VetoPolicy;
}

/** Texts the same but for case and spacing are one text. */
const sameText = (text: string): string => text.toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * A few short sentences were written by more than one writer ("Remove me.", "Lose my number."):
 * the measured set leaves out those the training sets hold, so every text measured is unseen.
 */
export function leaveFoldsOut(sets: readonly LabelledSet[] = labelledSets(), folds = CROSS_SET_FOLDS): HeldOutFigures[] {
  return Array.from({ length: Math.min(folds, sets.length) }, (_, fold) => {
    const inFold = (index: number) => index % Math.min(folds, sets.length) === fold;
    const training = sets.filter((_, index) => !inFold(index)).map((set) => set.sentences);
    const seen = new Set(training.flat().map((sentence) => sameText(sentence.text)));
    const heldOut = sets.filter((_, index) => inFold(index));
    const unseen = heldOut.flatMap((set) => set.sentences).filter((sentence) => !seen.has(sameText(sentence.text)));
    // The threshold the shipped model chose on the development sets (a choice a fold would make on the same sets, at a minute each).
    const file = trainDncModel(training, { threshold: SHIPPED_THRESHOLD });
    return {
      set: heldOut.map((set) => set.name.split(' ')[0]).join(' '),
      rulesOnly: measureDncDetector(unseen, (text) => findDncRequestWith(null, text) !== null),
      hybrid: measureDncDetector(unseen, detectorWith(file)),
      threshold: file.threshold,
      veto: file.veto,
    };
  });
}

/** The held-out measures added up: every sentence counted once, on the set it was held out with. */
export function pooled(qualities: readonly DncQuality[]): DncQuality {
  const truePositives = qualities.reduce((sum, quality) => sum + quality.truePositives, 0);
  const positives = qualities.reduce((sum, quality) => sum + quality.positives, 0);
  const falsePositives = qualities.flatMap((quality) => quality.falsePositives);
  const flagged = truePositives + falsePositives.length;
  return {
    sentences: qualities.reduce((sum, quality) => sum + quality.sentences, 0),
    positives,
    truePositives,
    falsePositives,
    falseNegatives: qualities.flatMap((quality) => quality.falseNegatives),
    precision: flagged === 0 ? 0 : truePositives / flagged,
    recall: positives === 0 ? 0 : truePositives / positives,
  };
}
