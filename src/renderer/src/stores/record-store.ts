import { createSignal } from 'solid-js';
import type { Result } from '../../../shared/contract/result';

/**
 * The record open beside a list (a contact, a campaign, an agent), read from
 * the mirror: loading, shown, not in the mirror (deleted since, or never
 * synced), or a failure to read it. A reply for a record no longer open is
 * dropped.
 */
export type RecordState = 'closed' | 'loading' | 'ready' | 'missing' | 'error';

export function createRecordStore<Detail>(read: (id: string) => Promise<Result<Detail | null>>) {
  const [openId, setOpenId] = createSignal<string | null>(null);
  const [state, setState] = createSignal<RecordState>('closed');
  const [record, setRecord] = createSignal<Detail | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();
  let generation = 0;

  async function load(id: string, quiet: boolean) {
    const mine = ++generation;
    if (!quiet) setState('loading');
    const result = await read(id);
    if (mine !== generation) return;
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
    open(id: string) {
      setOpenId(id);
      setRecord(undefined);
      void load(id, false);
    },
    close() {
      generation++;
      setOpenId(null);
      setRecord(undefined);
      setState('closed');
    },
    /** Reads the open record again (after a sync), keeping it shown meanwhile. */
    refresh() {
      const id = openId();
      if (id !== null) void load(id, true);
    },
  };
}

export type RecordStore<Detail> = ReturnType<typeof createRecordStore<Detail>>;
