import { createSignal, For, Match, Show, Switch } from 'solid-js';
import type { Tracker } from '../../../shared/contract/calls-settings-methods';
import type { TrackersStore } from '../stores/trackers-store';
import { OneFieldForm } from '../editing/one-field-form';
import { Popover } from './popover';

/** The contract takes up to 100 characters of phrase. */
const MAX_PHRASE_LENGTH = 100;

/**
 * "Trackers": the workspace's keyword trackers, words or phrases counted in
 * every transcript and split by who said them, with a form to add one (its
 * problem shown beside the field) and a Remove button for each.
 */
export function TrackersPanel(props: { trackers: TrackersStore; onAdd: (phrase: string) => Promise<boolean>; onRemove: (id: number) => void }) {
  const [phrase, setPhrase] = createSignal('');
  const submit = async () => {
    if (await props.onAdd(phrase())) setPhrase('');
  };

  return (
    <Popover id="trackers-panel" label="Keyword trackers" buttonText="Trackers">
      <OneFieldForm
        id="tracker-phrase"
        class="tracker-form"
        label="Word or phrase to track"
        value={phrase()}
        maxLength={MAX_PHRASE_LENGTH}
        submitText="Add tracker"
        busy={props.trackers.busy()}
        hint={
          <>
            Counted in every transcript, split by who said it: agent or caller. Case and accents do not matter. End a word with * to count every word that
            starts with it (cancel* counts “cancelled”).
          </>
        }
        problem={props.trackers.phraseProblem()}
        onInput={(value) => {
          setPhrase(value);
          props.trackers.clearProblem();
        }}
        onSubmit={() => void submit()}
      />
      <Switch>
        <Match when={props.trackers.state() === 'error'}>
          <p role="alert">The trackers could not be read: {props.trackers.error()}</p>
        </Match>
        <Match when={props.trackers.state() === 'loading'}>
          <p role="status">Loading the trackers…</p>
        </Match>
        <Match when={props.trackers.trackers().length === 0}>
          <p class="empty">No trackers yet. Add a word such as “price”, “cancel”, or a competitor’s name.</p>
        </Match>
        <Match when={true}>
          <ul class="tracker-list" aria-label="Trackers">
            <For each={props.trackers.trackers()}>
              {(tracker) => (
                <li>
                  <span class="tracker-phrase">“{tracker.phrase}”</span>
                  <span class="tracker-figures">{figures(tracker)}</span>
                  <button type="button" aria-label={`Remove tracker “${tracker.phrase}”`} onClick={() => props.onRemove(tracker.id)}>
                    Remove
                  </button>
                </li>
              )}
            </For>
          </ul>
          <Show when={props.trackers.error()}>{(message) => <p role="alert">{message()}</p>}</Show>
        </Match>
      </Switch>
    </Popover>
  );
}

const times = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'time' : 'times'}`;

function figures(tracker: Tracker): string {
  const calls = `${tracker.calls.toLocaleString()} ${tracker.calls === 1 ? 'call' : 'calls'}`;
  if (!tracker.counted) return `Counting… found in ${calls} so far`;
  if (tracker.calls === 0) return 'Not said in any fetched transcript yet';
  return `Said in ${calls}: ${times(tracker.agent)} by the agent, ${times(tracker.caller)} by the caller`;
}
