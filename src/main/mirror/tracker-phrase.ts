import { foldForSearch } from './text-segments';

/**
 * What a keyword tracker counts, and how the full-text index is asked for it.
 *
 * Policy: a tracker is one word or one phrase, counted in transcripts only
 * (what was said, not the summary). Its words must follow each other in one
 * turn; case and accents do not matter ("Zoë" counts "zoe"), as in search.
 * A trailing `*` makes the last word a prefix ("cancel*" counts "cancelled"
 * and "cancellation"). Nothing typed is FTS5 syntax: double quotes are
 * dropped and the rest becomes one FTS5 string, restricted to the
 * transcript columns (agent and caller).
 */
export interface TrackerPhrase {
  /** As the user wrote it, trimmed, spaces collapsed. */
  text: string;
  /** The phrase as the index folds it, so "Price" and "price!" are one tracker. */
  key: string;
  /** The FTS5 expression, bound as the MATCH parameter. */
  match: string;
}

export const MAX_TRACKER_PHRASE_LENGTH = 100;
const WORD = /[\p{L}\p{N}]+/gu;

/** The tracker for what was typed, or null when it holds no letter or digit. */
export function trackerPhrase(typed: string): TrackerPhrase | null {
  const text = typed.replace(/[\p{Cc}"]/gu, ' ').replace(/\s+/gu, ' ').trim().slice(0, MAX_TRACKER_PHRASE_LENGTH);
  const prefix = /\*\s*$/u.test(text);
  const words = foldForSearch(text).match(WORD) ?? [];
  if (words.length === 0) return null;
  const bare = text.replace(/\*+\s*$/u, '').trim();
  return {
    text,
    key: `${words.join(' ')}${prefix ? '*' : ''}`,
    match: `{agent caller} : "${bare}"${prefix ? '*' : ''}`,
  };
}
