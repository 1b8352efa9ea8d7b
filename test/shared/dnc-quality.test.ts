import { describe, expect, it } from 'vitest';
import { measureDncDetector } from '../support/dnc-quality';

/**
 * Do-not-call detection on the labelled set written apart from the detector.
 * The bar is precision ≥ 0.97 and recall ≥ 0.90; the detector does not
 * reach it yet (first measured 0.935 and 0.777, `npm run bench -- dnc` lists
 * what it gets wrong). Until it does, this holds the figures reached, so a
 * change can only raise them; a miss lists the sentences it broke.
 */
const PRECISION_REACHED = 0.93;
const RECALL_REACHED = 0.77;
describe('do-not-call detection on labelled caller sentences', () => {
  const quality = measureDncDetector();

  it('has a labelled set of at least 300 sentences, with positives and negatives', () => {
    expect(quality.sentences).toBeGreaterThanOrEqual(300);
    expect(quality.positives).toBeGreaterThan(100);
    expect(quality.sentences - quality.positives).toBeGreaterThan(100);
  });

  it(`flags few sentences that are not requests (precision ≥ ${PRECISION_REACHED}; the aim is 0.97)`, () => {
    expect(quality.precision, `false positives: ${JSON.stringify(quality.falsePositives.map((s) => s.text), null, 1)}`).toBeGreaterThanOrEqual(PRECISION_REACHED);
  });

  it(`finds most requests (recall ≥ ${RECALL_REACHED}; the aim is 0.90)`, () => {
    expect(quality.recall, `missed: ${JSON.stringify(quality.falseNegatives.map((s) => s.text), null, 1)}`).toBeGreaterThanOrEqual(RECALL_REACHED);
  });
});
