import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';

/**
 * The do-not-call detector measured on the labelled caller sentences in
 * test/fixtures/dnc-requests/ (written apart from the detector and from the
 * sandbox's phrase banks; its README says by whom and how labelled). One
 * measure for the test that holds the thresholds and for `npm run bench`.
 */
const SENTENCES = join(import.meta.dirname, '..', 'fixtures', 'dnc-requests', 'caller-sentences.jsonl');

const labelled = z.strictObject({ text: z.string().min(1), dnc: z.boolean(), kind: z.string().min(1) });
export type LabelledSentence = z.infer<typeof labelled>;

export interface DncQuality {
  sentences: number;
  positives: number;
  truePositives: number;
  falsePositives: LabelledSentence[];
  falseNegatives: LabelledSentence[];
  precision: number;
  recall: number;
}

export function labelledSentences(): LabelledSentence[] {
  return readFileSync(SENTENCES, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = labelled.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${SENTENCES}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

export function measureDncDetector(sentences: readonly LabelledSentence[] = labelledSentences()): DncQuality {
  const falsePositives: LabelledSentence[] = [];
  const falseNegatives: LabelledSentence[] = [];
  let truePositives = 0;
  for (const sentence of sentences) {
    const found = findDncRequest(sentence.text) !== null;
    if (found && sentence.dnc) truePositives += 1;
    else if (found) falsePositives.push(sentence);
    else if (sentence.dnc) falseNegatives.push(sentence);
  }
  const positives = sentences.filter((sentence) => sentence.dnc).length;
  const flagged = truePositives + falsePositives.length;
  return {
    sentences: sentences.length,
    positives,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: flagged === 0 ? 0 : truePositives / flagged,
    recall: positives === 0 ? 0 : truePositives / positives,
  };
}
