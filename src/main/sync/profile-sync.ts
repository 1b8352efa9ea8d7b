import { createApiClient, createRateLimitBudget, systemClock, type ApiClient, type ApiClock, type ApiError, type Exchange, type RetryPolicyOptions } from '../api';
import { openMirror, type Mirror } from '../mirror';
import { createDecodeFeed } from './decode-feed';
import { createRequestMeter, type RequestMeter } from './request-meter';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import type { SyncOptions } from './sync-options';

/**
 * Everything one profile needs to sync, assembled the same way for the app
 * and the CLI: its own mirror file, its API client (one scheduler and one
 * rate-limit budget for the key, metered), and the engine over both.
 * Profiles never share any of it, so several can sync side by side.
 */
export interface ProfileSyncOptions {
  baseUrl: string;
  apiKey: string;
  /** The profile's mirror file (opened here and closed by `close`), or a mirror opened by the caller. */
  mirrorFile?: string;
  mirror?: Mirror;
  clock?: ApiClock;
  fetch?: typeof fetch;
  /** Share of the rate limit to use; default 0.8. */
  share?: number;
  timeoutMs?: number;
  retry?: Partial<RetryPolicyOptions>;
  options?: Partial<SyncOptions>;
  logger?: (line: string) => void;
  /** 401: the key was refused and all its work stopped. */
  onUnauthorized?(error: ApiError): void;
  /** 403 on a write (the outbox's business; passed through). */
  onKeyReadOnly?(error: ApiError): void;
  /** Every attempt on the wire (`voicedesk sync --verbose`). */
  onExchange?(exchange: Exchange): void;
}

export interface ProfileSync {
  readonly api: ApiClient;
  readonly mirror: Mirror;
  readonly engine: SyncEngine;
  readonly meter: RequestMeter;
  /** Closes the mirror if it was opened here. Cancel a running sync first. */
  close(): void;
}

export function openProfileSync(options: ProfileSyncOptions): ProfileSync {
  const clock = options.clock ?? systemClock;
  const opened = options.mirror === undefined;
  const mirror = options.mirror ?? openMirror(requireFile(options.mirrorFile));
  try {
    const meter = createRequestMeter(createRateLimitBudget({ clock, ...(options.share === undefined ? {} : { share: options.share }) }), () => clock.now());
    const decodeFeed = createDecodeFeed();
    const api = createApiClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      clock,
      budget: meter.budget,
      onDecodeFailure: decodeFeed.publish,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
      ...(options.onKeyReadOnly ? { onKeyReadOnly: options.onKeyReadOnly } : {}),
      ...(options.onExchange ? { onExchange: options.onExchange } : {}),
    });
    const engine = createSyncEngine({
      api,
      mirror,
      clock,
      meter,
      decodeFeed,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.options ? { options: options.options } : {}),
    });
    return {
      api,
      mirror,
      engine,
      meter,
      close() {
        if (opened) mirror.close();
      },
    };
  } catch (error) {
    if (opened) mirror.close();
    throw error;
  }
}

function requireFile(file: string | undefined): string {
  if (file === undefined || file === '') throw new TypeError('openProfileSync needs a mirrorFile or an open mirror');
  return file;
}
