import { createSignal, onCleanup } from 'solid-js';
import type { KeyPermission } from '../../../shared/contract/contract';
import type { CoreError } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';

/**
 * Editing contacts: edits go to the active workspace's outbox (`outbox.apply`,
 * shown at once, marked pending, sent when the service is reachable). After
 * each batch, and whenever the outbox changes (an edit sent, refused), the
 * screen reads the mirror again, so pending marks come and go by themselves.
 *
 * Policy: while the workspace's key is known to be read-only, nothing is
 * sent to the outbox and the screen says why (READ_ONLY_REASON).
 */
export const READ_ONLY_REASON = "This workspace's key can only read. Ask an admin for a key with write access to edit here.";

/** Outbox changes come in bursts while a batch is sent: the screen reads the mirror again once per burst. */
const REFRESH_COALESCE_MS = 300;

export type EditOutcome = { ok: true; refs: Record<string, string> } | { ok: false; error: CoreError };

/** Where a do-not-call change (or its undoing) is: queued, received by the service, or stopped with the service's reason. */
export type StatusDelivery = { id: string; status: 'active' | 'dnc'; state: 'waiting' | 'reached' } | { id: string; status: 'active' | 'dnc'; state: 'stopped'; problem: string };

export function createContactEditsStore(
  client: CoreClient,
  options: {
    /** The active workspace's key permission; undefined before the profiles are known. */
    permission: () => KeyPermission | undefined;
    /** Reads the list, the open contact and the filter choices again. */
    refresh: () => void;
  },
) {
  const readOnly = () => options.permission() === 'read';
  const [delivery, setDelivery] = createSignal<StatusDelivery | undefined>();

  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    if (refreshTimer !== undefined) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      options.refresh();
      void followDelivery();
    }, REFRESH_COALESCE_MS);
  };
  onCleanup(() => clearTimeout(refreshTimer));
  // Counts for another workspace come too; reading this one's mirror again costs little.
  onCleanup(client.on('outbox.changed', refreshSoon));

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
    setStatus,
    /** The last status change made here, and whether it reached the service. */
    delivery,
    forgetDelivery: () => setDelivery(undefined),
  };
}

export type ContactEditsStore = ReturnType<typeof createContactEditsStore>;
