import { For, Match, Show, Switch } from 'solid-js';
import type { CallListRow } from '../../../shared/contract/query-methods';
import { contactLabel, formatClock, formatTime, statusLabel } from '../calls/format';
import { moveFocusAmong } from '../shell/list-keys';
import { RecordLink } from '../shell/record-link';
import type { CallsStore } from '../stores/calls-store';

/**
 * A record's calls, newest first, each a link to the call's view (Esc comes
 * back here); arrows or j/k move between them, and more load on demand.
 * `other` says which party each line names: the contact (an agent's or a
 * campaign's calls) or the agent (a contact's).
 */
export function RecordCalls(props: { calls: CallsStore; from: string; other: 'contact' | 'agent'; empty: string }) {
  const otherParty = (call: CallListRow) => (props.other === 'contact' ? contactLabel(call) : (call.agent_name ?? 'Unknown agent'));
  const total = () => props.calls.total();
  return (
    <section class="record-calls" aria-labelledby="record-calls-title">
      <h4 id="record-calls-title">
        Calls
        <Show when={total() !== undefined && props.calls.state() === 'ready'}> ({(total() ?? 0).toLocaleString()})</Show>
      </h4>
      <Switch>
        <Match when={props.calls.state() === 'error' && props.calls.rows().length === 0}>
          <p role="alert">
            The calls could not be read: {props.calls.error()}{' '}
            <button type="button" onClick={() => void props.calls.reload()}>
              Try again
            </button>
          </p>
        </Match>
        <Match when={props.calls.state() === 'loading'}>
          <p role="status">Loading calls…</p>
        </Match>
        <Match when={props.calls.rows().length === 0}>
          <p class="empty">{props.empty}</p>
        </Match>
        <Match when={true}>
          <ol class="call-links" aria-label={`Calls of ${props.from}`} onKeyDown={(event) => moveFocusAmong(event, 'a')}>
            <For each={props.calls.rows()}>
              {(call) => (
                <li>
                  <RecordLink section="calls" id={call.id} from={props.from}>
                    {formatTime(call.start_timestamp)} · {otherParty(call)} · {statusLabel(call.call_status)} · {formatClock(call.duration_seconds)}
                  </RecordLink>
                </li>
              )}
            </For>
          </ol>
          <Show when={props.calls.error()}>{(problem) => <p role="alert">Some calls could not be read: {problem()}</p>}</Show>
          <Show when={props.calls.nextCursor() !== null}>
            <button type="button" class="more" onClick={() => void props.calls.loadMore()}>
              Show more calls
            </button>
          </Show>
        </Match>
      </Switch>
    </section>
  );
}
