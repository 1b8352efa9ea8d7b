import type { MirrorDb } from './open-mirror';
import { isBroadMatch, type TextPlan } from './text-filter';

/**
 * Contacts whose phone holds a run of digits (see phoneSearchDigits for
 * what a typed number looks for), through `contact_phone_trigrams`
 * (migration 016): the digits as a phrase of trigrams match exactly the
 * numbers holding them in a row. Runs are digits only (three or more), so
 * the phrase needs no escaping.
 *
 * With many matches (a common prefix such as "555") the list is read along
 * its sort order instead (see text-filter.ts) and each row's digits are
 * checked as it comes: reading the index would list every match first.
 */
export interface PhoneCondition {
  sql: string;
  params: string[];
}

const FROM_INDEX = 'c.row_id IN (SELECT rowid FROM contact_phone_trigrams WHERE contact_phone_trigrams MATCH ?)';
const PER_ROW = 'instr(c.phone_digits, ?) > 0';

export function phoneCondition(digits: string, plan: TextPlan): PhoneCondition {
  return plan === 'along-sort' ? { sql: PER_ROW, params: [digits] } : { sql: FROM_INDEX, params: [phrase(digits)] };
}

/**
 * The runs worth looking for: a number holding a run holds every shorter run
 * inside it ("16177098781" holds "6177098781"), so the longer one adds no
 * match and would only cost a second look-up.
 */
export function runsToSearch(runs: readonly string[]): string[] {
  const unique = [...new Set(runs)];
  return unique.filter((run) => !unique.some((other) => other !== run && run.includes(other)));
}

/** Whether more than BROAD_MATCHES numbers hold one of these runs. */
export function isBroadPhoneMatch(db: MirrorDb, runs: readonly string[]): boolean {
  return runs.some((digits) => isBroadMatch(db, 'contact_phone_trigrams', phrase(digits)));
}

function phrase(digits: string): string {
  if (!/^\d{3,}$/.test(digits)) throw new Error(`a phone search run must be 3 or more digits, not "${digits}"`);
  return `"${digits}"`;
}
