import { useNavigation } from '../shell/navigation-context';
import { useScreenKeys } from '../shell/screen-keys';
import type { RecordSection, Selection } from '../stores/navigation-store';

/**
 * What a list screen does on open and back: a row opens its record beside
 * the list; back (Esc, or the view's Back button) returns where a link was
 * followed from, or closes the record and gives the focus back to what
 * opened it (the list's active row, a search result). `/` focuses the screen's search.
 * A record view takes the focus itself when it opens (its heading).
 */
export function useScreenNavigation(options: { section: RecordSection; focusList: (searchBox: HTMLInputElement | undefined) => void }) {
  const navigation = useNavigation();
  let searchBox: HTMLInputElement | undefined;
  let returnFocus: HTMLElement | null = null;

  const open = (selection: Selection) => {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    navigation.select(options.section, selection);
  };
  const back = (): boolean => {
    const result = navigation.back();
    if (result === 'closed') {
      // A table's row is found again by the list's active row: the virtualiser may have reused its element for another.
      const target = returnFocus?.isConnected && returnFocus.getAttribute('role') !== 'row' ? returnFocus : null;
      returnFocus = null;
      queueMicrotask(() => (target ? target.focus() : options.focusList(searchBox)));
    }
    return result !== 'none';
  };
  useScreenKeys({ search: () => searchBox, back });

  return {
    open,
    back,
    /** Whether a record is open beside the list (Esc then goes back rather than clearing the search). */
    recordOpen: () => navigation.selected(options.section) !== null,
    setSearchBox: (element: HTMLInputElement) => (searchBox = element),
    focusList: () => options.focusList(searchBox),
  };
}

/** Focuses a table's active row, or the search box when the table has none in the page. */
export function focusRowOrSearch(rowElementId: string, searchBox: HTMLInputElement | undefined): void {
  const row = document.getElementById(rowElementId);
  if (row) row.focus();
  else searchBox?.focus();
}
