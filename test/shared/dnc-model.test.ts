import { describe, expect, it } from 'vitest';
import { letterRunCode, letterRunCodes, letterRuns, sentenceFeatures } from '../../src/shared/dnc/dnc-features';
import { DNC_MODEL_JSON } from '../../src/shared/dnc/dnc-model-weights';
import { dncModelFrom, probability, sentenceProbability, type DncModelFile } from '../../src/shared/dnc/dnc-model';
import { findDncRequestWith, firstRequestCandidate, normalise, shippedDncModel } from '../../src/shared/dnc/dnc-request';
import { sentenceAsRead, turnFeatures } from '../../src/shared/dnc/dnc-turn-model';
import { trainDncModel, trainLogistic, TRAINING, type Example } from '../support/dnc-model-training';
import { labelledSentences, TUNED_SETS } from '../support/dnc-quality';

// Sentences written for this test, apart from the labelled sets.
const featuresOf = (sentence: string): string[] => sentenceFeatures(normalise(sentence));

describe('features of a sentence for the learned do-not-call model', () => {
  it('reads words, word pairs and letter runs of the normalised sentence', () => {
    const features = featuresOf('Um, Stop RINGIN me agian');
    // "agian" and "ringin" are mended by the normalising step; "um" is dropped.
    expect(features).toEqual(expect.arrayContaining(['w:stop', 'w:ringing', 'w:again', 'ww:^ stop', 'ww:stop ringing', 'ww:again $', 'c: st', 'c:nging', 'c:ing ']));
    expect(features.some((feature) => feature.includes('um'))).toBe(false);
    expect(new Set(features).size).toBe(features.length);
  });

  it('numbers each letter run apart from every other, for the quick path', () => {
    const normal = normalise("Don't ring 0800 123, y'all");
    const runs = [...letterRuns(normal)];
    expect(new Set(runs.map(letterRunCode)).size).toBe(runs.length);
    expect(letterRunCodes(normal)).toEqual(new Set(runs.map(letterRunCode)));
    expect(letterRunCode('abc')).not.toBe(letterRunCode(' abc'));
  });

  it("reads the words, not the rules' verdict, so that it learns from the rules' requests what carries over", () => {
    const request = featuresOf('Please stop calling me.');
    const negated = featuresOf("I'm not telling you to stop calling me.");
    expect(negated).toEqual(expect.arrayContaining(['w:stop', 'cue:negation']));
    expect(request).not.toContain('cue:negation');
    expect([...request, ...negated].filter((feature) => /^(?:rule|pattern|turned-down):/u.test(feature))).toEqual([]);
  });

  it('marks the cues the guards look for, on the whole sentence', () => {
    expect(featuresOf('Is my number on the do not call list?')).toContain('cue:question');
    expect(featuresOf('My brother said you should stop calling him.')).toContain('cue:reported');
    expect(featuresOf('Take me off the newsletter mailing list.')).toContain('cue:other-list');
    expect(featuresOf('No more text messages please.')).toContain('cue:texts-or-emails');
    expect(featuresOf("Don't ring before nine, I'm asleep.")).toContain('cue:restriction');
    expect(featuresOf('Stop calling my grandmother.')).toContain('cue:someone-else');
    expect(featuresOf('Stop calling me.')).not.toEqual(expect.arrayContaining(['cue:question', 'cue:reported', 'cue:other-list', 'cue:restriction', 'cue:someone-else']));
  });
});

describe("features of a request's turn for the learned turn check", () => {
  it('reads the patterns that matched the sentence, its words, and the words before and after it', () => {
    const turn = 'Um, hi. Please stop calling me. Only kidding, go ahead.';
    const features = turnFeatures(turn, 8, 31);
    expect(features).toEqual(expect.arrayContaining(['p:stop calling (me)', 'r:stop', 'r:stop calling', 'a:kidding', 'a:go ahead', 'b:hi']));
    expect(features.some((feature) => feature.includes('um'))).toBe(false);
    expect(new Set(features).size).toBe(features.length);
  });

  it('says when nothing comes before or after the request', () => {
    expect(turnFeatures('Stop calling me.', 0, 16)).toEqual(expect.arrayContaining(['a:-none-', 'b:-none-']));
    expect(turnFeatures('Hello. Stop calling me. Bye.', 7, 23)).not.toEqual(expect.arrayContaining(['a:-none-']));
  });

  it("reads a relayed turn's sentence as the caller's own words, as the rules do", () => {
    const turn = "I'm interpreting for Mr Ortiz. He says take his number off your list.";
    const start = turn.indexOf('He says');
    expect(sentenceAsRead(turn, start, turn.length)).toBe('take my number off your list.');
    expect(turnFeatures(turn, start, turn.length)).toEqual(expect.arrayContaining(['r:my number', 'b:interpreting']));
    expect(turnFeatures(turn, start, turn.length)).not.toContain('r:says');
  });

  it("finds the rules' first request in a turn, before the rest of the turn is weighed", () => {
    const text = 'Hello there. Take me off your list. Only joking!';
    expect(findDncRequestWith(null, text)).toBeNull();
    expect(firstRequestCandidate(text)).toMatchObject({ sentence: 'Take me off your list.', start: 13 });
    expect(firstRequestCandidate('What lovely weather.')).toBeNull();
  });
});

describe('training the learned do-not-call model', () => {
  const examples: Example[] = [
    { features: ['a', 'shared', 'once-only'], request: true },
    { features: ['a', 'shared'], request: true },
    { features: ['b', 'shared'], request: false },
    { features: ['b'], request: false },
  ];

  it('gives the same weights every time (no random start, no random order)', () => {
    const first = trainLogistic(examples);
    const second = trainLogistic([...examples]);
    expect([...second.weights]).toEqual([...first.weights]);
    expect(second.bias).toBe(first.bias);
  });

  it('learns which features mark a request, and drops features too rare to learn from', () => {
    // Seen twice is enough here; the shipped training asks for more (TRAINING.minCount).
    const trained = trainLogistic(examples, { ...TRAINING, minCount: 2 });
    expect(probability(trained, ['a'])).toBeGreaterThan(0.6);
    expect(probability(trained, ['b'])).toBeLessThan(0.4);
    expect(trained.weights.has('once-only')).toBe(false);
  });

  it('writes the same model file from the same sets', () => {
    const sets = [
      [
        { text: 'Please quit ringing this number.', dnc: true, kind: 'test' },
        { text: 'Quit ringing the bell, the door is open.', dnc: false, kind: 'test' },
      ],
      [
        { text: 'You lot need to quit ringing this number.', dnc: true, kind: 'test' },
        { text: 'My phone keeps ringing during dinner.', dnc: false, kind: 'test' },
      ],
    ];
    // The threshold chosen on these few sentences too: on the development sets it took a minute a training.
    const development = sets.flat();
    expect(JSON.stringify(trainDncModel(sets, { development }))).toBe(JSON.stringify(trainDncModel(sets, { development })));
  });
});

describe('the rules and the learned model together', () => {
  // A turn check that leaves every request standing, unless a test gives it weights.
  const model = (file: Partial<DncModelFile>) => dncModelFrom({ about: 'test', threshold: 0.5, veto: 'none', bias: 0, weights: {}, turn: { threshold: 0.5, bias: 50, weights: {} }, ...file });

  it("scores a sentence on the detector's quick path as the features say", () => {
    const model = dncModelFrom(JSON.parse(DNC_MODEL_JSON) as DncModelFile);
    const sentences = ['Enough of this phoning, pal.', 'Could you not ring the house after nine?', "bin me numba off ur list ta", '', '  ...  ', "'tis 4 u"];
    // Every labelled sentence as well: the quick path reads letters and looks runs up its own way.
    for (const sentence of [...sentences, ...TUNED_SETS.flatMap((set) => labelledSentences(set.file)).map((labelled) => labelled.text)]) {
      const normal = normalise(sentence);
      expect(letterRunCodes(normal)).toEqual(new Set([...letterRuns(normal)].map(letterRunCode)));
      expect(sentenceProbability(model, normal)).toBeCloseTo(probability(model, sentenceFeatures(normal)), 12);
    }
  });

  it('never takes away a request the rules found', () => {
    expect(findDncRequestWith(model({ bias: -50 }), 'Stop calling me.')).not.toBeNull();
  });

  it('adds a request the rules missed when the model is sure enough', () => {
    const sentence = 'Enough of this phoning, pal.';
    expect(findDncRequestWith(null, sentence)).toBeNull();
    expect(findDncRequestWith(model({ weights: { 'w:phoning': 5 } }), sentence)).not.toBeNull();
    expect(findDncRequestWith(model({ weights: { 'w:phoning': 5 }, threshold: 0.999 }), sentence)).toBeNull();
  });

  it('takes away a request where the turn check judges it more likely not to stand, and only then', () => {
    const text = 'Stop calling me. Pfft, as if.';
    expect(findDncRequestWith(null, text)).not.toBeNull();
    const turn = (weights: Record<string, number>) => ({ threshold: 0.5, bias: 3, weights });
    expect(findDncRequestWith(model({ turn: turn({ 'a:pfft': -2 }) }), text)).not.toBeNull();
    expect(findDncRequestWith(model({ turn: turn({ 'a:pfft': -4 }) }), text)).toBeNull();
    // A later request in the turn is weighed in its own right.
    expect(findDncRequestWith(model({ turn: turn({ 'a:pfft': -4 }) }), `${text} No, really, remove my number.`)).toMatchObject({ sentence: 'No, really, remove my number.' });
  });

  it('ships a turn check that reads a request taken back in words the hand-written checks do not know', () => {
    // Written for this test, apart from the labelled sets.
    const text = "Lose my number. Ha, I'm having a laugh, go on then, tell me more.";
    expect(findDncRequestWith(null, text)).not.toBeNull();
    expect(findDncRequestWith(shippedDncModel(), text)).toBeNull();
    expect(findDncRequestWith(shippedDncModel(), 'Lose my number. I mean it, this is the fifth call this week.')).not.toBeNull();
  });

  it('asks the model nothing about a sentence without a key word, nor where the rules have the last word', () => {
    expect(findDncRequestWith(model({ bias: 50 }), 'What lovely weather today.')).toBeNull();
    // A guard turned the match down: the question guard.
    const question = 'Did you take me off your list?';
    expect(findDncRequestWith(model({ bias: 50 }), question)).not.toBeNull();
    expect(findDncRequestWith(model({ bias: 50, veto: 'guards' }), question)).toBeNull();
    expect(findDncRequestWith(model({ bias: 50, veto: 'any-check' }), question)).toBeNull();
    // The pattern's own check turned it down (a name put right): only 'any-check' keeps the model out.
    expect(findDncRequestWith(model({ bias: 50, veto: 'guards' }), 'Stop calling me Mr Smith.')).not.toBeNull();
    expect(findDncRequestWith(model({ bias: 50, veto: 'any-check' }), 'Stop calling me Mr Smith.')).toBeNull();
  });

  it("overrules a pattern's own check only as sure as `overrule` asks, and a guard never", () => {
    // A sum of 2 is a probability of 0.88: enough where no pattern matched, not where a check turned one down at 0.9.
    const sure = (overrule?: number) => model({ bias: 2, threshold: 0.65, veto: 'guards', ...(overrule === undefined ? {} : { overrule }) });
    expect(findDncRequestWith(sure(0.9), 'Stop calling me Mr Smith.')).toBeNull();
    expect(findDncRequestWith(sure(0.85), 'Stop calling me Mr Smith.')).not.toBeNull();
    expect(findDncRequestWith(sure(), 'Stop calling me Mr Smith.')).not.toBeNull();
    expect(findDncRequestWith(sure(0.9), 'Abhi from your office already rang, thanks.')).not.toBeNull();
    expect(findDncRequestWith(sure(0), 'Did you take me off your list?')).toBeNull();
  });

  it('adds no request to a sentence without a word for the calls, the line or a list', () => {
    // "off" lets the sentence be read ("your office"), but nothing in it is about calls.
    expect(findDncRequestWith(model({ bias: 50 }), 'Abhi from your office already sorted it, thanks.')).toBeNull();
    expect(findDncRequestWith(model({ bias: 50 }), 'Abhi from your office already rang, thanks.')).not.toBeNull();
  });
});
