import type { ApiErrorKind } from '../api';
import type { SyncProgressEvent } from './progress';
import type { SyncOptions } from './sync-options';
import type { SyncSummary } from './sync-summary';

/**
 * The messages between the app's main thread and a profile's sync worker
 * (sync-worker.ts). Plain data only: they cross a thread boundary.
 */
export interface SyncWorkerSetup {
  baseUrl: string;
  apiKey: string;
  mirrorFile: string;
  share?: number;
  /** Everything but `random`, which is a function. */
  options?: Partial<Omit<SyncOptions, 'random'>>;
}

export type ToSyncWorker =
  | { type: 'run'; full: boolean; hydrate: boolean; hydrateLimit?: number }
  | { type: 'cancel' }
  | { type: 'open-call'; requestId: number; id: string }
  | { type: 'close' };

export interface OpenCallFailure {
  kind: ApiErrorKind | 'internal';
  message: string;
}

export type FromSyncWorker =
  | { type: 'progress'; event: SyncProgressEvent }
  | { type: 'summary'; summary: SyncSummary }
  | { type: 'opened'; requestId: number; hydrated: boolean; fetched: boolean }
  | { type: 'open-failed'; requestId: number; error: OpenCallFailure }
  | { type: 'log'; line: string }
  | { type: 'closed' };
