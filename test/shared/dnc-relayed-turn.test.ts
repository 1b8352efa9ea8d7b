import { describe, expect, it } from 'vitest';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';
import { asCallersOwnWords, isRelayedTurn } from '../../src/shared/dnc/dnc-relayed-turn';

/**
 * Turns voiced for the caller by a relay service or an interpreter, which the labelling rule counts as the caller
 * speaking (test/fixtures/dnc-labelling/RULE.md). Written for this test, by hand, apart from any labelled set.
 */
const REQUESTS = [
  'Caller says: please stop calling me. GA',
  'This is the relay service. The caller says she does not want any more calls from your company. GA',
  "I'm interpreting for Mr Tran today. He says he doesn't want you to call him again.",
  'Hello, I am a sign language interpreter. She is signing that you should take her number off your list.',
  'Caller typed: remove my number from your list please GA',
  // Speech-to-text, without marks: the interpreter's own words run into the caller's, or the caller's quoted aloud.
  "hi this is the phone interpreter for mrs okafor she says she doesn't want any more calls from you",
  'relay operator here for a deaf caller quote please stop calling this number unquote go ahead',
];

const NEAR_MISSES = [
  // Relayed, but no request: a question, a call asked for, the relay's own words.
  'Caller says: is this about my order? GA',
  "I'm interpreting for Mrs Diaz. She says please call her back tomorrow afternoon.",
  'good morning interpreter on the line for mr haddad he says please call him back after lunch',
  'This is the relay service, please hold while the caller types. GA',
  // Not relayed: someone else's wish, even translated by a relative.
  'My dad says he does not want you ringing him.',
  "I'm only translating for my nan. She says she doesn't want the calls.",
];

describe('do-not-call requests voiced by a relay service or an interpreter', () => {
  it.each(REQUESTS)('finds the request in %j', (text) => {
    expect(findDncRequest(text)).not.toBeNull();
  });

  it.each(NEAR_MISSES)('ignores the near miss %j', (text) => {
    expect(findDncRequest(text)).toBeNull();
  });

  it('knows a relayed turn by the relay or the interpreter, not by a relative saying what someone said', () => {
    expect(isRelayedTurn('Caller says: hello. GA')).toBe(true);
    expect(isRelayedTurn("I'm interpreting for Mr Tran.")).toBe(true);
    expect(isRelayedTurn('My dad says hello.')).toBe(false);
    expect(isRelayedTurn('I said GAS, not gas.')).toBe(false);
    expect(isRelayedTurn('Please stop calling me. GA')).toBe(true);
    expect(isRelayedTurn('My wife says she is done with you. We moved to Atlanta, GA')).toBe(false);
  });

  it("reads a sentence as the caller's own words: the frame dropped, the caller as I, the relay's own words as they are", () => {
    expect(asCallersOwnWords("he says he doesn't want you to call him again.")).toBe("i don't want you to call me again.");
    expect(asCallersOwnWords('caller says: take her number off your list ga')).toBe('take my number off your list');
    expect(asCallersOwnWords("i'm interpreting for mr tran.")).toBe("i'm interpreting for mr tran.");
  });
});
