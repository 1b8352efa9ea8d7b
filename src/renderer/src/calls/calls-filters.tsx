import { For, Show } from 'solid-js';
import type { CallFilter, TrackerSpeaker } from '../../../shared/contract/query-methods';
import type { CallsStore } from '../stores/calls-store';
import type { FilterChoicesStore } from '../stores/filter-choices-store';
import type { TrackersStore } from '../stores/trackers-store';
import { DIRECTION_OPTIONS, SENTIMENT_OPTIONS, STATUS_OPTIONS } from './format';
import { dayOf, endOfDay, startOfDay } from './date-range';

/**
 * A choice whose options arrive after the filter (agents, campaigns,
 * trackers: read from the core, while a saved filter is restored) marks its
 * option `selected` itself: a select's value set before its options exist
 * would be lost.
 *
 * The table's filters: one choice per field ("Any" clears it), a date range
 * in local days, duration and cost ranges (either end may be left empty),
 * and a keyword tracker (calls where it was said, by anyone
 * or by the agent or the caller only).
 */
export function CallsFilters(props: { id: string; hidden: boolean; calls: CallsStore; choices: FilterChoicesStore; trackers: TrackersStore }) {
  const update = (changes: Partial<CallFilter>) => {
    const next: CallFilter = { ...props.calls.filter(), ...changes };
    for (const key of Object.keys(next) as (keyof CallFilter)[]) if (next[key] === undefined) delete next[key];
    props.calls.setFilter(next);
  };
  const single = <T extends string>(value: string): T[] | undefined => (value === '' ? undefined : [value as T]);

  return (
    <div class="filters" id={props.id} hidden={props.hidden} role="group" aria-label="Filters">
      <label>
        Status
        <select value={props.calls.filter().status?.[0] ?? ''} onChange={(event) => update({ status: single(event.currentTarget.value) })}>
          <option value="">Any</option>
          <For each={STATUS_OPTIONS}>{([value, label]) => <option value={value}>{label}</option>}</For>
        </select>
      </label>
      <label>
        Direction
        <select value={props.calls.filter().direction?.[0] ?? ''} onChange={(event) => update({ direction: single(event.currentTarget.value) })}>
          <option value="">Any</option>
          <For each={DIRECTION_OPTIONS}>{([value, label]) => <option value={value}>{label}</option>}</For>
        </select>
      </label>
      <label>
        Sentiment
        <select value={props.calls.filter().sentiment?.[0] ?? ''} onChange={(event) => update({ sentiment: single(event.currentTarget.value) })}>
          <option value="">Any</option>
          <For each={SENTIMENT_OPTIONS}>{([value, label]) => <option value={value}>{label}</option>}</For>
        </select>
      </label>
      <label>
        Agent
        <select value={props.calls.filter().agentId ?? ''} onChange={(event) => update({ agentId: event.currentTarget.value || undefined })}>
          <option value="">Any</option>
          <For each={props.choices.agents()}>
            {(agent) => (
              <option value={agent.id} selected={agent.id === props.calls.filter().agentId}>
                {agent.name}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        Campaign
        <select value={props.calls.filter().campaignId ?? ''} onChange={(event) => update({ campaignId: event.currentTarget.value || undefined })}>
          <option value="">Any</option>
          <For each={props.choices.campaigns()}>
            {(campaign) => (
              <option value={campaign.id} selected={campaign.id === props.calls.filter().campaignId}>
                {campaign.name}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        From
        <input type="date" value={dayOf(props.calls.filter().from)} onChange={(event) => update({ from: startOfDay(event.currentTarget.value) })} />
      </label>
      <label>
        To
        <input type="date" value={dayOf(props.calls.filter().to, true)} onChange={(event) => update({ to: endOfDay(event.currentTarget.value) })} />
      </label>
      <label>
        Tracker
        <select
          value={props.calls.filter().tracker?.id ?? ''}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            const speaker = props.calls.filter().tracker?.speaker;
            update({ tracker: event.currentTarget.value === '' ? undefined : speaker ? { id, speaker } : { id } });
          }}
        >
          <option value="">Any</option>
          <For each={props.trackers.trackers()}>
            {(tracker) => (
              <option value={tracker.id} selected={tracker.id === props.calls.filter().tracker?.id}>
                “{tracker.phrase}”
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        Said by
        <select
          value={props.calls.filter().tracker?.speaker ?? ''}
          disabled={props.calls.filter().tracker === undefined}
          onChange={(event) => {
            const tracker = props.calls.filter().tracker;
            if (!tracker) return;
            const speaker = event.currentTarget.value as TrackerSpeaker | '';
            update({ tracker: speaker === '' ? { id: tracker.id } : { id: tracker.id, speaker } });
          }}
        >
          <option value="">Anyone</option>
          <option value="agent">Agent</option>
          <option value="caller">Caller</option>
        </select>
      </label>
      <RangeInputs label="Duration (min)" scale={60} min={props.calls.filter().minDurationSeconds} max={props.calls.filter().maxDurationSeconds}
        onChange={(min, max) => update({ minDurationSeconds: min, maxDurationSeconds: max })} />
      <RangeInputs label="Cost" scale={1} min={props.calls.filter().minCost} max={props.calls.filter().maxCost} onChange={(min, max) => update({ minCost: min, maxCost: max })} />
      {/* The search has its own box (and Esc there clears it): Clear filters keeps it. */}
      <Show when={Object.entries(props.calls.filter()).some(([key, value]) => key !== 'text' && value !== undefined)}>
        <button type="button" onClick={() => props.calls.setFilter(props.calls.filter().text === undefined ? {} : { text: props.calls.filter().text })}>
          Clear filters
        </button>
      </Show>
    </div>
  );
}

/**
 * A range of two number inputs ("from", "to"), both ends included; `scale`
 * turns what is typed into the filter's unit (minutes into seconds). An
 * empty or unreadable end is no bound.
 */
function RangeInputs(props: { label: string; scale: number; min: number | undefined; max: number | undefined; onChange: (min: number | undefined, max: number | undefined) => void }) {
  const shown = (value: number | undefined) => (value === undefined ? '' : String(value / props.scale));
  const read = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value * props.scale;
  };
  return (
    <fieldset class="range-filter">
      <legend>{props.label}</legend>
      <input type="number" min="0" step="any" aria-label={`${props.label} from`} value={shown(props.min)} onChange={(event) => props.onChange(read(event.currentTarget.value), props.max)} />
      <span aria-hidden="true">–</span>
      <input type="number" min="0" step="any" aria-label={`${props.label} to`} value={shown(props.max)} onChange={(event) => props.onChange(props.min, read(event.currentTarget.value))} />
    </fieldset>
  );
}

/** Shows or folds away the filters; folded, it says how many are in force, so a filtered table never looks whole. */
export function FiltersToggle(props: { open: boolean; active: number; controls: string; onToggle: () => void }) {
  return (
    <button type="button" class="filters-toggle" aria-expanded={props.open} aria-controls={props.controls} onClick={() => props.onToggle()}>
      {!props.open && props.active > 0 ? `Filters (${props.active})` : 'Filters'}
      <span class="chevron" aria-hidden="true">
        {props.open ? '▴' : '▾'}
      </span>
    </button>
  );
}
