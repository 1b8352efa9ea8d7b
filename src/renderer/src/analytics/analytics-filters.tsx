import { For, Show } from 'solid-js';
import type { AnalyticsStore } from '../stores/analytics-store';
import { RANGE_PRESETS } from './date-range-choice';

/**
 * The date-range picker (presets, or any From and To day, both included)
 * and the agent and campaign the figures are narrowed to. A preset button
 * shows as pressed while it is the range; typing a day makes the range
 * custom, starting from the days the preset showed.
 */
export function AnalyticsFilters(props: { store: AnalyticsStore }) {
  const setDay = (side: 'fromDay' | 'toDay', value: string) => props.store.setRange({ preset: 'custom', ...props.store.days(), [side]: value });
  return (
    <div class="analytics-filters">
      <div class="range-presets" role="group" aria-label="Date range">
        <For each={RANGE_PRESETS}>
          {(preset) => (
            <button type="button" aria-pressed={props.store.range().preset === preset.id} onClick={() => props.store.setRange({ preset: preset.id })}>
              {preset.label}
            </button>
          )}
        </For>
      </div>
      <label>
        From
        <input
          type="date"
          value={props.store.days().fromDay}
          max={props.store.days().toDay || undefined}
          aria-invalid={props.store.problem() !== undefined}
          aria-describedby="analytics-range-problem"
          onChange={(event) => setDay('fromDay', event.currentTarget.value)}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={props.store.days().toDay}
          min={props.store.days().fromDay || undefined}
          aria-invalid={props.store.problem() !== undefined}
          aria-describedby="analytics-range-problem"
          onChange={(event) => setDay('toDay', event.currentTarget.value)}
        />
      </label>
      <label>
        Agent
        <select value={props.store.agentId() ?? ''} onChange={(event) => props.store.setAgentId(event.currentTarget.value || undefined)}>
          <option value="">All agents</option>
          <For each={props.store.choices.agents()}>{(agent) => <option value={agent.id}>{agent.name}</option>}</For>
        </select>
      </label>
      <label>
        Campaign
        <select value={props.store.campaignId() ?? ''} onChange={(event) => props.store.setCampaignId(event.currentTarget.value || undefined)}>
          <option value="">All campaigns</option>
          <For each={props.store.choices.campaigns()}>{(campaign) => <option value={campaign.id}>{campaign.name}</option>}</For>
        </select>
      </label>
      <p id="analytics-range-problem" class="range-problem error" role="alert">
        <Show when={props.store.problem()}>{(problem) => problem()}</Show>
      </p>
    </div>
  );
}
