/**
 * What the do-not-call patterns read: a sentence lower-cased, with one kind
 * of apostrophe, without the words people put between a verb and its object
 * ("stop, uh, bloody ringing me", "I'd really like it if you, um, stopped")
 * and with the commonest typing slips in the key words mended ("agian",
 * "remvoe", "numer"). The patterns are then written once, for the plain
 * wording, instead of once per filler or slip.
 *
 * A request said in another language is read as its English here too
 * (dnc-other-languages.ts).
 *
 * Pure and cheap: it runs on every sentence of a turn that holds a key word.
 */

import { readOtherLanguages } from './dnc-other-languages';
import { mayMatch } from './may-match';

/** Sounds, not words. */
const HESITATION = /\b(?:um+|uh+|erm*|er+|hmm+|ah+|uhm+)\b/gu;
/**
 * Swearing and emphasis between a verb and its object ("stop bloody ringing", "stop f***ing calling",
 * "take me off your damn list", "I'd really like"): they never change what is asked, so they go anywhere.
 */
const INTENSIFIER =
  /\b(?:f\*+(?:ing|in'?|kin'?g?)|f\*+|[a-z]+\*+[a-z]*|fuck(?:ing|in'?)|freak(?:ing|in'?)|frig+(?:ing|in'?)|effing|eff(?:ing|in'?)|bloody|bleed(?:ing|in'?)|flip+(?:ing|in'?)|sod+ing|goddamn(?:ed)?|god damn|damn(?:ed)?|darn|really|just)(?=[\s,.!?;:]|$)\s*/gu;
/**
 * Words said only to fill time, dropped when commas set them off ("so, like, I'd…", "basically, no more calls"):
 * without the commas they may carry meaning ("calls like this", "I mean it").
 */
const SET_OFF_FILLER = /(^|,|\uE000)\s*(?:like|you know|i mean|basically|literally|sort of|kind of|y'know|ya know|you see|well|anyway|anyways)\s*(?=,|\uE000|$)/gu;

/**
 * Typing slips in the words the patterns rest on: one letter left out, two swapped or one doubled, for
 * words of five letters or more ("agian", "numer", "remvoe", "contcat"), and only swaps for "call" and
 * "stop" (dropping a letter from a short word makes other words: "all", "sop"). A slip that is itself a
 * word ("gain", "lease", "umber") is left alone.
 */
const MENDED_WORDS = ['again', 'number', 'remove', 'delete', 'calling', 'contact', 'anymore', 'please', 'phone', 'ringing', 'register', 'registry'];
const SWAP_ONLY = ['call', 'stop', 'list'];
const REAL_WORDS = new Set(['gain', 'lease', 'pease', 'umber', 'hone', 'pone', 'phoe', 'removes', 'remover', 'removed', 'numbers', 'calling', 'caller', 'contacts', 'registers', 'lsit', 'slit', 'tops', 'spot', 'post', 'pots', 'opts']);

function slipsOf(word: string, swapsOnly: boolean): string[] {
  const slips: string[] = [];
  for (let at = 0; at < word.length; at += 1) {
    if (!swapsOnly) slips.push(word.slice(0, at) + word.slice(at + 1), word.slice(0, at + 1) + word.slice(at));
    if (at + 1 < word.length) slips.push(word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2));
  }
  return slips;
}

/** Slip → word, built once. */
const SLIPS = new Map<string, string>();
for (const [words, swapsOnly] of [
  [MENDED_WORDS.filter((word) => !word.includes(' ')), false],
  [SWAP_ONLY, true],
] as const) {
  for (const word of words) for (const slip of slipsOf(word, swapsOnly)) if (slip !== word && !REAL_WORDS.has(slip) && !SLIPS.has(slip)) SLIPS.set(slip, word);
}
/** The slips themselves, for the first look at a turn: a slip of a key word must still get the turn read. */
export const SLIP_WORDS: readonly string[] = [...SLIPS.keys()];

const FILLED = '\uE000';
const FILLER_RUN = /(?:\s*,)?\s*\uE000(?:\s*,?\s*\uE000)*\s*,?/gu;

/** Fillers may follow one another ("so, like, basically, …"): a few rounds mark a run of them. */
function markSetOffFillers(sentence: string): string {
  let text = sentence;
  for (let round = 0; round < 3; round += 1) {
    const next = text.replace(SET_OFF_FILLER, `$1${FILLED}`);
    if (next === text) break;
    text = next;
  }
  return text;
}

function mendSlips(sentence: string): string {
  return sentence.replace(/[a-z]{4,10}/gu, (word) => SLIPS.get(word) ?? word);
}

/** Scots and other spoken forms of the key words, read as the plain ones ("dinnae phone", "take me aff yer list"). */
const SPOKEN_FORMS = /\b(?:dinnae|dinna|dinny|divnae|didnae|didny|divn't|divvn't|divvent|divvnt|doh(?= (?:call|ring|phone|bother)\b)|a gain(?=[\s,.!?]|$)|ag-|aga-|ring in(?= (?:me|us|my|this)\b)|aff|nae mair|fae|hae|ma(?= (?:number|phone|mobile|hoose|house|name|details)\b)|colin(?= (?:me|us|my|this)\b)|coal(?= (?:me|us|my|this|list)\b)|colling|do knot(?= (?:call|ring|phone|contact)\b)|cool(?= list\b)|call in(?= (?:me|us|my|this)\b)|stahp|stawp|know more(?= (?:calls?|calling|ringing|phone calls)\b)|due not(?= (?:call|ring|phone|contact)\b)|donot|d n c(?= list\b)|hoose|aboot|call hear(?= again\b)|coal in(?= (?:me|us|my|this)\b)|tech(?= (?:me|us|my) off\b)|(?<=\bauto ?)dial her(?= thing\b|[\s,.!?]|$)|data bass?e?(?=[\s,.!?]|$)|yer(?= (?:list|lists|number|phone|calls|database)\b)|(?<=\b(?:any|nae|no) )mair(?= calls?\b)|(?<=^|[,.] )were(?= not interested\b| happy\b| fine\b| going\b))\b/gu;
const SPOKEN_AS: Record<string, string> = { "divvn't": "don't", divvent: "don't", divvnt: "don't", doh: "don't", 'a gain': 'again', 'ag-': 'again', 'aga-': 'again', 'ring in': 'ringing', dinnae: "don't", didnae: "didn't", didny: "didn't", dinna: "don't", dinny: "don't", divnae: "don't", "divn't": "don't", aff: 'off', 'nae mair': 'no more', fae: 'from', hae: 'have', ma: 'my', colin: 'calling', coal: 'call', cool: 'call', colling: 'calling', 'do knot': 'do not', 'call in': 'calling', stahp: 'stop', stawp: 'stop', 'know more': 'no more', 'due not': 'do not', donot: 'do not', 'd n c': 'dnc', hoose: 'house', aboot: 'about', 'call hear': 'call here', 'coal in': 'calling', tech: 'take', 'dial her': 'dialler', 'data bass': 'database', 'data base': 'database', 'data basse': 'database', 'data bas': 'database', yer: 'your', mair: 'more', were: "we're" };

/** Each spoken form and how it is read, for the first look at a turn: a form read as a key word must still get the turn read. */
export const SPOKEN_FORM_READINGS: readonly (readonly [string, string])[] = Object.entries(SPOKEN_AS);

/** The g dropped in speech, in the verbs the patterns read: "ringin' me" reads "ringing me" (slip mending would make it "ringing'"). */
const G_DROPPED = /\b(cal+|ring|phon|telephon|bother|contact|harass|bell|dial+|pester|hassl|blow|go|do|be|talk|ask|tell|send|gett|fix|mither)in'(?=[\s,.!?;:]|$)/gu;
/** Only words of stress: "I'll ring you, you don't need to" is two clauses. */
const STRESSED = /\b(ever|never|no|not|please|stop|now|very|so)(?:, \1\b)+/gu;

/** Most sentences hold none of these: each replace is run only where the strings its regex needs are there (may-match.ts). */
const MAY_HOLD = {
  intensifier: mayMatch(INTENSIFIER),
  spokenForm: mayMatch(SPOKEN_FORMS),
  gDropped: mayMatch(G_DROPPED),
  filler: mayMatch(SET_OFF_FILLER),
  stressed: mayMatch(STRESSED),
};

/** Lower case, one kind of apostrophe, fillers dropped, slips mended, one space between words: what the patterns expect. */
export function normalise(sentence: string): string {
  const plain = sentence
    .toLowerCase()
    // Accents dropped: "the café" reads "the cafe", as the patterns spell it.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/gu, "'")
    .replace(/[\u201c\u201d"]/gu, "'");
  let text = readOtherLanguages(plain);
  if (MAY_HOLD.intensifier(text)) text = text.replace(INTENSIFIER, '');
  if (MAY_HOLD.spokenForm(text)) text = text.replace(SPOKEN_FORMS, (word) => SPOKEN_AS[word] ?? word);
  // "registered wi' the TPS": the apostrophe ends the word, so not among the spoken forms (read between word boundaries).
  text = text.replace(/\bwi'(?= )/gu, 'with');
  if (MAY_HOLD.gDropped(text)) text = text.replace(G_DROPPED, '$1ing');
  // Fillers are first marked, so that a run of them is found while their commas are there ("so, like, basically, um, …");
  // then each run goes with the commas around it: "if you, uh, stopped" reads "if you stopped".
  text = text.replace(HESITATION, FILLED);
  if (MAY_HOLD.filler(text)) text = markSetOffFillers(text);
  if (text.includes(FILLED)) text = text.replace(FILLER_RUN, ' ');
  text = mendSlips(text)
    .replace(/^[\s,]+/u, '')
    .replace(/\s*,(?:\s*,)+/gu, ',')
    // A word said twice as speech restarts ("don't don't ring me") or for stress ("ever, ever") reads once.
    .replace(/\b((?:[a-z']+ ){0,2}[a-z']+)(?: \1\b)+/gu, '$1');
  if (MAY_HOLD.stressed(text)) text = text.replace(STRESSED, '$1');
  return text
    // Only a sentence said a word at a time keeps full stops inside (sentenceSpans): "take. me. off." reads "take me off.".
    .replace(/[.!]+\s+(?=\S)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
