/**
 * The sync engine: an exact, resumable mirror of one workspace, pulled
 * through the rate-limited API into the profile's mirror file. The policy
 * (what is pulled when) is in sync-policy.ts; how one list is paged,
 * checkpointed and checked is in list-pass.ts; the page size in
 * page-size.ts; deletions in deletion-check.ts; details in hydration.ts
 * (when agent and campaign details are read again: detail-refresh.ts).
 * The app runs each engine in a profile worker, on a thread of its own
 * (src/main/profile-worker, measured reasons in test/bench/sync-bench.ts);
 * the CLI runs it inline.
 */
export { createSyncEngine, SyncAlreadyRunning, type OpenedCall, type RunOptions, type SyncEngine, type SyncEngineDeps } from './sync-engine';
export { openProfileSync, type ProfileSync, type ProfileSyncOptions } from './profile-sync';
export { defaultSyncOptions, resolveSyncOptions, type SyncOptions } from './sync-options';
export { planPass, sinceHoursFor, type PassPlan } from './sync-policy';
export { readPageSize, type PageSizeReading } from './page-size';
export { createRequestMeter, type RequestMeter } from './request-meter';
export { createDecodeFeed, type DecodeFeed } from './decode-feed';
export type { SyncProgressEvent, ProgressStep } from './progress';
export type { DecodeReport, ResourceCounts, SyncStatus, SyncSummary } from './sync-summary';
