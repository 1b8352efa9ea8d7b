import { Index, Match, Show, Switch } from 'solid-js';
import type { CallSearchHit } from '../../../shared/contract/query-methods';
import { SEARCH_LIMIT, type CallSearchStore } from '../stores/call-search-store';
import { contactLabel, formatTime } from './format';
import { HighlightedText } from './highlighted-text';
import { moveFocusAmong } from '../shell/list-keys';

/**
 * Calls whose transcript or summary match the search, each with the
 * fragment that matched, hits in <mark>. Each result is a button (Enter or
 * a click opens the call); arrows or j/k move between them.
 */
export function SearchResults(props: { store: CallSearchStore; onOpen: (hit: CallSearchHit) => void }) {
  return (
    <section class="search-results" aria-label="Search results">
      <Switch>
        <Match when={props.store.state() === 'error'}>
          <p role="alert">The search could not run: {props.store.error()}</p>
        </Match>
        <Match when={props.store.state() === 'searching' && props.store.hits().length === 0}>
          <p role="status">Searching transcripts and summaries…</p>
        </Match>
        <Match when={props.store.state() === 'ready' && props.store.hits().length === 0}>
          <p class="empty" role="status">
            No transcript or summary matches “{props.store.query().trim()}”. Only calls whose transcripts have been fetched can be searched.
          </p>
        </Match>
        <Match when={props.store.hits().length > 0}>
          <p class="result-count" role="status">
            {props.store.hits().length === 1
              ? '1 call matches'
              : props.store.hits().length >= SEARCH_LIMIT
                ? `The newest ${SEARCH_LIMIT} matching calls`
                : `${props.store.hits().length} calls match`}
            <Show when={props.store.state() === 'searching'}> (updating…)</Show>
          </p>
          <ol class="hit-list" onKeyDown={(event) => moveFocusAmong(event, 'button.search-hit')}>
            <Index each={props.store.hits()}>
              {(hit) => (
                <li>
                  <button type="button" class="search-hit" onClick={() => props.onOpen(hit())}>
                    <span class="hit-meta">
                      <strong>{contactLabel(hit().call)}</strong> · {formatTime(hit().call.start_timestamp)} · {hit().call.agent_name ?? 'Unknown agent'}
                    </span>
                    <span class="snippet">
                      <HighlightedText segments={hit().snippet} />
                    </span>
                  </button>
                </li>
              )}
            </Index>
          </ol>
        </Match>
      </Switch>
    </section>
  );
}
