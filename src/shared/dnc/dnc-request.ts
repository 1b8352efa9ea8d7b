/**
 * Finds, in one caller turn, a request not to be called again: "stop
 * calling me", "take me off your list", "don't call this number again",
 * "remove me", "put me on your do not call list", "lose my number"… and
 * ignores near misses ("stop, let me think", "call me again tomorrow",
 * "don't stop calling, I'm interested", "is this on the do not call list?").
 *
 * Policy: a sentence is a request when a request pattern matches it and no
 * guard vetoes that match. Patterns are written for what people say and what
 * speech-to-text makes of it (no punctuation, no apostrophes, "gonna",
 * doubled letters); guards stand for the ways the same words are NOT a
 * request (a question, a negation, someone else's words or phone). A missed
 * request costs a person one more unwanted call, a false one costs a
 * customer: both matter, so each guard is narrow and says why it exists.
 *
 * Rules tuned on one writer's sentences catch that writer's wording best; a
 * learned model (dnc-model.ts, weights in dnc-model-weights.ts) adds the
 * requests they miss in wording no rule foresaw, where it is sure enough (its
 * threshold chosen on sets it never learned from): where no pattern matched,
 * or where only a pattern's own check turned its match down and the model is
 * surer still (0.9). Where a guard turned a match down, the guard's verdict
 * stands. A second learned check (dnc-turn-model.ts) reads the words
 * around a request found, and takes it away where the turn more likely takes
 * it back, tells of it or passes it on.
 *
 * Modules: dnc-normalise (the text the patterns read), dnc-vocabulary,
 * dnc-patterns, dnc-guards, dnc-request-rules (the rules' verdict),
 * dnc-repairs (a sentence broken by dashes, as finally said), dnc-run-ons (a
 * run-on of speech-to-text cut after its request), dnc-turn-context
 * (what the rest of the turn does to a request), dnc-features and dnc-model
 * (the learned half), dnc-turn-model (the learned check of a request's turn).
 *
 * Pure: no dependencies, so it runs on the sync worker, in tests and in the
 * bench alike.
 */

import { dncModelFrom, takenAsRequest, type DncModel, type DncModelFile } from './dnc-model';
import { DNC_MODEL_JSON } from './dnc-model-weights';
import { normalise } from './dnc-normalise';
import { asCallersOwnWords, isRelayedTurn } from './dnc-relayed-turn';
import { repairedPieces } from './dnc-repairs';
import { runOnPieces } from './dnc-run-ons';
import { isRequest, turnWorthALook } from './dnc-request-rules';
import { BARE_ORDER_ALONE } from './dnc-patterns-short-forms';
import { requestStands } from './dnc-turn-context';
import { turnLeavesStanding } from './dnc-turn-model';

export { normalise };

export interface DncRequestMatch {
  /** The sentence holding the request, as written in the turn. */
  sentence: string;
  /** Offsets of that sentence in the turn (end exclusive). */
  start: number;
  end: number;
}

let shippedModel: DncModel | undefined;

/** The model shipped with the app, read on first use (see dnc-model-weights.ts). */
export function shippedDncModel(): DncModel {
  return (shippedModel ??= dncModelFrom(JSON.parse(DNC_MODEL_JSON) as DncModelFile));
}

export function findDncRequest(text: string): DncRequestMatch | null {
  return findDncRequestWith(shippedDncModel(), text);
}

/** The detector with a given learned model, or the rules alone (null): for measuring one against the other. */
export function findDncRequestWith(model: DncModel | null, text: string): DncRequestMatch | null {
  // Most turns of a call hold none of the words a request needs: they are done with here, before being split and normalised.
  if (!turnWorthALook(text)) return null;
  if (model === null) return scanTurn(text, isRequest, (stands) => stands());
  // A request that stands by the hand-written checks of its turn is weighed once more by the learned one (dnc-turn-model.ts).
  return scanTurn(
    text,
    (normal) => takenAsRequest(model, normal),
    (stands, start, end) => stands() && turnLeavesStanding(model.turn, text, start, end),
  );
}

/**
 * The first span of the turn the rules take as a request, before the rest of the turn is weighed: what the learned
 * check of the turn (dnc-turn-model.ts) is trained on, taken back, told about or standing.
 */
export function firstRequestCandidate(text: string): DncRequestMatch | null {
  if (!turnWorthALook(text)) return null;
  return scanTurn(text, isRequest, () => true);
}

/**
 * The turn read sentence by sentence: the first request that `accept` keeps, given the hand-written checks of the
 * rest of the turn (`stands`, run only when asked: they read every later sentence) and the request's offsets.
 */
function scanTurn(text: string, asksAlone: (normal: string) => boolean, accept: (stands: () => boolean, start: number, end: number) => boolean): DncRequestMatch | null {
  // A run-on is read whole before it is cut (dnc-run-ons.ts), and then again as a piece when it is not: read once.
  const verdicts = new Map<string, boolean>();
  const asks = (normal: string) => {
    let asked = verdicts.get(normal);
    if (asked === undefined) verdicts.set(normal, (asked = normal.length > 0 && asksAlone(normal)));
    return asked;
  };
  let previous: { span: Span; normal: string } | undefined;
  let earlier: typeof previous;
  const spans = sentenceSpans(text);
  const normals: string[] = [];
  // Voiced by a relay service or an interpreter: each sentence read as the caller's own words (dnc-relayed-turn.ts).
  const read = isRelayedTurn(text) ? (sentence: string) => asCallersOwnWords(normalise(sentence)) : normalise;
  const normalAt = (at: number) => (normals[at] ??= read(text.slice(spans[at]!.start, spans[at]!.end)));
  // A sentence broken by dashes, as the caller finally said it ("Stop calling me at the— at lunchtime"): dnc-repairs.ts.
  const pieces: string[][] = [];
  const piecesAt = (at: number) => (pieces[at] ??= repairedPieces(normalAt(at), asks, (piece) => BARE_ORDER_ALONE.test(piece)).flatMap((piece) => runOnPieces(piece, asks)));
  // What the rest of the turn does to a request: takes it back, moves it to another line, or shows it was said to someone else.
  const standsAt = (request: string, at: number, piece: number) => () => {
    const after = piecesAt(at).slice(piece + 1);
    // Sounds alone ("Um.") are not sentences: what follows them is read as next.
    for (let next = at + 1; next < spans.length; next += 1) for (const later of piecesAt(next)) if (/[\p{L}\p{N}]/u.test(later)) after.push(later);
    return requestStands(request, [earlier?.normal ?? '', previous?.normal ?? ''], after);
  };
  for (const [index, span] of spans.entries()) {
    for (const [piece, normal] of piecesAt(index).entries()) {
      if (asks(normal)) {
        if (accept(standsAt(normal, index, piece), span.start, span.end)) return matchOf(text, span.start, span.end);
      } else if (previous !== undefined && (FOLLOW_UP.test(normal) || BARE_ORDER_ALONE.test(normal) || ORDER_ABOUT_IT.test(normal))) {
        // "This is my old number. Stop calling it." "Why do you keep ringing? Stop.": read with the sentence before, which says what is meant.
        const before = readOn(previous.normal, normal);
        // "This number was my husband's company's. It's closed. Stop calling it.": the number may be two sentences back.
        // A sentence that asked on its own was already weighed, and taken back if it is not returned: it is not found again through the order after it.
        const from = asks(previous.normal) ? undefined : asks(before) ? previous.span : earlier !== undefined && !asks(earlier.normal) && asks(readOn(earlier.normal, before)) ? earlier.span : undefined;
        if (from !== undefined && accept(standsAt(before, index, piece), from.start, span.end)) return matchOf(text, from.start, span.end);
        // "You've rung about the boiler four times. I've told you I rent. I'm not interested. Pack it in.": the calls named further back.
        const namedAt = BARE_ORDER_ALONE.test(normal) || ORDER_ABOUT_IT.test(normal) ? callsNamedBefore(index, normal, asks, normalAt) : undefined;
        if (namedAt !== undefined && accept(standsAt(readOn(normalAt(namedAt), normal), index, piece), spans[namedAt]!.start, span.end)) return matchOf(text, spans[namedAt]!.start, span.end);
      }
      earlier = previous;
      previous = { span, normal };
    }
  }
  return null;
}

/** An order about "it", the number named further back: "It's my dad's number… It's still got his voicemail on it. Please stop calling it." */
const ORDER_ABOUT_IT = /^(?:(?:please|so|just|and|now|can you|could you|you can)[, ]+)*(?:(?:stop|quit) (?:calling|ringing|phoning) it|(?:remove|take|delete) it (?:off|from)|(?:don'?t|do not|never|not) (?:call|ring|phone) it)\b/u;

/** How far back a bare order looks for the sentence that names the calls it means. */
const BARE_ORDER_REACH = 6;

/**
 * The nearest sentence before `index` (the one just before was read above) that, read with the bare order, asks, and did
 * not ask alone: a request found already, and taken back ("Remove me. No, only joking."), is not found again by an order after it.
 */
function callsNamedBefore(index: number, order: string, asks: (normal: string) => boolean, normalAt: (at: number) => string): number | undefined {
  for (let at = index - 2; at >= Math.max(0, index - BARE_ORDER_REACH); at -= 1) {
    if (!asks(normalAt(at)) && asks(readOn(normalAt(at), order))) return at;
  }
  return undefined;
}

/** A sentence that leans on the one before it: a bare "stop", or "it" for the number named there. */
const FOLLOW_UP = /^(?:(?:so|and|then|please|now|okay|ok|look|yeah|no|just|right|well)[ ,]+)*(?:stop|(?:i'?m|i am) (?:asking|telling) (?:you )?again\b|don'?t you dare|quit it|pack it in|knock it off|cut it out|give it a rest|no more|(?:do not|don'?t|never)(?: ever)? do (?:it|that|this) again|you can stop|take the hint)\b|^(?:and|also|or) (?:the|your) (?:phone )?calls\b|\bnot to do (?:it|that|this) again\b|\bi (?:do not|don'?t) want any ?more\b|\b(?:i'm|i am) asking you not to\b|\b(?:i'd|i would) like (?:it|them|that) to stop\b|\b(?:i'd|i would) like (?:them|those) stopped\b|\bi want (?:you|it|them|this) to stop[.!]*$|^(?:so )?(?:i|we) shouldn'?t be getting (?:this|these|calls|them)\b|\bput (?:me|us) on yours\b|\bput (?:me|us) on it\b|\b(?:log|record) it\b|\b(?:take|get|remove) (?:me|us) off (?:of )?(?:it|them)\b|\b(?:taken|removed) off (?:of )?(?:it|them)\b|\b(?:asking|telling|begging) you(?:,? as [a-z ]{1,30},| [a-z]+)? to stop\b|\bplease (?:don'?t|do not) again\b|\bplease never do (?:it|that|this) again\b|\b(?:take|remove|delete) (?:his|her|their) (?:number|phone)\b|\b(?:calling|ringing|phoning) it\b|\bstop doing (?:that|it|this)\b|\b(?:turn|switch) (?:them|it|those) off\b|\b(?:stop|quit) (?:calling|ringing|phoning|telephoning) (?:him|her|them)\b|\b(?:don'?t|do not|never) (?:call|ring|phone|dial|contact) (?:it|her|him|them)\b|\bno more[.!]*$|\b(?:take|get|remove|delete|scrub|wipe) it (?:off|from|out)\b|\bput it on (?:my|the) (?:record|file|account)\b|^(?:(?:so|then|and) )?(?:why|how) (?:are|is|am|i'?m|i am|you|i|come)\b[^.!?]*\b(?:calling|ringing|phoning|getting (?:calls|this call)|get this call)\b|\bi (?:do not|don'?t) want (?:them|those) any ?more\b|\bmake (?:them|it) stop\b|\bdo (?:us|me) a favou?r and stop\b/u;

/** Two normalised sentences read as one, the first one's end mark a comma. */
function readOn(first: string, next: string): string {
  return `${first.replace(/[.!?…]+$/u, '')}, ${next}`;
}

function matchOf(text: string, start: number, end: number): DncRequestMatch {
  return { sentence: text.slice(start, end), start, end };
}

// ---------------------------------------------------------------------------
// Sentences and normalisation

interface Span {
  start: number;
  end: number;
}

/**
 * Sentences by their end marks (. ! ? and line breaks); a turn without any is one sentence. Offsets exclude
 * surrounding spaces. Words said one at a time for emphasis ("take. me. off. your. list.") are one sentence.
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let run: Span[] = [];
  const endRun = () => {
    if (run.length >= EMPHATIC_RUN && run.filter((span) => ONE_WORD.test(text.slice(span.start, span.end))).length >= 2) spans.push({ start: run[0]!.start, end: run.at(-1)!.end });
    else spans.push(...run);
    run = [];
  };
  for (const span of markedSpans(text)) {
    if (SHORT.test(text.slice(span.start, span.end))) run.push(span);
    else {
      endRun();
      spans.push(span);
    }
  }
  endRun();
  return spans;
}

/** Sentences of a word or two in a row that make one said slowly ("stop. calling. me.", "Please stop. Calling. Me."), two of them a word alone; two ("No. Stop.") are two answers. */
const EMPHATIC_RUN = 3;

/** Sentence ends: . ! ? … (and a closing quote or bracket) followed by a space or the end, or line breaks. */
const BOUNDARY = /[.!?…]+['"\u2019\u201d)]*(?=\s|$)|\n+/gu;
const SPACE = /\s/u;
const SHORT = /^[\p{L}'-]+(?: [\p{L}'-]+)?[.!]*$/u;
const ONE_WORD = /^[\p{L}'-]+[.!]*$/u;

/** Sentences by their end marks alone. */
function markedSpans(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  const push = (start: number, end: number): void => {
    while (start < end && SPACE.test(text[start] ?? '')) start += 1;
    while (end > start && SPACE.test(text[end - 1] ?? '')) end -= 1;
    if (end > start) spans.push({ start, end });
  };
  // exec rather than matchAll, which copies the regex on every call (this runs on every turn that holds a key word).
  BOUNDARY.lastIndex = 0;
  for (let mark = BOUNDARY.exec(text); mark !== null; mark = BOUNDARY.exec(text)) {
    const end = mark.index + mark[0].length;
    push(from, mark[0].startsWith('\n') ? mark.index : end);
    from = end;
  }
  push(from, text.length);
  return spans;
}
