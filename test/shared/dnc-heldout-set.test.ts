import { describe, expect, it } from 'vitest';
import { ALL_SETS, labelledSentences } from '../support/dnc-quality';

/**
 * Every labelled do-not-call set, tuned on or blind, must be well-formed (labelledSentences throws,
 * naming the line, on a line that is not JSON or not {text, dnc, kind}), big enough to measure
 * with, and free of repeats. The blind sets' figures are printed by `npm run bench -- dnc` and held
 * by no test: a floor on them would invite tuning to them.
 */
/** Case and spacing aside: punctuation stays, since "stop. calling. me." and "stop calling me" are read differently. */
const sameText = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ').trim();

describe.each(ALL_SETS)('labelled do-not-call set $name', ({ file }) => {
  const sentences = labelledSentences(file);

  it('has at least 300 well-formed sentences, with both labels', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(300);
    expect(sentences.some((sentence) => sentence.dnc)).toBe(true);
    expect(sentences.some((sentence) => !sentence.dnc)).toBe(true);
  });

  it('has no sentence twice', () => {
    const texts = sentences.map((sentence) => sameText(sentence.text));
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });
});
