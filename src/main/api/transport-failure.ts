import { ApiError, type HttpMethod, type NetworkFailure, type RequestOutcome } from './api-error';

/**
 * Maps a failed fetch to an ApiError, and above all decides its outcome:
 * a connection that was never made (refused, unknown host, bad certificate)
 * cannot have changed anything, while a connection cut or timed out after the
 * request left may have been processed. For a write that is `unknown`, and the
 * outbox must reconcile it by reading before it resends.
 */
export interface FailureContext {
  method: HttpMethod;
  path: string;
  host: string;
  timeoutMs: number;
  /** The caller's signal aborted. */
  cancelled: boolean;
  /** Our timeout fired. */
  timedOut: boolean;
  /** Known when the failure came while reading the body. */
  status?: number;
}

const NOT_SENT: Record<string, NetworkFailure> = {
  ECONNREFUSED: 'refused',
  EHOSTUNREACH: 'refused',
  ENETUNREACH: 'refused',
  ENETDOWN: 'refused',
  EADDRNOTAVAIL: 'refused',
  UND_ERR_CONNECT_TIMEOUT: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_FAIL: 'dns',
  EAI_NODATA: 'dns',
};

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function transportFailure(error: unknown, context: FailureContext): ApiError {
  const { method, path, host, status } = context;
  const outcome = status !== undefined ? outcomeForStatus(status, method) : method === 'GET' ? 'not_applied' : 'unknown';
  const base = { method, path, host, cause: error, ...(status === undefined ? {} : { status }) };
  if (context.cancelled) return new ApiError({ ...base, kind: 'cancelled', outcome });
  if (context.timedOut) return new ApiError({ ...base, kind: 'timeout', outcome, timeoutMs: context.timeoutMs });
  const code = errorCode(error);
  const detail = code ?? (error instanceof Error ? error.message : String(error));
  const notSent = code === undefined ? undefined : (NOT_SENT[code] ?? (isTlsCode(code) ? 'tls' : undefined));
  if (notSent) return new ApiError({ ...base, kind: 'network', network: notSent, outcome: 'not_applied', detail });
  if (code !== undefined && TIMEOUT_CODES.has(code)) return new ApiError({ ...base, kind: 'timeout', outcome, detail });
  return new ApiError({ ...base, kind: 'network', network: code === undefined ? 'other' : 'reset', outcome, detail });
}

/** Whether an answered request may have changed something: a GET never does; 2xx did; 4xx did not; the rest may have. */
export function outcomeForStatus(status: number, method: HttpMethod): RequestOutcome {
  if (method === 'GET') return 'not_applied';
  if (status >= 200 && status < 300) return 'applied';
  if (status >= 300 && status < 500) return 'not_applied';
  return 'unknown';
}

/** Node's fetch wraps the socket error: `TypeError: fetch failed` → cause (→ AggregateError.errors) → `code`. */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const record = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof record.code === 'string') return record.code;
  const nested = [record.cause, ...(Array.isArray(record.errors) ? record.errors : [])];
  for (const inner of nested) {
    const code = errorCode(inner, depth + 1);
    if (code !== undefined) return code;
  }
  return undefined;
}

function isTlsCode(code: string): boolean {
  return /^(ERR_TLS_|ERR_SSL_|CERT_)/.test(code) || /(SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|DEPTH_ZERO)/.test(code);
}
