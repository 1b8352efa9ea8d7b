/**
 * Scheduling at the app's start: what the first calls page does not show
 * (the filter choices, the saved searches' and do-not-call counts, how many
 * transcripts are searchable) is read once that page has been drawn, so
 * the core and the page answer and draw the first rows first. Not a wait
 * for anything: each read only starts a little later, and the user sees
 * the figures appear a moment after the rows.
 *
 * The page counts as drawn once its first read settled (its rows, or the
 * message that they could not be read), and the browser painted after it.
 */
export interface FirstPageGate {
  /** Runs `work` after the first calls page was drawn (at once, once it was). */
  later(work: () => void): void;
  /** The first calls page's read settled: run what waits after the next paint. */
  drawn(): void;
}

export function createFirstPageGate(): FirstPageGate {
  let open = false;
  const waiting: (() => void)[] = [];
  return {
    later(work) {
      if (open) work();
      else waiting.push(work);
    },
    drawn() {
      if (open) return;
      open = true;
      afterPaint(() => {
        for (const work of waiting.splice(0)) work();
      });
    },
  };
}

/** After the browser painted what is on the page now; a hidden page paints nothing, and does not wait for a frame. */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function' && globalThis.document?.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
