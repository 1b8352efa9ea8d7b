import { createSignal, onCleanup, type Accessor } from 'solid-js';
import type { CallStatus, Sentiment } from '../../../shared/api/resources';

/**
 * The charts' colours. A canvas cannot use CSS variables, so they are read
 * from the stylesheet (analytics.css, which has a light and a dark set) and
 * read again when the OS switches between light and dark, so the charts
 * follow the rest of the page.
 */
export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  panel: string;
  status: Record<CallStatus, string>;
  sentiment: Record<Sentiment | 'none', string>;
  duration: string;
  cost: string;
  compare: string;
  /** Whether the user asked the OS for less motion: the charts then do not animate. */
  reducedMotion: boolean;
}

function readTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const color = (name: string) => style.getPropertyValue(name).trim() || 'gray';
  return {
    text: color('--text'),
    muted: color('--muted'),
    grid: color('--chart-grid'),
    panel: color('--panel'),
    status: {
      completed: color('--chart-completed'),
      voicemail: color('--chart-voicemail'),
      no_answer: color('--chart-no-answer'),
      busy: color('--chart-busy'),
      failed: color('--chart-failed'),
    },
    sentiment: {
      positive: color('--chart-positive'),
      neutral: color('--chart-neutral'),
      negative: color('--chart-negative'),
      none: color('--chart-no-conversation'),
    },
    duration: color('--chart-duration'),
    cost: color('--chart-cost'),
    compare: color('--chart-compare'),
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

/** The current theme, following the OS; call inside a component (it stops listening on cleanup). */
export function createChartTheme(): Accessor<ChartTheme> {
  const [theme, setTheme] = createSignal(readTheme());
  const queries = ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)'].map((query) => matchMedia(query));
  const update = () => setTheme(readTheme());
  for (const query of queries) query.addEventListener('change', update);
  onCleanup(() => {
    for (const query of queries) query.removeEventListener('change', update);
  });
  return theme;
}
