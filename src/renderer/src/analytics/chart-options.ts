import type { ChartOptions, ChartType } from 'chart.js';
import type { ChartTheme } from './chart-theme';

/** What every chart on the screen shares: the theme's colours, no animation for those who asked for less motion. */
export function baseOptions<Type extends ChartType>(theme: ChartTheme): ChartOptions<Type> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: theme.reducedMotion ? false : { duration: 250 },
    color: theme.text,
    borderColor: theme.grid,
    plugins: {
      legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } },
      tooltip: { backgroundColor: theme.panel, titleColor: theme.text, bodyColor: theme.text, borderColor: theme.grid, borderWidth: 1 },
    },
  } as ChartOptions<Type>;
}

/** A category or value axis in the theme's colours, optionally titled and stacked. */
export function axis(
  theme: ChartTheme,
  options: { title?: string; stacked?: boolean; position?: 'left' | 'right'; grid?: boolean; whole?: boolean; format?: (value: number) => string } = {},
) {
  const format = options.format;
  return {
    stacked: options.stacked ?? false,
    ...(options.position ? { position: options.position } : {}),
    ticks: {
      color: theme.muted,
      ...(options.whole ? { precision: 0 } : {}),
      ...(format ? { callback: (value: string | number) => format(Number(value)) } : {}),
    },
    grid: { color: theme.grid, display: options.grid ?? true },
    border: { color: theme.grid },
    ...(options.title ? { title: { display: true, text: options.title, color: theme.muted } } : {}),
  };
}

/** Category labels longer than this are cut short on the axis (the table has them whole), so the bars keep their room. */
const MAX_LABEL = 28;
export const axisLabel = (label: string) => (label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label);
