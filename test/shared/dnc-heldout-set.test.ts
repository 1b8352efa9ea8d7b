import { describe, expect, it } from 'vitest';
import { HELD_OUT_SENTENCES, labelledSentences, TUNING_SENTENCES } from '../support/dnc-quality';

/**
 * The held-out do-not-call set is a measurement (`npm run bench -- dnc` prints
 * the detector's figures on it), so this only checks that it is well-formed.
 * It deliberately holds no precision or recall: a figure held here would
 * invite tuning the detector to these sentences, and they would stop being
 * held out.
 */
const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('held-out do-not-call sentences', () => {
  // labelledSentences throws, naming the line, on a line that is not JSON or not {text, dnc, kind}.
  const sentences = labelledSentences(HELD_OUT_SENTENCES);

  it('has at least 300 well-formed sentences, with both labels', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(300);
    expect(sentences.some((sentence) => sentence.dnc)).toBe(true);
    expect(sentences.some((sentence) => !sentence.dnc)).toBe(true);
  });

  it('has no sentence twice, and none from the set the detector was tuned on', () => {
    const texts = sentences.map((sentence) => sameText(sentence.text));
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    const tuning = new Set(labelledSentences(TUNING_SENTENCES).map((sentence) => sameText(sentence.text)));
    expect(texts.filter((text) => tuning.has(text))).toEqual([]);
  });
});
