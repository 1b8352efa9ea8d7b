import { createSignal, onCleanup } from 'solid-js';
import type { Tracker } from '../../../shared/contract/calls-settings-methods';
import type { CoreClient } from '../api/core-client';

/**
 * The workspace's keyword trackers: the list, adding (with the problem
 * shown beside the field) and removing. A new tracker is counted by the core
 * in the background; while any is, the list is read again every moment so
 * its figures grow, and `onCounted` runs when counting ends, so the table
 * can show the final counts.
 */
const WHILE_COUNTING_MS = 700;

export type TrackersState = 'loading' | 'ready' | 'error';

export function createTrackersStore(client: CoreClient, hooks: { onCounted: () => void }) {
  const [trackers, setTrackers] = createSignal<Tracker[]>([]);
  const [state, setState] = createSignal<TrackersState>('loading');
  const [error, setError] = createSignal<string | undefined>();
  const [phraseProblem, setPhraseProblem] = createSignal<string | undefined>();
  const [busy, setBusy] = createSignal(false);
  let poll: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  onCleanup(() => clearTimeout(poll));

  const counting = () => trackers().some((tracker) => !tracker.counted);

  /** Takes a fresh list; follows counting until it ends. */
  function accept(next: Tracker[]) {
    const wasCounting = counting();
    setTrackers(next);
    setState('ready');
    setError(undefined);
    clearTimeout(poll);
    poll = undefined;
    if (counting()) poll = setTimeout(() => void reload(), WHILE_COUNTING_MS);
    else if (wasCounting) hooks.onCounted();
  }

  async function reload() {
    const mine = ++generation;
    const result = await client.call('trackers.list', {});
    if (mine !== generation) return;
    if (result.ok) accept(result.value.trackers);
    else {
      setError(result.error.message);
      setState('error');
    }
  }

  return {
    trackers,
    state,
    error,
    phraseProblem,
    busy,
    counting,
    reload,
    /** Adds a tracker; resolves with its id, or undefined when refused (the reason is in `phraseProblem`). */
    async add(phrase: string): Promise<number | undefined> {
      if (busy()) return undefined;
      setBusy(true);
      setPhraseProblem(undefined);
      generation++;
      const result = await client.call('trackers.add', { phrase });
      setBusy(false);
      if (!result.ok) {
        const problem = result.error.problems?.find((item) => item.field === 'phrase');
        setPhraseProblem(problem ? phraseSentence(problem.message) : result.error.message);
        return undefined;
      }
      const before = new Set(trackers().map((tracker) => tracker.id));
      accept(result.value.trackers);
      return result.value.trackers.find((tracker) => !before.has(tracker.id))?.id;
    },
    async remove(id: number): Promise<boolean> {
      generation++;
      const result = await client.call('trackers.remove', { id });
      if (!result.ok) {
        setError(result.error.message);
        // Gone already: show the list as it is.
        void reload();
        return false;
      }
      accept(result.value.trackers);
      return true;
    },
    clearProblem: () => setPhraseProblem(undefined),
  };
}

/** The contract's "must not be empty" reads as a sentence about the phrase; the core's own messages already are sentences. */
function phraseSentence(message: string): string {
  return /^must /.test(message) ? `The word or phrase ${message}.` : message;
}

export type TrackersStore = ReturnType<typeof createTrackersStore>;
