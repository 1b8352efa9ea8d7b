import { nameOf } from './rows';
import type { CallDirection, CallStatus, Sentiment } from '../../shared/api/resources';
import { callStatus } from '../../shared/api/resources';
import { instantOf } from './calls-queries';
import { MirrorQueryError } from './errors';
import { Conditions } from './keyset';
import type { MirrorDb } from './open-mirror';
import { statement } from './statements';

/**
 * Call analytics, aggregated in SQL over `calls_view` (the renderer gets
 * these figures, never the rows), all read in one snapshot. Coarse figures
 * are sums of SQL's finer groups (a few dozen rows); averages are sums over
 * counts.
 */

export interface CallAnalyticsOptions {
  /** Calls that started at or after this instant (ISO 8601). */
  from?: string | undefined;
  /** Calls that started before this instant (ISO 8601). */
  to?: string | undefined;
  /** Days are calendar days at this offset from UTC (e.g. 120 for UTC+2); default 0. */
  utcOffsetMinutes?: number | undefined;
  agentId?: string | undefined;
  campaignId?: string | undefined;
}

export interface CallFigures {
  calls: number;
  durationSeconds: number;
  /** Null when there are no calls. */
  averageDurationSeconds: number | null;
  cost: number;
  averageCost: number | null;
}

export interface CallDay extends CallFigures {
  /** `YYYY-MM-DD` at the requested offset. */
  day: string;
  /** Calls per status that day; every status present, 0 when none. */
  byStatus: Record<CallStatus, number>;
}

export interface CallAnalytics {
  totals: CallFigures;
  perDay: CallDay[];
  byStatus: (CallFigures & { status: CallStatus })[];
  /** `sentiment` null: calls without a conversation to judge. */
  bySentiment: (CallFigures & { sentiment: Sentiment | null })[];
  byDirection: (CallFigures & { direction: CallDirection })[];
  byAgent: (CallFigures & { agentId: string | null; agentName: string | null })[];
  /** `campaignId` null: calls known to be outside any campaign. */
  byCampaign: (CallFigures & { campaignId: string | null; campaignName: string | null })[];
  /**
   * Calls whose campaign is not known yet: the API's call lists leave
   * `campaign_id` out, so a call names its campaign only once its detail is
   * fetched. Counted apart, not as "no campaign".
   */
  campaignNotKnown: CallFigures;
}

interface SumSqlRow {
  calls: number;
  duration: number;
  cost: number;
}

const SUMS = 'count(*) AS calls, coalesce(sum(c.duration_seconds), 0) AS duration, total(c.cost) AS cost';

function figures(sums: SumSqlRow): CallFigures {
  return {
    calls: sums.calls,
    durationSeconds: sums.duration,
    averageDurationSeconds: sums.calls === 0 ? null : sums.duration / sums.calls,
    cost: sums.cost,
    averageCost: sums.calls === 0 ? null : sums.cost / sums.calls,
  };
}

const zero = (): SumSqlRow => ({ calls: 0, duration: 0, cost: 0 });

function addInto(target: SumSqlRow, source: SumSqlRow): void {
  target.calls += source.calls;
  target.duration += source.duration;
  target.cost += source.cost;
}

/** Adds rows of sums up by a key, with a label (a display name) taken from the first row of each key. */
function rollUp<Row extends SumSqlRow, Key>(rows: readonly Row[], keyOf: (row: Row) => Key, labelOf: (row: Row) => string | null = () => null) {
  const sums = new Map<Key, SumSqlRow & { label: string | null }>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key) ?? { ...zero(), label: labelOf(row) };
    addInto(sum, row);
    sums.set(key, sum);
  }
  return [...sums];
}

const byCallsThenName = <T extends { calls: number }>(name: (item: T) => string | null) => (a: T, b: T) =>
  b.calls - a.calls || String(name(a) ?? '').localeCompare(String(name(b) ?? ''));

const DAY_MS = 86_400_000;
const MAX_OFFSET_MINUTES = 14 * 60;

/** Per-day status counts, as columns `status_0` … in the order of the shared enumeration. */
const STATUS_COUNTS = callStatus.options
  .map((status, index) => {
    if (!/^[a-z_]+$/.test(status)) throw new Error(`unexpected call status ${status}`);
    return `sum(c.call_status IS '${status}') AS status_${index}`;
  })
  .join(', ');

export interface AnalyticsQuery {
  sql: string;
  params: unknown[];
}

export interface AnalyticsQueries {
  first: AnalyticsQuery;
  last: AnalyticsQuery;
  /** Run once per day; its last two parameters (the day's bounds) are added by the caller. */
  day: AnalyticsQuery;
  mix: AnalyticsQuery;
  owners: AnalyticsQuery;
  campaignNotKnown: AnalyticsQuery;
}

/**
 * The statements behind the figures (exposed for the query-plan test).
 * SQLite groups by sorting unless rows arrive in group order, and sorting
 * 50,000 rows costs more than reading them; so every statement here reads
 * a covering index in an order that needs no sort:
 * - `day`, once per calendar day between the first and last call in range:
 *   a range of `calls_analytics_by_day` with the statuses counted by
 *   conditional sums (the per-day chart);
 * - `mix`: grouped by status, sentiment and direction along
 *   `calls_analytics_by_mix`; totals and the three mixes are sums of its
 *   few dozen groups;
 * - `owners`: grouped by agent and campaign along
 *   `calls_analytics_by_owner`, names joined per group; summed per agent
 *   and per campaign.
 * - `campaignNotKnown`: the calls still waiting for their detail, along the
 *   partial index `calls_needing_detail`, which holds only those. It reads
 *   their rows (the partial index covers none of the figures), so it costs
 *   most just after a first sync and nothing once the details are in.
 */
export function analyticsQueries(options: CallAnalyticsOptions = {}): AnalyticsQueries {
  const offsetMinutes = options.utcOffsetMinutes ?? 0;
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) {
    throw new MirrorQueryError(`utcOffsetMinutes must be a whole number of minutes within ±${MAX_OFFSET_MINUTES}, not ${offsetMinutes}.`, 'utcOffsetMinutes');
  }
  const conditions = new Conditions();
  if (options.from !== undefined) conditions.add('c.start_ms >= ?', instantOf(options.from, 'from'));
  if (options.to !== undefined) conditions.add('c.start_ms < ?', instantOf(options.to, 'to'));
  if (options.agentId !== undefined) conditions.add('c.agent_id = ?', options.agentId);
  if (options.campaignId !== undefined) conditions.add('c.campaign_id = ?', options.campaignId);
  const where = (extra: string[] = []) => {
    const all = [...conditions.where, ...extra];
    return all.length === 0 ? '' : `WHERE ${all.join(' AND ')}`;
  };
  const params = conditions.params;
  return {
    // Two statements: min() and max() together cannot use the index shortcut.
    first: { sql: `SELECT min(c.start_ms) AS ms FROM calls_view AS c ${where()}`, params: [...params] },
    last: { sql: `SELECT max(c.start_ms) AS ms FROM calls_view AS c ${where()}`, params: [...params] },
    day: {
      sql: `SELECT ${SUMS}, ${STATUS_COUNTS} FROM calls_view AS c ${where(['c.start_ms >= ?', 'c.start_ms < ?'])}`,
      params: [...params],
    },
    mix: {
      sql: `SELECT c.call_status AS status, c.sentiment AS sentiment, c.direction AS direction, ${SUMS}
FROM calls_view AS c ${where()}
GROUP BY c.call_status, c.sentiment, c.direction`,
      params: [...params],
    },
    owners: {
      sql: `SELECT g.*, ${nameOf('agents_view', 'g.agent_id')} AS agent_name, ${nameOf('campaigns_view', 'g.campaign_id')} AS campaign_name
FROM (SELECT c.agent_id AS agent_id, c.campaign_id AS campaign_id, ${SUMS} FROM calls_view AS c ${where()} GROUP BY c.agent_id, c.campaign_id) AS g`,
      params: [...params],
    },
    campaignNotKnown: {
      sql: `SELECT ${SUMS} FROM calls_view AS c ${where(['c.detail_fetched_at IS NULL', 'c.campaign_id IS NULL'])}`,
      params: [...params],
    },
  };
}

export function callAnalytics(db: MirrorDb, options: CallAnalyticsOptions = {}): CallAnalytics {
  const queries = analyticsQueries(options);
  const offsetMs = (options.utcOffsetMinutes ?? 0) * 60_000;
  const run = <Row>(query: AnalyticsQuery, ...extra: unknown[]) => statement(db, query.sql).all(...query.params, ...extra) as Row[];
  // One read transaction: every figure comes from the same snapshot.
  return db.transaction((): CallAnalytics => {
    const first = run<{ ms: number | null }>(queries.first)[0]?.ms ?? null;
    const last = run<{ ms: number | null }>(queries.last)[0]?.ms ?? null;
    const perDay: CallDay[] = [];
    if (first !== null && last !== null) {
      // Day numbers at the offset: a day runs from day × 24 h − offset to the next.
      for (let day = Math.floor((first + offsetMs) / DAY_MS); day <= Math.floor((last + offsetMs) / DAY_MS); day += 1) {
        const start = day * DAY_MS - offsetMs;
        const row = run<SumSqlRow & Record<string, number>>(queries.day, start, start + DAY_MS)[0];
        if (row === undefined || row.calls === 0) continue;
        const byStatus = Object.fromEntries(callStatus.options.map((status, index) => [status, row[`status_${index}`] ?? 0])) as Record<CallStatus, number>;
        perDay.push({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), ...figures(row), byStatus });
      }
    }
    const mix = run<SumSqlRow & { status: CallStatus; sentiment: Sentiment | null; direction: CallDirection }>(queries.mix);
    const owners = run<SumSqlRow & { agent_id: string | null; campaign_id: string | null; agent_name: string | null; campaign_name: string | null }>(
      queries.owners,
    );
    const notKnown = run<SumSqlRow>(queries.campaignNotKnown)[0] ?? zero();
    const totals = zero();
    for (const row of mix) addInto(totals, row);
    const campaigns: [string | null, SumSqlRow & { label: string | null }][] = [];
    for (const [campaignId, sums] of rollUp(owners, (row) => row.campaign_id, (row) => row.campaign_name)) {
      // Calls without a campaign_id are "no campaign" only once their detail has said so.
      const known = campaignId === null ? { ...sums, calls: sums.calls - notKnown.calls, duration: sums.duration - notKnown.duration, cost: sums.cost - notKnown.cost } : sums;
      if (known.calls > 0) campaigns.push([campaignId, known]);
    }
    return {
      totals: figures(totals),
      perDay,
      byStatus: rollUp(mix, (row) => row.status).map(([status, sums]) => ({ status, ...figures(sums) })).sort(byCallsThenName((item) => item.status)),
      bySentiment: rollUp(mix, (row) => row.sentiment)
        .map(([sentiment, sums]) => ({ sentiment, ...figures(sums) }))
        .sort(byCallsThenName((item) => item.sentiment)),
      byDirection: rollUp(mix, (row) => row.direction)
        .map(([direction, sums]) => ({ direction, ...figures(sums) }))
        .sort(byCallsThenName((item) => item.direction)),
      byAgent: rollUp(owners, (row) => row.agent_id, (row) => row.agent_name)
        .map(([agentId, sums]) => ({ agentId, agentName: sums.label, ...figures(sums) }))
        .sort(byCallsThenName((item) => item.agentName ?? item.agentId)),
      byCampaign: campaigns
        .map(([campaignId, sums]) => ({ campaignId, campaignName: sums.label, ...figures(sums) }))
        .sort(byCallsThenName((item) => item.campaignName ?? item.campaignId)),
      campaignNotKnown: figures(notKnown),
    };
  })();
}
