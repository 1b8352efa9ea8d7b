import { createSignal, onCleanup } from 'solid-js';

/**
 * What is typed in a screen's search box, applied to its list once typing
 * pauses (so each key does not start a query). Clearing applies at once, and
 * so does text that arrives whole (pasted, dropped, chosen from the input's
 * suggestions) or Enter: nobody is still typing then, and waiting would
 * only delay the results.
 */
const TYPING_PAUSE_MS = 150;

export function createSearchTextStore(apply: (text: string) => void) {
  const [text, setText] = createSignal('');
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The text the list was last asked for. */
  let applied = '';
  onCleanup(() => clearTimeout(timer));
  const applyNow = (next: string) => {
    clearTimeout(timer);
    timer = undefined;
    applied = next;
    apply(next);
  };

  return {
    text,
    /** Returns whether the list is asked for a new search at once (Enter on text already searched is not one: the screen may use it). */
    setText(next: string, atOnce = false): boolean {
      setText(next);
      if (atOnce && next === applied && timer === undefined) return false;
      clearTimeout(timer);
      timer = undefined;
      if (next.trim() === '') applyNow('');
      else if (atOnce) applyNow(next);
      else timer = setTimeout(() => applyNow(next), TYPING_PAUSE_MS);
      return atOnce || next.trim() === '';
    },
    /** Shows text in the box without asking the list again (the caller loads the list itself: a saved search opened). */
    replace(next: string) {
      clearTimeout(timer);
      timer = undefined;
      applied = next;
      setText(next);
    },
    /** Empties the box without asking the list again (the caller resets the list itself). */
    clear() {
      clearTimeout(timer);
      timer = undefined;
      applied = '';
      setText('');
    },
  };
}

export type SearchTextStore = ReturnType<typeof createSearchTextStore>;
