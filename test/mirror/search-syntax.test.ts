import { describe, expect, it } from 'vitest';
import { MAX_TERMS, parseCallSearch } from '../../src/main/mirror/search-syntax';

const match = (typed: string) => parseCallSearch(typed)?.match;

describe('the call search syntax', () => {
  it('requires every word, the last one a prefix while typing', () => {
    expect(match('cancel subscr')).toBe('"cancel" AND "subscr"*');
    expect(match('cancel subscription ')).toBe('"cancel" AND "subscription"');
  });

  it('keeps an exact phrase together', () => {
    expect(match('"cancel my subscription" now ')).toBe('"cancel my subscription" AND "now"');
    expect(parseCallSearch('"cancel my subscription"')?.terms).toEqual(['cancel my subscription']);
  });

  it('reads OR between two terms as either, binding tighter than the implicit AND', () => {
    expect(match('refund OR return late ')).toBe('("refund" OR "return") AND "late"');
    expect(match('a OR b OR "c d" ')).toBe('("a" OR "b" OR "c d")');
  });

  it('excludes a word or a phrase with a leading minus', () => {
    expect(match('refund -voicemail ')).toBe('("refund") NOT "voicemail"');
    expect(match('refund -"call back" -agent:sorry ')).toBe('("refund") NOT "call back" NOT agent : "sorry"');
    expect(parseCallSearch('refund -voicemail ')?.terms).toEqual(['refund']);
  });

  it('searches exclusions alone as the calls without them', () => {
    expect(parseCallSearch('-voicemail -busy ')).toMatchObject({ match: null, exclude: '"voicemail" OR "busy"', terms: [], note: null });
  });

  it('honours a star after a word or a phrase as a prefix', () => {
    expect(match('appoint* tuesday ')).toBe('"appoint"* AND "tuesday"');
    expect(match('"cancel my sub"* ')).toBe('"cancel my sub"*');
  });

  it('filters a word or a phrase by who said it', () => {
    expect(match('caller:"cancel my" ')).toBe('caller : "cancel my"');
    expect(match('agent:sorry refund ')).toBe('agent : "sorry" AND "refund"');
    expect(match('Caller:refund OR AGENT:refund ')).toBe('(caller : "refund" OR agent : "refund")');
    expect(parseCallSearch('caller:"cancel my" ')?.pieces).toEqual([{ text: 'cancel my', prefix: false, speaker: 'caller' }]);
  });

  it('reads other prefixes with a colon as plain words', () => {
    expect(match('name:zoe ')).toBe('"name:zoe"');
    expect(match('summary:refund ')).toBe('"summary:refund"');
  });

  it.each([
    ['"cancel my', 'unmatched quote', '"cancel" AND "my"*'],
    ['refund "late ', 'unmatched quote', '"refund" AND "late"'],
    ['OR refund ', 'OR needs a word on each side', '"OR" AND "refund"'],
    ['refund OR ', 'OR needs a word on each side', '"refund" AND "OR"'],
    ['refund OR OR late ', 'OR needs a word on each side', '"refund" AND "OR" AND "OR" AND "late"'],
    ['refund OR !!! ', 'OR needs a word on each side', '"refund" AND "OR"'],
    ['caller: refund ', 'caller: needs a word or a "phrase" after it', '"caller:" AND "refund"'],
    ['refund agent:', 'agent: needs a word or a "phrase" after it', '"refund" AND "agent:"*'],
    ['refund OR -late ', 'an excluded word cannot be part of OR', '"refund" AND "OR" AND "-late"'],
  ])('searches %j as plain words, saying why', (typed, reason, expected) => {
    const search = parseCallSearch(typed);
    expect(search?.note).toBe(`Searched as plain words: ${reason}.`);
    expect(search?.match).toBe(expected);
  });

  it('has no note for valid syntax', () => {
    for (const typed of ['refund', '"a b" OR c -d caller:e agent:"f g"*']) expect(parseCallSearch(typed)?.note).toBeNull();
  });

  it('turns FTS5 operators and syntax into plain words', () => {
    expect(match('AND NOT NEAR ')).toBe('"AND" AND "NOT" AND "NEAR"');
    expect(match('NEAR(a b) ')).toBe('"NEAR(a" AND "b)"');
    expect(match('or ')).toBe('"or"');
    expect(match('^start {agent} : x ')).toBe('"^start" AND "{agent}" AND "x"');
  });

  it('doubles a quote inside a word so it stays inside the FTS5 string', () => {
    expect(match('a"b"c ')).toBe('"a" AND "b" AND "c"');
    expect(match("o'brien ")).toBe('"o\'brien"');
  });

  it('returns null when nothing searchable was typed', () => {
    for (const input of ['', '   ', '*', '""', '- ( )', "'", '-', '\u0000', '"""']) expect(parseCallSearch(input)?.match ?? null, input).toBeNull();
  });

  it(`searches the first ${MAX_TERMS} terms of a long query, and says so`, () => {
    const search = parseCallSearch(`${Array.from({ length: 50 }, (_, index) => `w${index}`).join(' ')} `);
    expect(search?.pieces).toHaveLength(MAX_TERMS);
    expect(search?.note).toBe(`Searched the first ${MAX_TERMS} words and phrases only.`);
  });

  const hostile = [
    '"',
    'AND OR',
    'NEAR(',
    'NEAR("a" "b", 2)',
    '*',
    '-*',
    '-"',
    'caller:',
    'caller:"',
    'caller:-x',
    '-caller:',
    "'; DROP TABLE calls; --",
    'a"b"c"',
    '(((',
    'transcript:zoe',
    '{agent caller}:x',
    '^start',
    'x OR',
    '\u0000refund\u0000',
    'NOT',
    '-',
    '""',
    'zoë*"*',
    '💥',
    'x'.repeat(10_000),
    '"'.repeat(5_001),
    'OR '.repeat(1_000),
    '-a '.repeat(1_000),
  ];
  it.each(hostile.map((input) => [input.length > 40 ? `${input.slice(0, 40)}… (${input.length} chars)` : input, input]))(
    'never throws for the hostile input %j',
    (_, input) => {
      expect(() => parseCallSearch(input)).not.toThrow();
      const search = parseCallSearch(input);
      // Every term stays inside an FTS5 string: no bare operator can reach MATCH.
      for (const piece of search?.pieces ?? []) expect(piece.text.length).toBeLessThanOrEqual(200);
    },
  );
});
