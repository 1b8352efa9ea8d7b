import { ApiError, backoffMs, isApiError } from '../api';
import type { RunContext } from './sync-context';

/**
 * Policy: a sync is background work that may take hours, so it is more
 * patient than one request. The API client already retries a transient
 * failure a few times within seconds; when it gives up (a gateway down for a
 * minute, a burst of resets), the engine waits longer, with jittered
 * exponential backoff up to `retryMaxMs`, and tries the same request again,
 * `pageAttempts` times in all. Only reads go through here, so repeating one
 * can do no harm. Anything not transient (401, 403, 404, an unknown route, a
 * body that cannot be read) is the caller's to handle, at once.
 */
export async function persistently<T>(context: RunContext, what: string, request: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (!isApiError(error) || !error.retryable || attempt >= context.options.pageAttempts || context.signal.aborted) throw error;
      const delay = backoffMs(attempt, { baseDelayMs: context.options.retryBaseMs, maxDelayMs: context.options.retryMaxMs, random: context.options.random });
      context.log(`${what}: ${error.message}; trying again in ${Math.ceil(delay / 1000)} s (attempt ${attempt + 1} of ${context.options.pageAttempts})`);
      await pause(context, delay);
    }
  }
}

/** Waits on the run's clock; cancelling the run ends the wait at once. */
export async function pause(context: Pick<RunContext, 'clock' | 'signal'>, ms: number): Promise<void> {
  try {
    await context.clock.sleep(ms, context.signal);
  } catch {
    throw new ApiError({ kind: 'cancelled', outcome: 'not_applied' });
  }
}

/** The run was cancelled: stop before starting anything new. */
export function checkCancelled(context: Pick<RunContext, 'signal'>): void {
  if (context.signal.aborted) throw new ApiError({ kind: 'cancelled', outcome: 'not_applied' });
}
