import { describe, expect, it } from 'vitest';
import { rulesHaveTheLastWord } from '../../src/shared/dnc/dnc-model';
import { normalise, sentenceSpans, shippedDncModel } from '../../src/shared/dnc/dnc-request';
import { readByRules, turnWorthALook } from '../../src/shared/dnc/dnc-request-rules';
import { dncWarmUpSteps, STORED_READS, storedTurnWarmUpSteps, WARM_UP_TURNS, warmUpDncDetector } from '../../src/shared/dnc/dnc-warm-up';

/** Which part of the detector has the last word on a sentence of a turn. */
function pathsOf(turn: string): string[] {
  if (!turnWorthALook(turn)) return ['first look'];
  const model = shippedDncModel();
  return sentenceSpans(turn).map((span) => {
    const reading = readByRules(normalise(turn.slice(span.start, span.end)), { untilRequest: true });
    if (!reading.worthALook) return 'no key word';
    if (reading.request) return 'rules: request';
    if (reading.matches.length > 0) return 'rules: turned down';
    return rulesHaveTheLastWord(model.veto, reading) ? 'rules: no say for the model' : 'model';
  });
}

describe('warming up the do-not-call detector', () => {
  // The warm-up compiles what a page of transcripts will run: a path it never takes is paid by the first page again.
  it('takes every path of the detector: the first look, the rules both ways and the learned model', () => {
    const paths = new Set(WARM_UP_TURNS.flatMap(pathsOf));
    expect([...paths]).toEqual(expect.arrayContaining(['first look', 'rules: request', 'rules: turned down', 'model']));
  });

  it('finds the requests in its own turns, each time it runs', () => {
    expect(warmUpDncDetector()).toBe(3);
    expect(warmUpDncDetector()).toBe(3);
  });

  it("reads the mirror's own turns worth a look, round and round until STORED_READS reads, 25 a step", () => {
    const worthALook = Array.from({ length: 50 }, (_, index) => `Can you ring me back about order ${index}?`);
    const chat = Array.from({ length: 50 }, (_, index) => `Thanks, see you at ${index}.`);
    expect(storedTurnWarmUpSteps([...worthALook, ...chat])).toHaveLength(STORED_READS / 25);
    expect(storedTurnWarmUpSteps(chat)).toHaveLength(0);
    const many = Array.from({ length: 20_000 }, (_, index) => `Stop calling me about order ${index}.`);
    expect(storedTurnWarmUpSteps(many)).toHaveLength(STORED_READS / 25);
    expect(warmUpDncDetector(many.slice(0, 10))).toBe(3);
  });

  it('runs as steps of one turn or one pattern each, reading every turn twice', () => {
    const steps = dncWarmUpSteps();
    const answers = steps.map((step) => step());
    const turnAnswers = answers.filter((answer) => typeof answer === 'boolean');
    expect(turnAnswers).toHaveLength(2 * WARM_UP_TURNS.length);
    expect(turnAnswers.filter(Boolean)).toHaveLength(2 * 3);
    // Each pattern compiled on its own, twice: no step holds the thread for all of them.
    expect(answers.length - turnAnswers.length - 1).toBeGreaterThan(2 * 100);
  });
});
