import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';

/**
 * The do-not-call detector measured on labelled caller sentences, each set by a different writer,
 * blind to the detector, to the sandbox's phrase banks and to the other sets (each set's README says
 * by whom and how). One measure for the tests and for `npm run bench -- dnc`.
 *
 * A set measures the detector honestly only until it is used to tune it. So each new batch of sets
 * was written before the round it measures, measured the rules as they stood (each README keeps those
 * figures), and only then were the rules tuned on it: A tuned the first round, B the second, and so
 * on in batches up to BM to BP, which tuned the nineteenth, BY and BZ, written for the twentieth, CA for the twenty-first,
 * CB to CE, blind for the twenty-second and twenty-third, which tuned the twenty-fourth with CN to CP, and CF to CI, blind
 * for the twenty-third and twenty-fourth, which tuned the twenty-fifth with CU to DB; BQ to BT chose the settings of
 * round 22's learned parts (DEVELOPMENT_SETS). Writers work from test/fixtures/dnc-labelling (the brief
 * and the labelling rule) and nothing else. The blind sets below have never been used
 * to tune the rules or train the model: their figures are the estimate for sentences nobody here wrote.
 */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const fixture = (folder: string, file = 'sentences.jsonl') => join(FIXTURES, folder, file);

export interface NamedSet {
  name: string;
  file: string;
  /** Below the 0.90 where the set holds what the detector does not read, and why. */
  recallFloor?: { value: number; why: string };
}

/** A set by its letter and its folder under test/fixtures (the name says both). */
function labelledSet(letter: string, folder: string, recallFloor?: NamedSet['recallFloor']): NamedSet {
  return { name: `${letter} (${folder})`, file: fixture(folder), ...(recallFloor ? { recallFloor } : {}) };
}

/** The sets the rules were tuned on (each held to the floor by dnc-quality.test.ts), which also train the model. */
export const TUNED_SETS: readonly NamedSet[] = [
  { name: 'A (dnc-requests)', file: fixture('dnc-requests', 'caller-sentences.jsonl') },
  labelledSet('B', 'dnc-requests-heldout'),
  labelledSet('C', 'dnc-requests-heldout-2'),
  labelledSet('D', 'dnc-requests-heldout-3'),
  labelledSet('E', 'dnc-requests-heldout-4'),
  labelledSet('F', 'dnc-requests-heldout-5'),
  labelledSet('G', 'dnc-requests-heldout-6', { value: 0.88, why: 'about 20 of its requests are in other languages or in creoles (Tagalog, French, Hindi, Welsh, Patois), which the detector does not read' }),
  labelledSet('H', 'dnc-requests-heldout-7'),
  labelledSet('I', 'dnc-requests-heldout-8'),
  labelledSet('J', 'dnc-requests-heldout-9'),
  labelledSet('K', 'dnc-requests-heldout-10'),
  labelledSet('L', 'dnc-requests-heldout-11'),
  labelledSet('M', 'dnc-requests-heldout-12'),
  labelledSet('N', 'dnc-requests-heldout-13'),
  labelledSet('O', 'dnc-requests-heldout-14'),
  labelledSet('P', 'dnc-requests-heldout-15'),
  labelledSet('Q', 'dnc-requests-heldout-16', { value: 0.85, why: 'whole turns whose meaning rests on what a word of one sentence points to in another ("Is this a good time? No. So cross me off.") beyond the one or two sentences before that the detector reads with a bare order' }),
  labelledSet('R', 'dnc-requests-heldout-17'),
  labelledSet('S', 'dnc-requests-heldout-18'),
  labelledSet('T', 'dnc-requests-heldout-19'),
  labelledSet('U', 'dnc-requests-heldout-20'),
  labelledSet('V', 'dnc-requests-heldout-21'),
  labelledSet('W', 'dnc-requests-heldout-22'),
  labelledSet('X', 'dnc-requests-heldout-23'),
  labelledSet('Y', 'dnc-requests-heldout-24'),
  labelledSet('Z', 'dnc-requests-heldout-25', { value: 0.85, why: 'whole turns where a bare order or a wish with no word of calling comes several sentences after the calls are named ("Ten calls. I wrote them on the calendar. … You\'ll not be making an eleventh."), which the detector reads only in the shapes it knows' }),
  labelledSet('AA', 'dnc-requests-heldout-26', { value: 0.82, why: 'speech-to-text of Jamaican Patois, Nigerian Pidgin and broad Scots ("unuh call mi again mi a go report unuh", "abeg stop to dey call am"), which the detector does not read' }),
  labelledSet('AB', 'dnc-requests-heldout-27'),
  labelledSet('AC', 'dnc-requests-heldout-28'),
  labelledSet('AD', 'dnc-requests-heldout-29'),
  labelledSet('AE', 'dnc-requests-heldout-30'),
  labelledSet('AF', 'dnc-requests-heldout-31', { value: 0.78, why: 'indirect and polite refusals made with hints, idioms and understatement ("Let\'s leave it there, shall we, and not do this again.", "Not again, please. Not ever.") in more ways than the rules enumerate' }),
  labelledSet('AG', 'dnc-requests-heldout-32'),
  labelledSet('AH', 'dnc-requests-heldout-33', { value: 0.85, why: 'soft refusals wrapped in apology, hints and idiom ("Sorry, how do I put this. I\'d like to not be a person you call.") in more ways than the rules enumerate' }),
  labelledSet('AI', 'dnc-requests-heldout-34'),
  labelledSet('AJ', 'dnc-requests-heldout-35'),
  labelledSet('AK', 'dnc-requests-heldout-36'),
  labelledSet('AL', 'dnc-requests-heldout-37'),
  labelledSet('AM', 'dnc-requests-heldout-38'),
  labelledSet('AN', 'dnc-requests-heldout-39'),
  // Written blind like the others, as tuning sets for round 15 (never measured blind): whole turns, customers who stay, a realistic day, long turns.
  labelledSet('AS', 'dnc-requests-heldout-44'),
  labelledSet('AT', 'dnc-requests-heldout-45'),
  labelledSet('AU', 'dnc-requests-heldout-46'),
  labelledSet('AV', 'dnc-requests-heldout-47'),
  labelledSet('AW', 'dnc-requests-heldout-48'),
  labelledSet('AX', 'dnc-requests-heldout-49'),
  // Blind for round 15 (measured then, as their READMEs say), tuned on in round 16.
  labelledSet('AO', 'dnc-requests-heldout-40'),
  labelledSet('AP', 'dnc-requests-heldout-41'),
  labelledSet('AQ', 'dnc-requests-heldout-42'),
  labelledSet('AR', 'dnc-requests-heldout-43'),
  // Written blind like the others, as tuning sets for round 16 (never measured blind): speech-to-text, bots and menus, world Englishes, whoever answers, a week of calls.
  labelledSet('BC', 'dnc-requests-heldout-54'),
  labelledSet('BD', 'dnc-requests-heldout-55'),
  labelledSet('BE', 'dnc-requests-heldout-56'),
  labelledSet('BF', 'dnc-requests-heldout-57'),
  labelledSet('BG', 'dnc-requests-heldout-58'),
  labelledSet('BH', 'dnc-requests-heldout-59'),
  // Blind for round 16 (measured then, as their READMEs say), tuned on in round 17.
  labelledSet('AY', 'dnc-requests-heldout-50'),
  labelledSet('AZ', 'dnc-requests-heldout-51'),
  labelledSet('BA', 'dnc-requests-heldout-52'),
  labelledSet('BB', 'dnc-requests-heldout-53'),
  // Blind for rounds 16 and 17 (measured then, as their READMEs say), tuned on in round 18.
  labelledSet('BI', 'dnc-requests-heldout-60'),
  labelledSet('BJ', 'dnc-requests-heldout-61'),
  labelledSet('BK', 'dnc-requests-heldout-62'),
  labelledSet('BL', 'dnc-requests-heldout-63'),
  // Blind for round 18 (measured then, as their READMEs say), tuned on in round 19.
  labelledSet('BM', 'dnc-requests-heldout-64'),
  labelledSet('BN', 'dnc-requests-heldout-65'),
  labelledSet('BO', 'dnc-requests-heldout-66'),
  labelledSet('BP', 'dnc-requests-heldout-67'),
  // Written blind like the others, as tuning sets for round 20 (never measured blind): repairs and second thoughts, stories told.
  labelledSet('BY', 'dnc-requests-heldout-76'),
  labelledSet('BZ', 'dnc-requests-heldout-77'),
  // Written blind like the others, as a tuning set for round 21 (never measured blind): whose phone it is, told across the turn.
  labelledSet('CA', 'dnc-requests-heldout-78'),
  // Blind for rounds 22 and 23 (measured then, as their READMEs say), tuned on in round 24.
  labelledSet('CB', 'dnc-requests-heldout-79'),
  labelledSet('CC', 'dnc-requests-heldout-80'),
  labelledSet('CD', 'dnc-requests-heldout-81'),
  labelledSet('CE', 'dnc-requests-heldout-82'),
  // Written blind like the others, as tuning sets for round 24 (never measured blind): on a mobile out and about, exacting
  // callers, callers who decide during the turn.
  labelledSet('CN', 'dnc-requests-heldout-91'),
  labelledSet('CO', 'dnc-requests-heldout-92'),
  labelledSet('CP', 'dnc-requests-heldout-93'),
  // Blind for rounds 23 and 24 (measured then, as their READMEs say), tuned on in round 25.
  labelledSet('CF', 'dnc-requests-heldout-83'),
  labelledSet('CG', 'dnc-requests-heldout-84'),
  labelledSet('CH', 'dnc-requests-heldout-85'),
  labelledSet('CI', 'dnc-requests-heldout-86'),
  // Written blind like the others, as tuning sets for round 25 (never measured blind): apologetic and conflict-averse callers,
  // records and data vocabulary, routine account business, indirect requests (reasons, hints, idioms).
  labelledSet('CU', 'dnc-requests-heldout-98'),
  labelledSet('CV', 'dnc-requests-heldout-99'),
  labelledSet('CW', 'dnc-requests-heldout-100'),
  labelledSet('CX', 'dnc-requests-heldout-101'),
  // The same, written after those to hold more near misses (about a third true): the words of calling in other senses,
  // retold and quoted words, callers weighing up offers, emotional callers.
  labelledSet('CY', 'dnc-requests-heldout-102'),
  labelledSet('CZ', 'dnc-requests-heldout-103'),
  labelledSet('DA', 'dnc-requests-heldout-104'),
  labelledSet('DB', 'dnc-requests-heldout-105'),
  // Written for round 26: personal data, privacy and consent; existing customers on service calls; understatement and
  // indirection; speech-to-text as written, unpunctuated.
  labelledSet('DK', 'dnc-requests-heldout-114'),
  labelledSet('DL', 'dnc-requests-heldout-115'),
  labelledSet('DM', 'dnc-requests-heldout-116', { value: 0.75, why: 'understatement and indirection, requests spread over sentences ("We\'re finished, I think. Not just today\'s chat. The calls.", "Draw a line under me on the calling front, would you?") in more ways than the rules enumerate or the model learns from one set' }),
  labelledSet('DN', 'dnc-requests-heldout-117'),
  // Written for round 26's second steps: ordinary cross-sections of the United States and Canada and of the UK, Ireland,
  // Australia, New Zealand and South Africa; a precision stress test (a quarter true); English as an additional language.
  labelledSet('DO', 'dnc-requests-heldout-118'),
  labelledSet('DP', 'dnc-requests-heldout-119'),
  labelledSet('DQ', 'dnc-requests-heldout-120'),
  labelledSet('DR', 'dnc-requests-heldout-121'),
];
/**
 * Written blind (as BLIND_SETS below were), then read to choose the settings of the learned parts
 * (test/support/dnc-model-training.ts: TURN_TRAINING and the turn check's examples, THRESHOLDS for the sentence model's):
 * no longer an estimate for unseen writers, and no rule tuned on them, so not held to the floor. The choices are made
 * with models that have not learnt from them; since round 23 the shipped model then learns from them too
 * (trainShippedDncModel). BQ to BT were blind through round 21 and read in round 22; BU to BX blind through round 22 and
 * read in round 23. Their READMEs keep their blind figures.
 */
export const DEVELOPMENT_SETS: readonly NamedSet[] = [
  labelledSet('BQ', 'dnc-requests-heldout-68'),
  labelledSet('BR', 'dnc-requests-heldout-69'),
  labelledSet('BS', 'dnc-requests-heldout-70'),
  labelledSet('BT', 'dnc-requests-heldout-71'),
  labelledSet('BU', 'dnc-requests-heldout-72'),
  labelledSet('BV', 'dnc-requests-heldout-73'),
  labelledSet('BW', 'dnc-requests-heldout-74'),
  labelledSet('BX', 'dnc-requests-heldout-75'),
  // Blind through round 25 (sector calls, very polite and hedged callers, privacy and consent vocabulary, existing customers
  // on account calls); development sets since round 26, their misses never read while they were blind.
  labelledSet('CJ', 'dnc-requests-heldout-87'),
  labelledSet('CK', 'dnc-requests-heldout-88'),
  labelledSet('CL', 'dnc-requests-heldout-89'),
  labelledSet('CM', 'dnc-requests-heldout-90'),
];
/** Written blind and never used for tuning or training: measured, never read for misses. */
export const BLIND_SETS: readonly NamedSet[] = [
  // Written in round 25, before it was measured: an ordinary cross-section as a tester elsewhere would write it, suspicious
  // and scam-wary callers, people ringing back a missed call or a voicemail, callers settling how and when they are called.
  labelledSet('CQ', 'dnc-requests-heldout-94'),
  labelledSet('CR', 'dnc-requests-heldout-95'),
  labelledSet('CS', 'dnc-requests-heldout-96'),
  labelledSet('CT', 'dnc-requests-heldout-97'),
  // Written after round 25's last change, measured before and after it: ordinary cross-sections of American, British and
  // Commonwealth, and South and Southeast Asian and African English, and a red team's set that avoids the obvious words.
  labelledSet('DC', 'dnc-requests-heldout-106'),
  labelledSet('DD', 'dnc-requests-heldout-107'),
  labelledSet('DE', 'dnc-requests-heldout-108'),
  labelledSet('DF', 'dnc-requests-heldout-109'),
  // Written at the start of round 26, before anything changed: an ordinary cross-section as a tester elsewhere would write it
  // (Canadian, American, British, Irish, Australian, Indian, Nigerian), older callers and those around them, business lines
  // answered by owners and receptionists, and a second red team's set.
  labelledSet('DG', 'dnc-requests-heldout-110'),
  labelledSet('DH', 'dnc-requests-heldout-111'),
  labelledSet('DI', 'dnc-requests-heldout-112'),
  labelledSet('DJ', 'dnc-requests-heldout-113'),
  // Written in session 21, after round 26's last change: an ordinary cross-section as a tester elsewhere would write it (the
  // American South and Midwest, Scotland, Wales, Singapore, the Philippines, Jamaica, Kenya), existing customers on account
  // calls, speech-to-text as a recogniser writes it, and a third red team's set.
  labelledSet('DS', 'dnc-requests-heldout-122'),
  labelledSet('DT', 'dnc-requests-heldout-123'),
  labelledSet('DU', 'dnc-requests-heldout-124'),
  labelledSet('DV', 'dnc-requests-heldout-125'),
];
/** Every labelled set, whatever it is used for. */
export const ALL_SETS: readonly NamedSet[] = [...TUNED_SETS, ...DEVELOPMENT_SETS, ...BLIND_SETS];
export const TUNING_SENTENCES = TUNED_SETS[0]!.file;
export const DEVELOPMENT_SENTENCES = TUNED_SETS[1]!.file;

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
