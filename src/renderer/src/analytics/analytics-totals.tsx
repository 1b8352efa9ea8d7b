import { For } from 'solid-js';
import type { AnalyticsSummary } from '../../../shared/contract/analytics-methods';
import { directionLabel } from '../calls/format';
import { formatAverageDuration, formatCost, formatCount, formatTalkTime } from './figures-format';

/** The range's totals as text: a term and its figure each, the figure named by its term for screen readers. */
export function AnalyticsTotals(props: { summary: AnalyticsSummary }) {
  const totals = () => props.summary.totals;
  const items = () => [
    { id: 'calls', term: 'Calls', figure: formatCount(totals().calls) },
    { id: 'talk-time', term: 'Talk time', figure: formatTalkTime(totals().durationSeconds) },
    { id: 'average-duration', term: 'Average duration', figure: formatAverageDuration(totals().averageDurationSeconds) },
    { id: 'cost', term: 'Total cost', figure: formatCost(totals().cost) },
    { id: 'average-cost', term: 'Average cost', figure: totals().averageCost === null ? '—' : formatCost(totals().averageCost ?? 0) },
  ];
  const directions = () => props.summary.byDirection.map((row) => `${formatCount(row.calls)} ${directionLabel(row.direction).toLowerCase()}`).join(', ');
  return (
    <section class="analytics-totals" aria-labelledby="analytics-totals-title">
      <h3 id="analytics-totals-title" class="visually-hidden">
        Totals
      </h3>
      <dl>
        <For each={items()}>
          {(item) => (
            <div class="total">
              <dt id={`total-${item.id}`}>{item.term}</dt>
              <dd aria-labelledby={`total-${item.id}`}>{item.figure}</dd>
            </div>
          )}
        </For>
      </dl>
      <p class="figure-note">By direction: {directions()}</p>
    </section>
  );
}
