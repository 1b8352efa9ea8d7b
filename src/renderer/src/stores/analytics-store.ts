import { batch, createSignal, onCleanup, untrack } from 'solid-js';
import type { AnalyticsSummary } from '../../../shared/contract/analytics-methods';
import type { CoreClient } from '../api/core-client';
import { daysOf, instantsOf, rangeProblem, type RangeChoice, type RangeDays } from '../analytics/date-range-choice';
import { createFilterChoicesStore } from './filter-choices-store';

/**
 * The Analytics screen: the date range and filters, and the figures the core
 * aggregated for them (never call rows). Made once for the page, so the
 * range survives a visit to another section; it reads only while the screen
 * is shown (`attach`), and again when shown after a sync or a workspace
 * switch changed the mirror behind it.
 *
 * Replies to a superseded range are dropped: each load carries the
 * generation it was made for.
 */
export type AnalyticsState = 'idle' | 'loading' | 'ready' | 'error';

export function createAnalyticsStore(client: CoreClient) {
  const choices = createFilterChoicesStore(client);
  const [range, setRangeSignal] = createSignal<RangeChoice>({ preset: 'last-30-days' });
  const [agentId, setAgentIdSignal] = createSignal<string | undefined>();
  const [campaignId, setCampaignIdSignal] = createSignal<string | undefined>();
  const [summary, setSummary] = createSignal<AnalyticsSummary | undefined>();
  /** The days the shown figures cover (a preset's days as they were when read). */
  const [shownDays, setShownDays] = createSignal<RangeDays>({ fromDay: '', toDay: '' });
  const [state, setState] = createSignal<AnalyticsState>('idle');
  const [error, setError] = createSignal<string | undefined>();
  let generation = 0;
  let attached = 0;
  let stale = true;

  const days = () => daysOf(range(), new Date());
  const problem = () => rangeProblem(days());

  async function load() {
    const mine = ++generation;
    // Read as the request leaves; called from events, never from a tracking scope.
    const { wanted, agent, campaign } = untrack(() => ({ wanted: days(), agent: agentId(), campaign: campaignId() }));
    if (rangeProblem(wanted) !== undefined) {
      // Nothing to read until the form is fixed; the screen says what is wrong.
      setState('idle');
      return;
    }
    setState('loading');
    const result = await client.call('analytics.summary', {
      ...instantsOf(wanted),
      // Days are the user's days; today's offset stands for the whole range (a DST change moves a day's edge by an hour).
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
      ...(agent === undefined ? {} : { agentId: agent }),
      ...(campaign === undefined ? {} : { campaignId: campaign }),
    });
    if (mine !== generation) return;
    if (!result.ok) {
      setError(result.error.message);
      setState('error');
      return;
    }
    // Together: figures drawn against the days of another range could span years.
    batch(() => {
      setSummary(result.value);
      setShownDays(wanted);
      setError(undefined);
      setState('ready');
    });
  }

  /** Reads now if the screen is shown, or on its next showing. */
  const changed = () => {
    if (attached > 0) void load();
    else stale = true;
  };
  /** The mirror changed behind the screen: the figures and the agent and campaign choices. */
  const mirrorChanged = () => {
    if (attached > 0) {
      void load();
      void choices.reload();
    } else stale = true;
  };

  let syncing = false;
  onCleanup(
    client.on('sync.progress', (progress) => {
      // The end of a run (finished, stopped, offline, failed): show all it wrote.
      if (syncing && progress.phase !== 'syncing') mirrorChanged();
      syncing = progress.phase === 'syncing';
    }),
  );
  let activeId: string | null | undefined;
  onCleanup(
    client.on('profiles.changed', (list) => {
      if (activeId !== undefined && list.activeId !== activeId) {
        setAgentIdSignal(undefined);
        setCampaignIdSignal(undefined);
        setSummary(undefined);
        mirrorChanged();
      }
      activeId = list.activeId;
    }),
  );
  void client.call('profiles.list', {}).then((result) => {
    if (result.ok && activeId === undefined) activeId = result.value.activeId;
  });

  return {
    choices,
    range,
    days,
    /** Why the chosen range cannot be shown (the form says it); undefined when it can. */
    problem,
    agentId,
    campaignId,
    summary,
    shownDays,
    state,
    error,
    reload: load,
    /** The screen is shown: reads if the figures are stale. Returns the function to call when it is hidden. */
    attach(): () => void {
      attached += 1;
      if (stale) {
        stale = false;
        void load();
        void choices.reload();
      }
      return () => {
        attached -= 1;
      };
    },
    setRange(next: RangeChoice) {
      setRangeSignal(next);
      changed();
    },
    setAgentId(next: string | undefined) {
      setAgentIdSignal(next);
      changed();
    },
    setCampaignId(next: string | undefined) {
      setCampaignIdSignal(next);
      changed();
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
