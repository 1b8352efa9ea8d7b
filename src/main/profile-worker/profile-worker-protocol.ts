import type { ApiErrorKind } from '../api';
import type { RateFigures } from '../../shared/outbox/batch-cost';
import type { AgentCreateBody } from '../../shared/api/requests';
import type { CreatedAgent } from '../outbox/outbox-runner';
import type { ReplaySummary } from '../outbox/replay-outbox';
import type { SyncProgressEvent } from '../sync/progress';
import type { SyncOptions } from '../sync/sync-options';
import type { SyncSummary } from '../sync/sync-summary';

/**
 * The messages between the app's main thread and a profile's worker
 * (profile-worker.ts). Plain data only: they cross a thread boundary.
 */
export interface ProfileWorkerSetup {
  baseUrl: string;
  apiKey: string;
  mirrorFile: string;
  share?: number;
  /** Everything but `random`, which is a function. */
  options?: Partial<Omit<SyncOptions, 'random'>>;
}

/**
 * Requests that get one answer each, matched by `requestId`: a call opened
 * ahead of the sync, and the outbox's work, which runs here because this
 * thread holds the key's API client (replay shares its request scheduler and
 * rate-limit budget with sync, at a higher priority).
 */
export type WorkerRequest =
  | { type: 'open-call'; id: string }
  /** A record the mirror lacks (a link named it), read into the mirror now. */
  | { type: 'fetch-record'; resource: 'calls' | 'contacts' | 'campaigns' | 'agents'; id: string }
  | { type: 'push' }
  | { type: 'start-campaign'; id: string }
  | { type: 'delete-agent'; id: string }
  | { type: 'create-agent'; fields: AgentCreateBody }
  /** The user's "Check now" for an agent the provisioning watch gave up on (sync/provisioning-watch.ts). */
  | { type: 'check-provisioning'; id: string }
  /** What the key's rate-limit budget knows now, for a batch's cost (null until the service has stated its limit). */
  | { type: 'rate-figures' };

export interface WorkerAnswers {
  'open-call': { hydrated: boolean; fetched: boolean };
  /** False: the service has no such record. */
  'fetch-record': { found: boolean };
  /** Undefined when another process (a `voicedesk push`) is sending this outbox. */
  push: ReplaySummary | undefined;
  'start-campaign': { id: string; status: string; started_at: string | null };
  'delete-agent': null;
  'create-agent': CreatedAgent;
  /** Whether the service still provisions the agent (then watched again from the start). */
  'check-provisioning': { provisioning: boolean };
  'rate-figures': RateFigures | null;
}

export type ToProfileWorker =
  | { type: 'run'; full: boolean; hydrate: boolean; hydrateLimit?: number }
  | { type: 'cancel' }
  /** Calls a person is looking for: hydrated ahead of the newest-first queue (no answer). */
  | { type: 'hydrate-first'; ids: string[] }
  | { type: 'request'; requestId: number; request: WorkerRequest }
  | { type: 'close' };

/** A request the worker could not carry out: the API error's kind (or `refused`: the outbox said no) and its sentence for people. */
export interface WorkerRequestFailure {
  kind: ApiErrorKind | 'refused' | 'internal';
  message: string;
}

export type FromProfileWorker =
  | { type: 'progress'; event: SyncProgressEvent }
  | { type: 'summary'; summary: SyncSummary }
  | { type: 'answer'; requestId: number; value: unknown }
  | { type: 'request-failed'; requestId: number; error: WorkerRequestFailure }
  /**
   * Operations of the outbox were settled (sent, failed, in conflict…): the
   * windows' counts are out of date, and the requests left in the rate-limit
   * window moved (the status bar shows it live while the outbox sends).
   * Also sent when a new agent was read again for its provisioning
   * (sync/provisioning-watch.ts): the screens read the mirror again either way.
   */
  | { type: 'outbox-changed'; requestsLeftInWindow: number | null }
  /** The service refused a write because the key may only read (spec 5.4). */
  | { type: 'key-read-only' }
  /**
   * Whether the service could be reached, as the last request found it: false
   * when a request could not connect, true when one was answered. Sent only
   * when it changes, so the status bar turns Offline at the first failed
   * request rather than when the run gives up.
   */
  | { type: 'reachability'; reachable: boolean }
  | { type: 'log'; line: string }
  | { type: 'closed' };
