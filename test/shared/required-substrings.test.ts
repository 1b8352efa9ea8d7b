import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/shared/dnc/dnc-normalise';
import { PATTERNS } from '../../src/shared/dnc/dnc-patterns';
import { TURN_WORTH_A_LOOK, turnWorthALook } from '../../src/shared/dnc/dnc-request-rules';
import { mayMatch } from '../../src/shared/dnc/may-match';
import { requiredSubstrings, requiredSubstringSets } from '../../src/shared/dnc/required-substrings';
import { SubstringAutomaton } from '../../src/shared/dnc/substring-automaton';
import { ALL_SETS, labelledSentences, TUNED_SETS } from '../support/dnc-quality';

const required = (regex: RegExp) => [...(requiredSubstrings(regex) ?? [])].sort();

describe('the strings a regular expression cannot match without', () => {
  it('joins letters into words and keeps one of each alternative', () => {
    expect(required(/stop (?:the )?calls/u)).toEqual(['stop calls', 'stop the calls']);
    expect(required(/\b(?:stop|quit) cal+ing\b/u)).toEqual(['quit cal', 'stop cal']);
    expect(required(/x[ae]y/u)).toEqual(['xay', 'xey']);
    expect(required(/(?:me|us)+ off/u)).toEqual(['me off', 'us off']);
  });

  it('keeps the most telling requirement of a sequence, and a shorter string that covers a longer', () => {
    expect(required(/a?b\s+remove/u)).toEqual(['remove']);
    expect(required(/(?:list|the list|my list)s?/u)).toEqual(['list']);
  });

  it('gives every part of a sequence that requires a string as a set of its own, and one set for alternatives', () => {
    const sets = (regex: RegExp) => requiredSubstringSets(regex).map((strings) => [...strings].sort());
    expect(sets(/\bstop\s+(?:the )?(?:calling|ringing) me\b/u)).toEqual([['stop'], ['calling me', 'ringing me']]);
    expect(sets(/\bstop (?:the )?calling\b/u)).toEqual([['stop calling', 'stop the calling']]);
    expect(sets(/stop calling|remove me/u)).toEqual([['remove me', 'stop calling']]);
    expect(sets(/.*/u)).toEqual([]);
  });

  it('reads assertions and look-arounds as nothing, and takes what it cannot follow as any text', () => {
    expect(required(/\bno(?= more)/u)).toEqual(['no']);
    expect(requiredSubstrings(/.*/u)).toBeNull();
    expect(requiredSubstrings(/[^a]+|b/u)).toBeNull();
    expect(requiredSubstrings(/(a)\1/u)).toEqual(['a']);
    expect(requiredSubstrings(/(?:ab)?/u)).toBeNull();
    expect(requiredSubstrings(/abc/iu)).toBeNull();
  });

  it('never requires a string a match of a pattern lacks, on every labelled sentence', () => {
    const sentences = ALL_SETS.flatMap((set) => labelledSentences(set.file)).map((labelled) => normalise(labelled.text));
    let matched = 0;
    const lacking: string[] = [];
    for (const pattern of PATTERNS) {
      const needs = requiredSubstringSets(pattern.regex);
      expect(needs.length, pattern.name).toBeGreaterThan(0);
      const global = new RegExp(pattern.regex.source, `${pattern.regex.flags}g`);
      for (const sentence of sentences) {
        // Most sentences hold no match: the test first, which does not copy the regex as matchAll does (half the file's time).
        if (!pattern.regex.test(sentence)) continue;
        for (const match of sentence.matchAll(global)) {
          matched += 1;
          for (const strings of needs) if (!strings.some((string) => match[0].includes(string))) lacking.push(`${pattern.name} (${strings.join(' | ')}): ${sentence}`);
        }
      }
    }
    expect(lacking).toEqual([]);
    expect(matched).toBeGreaterThan(1000);
  });
});

describe('groups of strings found in one pass', () => {
  it('finds every group one of whose strings the text holds, overlapping ones included', () => {
    const automaton = new SubstringAutomaton([['he'], ['she', 'his'], ['hers'], ['calling'], ['stop calling me'], ['xyz']]);
    const found = new Uint32Array(automaton.words);
    automaton.groupsIn('ushers, stop calling me', found);
    expect([...Array(6).keys()].filter((group) => (found[group >> 5]! & (1 << (group & 31))) !== 0)).toEqual([0, 1, 2, 3, 4]);
    automaton.groupsIn('', found);
    expect([...found]).toEqual([0]);
  });

  it('agrees with looking for each string in turn, on every labelled sentence and with more than 32 groups', () => {
    const groups = PATTERNS.map((pattern) => requiredSubstrings(pattern.regex) ?? []);
    expect(groups.length).toBeGreaterThan(64);
    const automaton = new SubstringAutomaton(groups);
    const found = new Uint32Array(automaton.words);
    const disagreements: string[] = [];
    for (const labelled of TUNED_SETS.flatMap((set) => labelledSentences(set.file))) {
      const sentence = normalise(labelled.text);
      automaton.groupsIn(sentence, found);
      for (const [group, strings] of groups.entries()) {
        if (((found[group >> 5]! & (1 << (group & 31))) !== 0) !== strings.some((string) => sentence.includes(string))) disagreements.push(`${group}: ${sentence}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('turns down an empty string, which every text holds', () => {
    expect(() => new SubstringAutomaton([['a', '']])).toThrow(/empty string/u);
  });
});

describe("what a pattern's match needs, tried before the pattern", () => {
  it('is matched by every sentence the pattern matches, on every labelled sentence', () => {
    const sentences = ALL_SETS.flatMap((set) => labelledSentences(set.file)).map((labelled) => normalise(labelled.text));
    const withNeeds = PATTERNS.filter((pattern) => pattern.needs !== undefined);
    expect(withNeeds.length).toBeGreaterThan(0);
    const lacking: string[] = [];
    let matched = 0;
    for (const pattern of withNeeds) {
      for (const sentence of sentences) {
        if (!pattern.regex.test(sentence)) continue;
        matched += 1;
        if (!pattern.needs!.test(sentence)) lacking.push(`${pattern.name}: ${sentence}`);
      }
    }
    expect(lacking).toEqual([]);
    expect(matched).toBeGreaterThan(100);
  });
});

describe("the first look at a caller's turn", () => {
  it('looks for the strings its regex cannot match without: every alternative requires one', () => {
    expect(requiredSubstrings(TURN_WORTH_A_LOOK)).not.toBeNull();
  });

  it('agrees with its regex alone, on every labelled turn and on letters that change length or case when lower-cased', () => {
    const turns = [
      ...ALL_SETS.flatMap((set) => labelledSentences(set.file)).map((labelled) => labelled.text),
      'PLEASE STOP CALLING ME',
      'Take me OFF your LİST',
      'İ said: no more calls',
      'PİGİ',
      'NO ME LLÁMES',
      'Thanks, see you on Tuesday.',
      '',
    ];
    const disagreements = turns.filter((turn) => turnWorthALook(turn) !== TURN_WORTH_A_LOOK.test(turn.toLowerCase()));
    expect(disagreements).toEqual([]);
    expect(turns.filter((turn) => turnWorthALook(turn)).length).toBeGreaterThan(1000);
    expect(turns.filter((turn) => !turnWorthALook(turn)).length).toBeGreaterThan(100);
  });
});

describe('whether a text holds any string', () => {
  it('answers as soon as one is found, and no on a text that holds none', () => {
    const automaton = new SubstringAutomaton([['calling', 'list'], ['remove']]);
    expect(automaton.holdsAny('please stop calling')).toBe(true);
    expect(automaton.holdsAny('the listing')).toBe(true);
    expect(automaton.holdsAny('remov')).toBe(false);
    expect(automaton.holdsAny('')).toBe(false);
  });
});

describe('whether a regular expression may match a text', () => {
  it('is false only where the text lacks every string a match needs, one string or many, and true when nothing is needed', () => {
    const oneString = mayMatch(/\b[a-z]+in'(?=\s|$)/u);
    expect(oneString("stop ringin' me")).toBe(true);
    expect(oneString('stop ringing me')).toBe(false);
    const manyStrings = mayMatch(/\b(?:dinnae|aff|yer(?= list))\b/u);
    expect(manyStrings('take me aff yer list')).toBe(true);
    expect(manyStrings('take me off your list')).toBe(false);
    const anything = mayMatch(/[^x]+/u);
    expect(anything('')).toBe(true);
  });
});
