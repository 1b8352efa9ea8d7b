import type { CallSearchStore } from '../stores/call-search-store';

/** The contract takes up to 500 characters of search text. */
const MAX_SEARCH_LENGTH = 500;

/** The search box (accessible name "Search"): transcripts and summaries, through the mirror's full-text index. */
export function SearchBox(props: {
  store: CallSearchStore;
  ref: (element: HTMLInputElement) => void;
  /** Arrow down leaves the box for the results or the table. */
  onLeaveDown: () => void;
  /** Whether Esc is the screen's (to close the open call) rather than the box's. */
  escapeClosesCall: () => boolean;
}) {
  return (
    <div class="search-box">
      <label for="calls-search">Search</label>
      <input
        id="calls-search"
        ref={props.ref}
        type="search"
        autocomplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        spellcheck={false}
        placeholder="Words or a “phrase” in transcripts and summaries (press /)"
        aria-keyshortcuts="/"
        value={props.store.query()}
        onInput={(event) => props.store.setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            props.onLeaveDown();
          } else if (event.key === 'Escape' && !props.escapeClosesCall() && props.store.query() !== '') {
            event.preventDefault();
            props.store.setQuery('');
          }
        }}
      />
    </div>
  );
}
