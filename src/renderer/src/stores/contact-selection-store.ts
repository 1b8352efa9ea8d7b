import { createSignal } from 'solid-js';
import { MAX_CONTACT_IDS } from '../../../shared/contract/query-methods';
import type { ContactFilter, ContactSort } from '../../../shared/contract/record-schemas';
import type { CoreError } from '../../../shared/contract/result';
import type { CoreClient } from '../api/core-client';

/**
 * The contacts chosen for a batch edit: rows ticked one by one (a checkbox,
 * Space, Shift+click for a range), or every contact matching the list's
 * filter and search ("select all N matching"), less any unticked since.
 * Matching contacts are counted by the list; their ids are asked of the core
 * (`contacts.ids`) only when an edit is made, so a selection of 100,000
 * costs nothing until then.
 *
 * Policy: a selection belongs to the filter it was made under; a new filter
 * or search (or workspace) clears it, so a batch never reaches contacts the
 * user could not see when choosing.
 */
export type Selection = { kind: 'some'; ids: ReadonlySet<string> } | { kind: 'matching'; filter: ContactFilter; sort: ContactSort; except: ReadonlySet<string> };

const NONE: Selection = { kind: 'some', ids: new Set() };

export function createContactSelectionStore(client: CoreClient, list: { filter: () => ContactFilter; sort: () => ContactSort; total: () => number | undefined }) {
  const [selection, setSelection] = createSignal<Selection>(NONE);
  /** Where the last single tick was, for Shift+click ranges. */
  let anchor: number | undefined;

  const isSelected = (id: string) => {
    const current = selection();
    return current.kind === 'some' ? current.ids.has(id) : !current.except.has(id);
  };

  /** Ticks or unticks contacts. */
  const setSelected = (ids: readonly string[], selected: boolean) =>
    setSelection((current) => {
      if (current.kind === 'some') {
        const next = new Set(current.ids);
        for (const id of ids) if (selected) next.add(id);
        else next.delete(id);
        return { kind: 'some', ids: next };
      }
      const except = new Set(current.except);
      for (const id of ids) if (selected) except.delete(id);
      else except.add(id);
      return { ...current, except };
    });

  return {
    selection,
    isSelected,
    /** How many contacts are selected. */
    count(): number {
      const current = selection();
      return current.kind === 'some' ? current.ids.size : Math.max(0, (list.total() ?? 0) - current.except.size);
    },
    /** Whether every contact matching the filter is selected (not only the rows loaded). */
    allMatching: () => selection().kind === 'matching',
    /** A checkbox or Space on the row at `index`; with `range`, every row from the last one ticked takes its new state. */
    toggle(rows: readonly { id: string }[], index: number, range: boolean) {
      const row = rows[index];
      if (!row) return;
      const selected = !isSelected(row.id);
      if (range && anchor !== undefined && anchor < rows.length) {
        const [from, to] = anchor < index ? [anchor, index] : [index, anchor];
        setSelected(
          rows.slice(from, to + 1).map((each) => each.id),
          selected,
        );
      } else {
        setSelected([row.id], selected);
      }
      anchor = index;
    },
    /** Every row loaded in the list (or none, when they all are already). */
    toggleShown(rows: readonly { id: string }[]) {
      const all = rows.length > 0 && rows.every((row) => isSelected(row.id));
      if (all) setSelection(NONE);
      else setSelected(
        rows.map((row) => row.id),
        true,
      );
      anchor = undefined;
    },
    selectAllMatching() {
      setSelection({ kind: 'matching', filter: list.filter(), sort: list.sort(), except: new Set() });
      anchor = undefined;
    },
    clear() {
      setSelection(NONE);
      anchor = undefined;
    },
    /** The selected contacts' ids, in the list's order for "all matching". */
    async ids(): Promise<{ ok: true; ids: string[] } | { ok: false; error: CoreError }> {
      const current = selection();
      if (current.kind === 'some') return { ok: true, ids: [...current.ids] };
      const result = await client.call('contacts.ids', { filter: current.filter, sort: current.sort });
      if (!result.ok) return { ok: false, error: result.error };
      if (result.value.truncated) {
        return {
          ok: false,
          error: { code: 'invalid_request', message: `More than ${MAX_CONTACT_IDS.toLocaleString()} contacts match: narrow the filter or the search, and edit them in parts.` },
        };
      }
      return { ok: true, ids: result.value.ids.filter((id) => !current.except.has(id)) };
    },
    /**
     * The selected contacts a campaign may call (status active as the list
     * shows it, so a do-not-call still waiting to reach the service counts
     * as do not call), in the list's order, and how many selected are marked
     * do not call and so left out.
     */
    async callableIds(): Promise<{ ok: true; ids: string[]; doNotCall: number } | { ok: false; error: CoreError }> {
      const current = selection();
      const filter = current.kind === 'matching' ? current.filter : list.filter();
      const sort = current.kind === 'matching' ? current.sort : list.sort();
      const withStatus = async (status: 'active' | 'dnc') => {
        if (filter.status !== undefined && filter.status !== status) return { ok: true as const, value: { ids: [] as string[], truncated: false } };
        return client.call('contacts.ids', { filter: { ...filter, status }, sort });
      };
      const [callable, doNotCall] = await Promise.all([withStatus('active'), withStatus('dnc')]);
      if (!callable.ok) return { ok: false, error: callable.error };
      if (!doNotCall.ok) return { ok: false, error: doNotCall.error };
      if (callable.value.truncated || doNotCall.value.truncated) {
        return {
          ok: false,
          error: { code: 'invalid_request', message: `More than ${MAX_CONTACT_IDS.toLocaleString()} contacts match: narrow the filter or the search, and add them in parts.` },
        };
      }
      return { ok: true, ids: callable.value.ids.filter(isSelected), doNotCall: doNotCall.value.ids.filter(isSelected).length };
    },
  };
}

export type ContactSelectionStore = ReturnType<typeof createContactSelectionStore>;
