import type { AnalyticsSummary } from '../../../shared/contract/analytics-methods';
import type { Sentiment } from '../../../shared/api/resources';
import { formatClock, formatCost } from '../calls/format';

/** How the Analytics figures read on screen and to a screen reader: plain words, the user's locale. */

const counts = new Intl.NumberFormat();
const percents = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
// Days arrive as yyyy-mm-dd in the user's own days: formatted as dates of no time zone.
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => counts.format(value);
export const formatShare = (part: number, whole: number) => (whole === 0 ? '—' : percents.format(part / whole));
export { formatCost };

/** An average call's length as on a clock, 2:58; a dash without calls. */
export const formatAverageDuration = (seconds: number | null) => (seconds === null ? '—' : formatClock(seconds));

/** Talk time in words: 41 h 10 min, 3 min 20 s, 45 s. */
export function formatTalkTime(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${counts.format(h)} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayShortLabel = (day: string) => shortDay.format(asDate(day));
export const dayLongLabel = (day: string) => longDay.format(asDate(day));
export const dayFullLabel = (day: string) => fullDay.format(asDate(day));

type SentimentKey = Sentiment | null;
const sentimentNames: Record<Sentiment, string> = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' };
/** Calls without a sentiment had no conversation to judge (voicemail, no answer). */
export const sentimentName = (sentiment: SentimentKey) => (sentiment === null ? 'No conversation' : sentimentNames[sentiment]);

type AgentRow = AnalyticsSummary['byAgent'][number];
type CampaignRow = AnalyticsSummary['byCampaign'][number];
/** An agent the mirror does not hold (deleted since) keeps its id, so two of them stay apart. */
export const agentLabel = (row: AgentRow) => row.agentName ?? (row.agentId === null ? 'No agent' : `Unknown agent (${row.agentId})`);
export const campaignLabel = (row: CampaignRow) => row.campaignName ?? (row.campaignId === null ? 'No campaign' : `Unknown campaign (${row.campaignId})`);
