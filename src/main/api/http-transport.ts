import { checkBaseUrl } from '../../shared/base-url';
import { ApiError, type HttpMethod } from './api-error';
import { systemClock, type ApiClock } from './clock';
import { classifyBody, type ResponseBody } from './response-body';
import { transportFailure } from './transport-failure';

/**
 * Sends one request and reads the whole answer; judging the answer is
 * someone else's job (classify-response.ts). Every request carries a
 * timeout combined with the caller's signal, so nothing waits forever.
 * Redirects are not followed: a redirected POST turns into a GET, and the
 * key must not be carried to another address.
 */
export interface HttpRequest {
  method: HttpMethod;
  /** Below /v1, e.g. `/contacts/contact_1`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
  body: ResponseBody;
  /** Local epoch ms (the injected clock) when the body had arrived. */
  receivedAt: number;
}

export interface HttpTransport {
  /** The service's host, for messages. */
  readonly host: string;
  /** The path with its query string, as it appears in messages: `/contacts?page=2`. */
  describe(request: HttpRequest): string;
  /** Resolves with any HTTP answer; rejects only with an ApiError (`network`, `timeout`, `cancelled`). */
  send(request: HttpRequest): Promise<HttpResponse>;
}

export interface HttpTransportOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per request, headers and body together. Default 30 s; 0 for none. */
  timeoutMs?: number;
  clock?: ApiClock;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const base = checkBaseUrl(options.baseUrl);
  if (!base.ok) throw new ApiError({ kind: 'invalid', outcome: 'not_applied', field: 'baseUrl', serverMessage: base.message, subject: 'workspace address' });
  // A key with spaces or control characters cannot go in a header; fetch would throw a message that quotes it.
  if (!/^[\x21-\x7e]+$/.test(options.apiKey)) {
    throw new ApiError({
      kind: 'invalid',
      outcome: 'not_applied',
      field: 'apiKey',
      subject: 'API key',
      problems: [{ field: 'apiKey', message: 'must be the key as shown in the Developer Portal, without spaces' }],
    });
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = base.url;
  const host = new URL(baseUrl).host;
  const authorization = `Bearer ${options.apiKey}`;

  const describe = (request: HttpRequest) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) query.set(name, String(value));
    const search = query.toString();
    return `${request.path}${search ? `?${search}` : ''}`;
  };

  async function send(request: HttpRequest): Promise<HttpResponse> {
    const { method } = request;
    const path = describe(request);
    const context = { method, path, host, timeoutMs };
    if (request.signal?.aborted) throw new ApiError({ kind: 'cancelled', outcome: 'not_applied', method, path, host });

    const deadline = new AbortController();
    const stopTimer = new AbortController();
    if (timeoutMs > 0) {
      clock.sleep(timeoutMs, stopTimer.signal).then(
        () => deadline.abort(),
        () => undefined,
      );
    }
    const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
    const hasBody = request.body !== undefined;
    let status: number | undefined;
    try {
      const response = await fetchImpl(`${baseUrl}/v1${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        signal,
        redirect: 'manual',
      });
      status = response.status;
      const text = await response.text();
      return { status, headers: response.headers, text, body: classifyBody(response.headers.get('content-type'), text), receivedAt: clock.now() };
    } catch (error) {
      throw transportFailure(error, {
        ...context,
        cancelled: request.signal?.aborted ?? false,
        timedOut: deadline.signal.aborted,
        ...(status === undefined ? {} : { status }),
      });
    } finally {
      stopTimer.abort();
    }
  }

  return { host, describe, send };
}
