import { createSignal } from 'solid-js';
import type { CallsLayout } from '../../../shared/contract/calls-settings-methods';

/**
 * How the Calls screen is laid out, kept with its other settings per
 * workspace (calls-preferences-store.ts): whether the filters are shown
 * (collapsed, they leave the table room in a small window), and the list's
 * share of the width beside an open call, which the separator between
 * them sets. While the separator is dragged the share follows the pointer;
 * only where it is let go is saved (`committed`), not every step of the way.
 */
export const LIST_SHARE = { min: 30, max: 75, default: 58 } as const;

export const DEFAULT_LAYOUT: CallsLayout = { filtersOpen: true, listShare: LIST_SHARE.default };

const clampShare = (share: number) => Math.min(LIST_SHARE.max, Math.max(LIST_SHARE.min, Math.round(share)));

export function createCallsLayoutStore() {
  const [filtersOpen, setFiltersOpen] = createSignal(DEFAULT_LAYOUT.filtersOpen);
  const [listShare, setListShare] = createSignal(DEFAULT_LAYOUT.listShare);
  const [committed, setCommitted] = createSignal<CallsLayout>(DEFAULT_LAYOUT);

  const commit = () => setCommitted({ filtersOpen: filtersOpen(), listShare: listShare() });

  return {
    filtersOpen,
    listShare,
    /** What is to be saved: changes the user finished. */
    committed,
    toggleFilters() {
      setFiltersOpen((open) => !open);
      commit();
    },
    /** A new share of the width for the list; `final` when the drag or the key press ended. */
    resize(share: number, final: boolean) {
      setListShare(clampShare(share));
      if (final) commit();
    },
    /** As saved for the workspace (the defaults when nothing was). */
    restore(layout: CallsLayout | undefined) {
      const value = layout ?? DEFAULT_LAYOUT;
      setFiltersOpen(value.filtersOpen);
      setListShare(clampShare(value.listShare));
      setCommitted({ filtersOpen: value.filtersOpen, listShare: clampShare(value.listShare) });
    },
  };
}

export type CallsLayoutStore = ReturnType<typeof createCallsLayoutStore>;
