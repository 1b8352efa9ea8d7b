import { createSignal } from 'solid-js';
import type { Result } from '../../../shared/contract/result';

/**
 * The record open beside a list (a contact, a campaign, an agent), read from
 * the mirror: loading, shown, not in the mirror (deleted since, or never
 * synced), or a failure to read it. A reply for a record no longer open is
 * dropped.
 *
 * A record the mirror lacks (a link to it arrived before the sync brought
 * it) is fetched from the service when `fetch` is given ('fetching'); when
 * that fails (offline) the reason is kept, and the next refresh (after a
 * sync) tries again.
 */
export type RecordState = 'closed' | 'loading' | 'fetching' | 'ready' | 'missing' | 'error';

export function createRecordStore<Detail>(
  read: (id: string) => Promise<Result<Detail | null>>,
  fetch?: (id: string) => Promise<Result<{ found: boolean }>> | undefined,
) {
  const [openId, setOpenId] = createSignal<string | null>(null);
  const [state, setState] = createSignal<RecordState>('closed');
  const [record, setRecord] = createSignal<Detail | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();
  const [fetchProblem, setFetchProblem] = createSignal<string | undefined>();
  let generation = 0;

  async function load(id: string, quiet: boolean) {
    const mine = ++generation;
    if (!quiet) setState('loading');
    let result = await read(id);
    if (mine !== generation) return;
    // Fetched when opened, and on a refresh only when the last try could not reach the service (one it answered "none" is not asked again).
    const fetching = result.ok && result.value === null && (!quiet || fetchProblem() !== undefined) ? fetch?.(id) : undefined;
    if (fetching) {
      setState('fetching');
      const fetched = await fetching;
      if (mine !== generation) return;
      // The service has no such record: "missing" says so; any other failure (offline) is said, and tried again later.
      setFetchProblem(fetched.ok || fetched.error.code === 'not_found' ? undefined : fetched.error.message);
      if (fetched.ok && fetched.value.found) {
        result = await read(id);
        if (mine !== generation) return;
      }
    }
    if (!result.ok) {
      setProblem(result.error.message);
      // A failed refresh keeps the record shown.
      if (!quiet || record() === undefined) setState('error');
      return;
    }
    setProblem(undefined);
    setRecord(() => result.value ?? undefined);
    setState(result.value === null ? 'missing' : 'ready');
  }

  return {
    openId,
    state,
    record,
    problem,
    /** Why a record the mirror lacks could not be fetched (offline); undefined when it was, or the service has none. */
    fetchProblem,
    open(id: string) {
      setOpenId(id);
      setFetchProblem(undefined);
      setRecord(undefined);
      void load(id, false);
    },
    close() {
      generation++;
      setOpenId(null);
      setRecord(undefined);
      setState('closed');
    },
    /**
     * Reads the open record again (after a sync), keeping it shown meanwhile. Not while it is fetched: the fetch reads it
     * when it ends, and a refresh then (a sync's or the outbox's event) dropped that reading, read before the fetch had
     * written the record, and fetched nothing (a quiet read fetches only after a failure): "not in the mirror", though
     * fetched (record-fetch-refresh.test.ts).
     */
    refresh() {
      const id = openId();
      if (id !== null && state() !== 'fetching') void load(id, true);
    },
  };
}

export type RecordStore<Detail> = ReturnType<typeof createRecordStore<Detail>>;
