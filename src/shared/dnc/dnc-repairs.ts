/**
 * A sentence broken by dashes, read as the caller finally said it. Speech
 * is repaired as it goes: "Stop calling me at the— at lunchtime", "Take me
 * off the calling— the mailing list", "Stop calling— stop the texts, I
 * mean", "No more calls— today". Read whole, each of these holds the words
 * of a request that the caller never finished making; read as repaired,
 * none asks. So a sentence is cut at its dashes into pieces, and a piece
 * that takes up the one before is read into it:
 *
 * - a restart, which begins with a word the piece before holds ("at the— at
 *   lunchtime"): the words from there on are said again, as meant;
 * - a continuation, which begins as the rest of a clause does ("— today",
 *   "— before nine", "— for good"): the sentence goes on.
 *
 * A request said again ("Stop calling me— stop it!") is not a repair: both
 * pieces stand. Any other piece after a dash ("— I'll ring you", "— oh,
 * it's the vet?", "— texts, I mean") is read as the next thing said, which
 * the rest of the turn's checks weigh (dnc-turn-context.ts).
 *
 * Reads normalised sentences (dnc-normalise.ts).
 */

/** A dash between words, as typed or as speech-to-text writes a break ("—", "–", "--", " - "). */
const DASH = /\s*(?:—|–|--|\s-\s)\s*/u;
/** A piece that goes on with the clause before it rather than starting one. */
const CONTINUES = /^(?:in|at|on|before|after|until|till|during|between|today|tonight|tomorrow|(?:this|next) (?:week|month|year|morning|afternoon|evening|time)|every|about|for|from|by|with|when|while|unless|except|not (?:till|until|before|after|today|now|this))\b/u;
/** A piece that is only a word of answer or hesitation: "No —", "Sorry —", "Um —". */
const ANSWER_ALONE = /^(?:(?:no|nah|nope|sorry|wait|oh|ah|um|uh|erm|hmm|well|yes|yeah|okay|ok|right)[,.!?]* ?)+$/u;
/** The most words of an aside between two dashes. */
const ASIDE_WORDS = 8;
const NEGATION = /^(?:don't|dont|never|not)$/u;
/** How many of the last words before a dash a restart may take up. */
const RESTART_REACH = 3;
/** A word as the pieces are compared: without the marks around it. */
const bare = (word: string) => word.replace(/^[^a-z0-9']+|[^a-z0-9']+$/gu, '');

/**
 * The pieces of a normalised sentence, repairs read in. `asks` tells a piece that makes a request on its own (the rules),
 * and `saidAgain` one that only presses it ("stop!"), so that a request said again is not mistaken for one put right.
 */
export function repairedPieces(sentence: string, asks: (piece: string) => boolean, saidAgain: (piece: string) => boolean): string[] {
  if (!DASH.test(sentence)) return [sentence];
  const parts = sentence.split(DASH).filter((part) => /[a-z0-9]/u.test(part));
  // "Could you take me off the - sorry, he's pulling my hair - off the list?", "The reminder calls — the automated ones — can you
  // stop those?": a short aside between two dashes, read first, then the sentence without it (what follows the sentence is
  // what follows the request, not the aside).
  if (parts.length === 3 && parts[1]!.split(' ').length <= ASIDE_WORDS) {
    const [left, aside, right] = parts as [string, string, string];
    return [aside, readInto(left, right, asks, saidAgain) ?? `${left.replace(/[,;:]+$/u, '')}, ${right}`];
  }
  const pieces: string[] = [];
  for (const part of parts) {
    const last = pieces.at(-1);
    const repaired = last === undefined ? undefined : readInto(last, part, asks, saidAgain);
    if (repaired === undefined) pieces.push(part);
    else pieces[pieces.length - 1] = repaired;
  }
  return pieces.length > 0 ? pieces : [sentence];
}

/** The piece before with `right` read into it, or undefined when `right` is a piece of its own. */
function readInto(left: string, right: string, asks: (piece: string) => boolean, saidAgain: (piece: string) => boolean): string | undefined {
  // "No — I said subscription": a word of answer before the dash opens what follows.
  if (ANSWER_ALONE.test(left)) return `${left.replace(/[,.!?]+$/u, '')}, ${right}`;
  if (asks(left) && (asks(right) || saidAgain(right))) return undefined;
  // "…— about this, I mean", "…— no, I'd like no more calls": a correction or an answer, read as the next thing said, not into the words before.
  if (/, (?:i mean|is what i mean)[.!]*$/u.test(right) || /^(?:no|yes|sorry|oh|wait|well|yeah)[,.!]/u.test(right)) return undefined;
  const first = bare(right.split(' ')[0] ?? '');
  if (first === '') return undefined;
  const words = left.split(' ');
  // The words a restart takes up are the last few said ("in the— in the"), not any word of the clause ("Don't call my mum… — call me").
  const from = words.map(bare).lastIndexOf(first);
  // "Don't call me about— call my husband": the order said again without its "don't" puts the whole order right.
  if (from >= 0 && from >= words.length - RESTART_REACH) return [...words.slice(0, from > 0 && NEGATION.test(bare(words[from - 1]!)) ? from - 1 : from), right].join(' ');
  if (CONTINUES.test(right)) return `${left.replace(/[,;:]+$/u, '')} ${right}`;
  return undefined;
}
