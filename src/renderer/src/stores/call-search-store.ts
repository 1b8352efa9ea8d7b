import { createSignal, onCleanup } from 'solid-js';
import type { CallSearchHit } from '../../../shared/contract/query-methods';
import type { CoreClient } from '../api/core-client';

/**
 * The search box: what was typed, and the calls whose transcript or summary
 * match it (through the mirror's full-text index, so it works offline).
 * Typing waits a moment before asking; a reply to older text is dropped.
 */
export const SEARCH_LIMIT = 100;
const TYPING_PAUSE_MS = 150;

export type SearchState = 'idle' | 'searching' | 'ready' | 'error';

export function createCallSearchStore(client: CoreClient) {
  const [query, setQuery] = createSignal('');
  const [hits, setHits] = createSignal<CallSearchHit[]>([]);
  const [state, setState] = createSignal<SearchState>('idle');
  const [error, setError] = createSignal<string | undefined>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  onCleanup(() => clearTimeout(timer));

  async function run(text: string) {
    const mine = ++generation;
    const result = await client.call('calls.search', { query: text, limit: SEARCH_LIMIT });
    if (mine !== generation) return;
    if (result.ok) {
      setHits(result.value.hits);
      setError(undefined);
      setState('ready');
    } else {
      setError(result.error.message);
      setState('error');
    }
  }

  return {
    query,
    hits,
    state,
    error,
    /** Whether the screen shows search results rather than the table. */
    active: () => query().trim() !== '',
    setQuery(text: string) {
      setQuery(text);
      clearTimeout(timer);
      if (text.trim() === '') {
        generation++;
        setHits([]);
        setState('idle');
        return;
      }
      setState('searching');
      timer = setTimeout(() => void run(text), TYPING_PAUSE_MS);
    },
    /** Asks again for the same text (after a sync brought new transcripts). */
    refresh() {
      if (query().trim() !== '') void run(query());
    },
  };
}

export type CallSearchStore = ReturnType<typeof createCallSearchStore>;
