/**
 * The API client layer: everything that talks to the v1 API goes through
 * here. Pure Node (global fetch), no Electron.
 */
export { createApiClient, type ApiClient, type ApiClientOptions, type CallListQuery, type Created, type PageQuery, type RequestOptions } from './api-client';
export { ApiError, isApiError, type ApiErrorKind, type HttpMethod, type NetworkFailure, type RequestOutcome } from './api-error';
export { systemClock, type ApiClock } from './clock';
export { createManualClock, type ManualClock } from './manual-clock';
export type { DecodeFailureListener, DecodeFailureReport, ListPage } from './decode-response';
export { createHttpTransport, DEFAULT_TIMEOUT_MS, type HttpRequest, type HttpResponse, type HttpTransport, type HttpTransportOptions } from './http-transport';
export { createRateLimitBudget, type BudgetSnapshot, type BudgetSource, type RateLimitBudget, type RateLimitBudgetOptions } from './rate-limit-budget';
export { readRateLimit, resetToLocalTime, type RateLimitObservation } from './rate-limit-headers';
export {
  createRequestScheduler,
  PRIORITIES,
  type RequestPriority,
  type RequestScheduler,
  type RequestSchedulerOptions,
  type RequestSlot,
  type ScheduleOptions,
  type SchedulerStats,
} from './request-scheduler';
export type { Exchange } from './request-runner';
export { backoffMs, decideRetry, defaultRetryPolicy, type RetryDecision, type RetryPolicyOptions } from './retry-policy';
