/**
 * `npm run train:dnc`: writes src/shared/dnc/dnc-model-weights.ts, the learned half of the do-not-call
 * detector, from the labelled sets the rules were tuned on and the development sets (the sentence
 * model's threshold chosen on the development sets first: trainShippedDncModel in
 * test/support/dnc-model-training.ts). Deterministic: the same sets give the same file, so a diff of
 * the file shows what a change to the sets or the features did. `npm run bench -- dnc` prints
 * how well the same training carries over to a set it has not seen.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { labelledSets } from '../support/dnc-cross-set';
import { DEVELOPMENT_SETS } from '../support/dnc-quality';
import { dncModelModule, developmentSets, trainShippedDncModel } from '../support/dnc-model-training';

const target = join(import.meta.dirname, '..', '..', 'src', 'shared', 'dnc', 'dnc-model-weights.ts');
const sets = labelledSets();
const development = developmentSets();
const file = trainShippedDncModel(
  sets.map((set) => set.sentences),
  development,
);
writeFileSync(target, dncModelModule(file));
const named = [...sets.map((set) => `${set.name} ${set.sentences.length}`), ...DEVELOPMENT_SETS.map((set, index) => `${set.name} ${development[index]?.length ?? 0} (development)`)];
process.stdout.write(`wrote ${target}: ${Object.keys(file.weights).length} weights, threshold ${file.threshold}, veto ${file.veto}; trained on ${named.join(', ')}\n`);
