import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelledSets, leaveFoldsOut, pooled } from '../support/dnc-cross-set';
import { dncModelModule, trainShippedDncModel } from '../support/dnc-model-training';

/**
 * The learned half of the do-not-call detector must carry over to wording nobody here wrote
 * (issue 12: "it will also be measured on sentences nobody here wrote"). Each labelled set was
 * written by a different person: trained on four fifths of the sets, measured on the rest, in turn
 * (dnc-cross-set.ts). Measured at adoption (2026-11-26): pooled held-out precision 0.983, recall
 * 0.899 (the rules alone: 0.982, 0.882); in round 22, with the turn check and the model learning from
 * every sentence with a key word, 0.984 and 0.971 (the rules alone, tuned on every set by then: 0.994, 0.955); in round 23, the
 * turn check learning from the sentences the guards turn down, 0.988 and 0.964; in round 24, over 78 sets, the model
 * overruling a pattern's own check where it is 0.9 sure, 0.990 and 0.964 (the rules alone: 0.991, 0.951); in round 25, over 90 sets,
 * 0.988 and 0.965 (the rules alone: 0.986, 0.947); in round 26, over 98 sets, 0.984 and 0.964 (the rules alone: 0.982, 0.942). The floors sit a few points below; `npm run bench -- dnc` prints the full table. The blind sets are the measure for new writers.
 */
const POOLED_PRECISION_FLOOR = 0.95;
const POOLED_RECALL_FLOOR = 0.87;

describe('do-not-call detection on sets written by someone else (whole sets held out)', () => {
  const figures = leaveFoldsOut();
  const hybrid = pooled(figures.map((figure) => figure.hybrid));
  const rulesOnly = pooled(figures.map((figure) => figure.rulesOnly));

  it(`flags few sentences that are not requests (pooled held-out precision ≥ ${POOLED_PRECISION_FLOOR})`, () => {
    expect(hybrid.precision, `false positives: ${JSON.stringify(hybrid.falsePositives.map((s) => s.text), null, 1)}`).toBeGreaterThanOrEqual(POOLED_PRECISION_FLOOR);
  });

  it(`finds most requests (pooled held-out recall ≥ ${POOLED_RECALL_FLOOR}), and the learned parts leave fewer mistakes than the rules alone`, () => {
    expect(hybrid.recall, `missed: ${JSON.stringify(hybrid.falseNegatives.map((s) => s.text), null, 1)}`).toBeGreaterThanOrEqual(POOLED_RECALL_FLOOR);
    // The sentence model adds requests at even odds and the turn check (dnc-turn-model.ts) takes some away: here, where the
    // rules were tuned on every set, both have less to find than on new writers, and each makes some mistakes of its own.
    // Together they must still leave fewer (round 22: 76 false and 619 missed by the rules, 215 and 402 with them; round 23,
    // 164 and 495: more mistakes here than in round 22, where the rules know every writer's wording, and fewer on the
    // writers they do not, the development and blind sets; round 24, over 78 sets: 136 and 729 by the rules, 151 and 534; round 25,
    // over 90 sets: 229 and 899, 205 and 602; round 26, over 98 sets: 320 and 1,072, 286 and 667).
    const mistakes = (quality: typeof hybrid) => quality.falsePositives.length + quality.falseNegatives.length;
    expect(mistakes(hybrid)).toBeLessThan(mistakes(rulesOnly));
  });

  it('measures each set on texts the training sets do not hold', () => {
    expect(figures.map((figure) => figure.hybrid.sentences)).toEqual(figures.map((figure) => figure.rulesOnly.sentences));
    const all = labelledSets().reduce((sum, set) => sum + set.sentences.length, 0);
    expect(hybrid.sentences).toBeLessThan(all);
    // Short texts written by more than one writer ("Remove me.") are the only ones left out.
    expect(hybrid.sentences).toBeGreaterThan(all * 0.95);
  });

  it('ships the model `npm run train:dnc` writes from the labelled sets (retrain after changing a set or the features)', () => {
    const shipped = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'shared', 'dnc', 'dnc-model-weights.ts'), 'utf8');
    expect(shipped).toEqual(dncModelModule(trainShippedDncModel(labelledSets().map((set) => set.sentences))));
    // A deadline only catches a hang: two trainings and a threshold chosen take 85 s on an idle 2-core machine, and past
    // the suite's two minutes when the other test files run beside it.
  }, 600_000);
});
