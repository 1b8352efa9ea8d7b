import { For, Show } from 'solid-js';
import type { TranscriptTurn } from '../../../shared/contract/query-methods';
import type { MarkedSegment } from '../stores/call-view-store';
import { formatOffset, speakerLabel } from './format';
import { HighlightedText } from './highlighted-text';

/** The transcript as a conversation: agent and caller turns, each with its time from the start of the call, search hits marked. */
export function TranscriptView(props: { turns: readonly TranscriptTurn[]; marks: Map<number, MarkedSegment[]>; currentMatch: number }) {
  return (
    <ol class="transcript" aria-label="Transcript">
      <For each={props.turns}>
        {(turn) => (
          <li class={`turn ${turn.speaker}`} classList={{ 'has-match': props.marks.has(turn.position) }}>
            <span class="turn-head">
              <span class="speaker">{speakerLabel(turn.speaker)}</span> <time>{formatOffset(turn.timestamp)}</time>
            </span>
            <p class="turn-text">
              <Show when={props.marks.get(turn.position)} fallback={turn.text}>
                {(segments) => <HighlightedText segments={segments()} currentMatch={props.currentMatch} />}
              </Show>
            </p>
          </li>
        )}
      </For>
    </ol>
  );
}
