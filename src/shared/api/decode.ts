import type { z } from 'zod';
import { gatewayErrorBody, listEnvelope, singleEnvelope, v1ErrorBody, type ListMeta } from './envelopes';
import { problemsFromZod, summarizeProblems, type FieldProblem } from './problems';

/**
 * Decoding of response bodies with field-named failures.
 *
 * A decode failure is a value, not an exception: the sync engine reports and
 * skips a bad record and carries on with the rest of the page.
 */

export type Decoded<T> = { ok: true; value: T } | { ok: false; error: DecodeFailure };

export interface DecodeFailure {
  /** What was being decoded, e.g. `contact` or `contact list`. */
  resource: string;
  /** The record's id when it had one, to name it in a report. */
  id?: string;
  problems: FieldProblem[];
  /** One line for logs and the UI: `contact contact_12: status must be one of "active", "dnc", not "gone"`. */
  message: string;
}

function failure(resource: string, problems: FieldProblem[], id?: string): DecodeFailure {
  const subject = id === undefined ? resource : `${resource} ${id}`;
  return { resource, ...(id === undefined ? {} : { id }), problems, message: summarizeProblems(subject, problems) };
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string') return value.id;
  return undefined;
}

export function decodeRecord<S extends z.ZodType>(resource: string, schema: S, value: unknown): Decoded<z.output<S>> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: failure(resource, problemsFromZod(parsed.error), idOf(value)) };
}

/**
 * A body the spec shows as `{ data: X }`, or does not show at all: accepted
 * wrapped or bare. A bare body is recognised by not being an object whose
 * only meaningful key is `data`.
 */
export function unwrap(body: unknown): unknown {
  const wrapped = singleEnvelope.safeParse(body);
  if (wrapped.success && typeof wrapped.data.data === 'object' && wrapped.data.data !== null) return wrapped.data.data;
  return body;
}

export function decodeSingle<S extends z.ZodType>(resource: string, schema: S, body: unknown): Decoded<z.output<S>> {
  return decodeRecord(resource, schema, unwrap(body));
}

export interface DecodedList<T> {
  items: T[];
  /** Records that failed to decode: reported, skipped, never fatal. */
  rejected: DecodeFailure[];
  /** Absent when the server sends no `meta` (allowed for agent and campaign lists). */
  meta?: ListMeta;
  /** How many records the page held, decodable or not: paging must count the skipped ones. */
  received: number;
}

export function decodeList<S extends z.ZodType>(
  resource: string,
  schema: S,
  body: unknown,
): Decoded<DecodedList<z.output<S>>> {
  // A list may also arrive as a bare array where an implementation skips the envelope.
  const envelope = listEnvelope.safeParse(Array.isArray(body) ? { data: body } : body, { reportInput: true });
  if (!envelope.success) return { ok: false, error: failure(`${resource} list`, problemsFromZod(envelope.error)) };
  const items: z.output<S>[] = [];
  const rejected: DecodeFailure[] = [];
  envelope.data.data.forEach((raw) => {
    const record = decodeRecord(resource, schema, raw);
    if (record.ok) items.push(record.value);
    else rejected.push(record.error);
  });
  return {
    ok: true,
    value: { items, rejected, received: envelope.data.data.length, ...(envelope.data.meta ? { meta: envelope.data.meta } : {}) },
  };
}

/** An error body in either documented form, normalised. */
export interface ApiErrorInfo {
  /** The v1 code (`contact_not_found`, `rate_limited`…); absent in the gateway's flat form. */
  code?: string;
  message: string;
  status?: number;
  /** Seconds to wait, from `retry_after` (v1) or `retryAfter` (gateway). */
  retryAfterSeconds?: number;
}

export function decodeErrorBody(body: unknown): ApiErrorInfo | undefined {
  const v1 = v1ErrorBody.safeParse(body);
  if (v1.success) {
    const { code, message, status, retry_after } = v1.data.error;
    return { code, message, ...(status === undefined ? {} : { status }), ...(retry_after === undefined ? {} : { retryAfterSeconds: retry_after }) };
  }
  const gateway = gatewayErrorBody.safeParse(body);
  if (gateway.success) {
    const { error, message, retryAfter } = gateway.data;
    // The gateway's 429 puts a short label in `error` and the sentence in `message`.
    return { message: message ?? error, ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }) };
  }
  return undefined;
}

const UNKNOWN_ROUTE = /^No route found for ([A-Z]+) (\S+)/;

/** The unknown-route error of spec 7.5: the app or the service needs updating. */
export function parseUnknownRoute(info: ApiErrorInfo): { method: string; path: string } | undefined {
  const match = UNKNOWN_ROUTE.exec(info.message);
  return match ? { method: match[1]!, path: match[2]! } : undefined;
}
