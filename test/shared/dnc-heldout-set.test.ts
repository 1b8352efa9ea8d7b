import { describe, expect, it } from 'vitest';
import { HELD_OUT_SENTENCES, labelledSentences, TUNING_SENTENCES } from '../support/dnc-quality';

/**
 * The development do-not-call set (written blind, used for tuning from
 * 2026-11-26) must be well-formed; the detector's floor on it is held by
 * dnc-quality.test.ts.
 */
const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('development do-not-call sentences', () => {
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
