import type { CallListRow } from './contract/query-methods';

/**
 * Who a call was with, in words, wherever a call is named (the Calls table,
 * the call view, exports, `voicedesk search`).
 *
 * The v1 spec (part 2.5) gives a call a `contact_id` but no phone number of
 * its own, and a call's contact may be absent from the mirror (deleted on
 * the service, or not synced yet). So, in this order:
 * 1. the contact's name, when the mirror holds the contact;
 * 2. the caller's number: the contact's phone when the contact is held, or
 *    else a phone-like field in the call's record as the service sent it, if
 *    its implementation sends one (`from_number`, `caller_number`,
 *    `phone_number`, `from`: the names such services use; see
 *    CALLER_NUMBER_FIELDS in src/main/mirror/rows.ts);
 * 3. a plain label by direction: "Web visitor" for a web call (the website
 *    widget has no number), "Unknown caller" otherwise.
 * Never "Unknown contact": staff reviewing a call want something to act on.
 */
export function callerLabel(call: Pick<CallListRow, 'contact_name' | 'caller_number' | 'direction'>): string {
  const name = call.contact_name?.trim();
  if (name) return name;
  if (call.caller_number) return call.caller_number;
  return call.direction === 'web' ? 'Web visitor' : 'Unknown caller';
}

/**
 * A value that reads as a phone number ("+1 (555) 010-2030", 15550102030),
 * or null: a field named like a number may hold something else (an object,
 * an address) in another implementation, and that is not shown.
 */
export function phoneLike(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\+?[\d\s().-]{3,32}$/.test(text) && /\d{3}/.test(text.replace(/\D/g, '')) ? text : null;
}
