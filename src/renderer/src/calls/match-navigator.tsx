import { Show } from 'solid-js';

/**
 * The keys of next and previous match, as desktop programs have them for
 * "find again": F3 and Shift+F3, or Ctrl+G and Ctrl+Shift+G (⌘G on a Mac);
 * in the search box, Enter and Shift+Enter (calls-screen.tsx).
 */
export const NEXT_MATCH_KEYS = 'F3 Control+G Meta+G';
export const PREVIOUS_MATCH_KEYS = 'Shift+F3 Control+Shift+G Meta+Shift+G';

/** Which way a key press moves through the matches, or null when it is not one of their keys. */
export function matchStepOf(event: KeyboardEvent): 1 | -1 | null {
  if (event.altKey) return null;
  const findAgain = (event.key === 'F3' && !event.ctrlKey && !event.metaKey) || (event.key.toLowerCase() === 'g' && (event.ctrlKey || event.metaKey));
  if (!findAgain) return null;
  return event.shiftKey ? -1 : 1;
}

/**
 * "Match 2 of 5" with previous and next buttons, for the search terms in the
 * open call. It stays at the top of the call view while the transcript
 * scrolls under it (position: sticky), so the buttons are always at hand.
 */
export function MatchNavigator(props: { query: string; count: number; current: number; onPrevious: () => void; onNext: () => void }) {
  return (
    <div class="match-navigator" role="group" aria-label="Search matches">
      <Show when={props.count > 0} fallback={<span role="status">No match for “{props.query}” in this call.</span>}>
        <span role="status" class="match-position">
          Match {props.current + 1} of {props.count} for “{props.query}”
        </span>
        <button type="button" aria-keyshortcuts={PREVIOUS_MATCH_KEYS} title="Previous match (Shift+F3, or Shift+Enter in the search box)" onClick={() => props.onPrevious()}>
          Previous match
        </button>
        <button type="button" aria-keyshortcuts={NEXT_MATCH_KEYS} title="Next match (F3, or Enter in the search box)" onClick={() => props.onNext()}>
          Next match
        </button>
      </Show>
    </div>
  );
}
