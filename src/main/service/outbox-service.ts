import type { OutboxMethodName } from '../../shared/contract/outbox-methods';
import type { CoreHandlers } from '../host/core-handlers';
import { CoreFailure } from '../host/dispatch';

export type OutboxHandlers = Pick<CoreHandlers, OutboxMethodName>;

/** Without mirrors or a sync service (tests of other features), nothing can be edited. */
export function unavailableOutboxHandlers(): OutboxHandlers {
  const unavailable = async (): Promise<never> => {
    throw new CoreFailure('unavailable', 'Edits cannot be made in this run of the app.');
  };
  return {
    'outbox.apply': unavailable,
    'outbox.list': async () => ({ pending: [], failed: [], conflicts: [], confirmedDoNotCall: [] }),
    'outbox.decide': unavailable,
    'outbox.push': unavailable,
    'campaigns.start': unavailable,
    'agents.delete': unavailable,
  };
}
