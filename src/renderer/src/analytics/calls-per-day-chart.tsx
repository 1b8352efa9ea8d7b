import type { ChartConfiguration } from 'chart.js';
import { createMemo } from 'solid-js';
import type { AnalyticsDay } from '../../../shared/contract/analytics-methods';
import { callStatus } from '../../../shared/api/resources';
import { statusLabel } from '../calls/format';
import { ChartCanvas } from './chart-canvas';
import { axis, baseOptions } from './chart-options';
import type { ChartTheme } from './chart-theme';
import { FigureTable } from './figure-table';
import { dayLongLabel, dayShortLabel, formatCount } from './figures-format';

/** Calls per day, each day's bar stacked by how the calls ended. */
export function CallsPerDayChart(props: { days: AnalyticsDay[]; theme: ChartTheme }) {
  const config = createMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: props.days.map((day) => dayShortLabel(day.day)),
        datasets: callStatus.options.map((status) => ({
          label: statusLabel(status),
          data: props.days.map((day) => day.byStatus[status]),
          backgroundColor: props.theme.status[status],
          borderWidth: 0,
        })),
      },
      options: {
        ...baseOptions<'bar'>(props.theme),
        scales: { x: axis(props.theme, { stacked: true, grid: false }), y: axis(props.theme, { stacked: true, whole: true, title: 'Calls' }) },
      },
    }),
  );
  const busiest = () => props.days.reduce<AnalyticsDay | undefined>((best, day) => (best === undefined || day.calls > best.calls ? day : best), undefined);
  const label = () => {
    const top = busiest();
    const span = `${props.days.length} ${props.days.length === 1 ? 'day' : 'days'}`;
    return top ? `Calls per day by status, over ${span}; the busiest day was ${dayLongLabel(top.day)} with ${formatCount(top.calls)} ${top.calls === 1 ? 'call' : 'calls'}.` : 'Calls per day by status.';
  };
  return (
    <figure class="analytics-figure wide" aria-labelledby="chart-calls-per-day">
      <h3 id="chart-calls-per-day">Calls per day by status</h3>
      <ChartCanvas config={config()} label={label()} height="260px" />
      <FigureTable
        caption="Calls per day by status"
        columns={['Day', 'Calls', ...callStatus.options.map(statusLabel)]}
        rows={props.days.map((day) => [dayLongLabel(day.day), formatCount(day.calls), ...callStatus.options.map((status) => formatCount(day.byStatus[status]))])}
        screenReaderOnly
      />
    </figure>
  );
}
