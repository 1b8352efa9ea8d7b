import { createSignal } from 'solid-js';
import type { ContactRow } from '../../../shared/contract/record-schemas';
import type { CoreClient } from '../api/core-client';
import { createSearchTextStore } from './search-text-store';

/** Contacts shown per search; a narrower search finds the others. */
export const PICKER_PAGE = 50;

/**
 * Choosing contacts (to add to a campaign): the mirrored contacts as the
 * Contacts screen searches them (name, email, phone, company, tags),
 * contacts created here and not sent yet included, and the ones chosen so
 * far, which stay chosen across searches. A reply to an older search is
 * dropped.
 */
export function createContactPickerStore(client: CoreClient) {
  const [rows, setRows] = createSignal<ContactRow[]>([]);
  const [more, setMore] = createSignal(false);
  const [state, setState] = createSignal<'loading' | 'ready' | 'error'>('loading');
  const [problem, setProblem] = createSignal<string | undefined>();
  const [chosen, setChosen] = createSignal<ReadonlyMap<string, ContactRow>>(new Map());
  let generation = 0;

  async function load(text: string) {
    const mine = ++generation;
    setState('loading');
    const filter = text.trim() === '' ? {} : { text };
    const result = await client.call('contacts.list', { filter, sort: { field: 'name', direction: 'asc' }, limit: PICKER_PAGE + 1 });
    if (mine !== generation) return;
    if (!result.ok) {
      setProblem(result.error.message);
      setState('error');
      return;
    }
    setRows(result.value.rows.slice(0, PICKER_PAGE));
    setMore(result.value.rows.length > PICKER_PAGE);
    setState('ready');
  }
  const search = createSearchTextStore((text) => void load(text));
  void load('');

  return {
    search,
    rows,
    /** More contacts match than are shown. */
    more,
    state,
    problem,
    chosen: () => [...chosen().values()],
    isChosen: (id: string) => chosen().has(id),
    toggle(row: ContactRow) {
      setChosen((current) => {
        const next = new Map(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      });
    },
  };
}

export type ContactPickerStore = ReturnType<typeof createContactPickerStore>;
