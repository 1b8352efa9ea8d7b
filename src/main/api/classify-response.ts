import { decodeErrorBody, parseUnknownRoute } from '../../shared/api';
import { ApiError, type ApiErrorInit, type HttpMethod } from './api-error';
import type { HttpResponse } from './http-transport';
import { readRateLimit } from './rate-limit-headers';
import { bodyExcerpt } from './response-body';
import { outcomeForStatus } from './transport-failure';

/**
 * Turns an answer that is not a success into an ApiError, accepting every
 * form the spec allows: the v1 body `{ error: { code, message, status } }`
 * and the gateway's `{ error: "message" }` (7.1); validation failures as 400
 * or 422 (7.2, "which one: not shown"); resource codes whose HTTP status is
 * not pinned down (7.3), so the code decides before the status does; the
 * unknown-route error at any status (7.5); HTML pages from a gateway.
 */
export interface ClassifyContext {
  method: HttpMethod;
  /** Below /v1, with the query. */
  path: string;
  host: string;
  /** Strips the key from anything the server echoes back. */
  redact(text: string): string;
  /** Field names the request could be complaining about (the body schema's keys). */
  fields?: readonly string[];
  /** What the request was about, e.g. `contact`, for messages. */
  subject?: string;
}

/** Codes that name the field they are about (7.3). */
const FIELD_OF_CODE: Record<string, string> = { invalid_phone: 'phone', invalid_voice: 'voice', invalid_language: 'language' };

export function errorFromResponse(response: HttpResponse, context: ClassifyContext): ApiError {
  const { status } = response;
  const { method, path, host } = context;
  const json = response.body.form === 'json' ? response.body.value : undefined;
  const info = json === undefined ? undefined : decodeErrorBody(json);
  const serverMessage = info?.message ? context.redact(info.message) : undefined;
  const code = info?.code;
  const base: Omit<ApiErrorInit, 'kind'> = {
    status,
    method,
    path,
    host,
    outcome: outcomeForStatus(status, method),
    ...(code === undefined ? {} : { code }),
    ...(serverMessage === undefined ? {} : { serverMessage }),
    ...(context.subject === undefined ? {} : { subject: context.subject }),
  };

  const route = info && parseUnknownRoute(info);
  if (route) return new ApiError({ ...base, kind: 'unknown_route', route: `${route.method} ${route.path}` });

  switch (status) {
    case 401:
      return new ApiError({ ...base, kind: 'unauthorized' });
    case 403:
      // Spec 5.4: a key with only `read` that attempts a write gets 403. The
      // same status also means a key without an owning user on a gated route
      // (5.6) or a feature an administrator withheld (5.5; "insufficient
      // permissions"): those keys may still write elsewhere, so they are not
      // called read-only, which would switch off every edit.
      return new ApiError({ ...base, kind: 'forbidden', readOnlyKey: method !== 'GET' && !/principal|insufficient/i.test(serverMessage ?? '') });
    case 429: {
      const { retryAfterMs } = readRateLimit(status, response.headers, json, response.receivedAt);
      return new ApiError({ ...base, kind: 'rate_limited', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
    }
  }

  if (json === undefined) return nonJsonError(response, base, context);

  if (code !== undefined && (code === 'not_found' || code.endsWith('_not_found'))) return new ApiError({ ...base, kind: 'not_found' });
  if (code === 'no_contacts') return new ApiError({ ...base, kind: 'conflict' });
  if (code !== undefined && code in FIELD_OF_CODE && status < 500) {
    return new ApiError({ ...base, kind: 'invalid', field: FIELD_OF_CODE[code]! });
  }

  if (status === 404) return new ApiError({ ...base, kind: 'not_found' });
  if (status === 400 || status === 422) {
    const field = fieldAtFault(json, serverMessage, context.fields ?? []);
    return new ApiError({ ...base, kind: 'invalid', ...(field === undefined ? {} : { field }) });
  }
  if (status === 409 || status === 410 || status === 412) return new ApiError({ ...base, kind: 'conflict' });
  if (status === 408) return new ApiError({ ...base, kind: 'timeout', outcome: 'not_applied' });
  if (status === 405) return new ApiError({ ...base, kind: 'unknown_route', route: `${method} /v1${path.split('?')[0]}` });
  if (status === 502 || status === 503 || status === 504) return new ApiError({ ...base, kind: 'gateway' });
  if (status >= 500) return new ApiError({ ...base, kind: 'server' });
  if (status >= 400) return new ApiError({ ...base, kind: 'invalid' });
  return unexpectedStatus(response, base);
}

/**
 * A web page where JSON belongs, even with a 2xx status, is a gateway or
 * proxy answering in the API's place (7.5): the API may never have seen the
 * request, so a write is in doubt and a read is worth retrying.
 */
export function gatewayPage(response: HttpResponse, context: ClassifyContext): ApiError {
  return new ApiError({
    kind: 'gateway',
    status: response.status,
    method: context.method,
    path: context.path,
    host: context.host,
    outcome: context.method === 'GET' ? 'not_applied' : 'unknown',
    detail: context.redact(bodyExcerpt(response.text)),
  });
}

/** A 2xx whose body cannot be read or decoded. A write with a 2xx was applied all the same. */
export function badResponse(response: HttpResponse, context: ClassifyContext, why: string): ApiError {
  return new ApiError({
    kind: 'bad_response',
    status: response.status,
    method: context.method,
    path: context.path,
    host: context.host,
    outcome: outcomeForStatus(response.status, context.method),
    serverMessage: context.redact(why),
  });
}

function nonJsonError(response: HttpResponse, base: Omit<ApiErrorInit, 'kind'>, context: ClassifyContext): ApiError {
  const { status } = response;
  const detail = response.body.form === 'empty' ? 'empty body' : context.redact(bodyExcerpt(response.text));
  // A page instead of JSON at 5xx is the gateway speaking, not the API (7.5: retry after a few seconds).
  if (status >= 500) return new ApiError({ ...base, kind: 'gateway', detail });
  // A 404 page that is not JSON comes from something that does not serve the API at that path at all.
  if (status === 404 && response.body.form !== 'empty') {
    return new ApiError({ ...base, kind: 'unknown_route', route: `${context.method} /v1${context.path.split('?')[0]}`, detail });
  }
  if (status === 404) return new ApiError({ ...base, kind: 'not_found', detail });
  if (status === 409) return new ApiError({ ...base, kind: 'conflict', detail });
  if (status === 408) return new ApiError({ ...base, kind: 'timeout', outcome: 'not_applied', detail });
  if (status >= 400) return new ApiError({ ...base, kind: 'invalid', detail, serverMessage: `the service answered HTTP ${status}` });
  return unexpectedStatus(response, base);
}

function unexpectedStatus(response: HttpResponse, base: Omit<ApiErrorInit, 'kind'>): ApiError {
  const location = response.headers.get('location');
  const why =
    response.status >= 300 && response.status < 400
      ? `it redirected to ${location ?? 'another address'}; the workspace address may be out of date`
      : `unexpected HTTP status ${response.status}`;
  return new ApiError({ ...base, kind: 'bad_response', serverMessage: why });
}

/**
 * The field a validation failure is about: a field the body names outright,
 * else the earliest known field name that appears as a whole word in the
 * message ("first_name is required", "Missing required field: first_name").
 */
function fieldAtFault(json: unknown, message: string | undefined, fields: readonly string[]): string | undefined {
  const explicit = explicitField(json);
  if (explicit !== undefined) return explicit;
  if (message === undefined) return undefined;
  let best: { field: string; index: number } | undefined;
  for (const field of fields) {
    const match = new RegExp(`(?<![A-Za-z0-9_])${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`).exec(message);
    if (match && (!best || match.index < best.index || (match.index === best.index && field.length > best.field.length))) {
      best = { field, index: match.index };
    }
  }
  return best?.field;
}

function explicitField(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const top = json as Record<string, unknown>;
  const error = typeof top.error === 'object' && top.error !== null ? (top.error as Record<string, unknown>) : {};
  const details = Array.isArray(error.details) ? (error.details[0] as Record<string, unknown> | undefined) : undefined;
  for (const candidate of [error.field, error.param, details?.field, details?.path, top.field]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    if (Array.isArray(candidate) && candidate.every((part) => typeof part === 'string' || typeof part === 'number')) {
      return candidate.join('.');
    }
  }
  return undefined;
}
