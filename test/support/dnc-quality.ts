import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';

/**
 * The do-not-call detector measured on labelled caller sentences (written apart
 * from the detector and from the sandbox's phrase banks; each set's README says
 * by whom and how labelled). One measure for the test that holds the thresholds
 * and for `npm run bench`.
 *
 * Five sets, each by a different writer, each blind to the others. The rules were tuned on the
 * first four in turn (A, then B, C and D, each after it had measured the rules blind), so their
 * figures there are optimistic, and a test holds the floor on each. The fifth (E) has never been
 * used to tune the rules: their figure on it is the honest one. All five train the learned model,
 * whose honest measure is the cross-set one (dnc-cross-set.ts).
 */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
export const TUNING_SENTENCES = join(FIXTURES, 'dnc-requests', 'caller-sentences.jsonl');
export const DEVELOPMENT_SENTENCES = join(FIXTURES, 'dnc-requests-heldout', 'sentences.jsonl');
/** Written blind 2026-11-26; measured the rules once, then tuned them (third round). */
export const SECOND_BLIND_SENTENCES = join(FIXTURES, 'dnc-requests-heldout-2', 'sentences.jsonl');
/** Written blind 2026-11-26 (whole caller turns, speech-to-text style); measured the rules once, then tuned them (fourth round). */
export const THIRD_BLIND_SENTENCES = join(FIXTURES, 'dnc-requests-heldout-3', 'sentences.jsonl');
/** Written blind 2026-11-26 (wording away from the stock phrases); the rules have never been tuned on it. */
export const FOURTH_BLIND_SENTENCES = join(FIXTURES, 'dnc-requests-heldout-4', 'sentences.jsonl');
/** The sets the rules were tuned on, each held to the floor by dnc-quality.test.ts. */
export const TUNED_SETS = { A: TUNING_SENTENCES, B: DEVELOPMENT_SENTENCES, C: SECOND_BLIND_SENTENCES, D: THIRD_BLIND_SENTENCES } as const;
/** The development set's former name, from when it was held out. */
export const HELD_OUT_SENTENCES = DEVELOPMENT_SENTENCES;

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

/** One sentence a line; a bad line is named by file and line number (a blank line is skipped). */
export function labelledSentences(file: string = TUNING_SENTENCES): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new Error(`${where}: not JSON (${(error as Error).message})`, { cause: error });
    }
    const parsed = labelled.safeParse(value);
    if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
    sentences.push(parsed.data);
  }
  return sentences;
}

/** `detects` is the detector measured: the shipped one unless told (the cross-set measure passes others). */
export function measureDncDetector(sentences: readonly LabelledSentence[] = labelledSentences(), detects: (text: string) => boolean = (text) => findDncRequest(text) !== null): DncQuality {
  const falsePositives: LabelledSentence[] = [];
  const falseNegatives: LabelledSentence[] = [];
  let truePositives = 0;
  for (const sentence of sentences) {
    const found = detects(sentence.text);
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
