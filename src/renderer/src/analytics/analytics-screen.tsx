import { createMemo, Match, onCleanup, onMount, Show, Switch } from 'solid-js';
import type { AnalyticsSummary } from '../../../shared/contract/analytics-methods';
import type { AnalyticsStore } from '../stores/analytics-store';
import { AnalyticsFilters } from './analytics-filters';
import { AnalyticsTotals } from './analytics-totals';
import { CallsPerDayChart } from './calls-per-day-chart';
import { createChartTheme, type ChartTheme } from './chart-theme';
import { ComparisonChart, type ComparisonRow } from './comparison-chart';
import { everyDay } from './day-series';
import { DurationCostChart } from './duration-cost-chart';
import { agentLabel, campaignLabel, dayFullLabel, formatCount } from './figures-format';
import type { RangeDays } from './date-range-choice';
import { SentimentChart } from './sentiment-chart';
import './analytics.css';

const CAMPAIGN_NOT_KNOWN = 'Not known yet';

/**
 * The Analytics screen: figures the core aggregated over the mirror for a
 * date range (offline, like every read), as text totals and charts, each
 * chart with its figures as a table for screen readers. While a new range
 * loads, the previous figures stay, marked busy.
 */
export function AnalyticsScreen(props: { store: AnalyticsStore }) {
  const theme = createChartTheme();
  onMount(() => onCleanup(props.store.attach()));

  return (
    <div class="analytics-screen" aria-busy={props.store.state() === 'loading'}>
      <h2 id="section-title">Analytics</h2>
      <AnalyticsFilters store={props.store} />
      <Switch>
        <Match when={props.store.problem()}>{null}</Match>
        <Match when={props.store.state() === 'error'}>
          <div class="list-state" role="alert">
            <p>The figures could not be read from this computer's copy of the workspace: {props.store.error()}</p>
            <button type="button" onClick={() => void props.store.reload()}>
              Try again
            </button>
          </div>
        </Match>
        <Match when={props.store.summary() === undefined}>
          <p class="list-state" role="status">
            Loading figures…
          </p>
        </Match>
        <Match when={props.store.summary()?.totals.calls === 0}>
          <p class="list-state empty" role="status">
            No calls in this date range.{' '}
            {props.store.agentId() !== undefined || props.store.campaignId() !== undefined
              ? 'Try a longer range, or all agents and campaigns.'
              : props.store.range().preset === 'all'
                ? 'Calls appear here after the first sync.'
                : 'Try a longer range.'}
          </p>
        </Match>
        <Match when={props.store.summary()}>{(summary) => <Figures summary={summary()} days={props.store.shownDays()} theme={theme()} />}</Match>
      </Switch>
    </div>
  );
}

function Figures(props: { summary: AnalyticsSummary; days: RangeDays; theme: ChartTheme }) {
  const days = createMemo(() => everyDay(props.summary.perDay, props.days));
  // Calls whose details the sync has not fetched yet have no campaign to show: a row of their own, and why.
  const campaignRows = createMemo((): ComparisonRow[] => {
    const rows = props.summary.byCampaign.map((row) => ({ ...row, label: campaignLabel(row) }));
    const notKnown = props.summary.campaignNotKnown;
    return notKnown.calls > 0 ? [...rows, { ...notKnown, label: CAMPAIGN_NOT_KNOWN }] : rows;
  });
  const campaignNote = () => {
    const calls = props.summary.campaignNotKnown.calls;
    if (calls === 0) return undefined;
    return `${CAMPAIGN_NOT_KNOWN}: ${formatCount(calls)} ${calls === 1 ? 'call whose campaign shows' : 'calls whose campaigns show'} once the sync has fetched their details.`;
  };
  const span = () => {
    const first = days()[0]?.day;
    const last = days().at(-1)?.day;
    if (first === undefined || last === undefined) return '';
    return first === last ? ` on ${dayFullLabel(first)}` : ` from ${dayFullLabel(first)} to ${dayFullLabel(last)}`;
  };
  return (
    <>
      <p class="analytics-summary" role="status">
        {formatCount(props.summary.totals.calls)} {props.summary.totals.calls === 1 ? 'call' : 'calls'}
        {span()}.
      </p>
      <AnalyticsTotals summary={props.summary} />
      <div class="analytics-grid">
        <CallsPerDayChart days={days()} theme={props.theme} />
        <DurationCostChart days={days()} theme={props.theme} />
        <SentimentChart summary={props.summary} theme={props.theme} />
        <Show when={props.summary.byAgent.length > 0}>
          <ComparisonChart
            id="agents"
            title="Agents compared"
            noun="Agent"
            rows={props.summary.byAgent.map((row) => ({ ...row, label: agentLabel(row) }))}
            theme={props.theme}
          />
        </Show>
        <Show when={campaignRows().length > 0}>
          <ComparisonChart id="campaigns" title="Campaigns compared" noun="Campaign" rows={campaignRows()} note={campaignNote()} theme={props.theme} />
        </Show>
      </div>
    </>
  );
}
