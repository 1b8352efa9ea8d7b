import type { ChartConfiguration } from 'chart.js';
import { createMemo } from 'solid-js';
import type { AnalyticsDay } from '../../../shared/contract/analytics-methods';
import { ChartCanvas } from './chart-canvas';
import { axis, baseOptions } from './chart-options';
import type { ChartTheme } from './chart-theme';
import { FigureTable } from './figure-table';
import { formatClock } from '../calls/format';
import { dayLongLabel, dayShortLabel, formatAverageDuration, formatCost, formatCount } from './figures-format';

/**
 * Average call length (a line, as m:ss, left axis) and total cost (bars,
 * right axis) per day: two units, two axes, each titled. A day without calls
 * has no average, so the line breaks there rather than dropping to zero.
 */
export function DurationCostChart(props: { days: AnalyticsDay[]; theme: ChartTheme }) {
  const config = createMemo(
    (): ChartConfiguration<'bar' | 'line', (number | null)[], string> => ({
      type: 'bar',
      data: {
        labels: props.days.map((day) => dayShortLabel(day.day)),
        datasets: [
          {
            type: 'line',
            label: 'Average duration',
            data: props.days.map((day) => (day.averageDurationSeconds === null ? null : Math.round(day.averageDurationSeconds))),
            borderColor: props.theme.duration,
            backgroundColor: props.theme.duration,
            pointRadius: props.days.length > 45 ? 0 : 2,
            borderWidth: 2,
            tension: 0.2,
            yAxisID: 'duration',
            order: 0,
          },
          {
            type: 'bar',
            label: 'Total cost',
            data: props.days.map((day) => Math.round(day.cost * 100) / 100),
            backgroundColor: props.theme.cost,
            borderWidth: 0,
            yAxisID: 'cost',
            order: 1,
          },
        ],
      },
      options: {
        ...baseOptions<'bar' | 'line'>(props.theme),
        scales: {
          x: axis(props.theme, { grid: false }),
          duration: { ...axis(props.theme, { title: 'Average duration', position: 'left', format: formatClock }), beginAtZero: true },
          cost: { ...axis(props.theme, { title: 'Total cost', position: 'right', grid: false, format: formatCost }), beginAtZero: true },
        },
        plugins: {
          ...baseOptions<'bar' | 'line'>(props.theme).plugins,
          tooltip: {
            ...baseOptions<'bar' | 'line'>(props.theme).plugins?.tooltip,
            callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.dataset.yAxisID === 'duration' ? formatClock(item.parsed.y ?? 0) : formatCost(item.parsed.y ?? 0)}` },
          },
        },
      },
    }),
  );
  const label = () => {
    const withCalls = props.days.filter((day) => day.calls > 0);
    if (withCalls.length === 0) return 'Average duration and total cost per day.';
    const costliest = withCalls.reduce((best, day) => (day.cost > best.cost ? day : best));
    const longest = withCalls.reduce((best, day) => ((day.averageDurationSeconds ?? 0) > (best.averageDurationSeconds ?? 0) ? day : best));
    return `Average duration and total cost per day; the longest average was ${formatAverageDuration(longest.averageDurationSeconds)} on ${dayLongLabel(longest.day)}, the highest cost ${formatCost(costliest.cost)} on ${dayLongLabel(costliest.day)}.`;
  };
  return (
    <figure class="analytics-figure wide" aria-labelledby="chart-duration-cost">
      <h3 id="chart-duration-cost">Average duration and total cost over time</h3>
      <ChartCanvas config={config()} label={label()} height="260px" />
      <FigureTable
        caption="Average duration and total cost per day"
        columns={['Day', 'Calls', 'Average duration', 'Total cost']}
        rows={props.days.map((day) => [dayLongLabel(day.day), formatCount(day.calls), formatAverageDuration(day.averageDurationSeconds), formatCost(day.cost)])}
        screenReaderOnly
      />
    </figure>
  );
}
