import { afterEach } from 'vitest';
import {
  createApiClient,
  createManualClock,
  type ApiClientOptions,
  type ApiError,
  type DecodeFailureReport,
  type RequestScheduler,
  type SchedulerStats,
} from '../../src/main/api';
import { startScriptedApiServer, type ScriptedApiServer } from './scripted-api-server';

/** A key shaped like a real one, so tests can check it never leaks into messages. */
export const API_KEY = 'vd_test_3f9a7c1e5b2d4a6f8e0c1d2b';

const servers: ScriptedApiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * A client against a fresh scripted server, on virtual time, with jitter
 * switched off (backoffs are 0 ms) and every callback recorded.
 */
export async function scriptedClient(options: Partial<ApiClientOptions> = {}) {
  const server = await startScriptedApiServer();
  servers.push(server);
  const clock = createManualClock();
  const events = { unauthorized: [] as ApiError[], readOnly: [] as ApiError[], decodeFailures: [] as DecodeFailureReport[] };
  const client = createApiClient({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    clock,
    retry: { random: () => 0 },
    onUnauthorized: (error) => events.unauthorized.push(error),
    onKeyReadOnly: (error) => events.readOnly.push(error),
    onDecodeFailure: (report) => events.decodeFailures.push(report),
    ...options,
  });
  return { server, clock, client, events };
}

/** The rejection of a promise that must reject. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail, and it succeeded');
}

/** Resolves with the scheduler's stats the first time they match. */
export function whenStats(scheduler: RequestScheduler, match: (stats: SchedulerStats) => boolean): Promise<SchedulerStats> {
  const now = scheduler.stats();
  if (match(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = scheduler.subscribe((stats) => {
      if (match(stats)) {
        stop();
        resolve(stats);
      }
    });
  });
}
