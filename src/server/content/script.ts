import type { Random } from '../support/random';

/**
 * A transcript being written, then timed. Speakers alternate by construction:
 * when the same side speaks twice in a row the second line joins the first,
 * as a speech-to-text system would render one turn, so topic scripts never
 * have to track whose turn it is.
 */

export type Speaker = 'agent' | 'caller';

export interface TranscriptLine {
  speaker: Speaker;
  text: string;
  /** Seconds from the start of the call, one decimal, strictly increasing. */
  timestamp: number;
}

export interface TimedScript {
  transcript: TranscriptLine[];
  durationSeconds: number;
}

export class Script {
  readonly speakers: Speaker[] = [];
  readonly texts: string[] = [];

  say(speaker: Speaker, text: string): void {
    const last = this.speakers.length - 1;
    if (last >= 0 && this.speakers[last] === speaker) {
      this.texts[last] += ` ${text}`;
    } else {
      this.speakers.push(speaker);
      this.texts.push(text);
    }
  }

  get turns(): number {
    return this.speakers.length;
  }
}

// Spoken English runs at about 150 words, or 15 characters, a second.
const TENTHS_PER_CHARACTER = 10 / 15;
const MINIMUM_TURN_TENTHS = 6;

/** Tenths of a second it takes to say the text aloud. */
export function speakingTenths(text: string): number {
  return Math.max(MINIMUM_TURN_TENTHS, Math.round(text.length * TENTHS_PER_CHARACTER));
}

/**
 * Gives each turn a start time: the previous turn's start, plus the time to
 * say it, plus a pause (now and then a long one, someone thinking). Time is
 * counted in whole tenths so timestamps have one decimal with no float drift.
 * The call lasts until the last turn is said and the line drops.
 */
export function timeScript(rng: Random, script: Script, firstTurnTenths: number): TimedScript {
  const transcript: TranscriptLine[] = new Array(script.turns);
  let at = firstTurnTenths;
  for (let i = 0; i < script.turns; i++) {
    const text = script.texts[i] as string;
    transcript[i] = { speaker: script.speakers[i] as Speaker, text, timestamp: at / 10 };
    const pause = rng.chance(0.08) ? rng.int(18, 45) : rng.int(3, 14);
    at += speakingTenths(text) + pause;
  }
  // `at` now includes a pause after the last turn: the hang-up.
  return { transcript, durationSeconds: Math.ceil(at / 10) };
}
