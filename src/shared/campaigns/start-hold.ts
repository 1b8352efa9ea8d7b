import type { WaitingDoNotCall } from '../contract/campaign-figures-methods';

/**
 * Policy: no campaign starts while a do-not-call change is still waiting to
 * reach the service (queued, being sent, or a change to do not call that
 * could not be sent and waits in the Outbox), so nobody who asked not to be
 * called is dialled because the service had not heard yet. The one rule,
 * for the core (outbox-runner.ts refuses at once, before any request) and
 * for the start dialog, which says the same words before asking the core.
 */

/** How many waiting changes a refusal names; the rest are counted. */
export const HOLD_NAMES_SHOWN = 3;

/** Why `campaign` (its name as shown, or undefined) cannot start now, in plain words; undefined when nothing holds it. */
export function campaignStartHold(campaign: string | undefined, waiting: { changes: readonly WaitingDoNotCall[]; total: number }): string | undefined {
  if (waiting.total === 0) return undefined;
  const who = campaign === undefined ? 'The campaign' : `“${campaign}”`;
  const named = waiting.changes.slice(0, HOLD_NAMES_SHOWN).map((change) => `${change.name ?? 'a contact'}: ${describeChange(change)}`);
  const more = waiting.total - named.length;
  const list = `${named.join('; ')}${more > 0 ? `; and ${more.toLocaleString('en-US')} more` : ''}`;
  const what =
    waiting.total === 1
      ? `a do-not-call change is still waiting to reach the service (${list}), and it must arrive first`
      : `${waiting.total.toLocaleString('en-US')} do-not-call changes are still waiting to reach the service (${list}), and they must arrive first`;
  const unsent = waiting.changes.some((change) => change.state === 'failed' || change.state === 'conflict');
  const then = unsent
    ? 'Open the Outbox to send again or decide on the changes that could not be sent, then start the campaign again.'
    : 'Send the outbox now (or see the changes in the Outbox), then start the campaign again.';
  return `${who} was not started: ${what} so that nobody who asked not to be called is dialled. ${then}`;
}

/** One waiting change in words, for the refusal and the start dialog's list. */
export function describeChange(change: Pick<WaitingDoNotCall, 'status' | 'state'>): string {
  const what = change.status === 'active' ? 'may be called again' : 'do not call';
  if (change.state === 'sending') return `${what} (sending)`;
  if (change.state === 'failed') return `${what} (could not be sent)`;
  if (change.state === 'conflict') return `${what} (needs your decision)`;
  return what;
}
