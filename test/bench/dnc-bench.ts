import { HELD_OUT_SENTENCES, labelledSentences, measureDncDetector, type DncQuality, type LabelledSentence } from '../support/dnc-quality';

/**
 * Do-not-call detection: precision and recall on the two labelled sets, with
 * what it got wrong grouped by kind. The tuning set's figures are optimistic
 * (the detector was tuned on its misses); the held-out set's are the honest
 * estimate, and are only printed, never held by a test.
 */
export function runDncBenchmarks(log: (line: string) => void): void {
  logQuality(log, 'tuning set (test/fixtures/dnc-requests; the detector was tuned on its misses, so optimistic)', measureDncDetector());
  log('');
  const heldOut = measureDncDetector(labelledSentences(HELD_OUT_SENTENCES));
  logQuality(log, 'HELD-OUT set (test/fixtures/dnc-requests-heldout; written blind, never used for tuning)', heldOut);
}

function logQuality(log: (line: string) => void, title: string, quality: DncQuality): void {
  log(`${title}: ${quality.sentences} sentences (${quality.positives} requests, ${quality.sentences - quality.positives} not)`);
  log(`precision ${quality.precision.toFixed(3)}  recall ${quality.recall.toFixed(3)}  (true positives ${quality.truePositives}, false positives ${quality.falsePositives.length}, missed ${quality.falseNegatives.length})`);
  logByKind(log, 'false positives', quality.falsePositives);
  logByKind(log, 'missed', quality.falseNegatives);
}

function logByKind(log: (line: string) => void, what: string, sentences: readonly LabelledSentence[]): void {
  const byKind = new Map<string, LabelledSentence[]>();
  for (const sentence of sentences) byKind.set(sentence.kind, [...(byKind.get(sentence.kind) ?? []), sentence]);
  const kinds = [...byKind.entries()].sort(([, a], [, b]) => b.length - a.length);
  for (const [kind, ofKind] of kinds) {
    log(`  ${what} [${kind}] ${ofKind.length}:`);
    for (const sentence of ofKind) log(`    ${sentence.text}`);
  }
}
