import type { OutboxEntryRow } from '../../../shared/contract/outbox-methods';
import { fieldLabel } from './describe-entry';

/**
 * Where an edit stands, in plain words. An edit marked as sending whose
 * outcome is unknown (the connection dropped, the app was closed) is "in
 * doubt": the core settles it by reading the service, never by sending it
 * blindly again, and the user is told exactly that.
 */
export function entryState(entry: OutboxEntryRow): string {
  switch (entry.state) {
    case 'sending':
      return entry.problem?.kind === 'in_doubt' ? 'Checking with the service whether it arrived' : 'Sending…';
    case 'queued':
      if (entry.waiting_for) return `Waiting for ${entry.waiting_for}`;
      if (entry.attempts > 0 && entry.problem) return `Will be tried again: ${entry.problem.message}`;
      return 'Waiting to be sent';
    case 'failed':
      return 'Refused by the service';
    case 'conflict':
      return entry.problem?.kind === 'deleted_on_server' ? 'Deleted on the service' : 'Changed on the service too';
    case 'done':
      return 'Sent';
    default:
      return entry.state satisfies never;
  }
}

/** Why a failed edit failed: the service's own words, or a plain stand-in when it gave none. */
export function failureReason(entry: OutboxEntryRow): string {
  const message = entry.problem?.message.trim();
  return message || 'The service refused this edit without saying why.';
}

/** What the user can do about a failed edit, by the kind of refusal. */
export function failureAdvice(entry: OutboxEntryRow): string {
  const fields = entry.problem?.fields ?? [];
  switch (entry.problem?.kind) {
    case 'invalid':
      return fields.length > 0
        ? `The service did not accept the ${fields.map((field) => fieldLabel(field.replace(/^fields\./, ''))).join(', ')}. Sent again as it is, it would be refused again: discard it and make the change again.`
        : 'Sent again as it is, it would be refused again: discard it and make the change again.';
    case 'read_only':
      return 'Retry once this workspace has a key that can write.';
    case 'not_found':
      return 'A record it needs is gone from the service. Retry if it was restored; otherwise discard the edit.';
    default:
      return 'Retry to send it again as it is, or discard it.';
  }
}
