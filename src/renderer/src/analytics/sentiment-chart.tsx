import type { ChartConfiguration } from 'chart.js';
import { createMemo } from 'solid-js';
import type { AnalyticsSummary } from '../../../shared/contract/analytics-methods';
import type { Sentiment } from '../../../shared/api/resources';
import { ChartCanvas } from './chart-canvas';
import { baseOptions } from './chart-options';
import type { ChartTheme } from './chart-theme';
import { FigureTable } from './figure-table';
import { formatCount, formatShare, sentimentName } from './figures-format';

/** Always in this order, whatever the counts, so the colours keep their meaning from one range to the next. */
const ORDER: (Sentiment | null)[] = ['positive', 'neutral', 'negative', null];

/** The sentiment mix as a doughnut, with its counts and shares as a visible table. */
export function SentimentChart(props: { summary: AnalyticsSummary; theme: ChartTheme }) {
  const slices = createMemo(() =>
    ORDER.map((sentiment) => ({ sentiment, calls: props.summary.bySentiment.find((row) => row.sentiment === sentiment)?.calls ?? 0 })),
  );
  const total = () => props.summary.totals.calls;
  const config = createMemo(
    (): ChartConfiguration<'doughnut'> => ({
      type: 'doughnut',
      data: {
        labels: slices().map((slice) => sentimentName(slice.sentiment)),
        datasets: [
          {
            label: 'Calls',
            data: slices().map((slice) => slice.calls),
            backgroundColor: slices().map((slice) => props.theme.sentiment[slice.sentiment ?? 'none']),
            borderColor: props.theme.panel,
            borderWidth: 2,
          },
        ],
      },
      options: { ...baseOptions<'doughnut'>(props.theme), cutout: '55%', plugins: { ...baseOptions<'doughnut'>(props.theme).plugins, legend: { position: 'bottom', labels: { color: props.theme.text, boxWidth: 12 } } } },
    }),
  );
  const label = () => `Sentiment mix: ${slices().map((slice) => `${sentimentName(slice.sentiment)} ${formatShare(slice.calls, total())}`).join(', ')}.`;
  return (
    <figure class="analytics-figure" aria-labelledby="chart-sentiment">
      <h3 id="chart-sentiment">Sentiment mix</h3>
      <ChartCanvas config={config()} label={label()} height="220px" />
      <FigureTable
        caption="Calls by sentiment"
        columns={['Sentiment', 'Calls', 'Share']}
        rows={slices().map((slice) => [sentimentName(slice.sentiment), formatCount(slice.calls), formatShare(slice.calls, total())])}
      />
    </figure>
  );
}
