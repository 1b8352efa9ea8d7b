import { For, Show } from 'solid-js';
import type { TextSegment } from '../../../shared/contract/query-methods';

/**
 * Text with its search hits in <mark> elements, built by Solid from text
 * segments: whatever the text holds (markup included) stays text.
 * A numbered hit gets an id for next/previous match, and `current` when it
 * is the match in focus.
 */
export function HighlightedText(props: { segments: readonly (TextSegment & { match?: number | null })[]; currentMatch?: number }) {
  return (
    <For each={props.segments}>
      {(segment) => (
        <Show when={segment.hit} fallback={segment.text}>
          <mark
            id={segment.match == null ? undefined : `match-${segment.match}`}
            classList={{ current: segment.match != null && segment.match === props.currentMatch }}
            aria-current={segment.match != null && segment.match === props.currentMatch ? 'true' : undefined}
          >
            {segment.text}
          </mark>
        </Show>
      )}
    </For>
  );
}
