import type { ApiClient, ApiClock } from '../api';
import type { MirrorDb, MirrorResource } from '../mirror';
import type { DecodeFeed } from './decode-feed';
import type { ProgressTracker } from './progress';
import type { SyncOptions } from './sync-options';
import { MAX_REPORTS, type DecodeReport, type SyncSummary } from './sync-summary';

/**
 * What every step of one run shares: the API, the mirror, virtual-or-real
 * time, the options, the run's cancellation signal, and the summary being
 * filled in. One per run; the steps (list-pass.ts, deletion-check.ts,
 * hydration.ts) take it first.
 */
export interface RunContext {
  api: ApiClient;
  db: MirrorDb;
  clock: ApiClock;
  options: SyncOptions;
  signal: AbortSignal;
  summary: SyncSummary;
  progress: ProgressTracker;
  decodeFeed: DecodeFeed | undefined;
  log(line: string): void;
  /** Calls whose detail is being fetched right now (hydration or a call the user opened), to never fetch one twice at once. */
  detailsInFlight: Map<string, Promise<unknown>>;
  /** Details stored since the run's queue was read (a call the user opened meanwhile): not fetched again. */
  detailsStored: Set<string>;
  /** Calls a person is looking for (search results to come, a list they opened): hydrated before the newest-first queue. */
  callsAhead: Set<string>;
}

export const nowIso = (context: Pick<RunContext, 'clock'>) => new Date(context.clock.now()).toISOString();

/** Counts a record that failed decoding and keeps its report (the first MAX_REPORTS of them). */
export function reportRejected(context: RunContext, resource: MirrorResource, report: Omit<DecodeReport, 'resource'>): void {
  context.summary.resources[resource].rejected += 1;
  if (context.summary.rejected.length < MAX_REPORTS) context.summary.rejected.push({ resource, ...report });
  context.log(`skipped ${resource} ${report.id ?? '(no id)'}: ${report.field ? `${report.field} ` : ''}${report.problem}`);
}

/** A problem that does not stop the run, said once. */
export function reportProblem(context: RunContext, message: string): void {
  if (!context.summary.problems.includes(message)) context.summary.problems.push(message);
  context.log(message);
}
