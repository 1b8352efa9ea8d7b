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
  onCleanup(() => clearTimeout(timer));

  return {
    text,
    setText(next: string, atOnce = false) {
      setText(next);
      clearTimeout(timer);
      if (next.trim() === '') apply('');
      else if (atOnce) apply(next);
      else timer = setTimeout(() => apply(next), TYPING_PAUSE_MS);
    },
    /** Shows text in the box without asking the list again (the caller loads the list itself: a saved search opened). */
    replace(next: string) {
      clearTimeout(timer);
      setText(next);
    },
    /** Empties the box without asking the list again (the caller resets the list itself). */
    clear() {
      clearTimeout(timer);
      setText('');
    },
  };
}

export type SearchTextStore = ReturnType<typeof createSearchTextStore>;
