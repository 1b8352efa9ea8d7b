/**
 * A turn voiced for the caller by a telephone relay service or an
 * interpreter: "Caller says: please stop calling me. GA", "I'm interpreting
 * for Mr Tran. He says he doesn't want any more calls from you." The words
 * are the caller's own (test/fixtures/dnc-labelling/RULE.md: a deaf caller's
 * request through a relay service is that caller's request), so each
 * sentence is read without its frame ("caller says", "he says that"), and
 * the caller named in the third person is read as "I".
 *
 * Only in a turn that says it is relayed by a service or an interpreter:
 * elsewhere "My dad says he doesn't want you ringing him" is someone else's
 * wish, and the guards keep it so, as they do a relative "only translating
 * for" someone (the rule again).
 */

/** "Interpreting for my dad": a relative translating, whose words pass on someone else's wish (RULE.md), not a relay. */
const NOT_FOR_A_RELATIVE = String.raw`(?! for (?:my|our|his|her) )`;
/** How relay operators and interpreters announce themselves. */
const RELAYED_TURN = new RegExp(
  String.raw`\b(?:relay (?:service|operator|call|assistant|agent)|(?:the )?caller (?:says|said|typed|types|is typing|writes|signs|is signing|is saying)|(?:i'?m|i am|this is (?:the|your)) (?:(?:an?|the|your) )?(?:interpret(?:er|ing)${NOT_FOR_A_RELATIVE}|sign language interpreter|relay)|(?:i'?m|i am|this is) (?:an?|the|your) [a-z]+ interpreter|interpreting${NOT_FOR_A_RELATIVE} for|interpreter (?:from|with|for|here|on the line|speaking|number|no\.?|id)|(?:professional|telephone|phone|video|vrs|vri|asl|bsl|video relay) interpreter|captioned (?:phone|call))\b`,
  'iu',
);
/** TTY's "GA" (go ahead) ending a relayed turn, after a sentence: not "Atlanta, GA". */
const GO_AHEAD_AT_END = /(?:^|[.!?]\s*)GA[.!]?\s*$/u;

/** The frame of the caller's words: "caller says:", "he says that", "she's signing:". */
const SAYS = "(?:(?:the )?caller|he|she|they|mr [a-z]+|mrs [a-z]+|ms [a-z]+)(?:'s| is)? (?:says|said|typed|types|writes|signs|signing|saying|telling you|asks|asking)(?: (?:that|for))?[:,]? ";
/** The frame opening a sentence, before the caller's words. */
const FRAME = new RegExp(`^(?:(?:and|so|now|ok|okay),? )?${SAYS}`, 'u');
/** The frame inside a sentence that opens with the interpreter's own words, or the caller's words quoted aloud ("quote … unquote"). */
const FRAME_INSIDE = new RegExp(` ${SAYS}| quote:? `, 'u');
/** Where the words quoted aloud end, and the operator's "go ahead" after them. */
const UNQUOTE = /,? ?\b(?:unquote|end quote)\b.*$|,? ?\bgo ahead[.!]*$/u;
/** The interpreter or the relay speaking as themselves: left as it is. */
const OWN_WORDS = /^(?:(?:hello|hi|good (?:morning|afternoon|evening)),? )?(?:i'?m|i am|this is|my name is)\b/u;
const PRONOUN_AS_I: Record<string, string> = { he: 'i', she: 'i', him: 'me', her: 'me', his: 'my', hers: 'mine', "he's": "i'm", "she's": "i'm", "he'd": "i'd", "she'd": "i'd", "he'll": "i'll", "she'll": "i'll", himself: 'myself', herself: 'myself' };
const PRONOUNS = /\b(?:he|she|him|his|hers|he's|she's|he'd|she'd|he'll|she'll|himself|herself|her)\b/gu;
/** The verb after "he" or "she", agreed with "I": "he doesn't want" reads "i don't want". */
const AGREED: Record<string, string> = { "doesn't": "don't", doesnt: 'dont', does: 'do', wants: 'want', has: 'have', "hasn't": "haven't", is: 'am', "isn't": "am not", says: 'say', asks: 'ask', needs: 'need' };
/** "i" before a verb of AGREED, the longer verbs first ("doesn't" before "does"). */
const I_BEFORE_VERB = new RegExp(String.raw`\bi (${Object.keys(AGREED).sort((a, b) => b.length - a.length).join('|')})\b`, 'gu');

export function isRelayedTurn(turn: string): boolean {
  return RELAYED_TURN.test(turn) || GO_AHEAD_AT_END.test(turn);
}

/**
 * A normalised sentence of a relayed turn as the caller's own words: the frame dropped, "he"/"she" read as "I" and the
 * verb after it agreed ("he doesn't want" → "i don't want"), the TTY "ga" at its end dropped. The relay's or the
 * interpreter's own sentences ("I'm interpreting for Mrs Tran") are left as they are.
 */
export function asCallersOwnWords(normal: string): string {
  // Speech-to-text runs the interpreter's own words into the caller's: "hello i'm interpreting for mrs tran she says…". A frame
  // opening the sentence is the relay's, and a later one the caller's own words: "he asks you to stop calling him, he says he is not interested".
  if (FRAME.test(normal)) normal = normal.replace(FRAME, '').replace(/^quote[:,]? /u, '').replace(UNQUOTE, '');
  else {
    const framed = FRAME_INSIDE.exec(normal);
    if (framed !== null) normal = normal.slice(framed.index + framed[0].length).replace(UNQUOTE, '');
    else if (OWN_WORDS.test(normal)) return normal;
  }
  return normal
    .replace(/,? ?\bga[.!]*$/u, '')
    .replace(PRONOUNS, (pronoun, offset: number, whole: string) => (pronoun === 'her' && /^ (?:phone|number|mobile|cell|line|landline|account|name|details|file|house|home)\b/u.test(whole.slice(offset + 3)) ? 'my' : (PRONOUN_AS_I[pronoun] ?? pronoun)))
    .replace(I_BEFORE_VERB, (_, verb: string) => `i ${AGREED[verb] ?? verb}`);
}
