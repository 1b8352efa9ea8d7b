import { findDncRequest, findDncRequestWith } from '../../src/shared/dnc/dnc-request';
import { CROSS_SET_FOLDS, leaveFoldsOut, pooled } from '../support/dnc-cross-set';
import { BLIND_SETS, DEVELOPMENT_SETS, labelledSentences, measureDncDetector, TUNED_SETS, type DncQuality, type LabelledSentence } from '../support/dnc-quality';
import { createMirrorDataset } from './mirror-dataset';
import { timed } from './scale-mirror';

/**
 * Do-not-call detection: precision and recall on the labelled sets, with what it got wrong grouped by
 * kind. The blind sets first: never used for tuning or training, they are the estimate for sentences
 * nobody here wrote (their misses are counted, not listed, so that nobody tunes to them). Then the
 * model measured on each tuned set left out of its training, then each tuned set (optimistic).
 */
export function runDncBenchmarks(log: (line: string) => void): void {
  for (const set of BLIND_SETS) {
    const quality = measureDncDetector(labelledSentences(set.file));
    log(`blind set ${set.name} (never tuned on): ${counted(quality)}`);
  }
  log(`blind sets pooled: ${counted(pooled(BLIND_SETS.map((set) => measureDncDetector(labelledSentences(set.file)))))}`);
  for (const set of DEVELOPMENT_SETS) {
    log(`development set ${set.name} (read to choose the learned parts' settings, then learnt from by the shipped model: optimistic): ${counted(measureDncDetector(labelledSentences(set.file)))}`);
  }
  log('');
  logCrossSet(log);
  for (const set of TUNED_SETS) {
    log('');
    logQuality(log, `tuned set ${set.name} (the rules were tuned on its misses, so optimistic)`, measureDncDetector(labelledSentences(set.file)));
  }
  log('');
  logSpeed(log);
}

function counted(quality: DncQuality): string {
  return `${quality.sentences} sentences (${quality.positives} requests); precision ${quality.precision.toFixed(3)}  recall ${quality.recall.toFixed(3)}  (${quality.falsePositives.length} false, ${quality.falseNegatives.length} missed)`;
}

/**
 * The detector's CPU time: on generated caller turns (as the mirror holds them, 2% of calls with a
 * request), where most turns are turned away by the first look for key words; and on the labelled
 * sentences, where every sentence goes through the patterns and guards. Best of 3 runs each.
 */
function logSpeed(log: (line: string) => void): void {
  const data = createMirrorDataset({ contacts: 2_000, calls: 10_000, entriesPerCall: 20, dncShare: 0.02 });
  const turns: string[] = [];
  for (let index = 0; index < data.callCount; index += 1) for (const entry of data.call(index).transcript) if (entry.speaker === 'caller') turns.push(entry.text);
  const labelled = TUNED_SETS.flatMap((set) => labelledSentences(set.file)).map((sentence) => sentence.text);
  const rulesOnly = (text: string) => findDncRequestWith(null, text);
  const best = (texts: readonly string[], rounds: number, detect: (text: string) => unknown = findDncRequest): number =>
    Math.min(...[1, 2, 3].map(() => timed(() => {
      for (let round = 0; round < rounds; round += 1) for (const text of texts) detect(text);
    }).cpu)) / rounds;
  const generated = best(turns, 1);
  const sentences = best(labelled, 20);
  const generatedRules = best(turns, 1, rulesOnly);
  const sentencesRules = best(labelled, 20, rulesOnly);
  log(`detector speed: generated caller turns ${((generated / turns.length) * 1000).toFixed(2)} µs a turn (rules alone ${((generatedRules / turns.length) * 1000).toFixed(2)} µs; ${turns.length.toLocaleString('en-US')} turns, ${generated.toFixed(0)} ms CPU; about ${((generated / turns.length) * 1000).toFixed(1)} s for the 1,000,000 caller turns of a 2,000,000-entry mirror)`);
  log(`detector speed: labelled sentences ${((sentences / labelled.length) * 1000).toFixed(2)} µs a sentence (rules alone ${((sentencesRules / labelled.length) * 1000).toFixed(2)} µs; ${labelled.length} sentences)`);
}

/**
 * Whole sets held out: each fold of tuned sets measured by the rules with a model trained on the other
 * folds alone, beside the rules alone. The rules were tuned on every one of them, so this measures what the
 * model adds on wording it has not seen, not the rules. A held-out set is measured on the texts the
 * training sets do not hold.
 */
function logCrossSet(log: (line: string) => void): void {
  const figures = leaveFoldsOut();
  const cell = (quality: DncQuality): string => `P ${quality.precision.toFixed(3)} R ${quality.recall.toFixed(3)} (${quality.falsePositives.length} false, ${quality.falseNegatives.length} missed)`;
  log(`cross-set (${CROSS_SET_FOLDS} folds of whole sets: the model trained on the other folds, never on the sets measured)`);
  // As wide as the longest fold's names (each fold holds more sets as they are written), and a column's text never runs into the next.
  const setWidth = Math.max('held-out set'.length, ...figures.map((figure) => figure.set.length)) + 2;
  const pooledRules = pooled(figures.map((figure) => figure.rulesOnly));
  const rulesWidth = Math.max(cell(pooledRules).length, ...figures.map((figure) => cell(figure.rulesOnly).length)) + 2;
  log(`  ${'held-out set'.padEnd(setWidth)}${'rules alone'.padEnd(rulesWidth)}rules + learned model`);
  for (const figure of figures) log(`  ${figure.set.padEnd(setWidth)}${cell(figure.rulesOnly).padEnd(rulesWidth)}${cell(figure.hybrid)}  [threshold ${figure.threshold}, veto ${figure.veto}]`);
  log(`  ${'pooled'.padEnd(setWidth)}${cell(pooledRules).padEnd(rulesWidth)}${cell(pooled(figures.map((figure) => figure.hybrid)))}`);
  for (const figure of figures) logByKind(log, `held out ${figure.set}, missed`, figure.hybrid.falseNegatives);
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
