import { batch, createSignal, onCleanup, untrack } from 'solid-js';
import type { OutboxList } from '../../../shared/contract/outbox-methods';
import type { MethodInput } from '../../../shared/contract/contract';
import type { CoreError, Result } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';
import { onWorkspaceSwitch } from './workspace-switch';

export type OutboxDecision = MethodInput<'outbox.decide'>['decision'];

/** How many of a section's entries the screen lists; a huge import says how many more wait rather than drawing them all. */
export const SHOWN_PER_SECTION = 200;
/** Do-not-call confirmations named (each name is one read of the mirror). */
const NAMED_CONFIRMATIONS = 20;

/**
 * The Outbox screen: the active workspace's outbox as the core lists it,
 * the user's decisions about edits that stopped or that they no longer
 * want sent (a waiting edit cancelled, the rest of a bulk batch), and Send now. Made once
 * for the page; it reads while the screen is shown (`attach`), again on
 * `outbox.changed`, and afresh after a workspace switch. Every list read
 * also gives the status bar its counts (`onList`).
 *
 * A decision answers with the new list; a reply that lost a race with a
 * newer answer is dropped (each read carries its generation). Reads go one
 * at a time; changes meanwhile make one more read, not one each.
 */
export function createOutboxStore(client: CoreClient, options: { onList: (list: OutboxList) => void }) {
  const [list, setList] = createSignal<OutboxList | undefined>();
  const [error, setError] = createSignal<string | undefined>();
  const [deciding, setDeciding] = createSignal<number | undefined>();
  const [decisionErrors, setDecisionErrors] = createSignal<Record<number, CoreError>>({});
  /** The bulk batch whose rest is being cancelled. */
  const [cancelling, setCancelling] = createSignal<string | undefined>();
  const [batchErrors, setBatchErrors] = createSignal<Record<string, CoreError>>({});
  const [pushing, setPushing] = createSignal(false);
  const [pushNote, setPushNote] = createSignal<string | undefined>();
  const [pushError, setPushError] = createSignal<string | undefined>();
  /** What the last decision did, for the screen's polite announcement. */
  const [announcement, setAnnouncement] = createSignal('');
  const [contactNames, setContactNames] = createSignal<Record<string, string>>({});
  let generation = 0;
  let attached = 0;

  function accept(next: OutboxList) {
    batch(() => {
      setList(next);
      setError(undefined);
      if (next.totals.pending === 0) setPushNote(undefined);
    });
    options.onList(next);
    void nameConfirmedContacts(next);
  }

  // One read at a time: a replay of thousands of edits sends an event every few hundred ms, and each read lists them all.
  let reading = false;
  let readAgain = false;
  async function load() {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    const mine = ++generation;
    const result = await client.call('outbox.list', { limit: SHOWN_PER_SECTION });
    reading = false;
    if (mine === generation) {
      if (result.ok) accept(result.value);
      else setError(result.error.message);
    }
    if (readAgain) {
      readAgain = false;
      void load();
    }
  }

  /** Do-not-call confirmations carry the contact's id only; the screen names the contact. */
  async function nameConfirmedContacts(next: OutboxList) {
    const known = untrack(contactNames);
    const wanted = next.confirmedDoNotCall.slice(0, NAMED_CONFIRMATIONS).filter((item) => known[item.id] === undefined);
    for (const item of wanted) {
      const result = await client.call('contacts.get', { id: item.id });
      if (result.ok && result.value) setContactNames((names) => ({ ...names, [item.id]: result.value!.name }));
    }
  }

  onCleanup(
    client.on('outbox.changed', () => {
      if (attached > 0) void load();
    }),
  );
  onWorkspaceSwitch(client, () => {
    generation += 1;
    batch(() => {
      setList(undefined);
      setError(undefined);
      setDecisionErrors({});
      setBatchErrors({});
      setPushNote(undefined);
      setPushError(undefined);
      setAnnouncement('');
      setContactNames({});
    });
    if (attached > 0) void load();
  });

  /**
   * One change to the outbox the user asked for (a decision, a batch
   * cancelled): one at a time, its error kept under its key until retried,
   * and the answer's list shown at once.
   */
  async function change<K extends string | number>(
    busy: { get: () => K | undefined; set: (key: K | undefined) => void },
    setErrors: (update: (errors: Record<K, CoreError>) => Record<K, CoreError>) => void,
    key: K,
    request: () => Promise<Result<OutboxList>>,
    done: string,
  ): Promise<boolean> {
    if (untrack(busy.get) !== undefined) return false;
    busy.set(key);
    setErrors((errors) => withoutKey(errors, key));
    const result = await request();
    busy.set(undefined);
    if (!result.ok) {
      setErrors((errors) => ({ ...errors, [key]: result.error }));
      return false;
    }
    generation += 1; // reads still on their way are older than this answer
    accept(result.value);
    setAnnouncement(done);
    return true;
  }

  const decide = (seq: number, decision: OutboxDecision, done: string) =>
    change({ get: deciding, set: setDeciding }, setDecisionErrors, seq, () => client.call('outbox.decide', { seq, decision }), done);

  /** Cancels what still waits of a bulk batch; edits already on their way still land. */
  const cancelBatch = (batchId: string, done: string) =>
    change({ get: cancelling, set: setCancelling }, setBatchErrors, batchId, () => client.call('outbox.cancelBatch', { batch: batchId }), done);

  async function push() {
    if (untrack(pushing)) return;
    setPushing(true);
    setPushError(undefined);
    const result = await client.call('outbox.push', {});
    setPushing(false);
    if (!result.ok) setPushError(result.error.message);
    else setPushNote(result.value.started ? 'Sending now. What cannot go yet stays here and is tried again after the next sync.' : 'Already sending: the edits go one after another.');
  }

  return {
    list,
    error,
    /** The edit a decision is being made about (its buttons wait). */
    deciding,
    decisionError: (seq: number): CoreError | undefined => decisionErrors()[seq],
    cancelling,
    cancelBatchError: (batchId: string): CoreError | undefined => batchErrors()[batchId],
    /** A later cancellation starts afresh, without the last one's problem. */
    forgetCancelBatchError: (batchId: string) => setBatchErrors((errors) => withoutKey(errors, batchId)),
    pushing,
    pushNote,
    pushError,
    announcement,
    contactName: (id: string): string | undefined => contactNames()[id],
    decide,
    cancelBatch,
    push,
    reload: load,
    /** The screen is shown: read now, and on every change until detached. */
    attach(): () => void {
      attached += 1;
      void load();
      return () => {
        attached -= 1;
      };
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

function withoutKey<Key extends number | string, Value>(record: Record<Key, Value>, key: Key): Record<Key, Value> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
