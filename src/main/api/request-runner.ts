import { ApiError, type HttpMethod } from './api-error';
import { errorFromResponse, gatewayPage, type ClassifyContext } from './classify-response';
import type { ApiClock } from './clock';
import type { HttpRequest, HttpResponse, HttpTransport } from './http-transport';
import { readRateLimit } from './rate-limit-headers';
import type { RequestPriority, RequestScheduler } from './request-scheduler';
import { decideRetry, type RetryPolicyOptions } from './retry-policy';

/**
 * One logical request from start to answer: each attempt waits its turn in
 * the scheduler (and so asks the budget), reports the rate-limit headers,
 * and is judged; transient failures are retried per retry-policy.ts, with the
 * backoff spent outside the scheduler so it holds no slot. Resolves with a
 * 2xx response; rejects only with an ApiError.
 */
export interface RunnerRequest extends Omit<HttpRequest, 'signal'> {
  priority: RequestPriority;
  signal?: AbortSignal;
  /** Field names a validation error could be about. */
  fields?: readonly string[];
  /** What the request is about, for messages: `contact`. */
  subject?: string;
}

export interface RequestRunnerOptions {
  transport: HttpTransport;
  scheduler: RequestScheduler;
  clock: ApiClock;
  retry: RetryPolicyOptions;
  redact(text: string): string;
  /** The key was refused (401). All work for the key has already been stopped. */
  onUnauthorized?(error: ApiError): void;
  /** A write got 403: the key may only read. */
  onKeyReadOnly?(error: ApiError): void;
  /** Every attempt on the wire, answered or not (`voicedesk sync --verbose`). Never carries the key. */
  onExchange?(exchange: Exchange): void;
}

/** One attempt of a request, as a log line tells it: what was asked, how it was answered, how long it took. */
export interface Exchange {
  method: HttpMethod;
  /** Below /v1, with the query: `/contacts?page=2&per_page=100`. */
  path: string;
  /** The HTTP status, or undefined when no answer came (`failure` says why). */
  status?: number;
  failure?: ApiError['kind'];
  durationMs: number;
  /** Requests left in the rate-limit window, when the answer said. */
  rateLimitRemaining?: number;
}

export type RunRequest = (request: RunnerRequest) => Promise<{ response: HttpResponse; context: ClassifyContext }>;

export function createRequestRunner(options: RequestRunnerOptions): RunRequest {
  const { transport, scheduler, clock, retry } = options;

  return async function run(request) {
    const { method, priority, signal } = request;
    const context: ClassifyContext = {
      method,
      path: transport.describe(request),
      host: transport.host,
      redact: options.redact,
      ...(request.fields ? { fields: request.fields } : {}),
      ...(request.subject ? { subject: request.subject } : {}),
    };
    const history = { failures: 0, rateLimited: 0 };
    for (;;) {
      let error: ApiError;
      try {
        const response = await scheduler.schedule(
          async (slot) => {
            const sentAt = clock.now();
            let answer: HttpResponse;
            try {
              answer = await transport.send({ ...request, ...(slot.signal ? { signal: slot.signal } : {}) });
            } catch (caught) {
              const failure = caught instanceof ApiError ? caught.kind : 'bad_response';
              options.onExchange?.({ method, path: context.path, failure, durationMs: clock.now() - sentAt });
              throw caught;
            }
            const json = answer.body.form === 'json' ? answer.body.value : undefined;
            const limit = readRateLimit(answer.status, answer.headers, json, answer.receivedAt);
            slot.report(limit);
            options.onExchange?.({
              method,
              path: context.path,
              status: answer.status,
              durationMs: answer.receivedAt - sentAt,
              ...(limit.remaining === undefined ? {} : { rateLimitRemaining: limit.remaining }),
            });
            return answer;
          },
          { priority, ...(signal ? { signal } : {}) },
        );
        const success = response.status >= 200 && response.status < 300;
        if (success && response.body.form !== 'html') return { response, context };
        error = success ? gatewayPage(response, context) : errorFromResponse(response, context);
      } catch (caught) {
        error = asApiError(caught, context, method);
      }

      react(error);
      if (error.kind === 'rate_limited') history.rateLimited += 1;
      else if (error.retryable) history.failures += 1;
      const decision = decideRetry(error, method, history, retry);
      if (!decision.retry) throw error;
      if (decision.delayMs > 0) {
        try {
          await clock.sleep(decision.delayMs, signal);
        } catch {
          // Cancelled between attempts: the last attempt's outcome still stands.
          throw new ApiError({ kind: 'cancelled', outcome: error.outcome, method, path: context.path, host: context.host });
        }
      }
    }
  };

  function react(error: ApiError) {
    if (error.kind === 'unauthorized' && scheduler.stopReason === undefined) {
      scheduler.stopAll(error);
      options.onUnauthorized?.(error);
    }
    if (error.readOnlyKey) options.onKeyReadOnly?.(error);
  }
}

/** Anything else thrown on the way is a defect; it still reaches callers as an ApiError, with its cause. */
function asApiError(caught: unknown, context: ClassifyContext, method: HttpMethod): ApiError {
  // Cancelled while queued: the scheduler does not know the request, so name it here.
  if (caught instanceof ApiError && caught.kind === 'cancelled' && caught.path === undefined) {
    return new ApiError({ kind: 'cancelled', outcome: caught.outcome, method, path: context.path, host: context.host });
  }
  if (caught instanceof ApiError) return caught;
  return new ApiError({
    kind: 'bad_response',
    outcome: method === 'GET' ? 'not_applied' : 'unknown',
    method,
    path: context.path,
    host: context.host,
    serverMessage: caught instanceof Error ? context.redact(caught.message) : 'unexpected failure',
    cause: caught,
  });
}

