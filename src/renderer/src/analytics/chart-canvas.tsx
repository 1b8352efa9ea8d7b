import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';
import { createEffect, onCleanup, onMount } from 'solid-js';

/**
 * One Chart.js chart, driven from Solid: made when the canvas is in the
 * page, given new data and options in place when its configuration
 * changes, destroyed with the component.
 *
 * Why Chart.js 4: maintained and very widely used, framework-agnostic (no
 * Solid wrapper to wait on), and it fits the page's CSP: no eval or
 * `new Function`, no <style> elements injected (it sizes the canvas through
 * the element's style properties), everything drawn on a canvas. It has the
 * stacked bars, doughnut and mixed bar-and-line charts the screen needs, and
 * only the parts registered below are bundled.
 *
 * A canvas is a picture to a screen reader, so it carries a name and a
 * one-sentence description; each chart's figures are also given as a table
 * beside it (figure-table.tsx).
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export function ChartCanvas<Type extends ChartType>(props: {
  config: ChartConfiguration<Type>;
  /** The chart's name and what it shows, in one sentence. */
  label: string;
  /** CSS height of the chart, e.g. `240px`. */
  height: string;
}) {
  let canvas: HTMLCanvasElement | undefined;
  onMount(() => {
    if (canvas === undefined) return;
    const chart = new Chart(canvas, props.config);
    createEffect(() => {
      const next = props.config;
      if (chart.data === next.data) return;
      chart.data = next.data;
      if (next.options) chart.options = next.options;
      chart.update();
    });
    onCleanup(() => chart.destroy());
  });
  return (
    <div class="chart-box" style={{ height: props.height }}>
      <canvas ref={(element) => (canvas = element)} role="img" aria-label={props.label} />
    </div>
  );
}
