/**
 * Derived columns computed when a row is written, shared with the outbox
 * overlay (which must compute the same keys for its rows, see the read views).
 */

/**
 * A sort key that orders names the way a person expects regardless of case
 * and accents ("élodie" between "Eddie" and "Emma"): NFKD, combining marks
 * removed, lower case, whitespace collapsed. Never NULL: an empty value sorts
 * first ascending.
 */
export function sortKey(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A contact's display name, as the renderer shows it: "First Last". */
export function contactName(firstName: string, lastName: string | null | undefined): string {
  return [firstName, lastName ?? ''].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}

/** The digits of a phone number, so "+1 (555) 010-2030" is found by "15550102030" (one rule with the import's duplicate check). */
export { phoneDigits } from '../../shared/phone/phone-digits';

/** Epoch milliseconds of an ISO 8601 timestamp (validated by the shared schemas; 0 if unreadable). */
export function timeMs(iso: string | null | undefined): number {
  if (iso === null || iso === undefined) return 0;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}
