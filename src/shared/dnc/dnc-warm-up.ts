/**
 * The do-not-call detector's first use costs what no later one does: the
 * learned model's weights parsed from their JSON (dnc-model-weights.ts),
 * and each of its regexes and functions compiled on first run. Paid by the
 * first page of transcripts a sync stores, that is 100 to 400 ms inside
 * sync's transaction (most of it the regexes' first runs); paid when the
 * sync worker starts, it overlaps the wait for the service's first answer
 * (profile-worker.ts). The bench warms the same way before it times a page
 * (test/bench/scale-mirror-bench.ts).
 *
 * The sentences take every path of the detector once: a turn the first
 * look at its words ends, a request, a near miss a guard turns down, a
 * request read with the sentence before it, one taken back by the next,
 * a run-on of speech-to-text cut after its request and taken back in the
 * rest (dnc-run-ons.ts), and sentences only the learned model reads (a key
 * word, no pattern).
 *
 * Then, where the mirror holds transcripts already, its own caller turns
 * worth a look, read again and again (STORED_READS): V8 optimises a
 * function once it has run its code enough on the kinds of input it will
 * meet, on compiler threads whose CPU time the process pays; seven turns
 * leave that to the first pages of a sync. Measured with --trace-opt on
 * the bench's mirror (100,000 calls): after 300 reads of stored turns,
 * about 600 ms of optimising still fell on the pages after the warm-up,
 * spread over the first 50 (scanTurn 77 ms, sentenceSpans 49 ms, normalise
 * 42 ms, ...) and some near the 260th (vetoOf, 34 ms: a rare path), and
 * the pages holding it cost 5 to 15 ms of CPU where the others cost 1 to
 * 3; 1,000 reads changed nothing measurable, 10,000 (a hundred pages'
 * worth, about 0.4 s of CPU) left about 90 ms of it. Going round 300
 * distinct turns 33 times did nearly as well as 10,000 distinct ones:
 * what counts is how much code runs. A new workspace has no turns of its
 * own: its first pages pay as before.
 */

import { findDncRequest, shippedDncModel } from './dnc-request';
import { patternCompilingSteps, turnWorthALook } from './dnc-request-rules';

export const WARM_UP_TURNS: readonly string[] = [
  "Yes, that's fine, thanks. Tuesday works for me.",
  'Please stop calling me. Take me off your list!',
  'Stop, let me think. Call me again tomorrow, is this on the do not call list?',
  "This is my old number. Stop calling it. Don't you dare, uh, ring me agian",
  "Remove me from your list. No, only joking. I'm not telling you to stop calling me.",
  'Can you check the number on my account? I got a text about my contact details.',
  'I never want to hear from you lot, delete my records from your system.',
  'stop calling me oh sorry no keep calling please i thought you were the bank',
];

/**
 * The warm-up as steps to run in order, none longer than one turn's first reading (a few hundred ms on a
 * slow machine, where the whole takes seconds): the profile worker answers its messages between them, so
 * a call opened as the app starts is not kept waiting (profile-worker.ts). The model is read, then the
 * detector runs on WARM_UP_TURNS twice: V8 first compiles a regex to bytecode and runs it so (most of the
 * warm-up's time), then compiles it to machine code when it runs again (a few ms more, paid by the first
 * page otherwise). The first turns also build the strings the detector's regexes need (may-match.ts, the patterns'
 * in dnc-request-rules.ts: about 0.4 s, built at first use). Each turn's step returns whether the detector took it as a request.
 */
export function dncWarmUpSteps(): (() => boolean | void)[] {
  const round = () => WARM_UP_TURNS.map((turn) => () => findDncRequest(turn) !== null);
  return [
    () => void shippedDncModel(),
    ...round(),
    // After the turns, not before: compiled after every pattern's regex, the first look's regex (the one every turn meets)
    // ran ten times slower in V8 (about 10 µs a turn, against 1 µs; `npm run bench -- scale-dnc`).
    ...patternCompilingSteps(),
    ...round(),
  ];
}

/**
 * Reads of the mirror's own caller turns worth a look (the others end at the first look) the warm-up makes in all, going
 * round them as often as it takes, and how many a step (about 1 ms each).
 */
export const STORED_READS = 10_000;
const STORED_READS_A_STEP = 25;

export function storedTurnWarmUpSteps(storedTurns: readonly string[]): (() => void)[] {
  const read = storedTurns.filter((turn) => turnWorthALook(turn));
  if (read.length === 0) return [];
  const steps: (() => void)[] = [];
  for (let from = 0; from < STORED_READS; from += STORED_READS_A_STEP) {
    const reads = Array.from({ length: Math.min(STORED_READS_A_STEP, STORED_READS - from) }, (_, index) => read[(from + index) % read.length] as string);
    steps.push(() => {
      for (const turn of reads) findDncRequest(turn);
    });
  }
  return steps;
}

/**
 * The whole warm-up at once (a bench, a scan worker), with the mirror's own turns if given. Returns how many of its own
 * turns the last round took as requests.
 */
export function warmUpDncDetector(storedTurns: readonly string[] = []): number {
  const steps = dncWarmUpSteps();
  let requests = 0;
  steps.forEach((step, index) => {
    if (step() === true && index >= steps.length - WARM_UP_TURNS.length) requests += 1;
  });
  for (const step of storedTurnWarmUpSteps(storedTurns)) step();
  return requests;
}
