import { Show } from 'solid-js';

/** "Match 2 of 5" with previous and next buttons, for the search terms in the open call. */
export function MatchNavigator(props: { query: string; count: number; current: number; onPrevious: () => void; onNext: () => void }) {
  return (
    <div class="match-navigator" role="group" aria-label="Search matches">
      <Show when={props.count > 0} fallback={<span role="status">No match for “{props.query}” in this call.</span>}>
        <span role="status">
          Match {props.current + 1} of {props.count} for “{props.query}”
        </span>
        <button type="button" onClick={() => props.onPrevious()}>
          Previous match
        </button>
        <button type="button" onClick={() => props.onNext()}>
          Next match
        </button>
      </Show>
    </div>
  );
}
