import { sentenceFeatures } from '../../src/shared/dnc/dnc-features';
import { dncModelFrom, type DncModelFile, type VetoPolicy } from '../../src/shared/dnc/dnc-model';
import { findDncRequestWith, firstRequestCandidate, normalise, sentenceSpans } from '../../src/shared/dnc/dnc-request';
import { readByRules } from '../../src/shared/dnc/dnc-request-rules';
import { sentenceAsRead, turnFeatures, type TurnModelFile } from '../../src/shared/dnc/dnc-turn-model';
import { DEVELOPMENT_SETS, labelledSentences, type LabelledSentence } from './dnc-quality';

/**
 * Training the learned half of the do-not-call detector (src/shared/dnc/dnc-model.ts): a logistic
 * regression fitted by full-batch gradient descent (AdaGrad steps, L2 penalty). Deterministic: no
 * random start or order, features numbered in sorted order, so the same sets give the same file.
 *
 * The turn check decides at even odds (TURN_THRESHOLD); the sentence model at a threshold chosen on the
 * development sets (THRESHOLDS), never on the sets it learns from.
 *
 * What the rules make of each sentence is read once per process (READINGS): the trainings in a
 * run differ only in which sentences they learn from.
 */
export interface Example {
  features: readonly string[];
  request: boolean;
  /** How much the example counts against the others (1 unless said). */
  weight?: number;
}

export interface TrainingOptions {
  /** A feature seen in fewer training examples is dropped (too rare to learn from, and it keeps the file small). */
  minCount: number;
  l2: number;
  epochs: number;
  rate: number;
  /** Fixed, not chosen on the sets: see TRAINING. */
  veto: VetoPolicy;
  /** Where only a pattern's own check turned the match down: the model's threshold there (DncModelFile.overrule). */
  overrule?: number;
}

/**
 * minCount 6: with five sets, features seen only twice doubled the shipped file (459 KB, loaded by every command) and
 * changed nothing on two sets written blind after them (F and G measured the same at 2, 3, 4 and 6). With fifteen sets,
 * 10 keeps the file near its old size (323 KB, against 446 KB at 6), for one sentence fewer found on the blind sets P-S.
 * Since round 22 the model learns from every sentence with a key word (34,000 over the 71 sets, against 15,000): 20
 * keeps the file near its size, and measured as well on the development sets as 10 (one false request fewer, the
 * same found, at 0.7); penalties three times higher or lower made more mistakes there (107 and 106, against 103).
 * epochs 150, not 300: with 46 sets the CI's trainings (cross-set folds, the shipped-model check) had grown by two minutes;
 * half the epochs measured the same across folds of the tuned sets (rules and model: P 0.995, R 0.955 at both).
 *
 * Until round 24 the model had no say wherever a pattern matched ('any-check'), to keep the near misses the rules know by
 * name out of its reach ("Stop calling me Robert, I'm Rob", "I'd prefer not to be called before noon"). Now a guard's
 * verdict is still final ('guards'), but where only a pattern's own check turned the match down the model may add the
 * request when it is 0.9 sure. On the development sets (BQ to BX, a model learnt from the tuned sets alone, at 0.65
 * elsewhere): 142 mistakes (47 false, 95 missed) against 148 (46, 102). At 0.85 it was 138, and at 0.65 134, but they flagged
 * one and seven of the unit tests' near misses; at 0.9 none. A guard's verdict overruled as well ('none') flagged two even
 * at 0.9. Fixed, not chosen: the unit tests' near misses, the rules' knowledge, are the bound.
 */
export const TRAINING: TrainingOptions = { minCount: 20, l2: 0.001, epochs: 150, rate: 0.1, veto: 'guards', overrule: 0.9 };
/**
 * The learned check of a request's turn (dnc-turn-model.ts) learns from fewer examples (a turn's first request found
 * by the rules, and the other sentences a pattern matched in turns that do not ask: 19,000 over the 71 sets) with many
 * more distinct words: features seen three times are kept, and a thirtieth of the sentence model's penalty lets the
 * rarer words of taking a request back count. Chosen on the development sets (BQ to BX) in round 23, the guards'
 * sentences counted whole, against minCount 2 and 5 and penalties three and ten times higher or lower: 167 mistakes
 * there, against 173 to 182 (reckoned on the requests the detector found without the check: a throwaway script).
 */
export const TURN_TRAINING: TrainingOptions = { ...TRAINING, minCount: 3, l2: 0.00003 };
/**
 * A sentence a guard turned down counts a quarter as much as a turn's request: counted whole, the check learnt the guards'
 * words so well that it overruled the rules where they know better ("i asked you guys to remove me like a month ago",
 * "Stop calling my mom, she is in hospital": 10 of the unit tests' 457 requests taken away). On the development sets a
 * quarter made as few mistakes (166 against 167, reckoned as for TURN_TRAINING; the whole detector then: 54 false,
 * 104 missed), and took away 5.
 */
const TURNED_DOWN_WEIGHT = 0.25;
/** The turn check takes a request away where it is more likely not to stand than to stand: even odds, not fitted to a set. */
const TURN_THRESHOLD = 0.5;
/**
 * The sentence model's threshold is chosen on the development sets (DEVELOPMENT_SETS: written blind, never trained or
 * tuned on): the one at which the whole detector, rules, model and turn check, makes the fewest mistakes there (keeping
 * the sets it learned from at the precision: chooseThreshold), a false request counted as much as a missed one (a missed request costs a person one more unwanted call, a false one costs a
 * customer), the higher on a tie. Until round 22 it was chosen across folds of the tuned sets, as the one at which the
 * model's additions were right 97 times in 100: it came out at 0.95 to 0.99, and the model added 3 requests on eight
 * blind sets. The rules were tuned on every one of those sets, so the sentences they leave to the model there are the
 * few near misses no rule has caught; on writers the rules have not met they leave it real requests.
 *
 * From even odds up: below them the model would add a sentence it judges more likely not a request. The candidates below 0.5
 * were dropped in round 25: never chosen (0.6 to 0.99 in every round; 0.6 in round 26, on twelve development sets), each cost a judging of the development texts.
 */
const THRESHOLDS = [...Array.from({ length: 10 }, (_, index) => Number((0.5 + 0.05 * index).toFixed(2))), 0.97, 0.98, 0.99];

/**
 * A labelled text as the model learns from it: one example a sentence with a key word (the detector asks
 * about no other). A request's own sentence is not marked in the sets, so a request written as several
 * sentences is learnt whole. The rules' requests are learnt from too, though the detector asks the model
 * only where no pattern matched: from 14,000 requests, not the 600 the rules miss, the words of asking
 * carry over to writers the rules have not met (on the development sets, at the threshold each chose: 29
 * requests more found than learning from the sentences it is asked about alone, for 4 more false ones).
 */
export function examplesOf(sentences: readonly LabelledSentence[]): Example[] {
  return sentences.flatMap((sentence) => readingOf(sentence));
}

/** A labelled text's training examples. */
type Reading = Example[];

const READINGS = new Map<string, Reading>();

/** The caches below hold what a labelled text gives: the same text may be labelled both ways in different sets. */
function cacheKey(sentence: LabelledSentence): string {
  return `${String(sentence.dnc)}\u0000${sentence.text}`;
}

function readingOf(sentence: LabelledSentence): Reading {
  const key = cacheKey(sentence);
  const known = READINGS.get(key);
  if (known !== undefined) return known;
  const read = (part: string): Example[] => {
    const normal = normalise(part);
    return normal !== '' && readByRules(normal).worthALook ? [{ features: sentenceFeatures(normal), request: sentence.dnc }] : [];
  };
  const spans = sentenceSpans(sentence.text).map((span) => sentence.text.slice(span.start, span.end));
  const reading: Reading = (sentence.dnc && spans.length > 1 ? [sentence.text] : spans).flatMap(read);
  READINGS.set(key, reading);
  return reading;
}

export function trainLogistic(examples: readonly Example[], options: TrainingOptions = TRAINING): { bias: number; weights: Map<string, number> } {
  const counts = new Map<string, number>();
  for (const example of examples) for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const kept = [...counts.entries()].filter(([, count]) => count >= options.minCount).map(([feature]) => feature).sort();
  const indexOf = new Map(kept.map((feature, index) => [feature, index]));
  // Every example's kept features, sorted, one after another in one array (`starts` says where each begins): read in the same
  // order as an array per example, so the same sums, and a tenth less time than chasing a small array for each.
  const starts = new Int32Array(examples.length + 1);
  const columns: number[] = [];
  for (const [index, example] of examples.entries()) {
    for (const feature of example.features.flatMap((name) => (indexOf.has(name) ? [indexOf.get(name) ?? 0] : [])).sort((a, b) => a - b)) columns.push(feature);
    starts[index + 1] = columns.length;
  }
  const features = Int32Array.from(columns);
  const weights = new Float64Array(kept.length);
  const squared = new Float64Array(kept.length);
  const gradient = new Float64Array(kept.length);
  const labels = Float64Array.from(examples, (example) => (example.request ? 1 : 0));
  const exampleWeights = Float64Array.from(examples, (example) => example.weight ?? 1);
  let bias = 0;
  let biasSquared = 0;
  // Indexed loops over typed arrays: this runs epochs × examples × features times (about a billion steps for fifteen sets).
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    gradient.fill(0);
    let biasGradient = 0;
    for (let index = 0; index < examples.length; index += 1) {
      const from = starts[index] as number;
      const to = starts[index + 1] as number;
      let sum = bias;
      for (let at = from; at < to; at += 1) sum += weights[features[at] as number] as number;
      const error = (1 / (1 + Math.exp(-sum)) - (labels[index] as number)) * (exampleWeights[index] as number);
      biasGradient += error;
      for (let at = from; at < to; at += 1) {
        const feature = features[at] as number;
        gradient[feature] = (gradient[feature] as number) + error;
      }
    }
    for (let feature = 0; feature < kept.length; feature += 1) {
      const step = (gradient[feature] as number) / examples.length + options.l2 * (weights[feature] as number);
      squared[feature] = (squared[feature] as number) + step * step;
      weights[feature] = (weights[feature] as number) - (options.rate * step) / (Math.sqrt(squared[feature] as number) + 1e-8);
    }
    const biasStep = biasGradient / examples.length;
    biasSquared += biasStep * biasStep;
    bias -= (options.rate * biasStep) / (Math.sqrt(biasSquared) + 1e-8);
  }
  return { bias, weights: new Map(kept.map((feature, index) => [feature, weights[index] ?? 0])) };
}

/**
 * A labelled text as the turn check will be asked about it: the first request the rules find in it, with the words
 * before and after, labelled by whether the text asks (a request taken back, told about or passed on is not one).
 * A text that does not ask also gives every other sentence in which a pattern matched, turned down by a guard or not,
 * as a sentence that does not stand (at TURNED_DOWN_WEIGHT): the guards know the tuned sets' wordings of someone else's
 * wish, a story or a time limit ("Mr Patel says please stop calling", "I told 'em to lose my number", "no calls for
 * today"), so those never reached the check as requests, and it had not learnt the words that carry over to writers
 * the guards have not met. On the development sets (BQ to BX), counted as a whole example each, that took the
 * detector's false requests from 121 to 41, for 24 more missed (92 to 116); read as written rather than as the caller's
 * own words in relayed turns (sentenceAsRead), 12 more were missed.
 */
export function turnExamplesOf(sentences: readonly LabelledSentence[]): Example[] {
  return sentences.flatMap((sentence) => {
    const key = cacheKey(sentence);
    let examples = TURN_EXAMPLES.get(key);
    if (examples === undefined) {
      const { text } = sentence;
      const found = firstRequestCandidate(text);
      examples = found === null ? [] : [{ features: turnFeatures(text, found.start, found.end), request: sentence.dnc }];
      if (!sentence.dnc) {
        for (const span of sentenceSpans(text)) {
          const normal = sentenceAsRead(text, span.start, span.end);
          if (span.start !== found?.start && normal !== '' && readByRules(normal).matches.length > 0) examples.push({ features: turnFeatures(text, span.start, span.end), request: false, weight: TURNED_DOWN_WEIGHT });
        }
      }
      TURN_EXAMPLES.set(key, examples);
    }
    return examples;
  });
}

const TURN_EXAMPLES = new Map<string, Example[]>();

/** The sentence model's threshold: chosen on development sentences (by default DEVELOPMENT_SETS), or given. */
export interface ThresholdChoice {
  development?: readonly LabelledSentence[];
  /** Given, not chosen: the cross-set folds take the shipped model's, which a choice on the same development sets made. */
  threshold?: number;
}

/**
 * The model file for the given sets: weights from all of them, the sentence model's threshold chosen on the development
 * sentences (see THRESHOLDS and chooseThreshold; never among the sets trained on).
 */
export function trainDncModel(sets: readonly (readonly LabelledSentence[])[], choice: ThresholdChoice = {}, options: TrainingOptions = TRAINING): DncModelFile {
  const trained = trainLogistic(examplesOf(sets.flat()), options);
  const turn = trainLogistic(turnExamplesOf(sets.flat()), TURN_TRAINING);
  const file: DncModelFile = {
    about: 'Generated by `npm run train:dnc` (test/bench/train-dnc-model.ts) from the labelled do-not-call sets; do not edit by hand.',
    threshold: NOTHING_ADDED,
    veto: options.veto,
    ...(options.overrule === undefined ? {} : { overrule: options.overrule }),
    bias: Number(trained.bias.toFixed(4)),
    weights: roundedWeights(trained.weights),
    turn: { threshold: TURN_THRESHOLD, bias: Number(turn.bias.toFixed(4)), weights: roundedWeights(turn.weights) } satisfies TurnModelFile,
  };
  return { ...file, threshold: choice.threshold ?? chooseThreshold(file, choice.development ?? developmentSentences(), sets) };
}

/**
 * The threshold at which the detector with this model makes the fewest mistakes on the development sentences (the higher
 * on a tie), among those at which every set it learned from keeps the precision: before the model's additions
 * were held to sentences with a word of calling (WORD_OF_CALLING in dnc-model.ts), at 0.65, the fewest mistakes on the
 * development sets (100 against 103 at 0.7), one tuned set fell to 0.967.
 */
function chooseThreshold(file: DncModelFile, development: readonly LabelledSentence[], sets: readonly (readonly LabelledSentence[])[]): number {
  const judged = judgeAtThresholds(file);
  const candidates = THRESHOLDS.map((threshold) => ({ threshold, mistakes: development.filter((sentence) => judged(sentence.text, threshold) !== sentence.dnc).length })).sort(
    (a, b) => a.mistakes - b.mistakes || b.threshold - a.threshold,
  );
  const keepsPrecision = (threshold: number) =>
    sets.every((set) => {
      const flagged = set.filter((sentence) => judged(sentence.text, threshold));
      return flagged.length === 0 || flagged.filter((sentence) => sentence.dnc).length / flagged.length >= PRECISION_FLOOR;
    });
  return candidates.find((candidate) => keepsPrecision(candidate.threshold))?.threshold ?? NOTHING_ADDED;
}

/**
 * The detector with this model at any sentence threshold, each text judged again at another threshold only if its first
 * judging read the threshold: where the model was never asked about a sentence (most texts), no threshold changes the
 * verdict. Exact, not an estimate; choosing among 22 thresholds judged every development and tuned text 22 times, a
 * minute of the shipped-model check.
 */
function judgeAtThresholds(file: DncModelFile): (text: string, threshold: number) => boolean {
  const model = dncModelFrom(file);
  let threshold = file.threshold;
  let read = false;
  Object.defineProperty(model, 'threshold', {
    get: () => {
      read = true;
      return threshold;
    },
  });
  const anyThreshold = new Map<string, boolean>();
  const judge = (text: string) => findDncRequestWith(model, text) !== null;
  return (text, at) => {
    const known = anyThreshold.get(text);
    if (known !== undefined) return known;
    threshold = at;
    read = false;
    const verdict = judge(text);
    if (!read) anyThreshold.set(text, verdict);
    return verdict;
  };
}

/** Above any probability (a sum past 37 rounds to exactly 1): the model adds nothing. */
const NOTHING_ADDED = 1.01;

/** The precision, held on every tuned set by dnc-quality.test.ts. */
const PRECISION_FLOOR = 0.97;

function developmentSentences(): LabelledSentence[] {
  return developmentSets().flat();
}

export function developmentSets(): LabelledSentence[][] {
  return DEVELOPMENT_SETS.map((set) => labelledSentences(set.file));
}

/**
 * The model the app ships (`npm run train:dnc`): the sentence model's threshold chosen on the development sets for a
 * model learnt from the tuned sets alone (the development sets are there to judge settings on writers the model has not
 * learnt from), then every weight learnt again from the tuned and the development sets together, at that threshold:
 * eight more writers to learn from, among them the newest ways of taking a request back. The blind sets (CB to CI) were
 * measured once with it, before it was adopted in round 23: P 0.969 R 0.927 (43 false, 107 missed), against P 0.962
 * R 0.925 (54, 110) learnt from the tuned sets alone.
 */
export function trainShippedDncModel(tuned: readonly (readonly LabelledSentence[])[], development: readonly (readonly LabelledSentence[])[] = developmentSets()): DncModelFile {
  const { threshold } = trainDncModel(tuned, { development: development.flat() });
  return trainDncModel([...tuned, ...development], { threshold });
}

/** Weights to four places, those that round to nothing left out (the file's size, not its verdicts). */
function roundedWeights(trained: ReadonlyMap<string, number>): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const [feature, weight] of trained) if (Math.abs(weight) >= 0.0005) weights[feature] = Number(weight.toFixed(4));
  return weights;
}

/** A detector for measuring: the rules with the given model file. */
export function detectorWith(file: DncModelFile): (text: string) => boolean {
  const model = dncModelFrom(file);
  return (text) => findDncRequestWith(model, text) !== null;
}

/** The source of src/shared/dnc/dnc-model-weights.ts for a trained model: its JSON as one string, parsed on first use. */
export function dncModelModule(file: DncModelFile): string {
  return [
    '// Generated by `npm run train:dnc` (test/bench/train-dnc-model.ts) from the labelled do-not-call sets; do not edit by hand.',
    '// One string, parsed when first needed: an object of 14,000 weights in the code would be built at every start of every',
    '// command and window, most of which never read a transcript.',
    'export const DNC_MODEL_JSON =',
    `  ${JSON.stringify(JSON.stringify(file))};`,
    '',
  ].join('\n');
}
