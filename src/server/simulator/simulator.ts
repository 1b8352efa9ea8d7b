import type { Database } from 'better-sqlite3';
import type { Workspaces } from '../bootstrap/ensure-workspaces';
import type { Clock, ManualClock } from '../clock';
import { createRandom } from '../support/random';
import { Arrivals } from './arrivals';
import { dialCampaigns } from './campaign-dialer';
import { makeDashboardEdits } from './dashboard-edits';
import { receiveCalls } from './incoming-calls';
import { MAX_EVENTS_PER_TICK } from './rates';
import { addReports, emptyReport, type TickContext, type TickReport } from './tick-context';

/**
 * The living workspace: campaigns dial, calls come in, someone edits on the
 * dashboard. Driven by the injected clock and nothing else: tick(now) runs
 * the simulation from the previous tick up to `now`, so tests step it with a
 * manual clock (advance()) and never sleep, and the real server calls tick()
 * from a timer.
 *
 * Timestamps are real time (the server's clock), never ahead of it, so a
 * client's `since_hours` and rate-limit reset arithmetic stay right; the time
 * scale multiplies event rates only. Deterministic: the same seed, start
 * instant and sequence of ticks give the same calls, ids and edits.
 */
export interface SimulatorOptions {
  db: Database;
  clock: Clock;
  workspaces: Workspaces;
  /** Simulated seconds per real second (--time-scale). */
  timeScale: number;
  /** Dashboard edits on the main workspace per simulated minute; 0 for none. */
  dashboardEditsPerMinute: number;
  /** Seed of the random streams; combined with the start instant so a restarted server draws new ids. */
  seed?: string;
  maxEventsPerTick?: number;
  /** Where tick errors are reported; a failed tick is rolled back and the next one carries on. */
  log?: (line: string) => void;
}

export interface Simulator {
  readonly timeScale: number;
  readonly dashboardEditsPerMinute: number;
  /** Runs the simulation up to `now` (default: the clock's now) in one transaction. */
  tick(now?: number): TickReport;
  /**
   * Tests: moves a manual clock forward by `milliseconds`, ticking at most
   * every `stepMs` of real time (default: one simulated minute), so business
   * hours are checked along the way, not only at the end.
   */
  advance(milliseconds: number, stepMs?: number): TickReport;
  /** Ticks from a timer until stop(). */
  start(intervalMs: number): void;
  stop(): void;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { db, clock, timeScale, dashboardEditsPerMinute } = options;
  if (!(timeScale > 0)) throw new RangeError(`the time scale must be above 0, not ${timeScale}`);
  if (!(dashboardEditsPerMinute >= 0)) throw new RangeError(`dashboard edits per minute must be 0 or more, not ${dashboardEditsPerMinute}`);
  const maxEventsPerTick = options.maxEventsPerTick ?? MAX_EVENTS_PER_TICK;
  const log = options.log ?? (() => undefined);
  let lastTick = clock.now();
  const root = createRandom(`simulator/${options.seed ?? 'sandbox'}/${lastTick}`);
  const arrivals = new Arrivals(root.fork('arrivals'));
  const rng = root.fork('events');
  let timer: ReturnType<typeof setInterval> | undefined;

  const runTick = db.transaction((now: number, elapsed: number): TickReport => {
    const context: TickContext = { db, now, elapsed, arrivals, rng, budget: { left: maxEventsPerTick }, report: emptyReport() };
    dialCampaigns(context);
    receiveCalls(context);
    makeDashboardEdits(context, options.workspaces.main, dashboardEditsPerMinute);
    return context.report;
  });

  const simulator: Simulator = {
    timeScale,
    dashboardEditsPerMinute,
    tick(now = clock.now()) {
      const elapsed = now - lastTick;
      if (elapsed <= 0) return emptyReport();
      lastTick = now;
      return runTick(now, elapsed * timeScale);
    },
    advance(milliseconds, stepMs = Math.max(1, Math.floor(60_000 / timeScale))) {
      if (!isManualClock(clock)) throw new Error('advance() needs a manual clock; with the system clock, call tick()');
      let total = emptyReport();
      for (let left = milliseconds; left > 0; ) {
        const step = Math.min(left, stepMs);
        clock.advance(step);
        left -= step;
        total = addReports(total, simulator.tick());
      }
      return total;
    },
    start(intervalMs) {
      simulator.stop();
      timer = setInterval(() => {
        try {
          simulator.tick();
        } catch (error) {
          log(`[sandbox] simulator tick failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
  return simulator;
}

function isManualClock(clock: Clock): clock is ManualClock {
  return typeof (clock as Partial<ManualClock>).advance === 'function';
}
