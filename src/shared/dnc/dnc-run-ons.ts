/**
 * A sentence of raw speech-to-text, written without a mark, holds what a caller said in several: "stop calling oh you're
 * from the hospital sorry no no keep calling please". Read whole, a request at its start is weighed with nothing after it,
 * and a change of mind later in the same run of words is never read as one. So where such a run-on asks, it is cut
 * after the request, at the first word that turns to something else ("oh", "sorry", "no", "actually", "wait"…), and
 * the rest is read as the next things said, which the turn's checks weigh as they would sentences written apart.
 *
 * Reads normalised sentences (dnc-normalise.ts).
 */

/** No mark a writer would have put between two things said: the sentence is one unbroken run of words. */
const UNMARKED = /^[^,;:.!?…"()—–-]+$/u;
/** Where a run-on turns: before a word of answer, apology, hesitation or taking back ("no" only as an answer: "no calls no texts" asks twice). */
const TURN = / (?=(?:oh|sorry|nah|actually|wait|hang on|hold on|scratch that|forget (?:it|that|what i said)|never mind|no(?= (?:i|i'?m|im|i'?d|i'?ve|you|you'?re|it'?s|that'?s|wait|sorry|actually|keep|leave|scratch|forget|go|hang|hold|do|don'?t|please)\b)|(?:i'?m |im )?(?:only|just) (?:joking|kidding|messing)\b|(?:i'?m|im) (?:joking|kidding|messing|playing with you|having you on)\b))/gu;
/** Fewer words than this are a short answer, not a run-on. */
const RUN_ON_WORDS = 6;

/** The run-on cut into the request and what follows it; any other sentence as it is. `asks`: whether words ask by the rules. */
export function runOnPieces(sentence: string, asks: (words: string) => boolean): string[] {
  if (!UNMARKED.test(sentence) || sentence.split(' ').length < RUN_ON_WORDS || !asks(sentence)) return [sentence];
  const cuts: number[] = [];
  TURN.lastIndex = 0;
  for (let turn = TURN.exec(sentence); turn !== null; turn = TURN.exec(sentence)) cuts.push(turn.index);
  const first = cuts.findIndex((cut) => asks(sentence.slice(0, cut)));
  if (first === -1) return [sentence];
  const pieces = [sentence.slice(0, cuts[first])];
  let from = cuts[first]! + 1;
  // A word alone ("sorry", "no") opens the piece after it: "no scratch that leave it" is one thing said.
  for (const cut of [...cuts.slice(first + 1), sentence.length]) {
    if (sentence.slice(from, cut).includes(' ') || cut === sentence.length) {
      pieces.push(sentence.slice(from, cut));
      from = cut + 1;
    }
  }
  return pieces;
}
