import type { KeyPermission, OutboxCounts, SyncProgress } from '../../../shared/contract/contract';

/**
 * The outbox's sentences outside its entries: the status bar's counts, when
 * a do-not-call reached the service, why Send now cannot be pressed, and why
 * a read-only key cannot send at all.
 */

const edits = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'edit' : 'edits'}`;

/** "3 edits waiting to be sent"; undefined when none are. */
export function waitingText(counts: Pick<OutboxCounts, 'pending'> | undefined): string | undefined {
  const pending = counts?.pending ?? 0;
  return pending > 0 ? `${edits(pending)} waiting to be sent` : undefined;
}

/** "2 edits need your decision" (failed and in conflict together); undefined when none do. */
export function decisionsText(counts: Pick<OutboxCounts, 'failed' | 'conflicts'> | undefined): string | undefined {
  const stopped = (counts?.failed ?? 0) + (counts?.conflicts ?? 0);
  if (stopped === 0) return undefined;
  return `${edits(stopped)} ${stopped === 1 ? 'needs' : 'need'} your decision`;
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "10:42" today, "3 Mar, 10:42" another day: when an edit was made, or reached the service. */
export function shortTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toDateString() === now.toDateString() ? clock.format(at) : dayAndClock.format(at);
}

/** "Do-not-call for Ana Ruiz reached the service at 10:42.": from then on, no campaign dials the contact. */
export function confirmedDoNotCallText(item: { status: unknown; confirmed_at: string }, name: string, now: Date): string {
  const at = shortTime(item.confirmed_at, now);
  return item.status === 'dnc' ? `Do-not-call for ${name} reached the service at ${at}.` : `Calls allowed again for ${name}: the change reached the service at ${at}.`;
}

export const READ_ONLY_TEXT =
  "Edits cannot be sent with this workspace's key: it can only read, and the service refuses changes made with it. The edits stay here, safe, until the workspace has a key with write access (Manage workspaces, then Replace the key).";

/** Why Send now cannot be pressed right now, or undefined when it can. */
export function sendNowBlock(state: { keyPermission: KeyPermission | undefined; sync: SyncProgress | null | undefined; pending: number }): string | undefined {
  if (state.keyPermission === 'read') return "This workspace's key can only read, so edits cannot be sent.";
  if (state.sync?.phase === 'needs_key') return "The workspace's key is needed again before anything can be sent: enter it from the status bar.";
  if (state.sync?.phase === 'offline' || state.sync?.online === false) {
    return 'The service could not be reached at the last try. Edits are sent by themselves once it answers again; Sync now (in the status bar) tries at once.';
  }
  if (state.pending === 0) return 'Nothing is waiting to be sent.';
  return undefined;
}
