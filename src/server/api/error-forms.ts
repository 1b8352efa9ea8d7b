import type { FastifyReply } from 'fastify';
import { ApiError } from './api-error';
import type { ErrorForm } from './context';

/** Too many requests; `retryAfterSeconds` goes in the body and the Retry-After header. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

/**
 * Renders an error in the form of the mode (spec 7.1, 7.4):
 * v1      `{ error: { code, message, status } }`, on 429 also `retry_after`;
 * gateway `{ error: message }`, on 429 `{ error: "Too Many Requests", message, retryAfter }`.
 * A 429 carries Retry-After in both modes.
 */
export function sendError(reply: FastifyReply, error: ApiError, form: ErrorForm): void {
  reply.code(error.status).type('application/json; charset=utf-8');
  if (error instanceof RateLimitedError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.send(
      form === 'v1'
        ? { error: { code: error.code, message: error.message, status: error.status, retry_after: error.retryAfterSeconds } }
        : { error: 'Too Many Requests', message: error.message, retryAfter: error.retryAfterSeconds },
    );
    return;
  }
  void reply.send(form === 'v1' ? { error: { code: error.code, message: error.message, status: error.status } } : { error: error.message });
}
