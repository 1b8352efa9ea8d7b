import type { ChartConfiguration } from 'chart.js';
import { createMemo, createSignal, For, Show } from 'solid-js';
import type { CallFigures } from '../../../shared/contract/analytics-methods';
import { formatClock } from '../calls/format';
import { ChartCanvas } from './chart-canvas';
import { axis, axisLabel, baseOptions } from './chart-options';
import type { ChartTheme } from './chart-theme';
import { FigureTable } from './figure-table';
import { formatAverageDuration, formatCost, formatCount, formatTalkTime } from './figures-format';

/**
 * Agents or campaigns side by side: one horizontal bar each, measured by
 * the figure the user picks (calls, average duration or cost, which have no
 * common axis), and every figure in the table under it. The rows arrive
 * most calls first.
 */
export type ComparisonRow = CallFigures & { label: string };

type Metric = 'calls' | 'average-duration' | 'cost';
const METRICS: { id: Metric; label: string; format: (value: number) => string }[] = [
  { id: 'calls', label: 'Calls', format: formatCount },
  { id: 'average-duration', label: 'Average duration', format: formatClock },
  { id: 'cost', label: 'Total cost', format: formatCost },
];
/** More bars than this make a chart nobody can read; the table still lists every row. */
export const MAX_BARS = 15;
const BAR_HEIGHT_PX = 26;

function valueOf(row: CallFigures, metric: Metric): number {
  switch (metric) {
    case 'calls':
      return row.calls;
    case 'average-duration':
      return Math.round(row.averageDurationSeconds ?? 0);
    case 'cost':
      return Math.round(row.cost * 100) / 100;
  }
}

export function ComparisonChart(props: {
  /** Element id stem, e.g. `agents`. */
  id: string;
  title: string;
  /** What a row is, in the table's first column: Agent, Campaign. */
  noun: string;
  rows: ComparisonRow[];
  /** A sentence under the chart, e.g. why some rows are not known yet. */
  note?: string | undefined;
  theme: ChartTheme;
}) {
  const [metric, setMetric] = createSignal<Metric>('calls');
  const metricInfo = () => METRICS.find((item) => item.id === metric()) ?? METRICS[0]!;
  const shown = createMemo(() => {
    const chosen = metric();
    return [...props.rows].sort((a, b) => valueOf(b, chosen) - valueOf(a, chosen)).slice(0, MAX_BARS);
  });
  const config = createMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: shown().map((row) => axisLabel(row.label)),
        datasets: [{ label: metricInfo().label, data: shown().map((row) => valueOf(row, metric())), backgroundColor: props.theme.compare, borderWidth: 0, maxBarThickness: 18 }],
      },
      options: {
        ...baseOptions<'bar'>(props.theme),
        indexAxis: 'y',
        plugins: {
          ...baseOptions<'bar'>(props.theme).plugins,
          legend: { display: false },
          tooltip: {
            ...baseOptions<'bar'>(props.theme).plugins?.tooltip,
            callbacks: { title: (items) => shown()[items[0]?.dataIndex ?? 0]?.label ?? '', label: (item) => `${metricInfo().label}: ${metricInfo().format(item.parsed.x ?? 0)}` },
          },
        },
        scales: {
          x: { ...axis(props.theme, { title: metricInfo().label, whole: metric() === 'calls', format: metricInfo().format }), beginAtZero: true },
          y: axis(props.theme, { grid: false }),
        },
      },
    }),
  );
  const label = () => {
    const top = shown()[0];
    const lead = top ? `; the most is ${top.label}` : '';
    return `${props.title}, by ${metricInfo().label.toLowerCase()}${lead}.`;
  };
  return (
    <figure class="analytics-figure" aria-labelledby={`chart-${props.id}`}>
      <h3 id={`chart-${props.id}`}>{props.title}</h3>
      <fieldset class="metric-picker">
        <legend>Compare by</legend>
        <For each={METRICS}>
          {(item) => (
            <label>
              <input type="radio" name={`metric-${props.id}`} value={item.id} checked={metric() === item.id} onChange={() => setMetric(item.id)} />
              {item.label}
            </label>
          )}
        </For>
      </fieldset>
      <ChartCanvas config={config()} label={label()} height={`${Math.max(3, shown().length) * BAR_HEIGHT_PX + 56}px`} />
      <Show when={props.rows.length > MAX_BARS}>
        <p class="figure-note">
          The chart shows the {MAX_BARS} highest; the table lists all {props.rows.length}.
        </p>
      </Show>
      <Show when={props.note}>{(note) => <p class="figure-note">{note()}</p>}</Show>
      <FigureTable
        caption={props.title}
        columns={[props.noun, 'Calls', 'Talk time', 'Average duration', 'Total cost']}
        rows={props.rows.map((row) => [row.label, formatCount(row.calls), formatTalkTime(row.durationSeconds), formatAverageDuration(row.averageDurationSeconds), formatCost(row.cost)])}
      />
    </figure>
  );
}
