import { createSignal, onCleanup } from 'solid-js';
import type { CoreError } from '../../../shared/contract/result';
import { readOutboxPace } from './outbox-pace';
import type { CoreClient } from '../api/core-client';
import { READ_ONLY_REASON, type WriteAccess } from './write-access';

/**
 * Editing contacts: edits go to the active workspace's outbox (`outbox.apply`,
 * shown at once, marked pending, sent when the service is reachable). After
 * each batch the screen reads the mirror again (and, through the screen's
 * store, whenever the outbox moves), so pending marks come and go by
 * themselves. A do-not-call change is followed until the service has it.
 *
 * Policy: while the workspace's key is known to be read-only, nothing is
 * sent to the outbox and the screen says why (READ_ONLY_REASON).
 */

export type EditOutcome = { ok: true; refs: Record<string, string> } | { ok: false; error: CoreError };

/** Where a do-not-call change (or its undoing) is: queued, received by the service, or stopped with the service's reason. */
export type StatusDelivery = { id: string; status: 'active' | 'dnc'; state: 'waiting' | 'reached' } | { id: string; status: 'active' | 'dnc'; state: 'stopped'; problem: string };

export function createContactEditsStore(
  client: CoreClient,
  options: {
    access: WriteAccess;
    /** Reads the list, the open contact and the filter choices again. */
    refresh: () => void;
  },
) {
  const readOnly = () => options.access.readOnly();
  const [delivery, setDelivery] = createSignal<StatusDelivery | undefined>();
  onCleanup(client.on('outbox.changed', () => void followDelivery()));

  /** Queues a batch of edits (validated whole by the core: one bad edit and nothing is queued). */
  async function apply(edits: unknown[]): Promise<EditOutcome> {
    if (readOnly()) return { ok: false, error: { code: 'unavailable', message: READ_ONLY_REASON } };
    const result = await client.call('outbox.apply', { edits });
    if (!result.ok) return { ok: false, error: result.error };
    options.refresh();
    return { ok: true, refs: result.value.refs };
  }

  /** Whether the service has the status change yet, from the outbox's own list. */
  async function followDelivery() {
    const current = delivery();
    if (current === undefined) return;
    // Do-not-call changes are listed first: the default limit holds them.
    const list = await client.call('outbox.list', {});
    if (!list.ok || delivery() !== current) return;
    const carriesStatus = (entry: { id: string; fields: Record<string, unknown> }) => entry.id === current.id && Object.hasOwn(entry.fields, 'status');
    const stopped = [...list.value.failed, ...list.value.conflicts].find(carriesStatus);
    if (stopped) setDelivery({ id: current.id, status: current.status, state: 'stopped', problem: stopped.problem?.message ?? 'The service refused it.' });
    else if (list.value.pending.some(carriesStatus)) setDelivery({ ...current, state: 'waiting' });
    else setDelivery({ id: current.id, status: current.status, state: 'reached' });
  }

  /** Do not call (`dnc`), or calls allowed again (`active`): an urgent edit the outbox sends before any other. */
  async function setStatus(id: string, status: 'active' | 'dnc'): Promise<EditOutcome> {
    const outcome = await apply([{ op: 'contact.update', id, fields: { status } }]);
    if (outcome.ok) {
      setDelivery({ id, status, state: 'waiting' });
      void followDelivery();
    }
    return outcome;
  }

  return {
    readOnly,
    apply,
    /** What a batch would wait behind and go at, for the cost a batch dialog states. */
    pace: () => readOutboxPace(client),
    setStatus,
    /** The last status change made here, and whether it reached the service. */
    delivery,
    forgetDelivery: () => setDelivery(undefined),
  };
}

export type ContactEditsStore = ReturnType<typeof createContactEditsStore>;
