import { Show } from 'solid-js';
import type { DncRequest } from '../../../shared/contract/dnc-request-methods';

/**
 * What the caller said, in quotes: their turn with the sentence that asked
 * in a <mark>, or the sentence alone when the turn is not at hand (or its
 * offsets no longer fit it). Built by Solid from text: markup stays text.
 */
export function RequestSentence(props: { request: DncRequest }) {
  const parts = () => {
    const { turn, start, end, sentence } = props.request;
    if (turn === null || end > turn.length || start >= end || turn.slice(start, end) !== sentence) return { before: '', sentence, after: '' };
    return { before: turn.slice(0, start), sentence, after: turn.slice(end) };
  };
  return (
    <q class="dnc-sentence">
      <Show when={parts().before}>{(text) => <span class="dnc-context">{text()}</span>}</Show>
      <mark>{parts().sentence}</mark>
      <Show when={parts().after}>{(text) => <span class="dnc-context">{text()}</span>}</Show>
    </q>
  );
}
