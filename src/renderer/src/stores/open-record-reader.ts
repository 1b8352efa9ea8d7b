import { createEffect, createSignal, on, type Accessor } from 'solid-js';
import type { Result } from '../../../shared/contract/result';

/**
 * Reads something of the record open beside a list (a campaign's figures,
 * its known contacts, a contact's campaigns) whenever another record opens,
 * and again, quietly, whenever the open record is read again (after a sync,
 * an outbox change). Each read is a generation: a reply for a record no
 * longer open, or overtaken by a later read, is dropped.
 *
 * `state` is idle with no record open, loading while a newly opened
 * record's read is on its way (not for a quiet one), then ready or error;
 * `problem` is the last failure's message, kept until a read succeeds.
 */
export type OpenRecordReadState = 'idle' | 'loading' | 'ready' | 'error';

/** What the reader follows: the record store's open id, and its record (read again after each change). */
export interface OpenRecordSource {
  openId: Accessor<string | null>;
  record: Accessor<unknown>;
}

export function createOpenRecordReader<T>(
  source: OpenRecordSource,
  reader: {
    /** The read, for the open record; `quiet` when it is the same record read again. */
    read: (id: string, quiet: boolean) => Promise<Result<T>>;
    /** The reply of the current read. */
    show: (value: T) => void;
    /** Before each read, and when no record is open any more (`id` null): what the store clears of the previous one. */
    starting?: (id: string | null, quiet: boolean) => void;
  },
) {
  const [state, setState] = createSignal<OpenRecordReadState>('idle');
  const [problem, setProblem] = createSignal<string | undefined>();
  let openId: string | null = null;
  let generation = 0;

  async function load(id: string | null, quiet: boolean) {
    const mine = ++generation;
    openId = id;
    reader.starting?.(id, quiet);
    if (id === null) {
      setState('idle');
      return;
    }
    if (!quiet) setState('loading');
    const reply = await reader.read(id, quiet);
    if (mine !== generation) return;
    if (reply.ok) {
      reader.show(reply.value);
      setProblem(undefined);
      setState('ready');
    } else {
      setProblem(reply.error.message);
      setState('error');
    }
  }

  const open = (id: string | null) => load(id, false);
  const refresh = () => (openId === null ? undefined : load(openId, true));
  createEffect(on(source.openId, (id) => void open(id)));
  createEffect(on(source.record, () => void refresh(), { defer: true }));

  return {
    state,
    problem,
    setProblem,
    open,
    refresh,
    /** The record open now (null: none). */
    openId: () => openId,
    /** The current read's generation: a later reply of the store's own (a next page) is for the same record only while this is unchanged. */
    generation: () => generation,
  };
}
