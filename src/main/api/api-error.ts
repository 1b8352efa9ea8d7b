import type { FieldProblem } from '../../shared/api';
import { userMessageFor } from './user-messages';

/**
 * Every failure of the API layer is an ApiError with a `kind` the callers
 * switch on, an `outcome` the outbox relies on, and a `userMessage` the UI
 * shows as is. Nothing here ever holds the API key or the Authorization
 * header: server messages are redacted before they get here.
 */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid'
  | 'conflict'
  | 'rate_limited'
  | 'unknown_route'
  | 'server'
  | 'gateway'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'bad_response';

/**
 * Whether the request may have changed anything on the server. The outbox
 * resends `not_applied`, records `applied`, and reconciles `unknown` by
 * reading before it ever resends. A GET changes nothing, so it is never
 * `unknown`.
 */
export type RequestOutcome = 'not_applied' | 'unknown' | 'applied';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What went wrong on the wire, for `network` errors: it decides the user's next step. */
export type NetworkFailure = 'refused' | 'dns' | 'reset' | 'tls' | 'other';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  outcome: RequestOutcome;
  status?: number;
  /** The v1 error code (`contact_not_found`, `no_contacts`…); absent in the gateway's flat form. */
  code?: string;
  /** The server's own message, with the API key redacted. */
  serverMessage?: string;
  /** The request field at fault, when the message or the validation names one. */
  field?: string;
  /** Field-named problems of a body refused before sending. */
  problems?: FieldProblem[];
  /** A write refused with 403: the key can only read. */
  readOnlyKey?: boolean;
  /** How long the server asked us to wait (429). */
  retryAfterMs?: number;
  method?: HttpMethod;
  /** The path below /v1, with its query. */
  path?: string;
  /** For `unknown_route`: the route the server said it does not know, e.g. `POST /v1/x`. */
  route?: string;
  /** The service's host, named in network messages. */
  host?: string;
  network?: NetworkFailure;
  /** The low-level error code (ECONNRESET…), for logs. */
  detail?: string;
  timeoutMs?: number;
  /** What the body validation was about, e.g. `contact`. */
  subject?: string;
  cause?: unknown;
}

const RETRYABLE_KINDS: ReadonlySet<ApiErrorKind> = new Set(['rate_limited', 'server', 'gateway', 'network', 'timeout']);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly outcome: RequestOutcome;
  /** Whether sending the same request again might succeed; see retry-policy.ts for when we do. */
  readonly retryable: boolean;
  readonly userMessage: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;
  readonly problems: readonly FieldProblem[];
  readonly readOnlyKey: boolean;
  readonly retryAfterMs: number | undefined;
  readonly method: HttpMethod | undefined;
  readonly path: string | undefined;
  readonly network: NetworkFailure | undefined;
  readonly detail: string | undefined;

  constructor(init: ApiErrorInit) {
    super(technicalMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.outcome = init.outcome;
    this.retryable = RETRYABLE_KINDS.has(init.kind);
    this.userMessage = userMessageFor(init);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.field = init.field;
    this.problems = init.problems ?? [];
    this.readOnlyKey = init.readOnlyKey ?? false;
    this.retryAfterMs = init.retryAfterMs;
    this.method = init.method;
    this.path = init.path;
    this.network = init.network;
    this.detail = init.detail;
  }
}

export function isApiError(value: unknown, kind?: ApiErrorKind): value is ApiError {
  return value instanceof ApiError && (kind === undefined || value.kind === kind);
}

/** For logs and engineers: `POST /v1/contacts → 422 invalid_request: first_name is required`. */
function technicalMessage(init: ApiErrorInit): string {
  const request = init.method && init.path ? `${init.method} /v1${init.path}` : 'request';
  const answer = [init.status ?? init.detail ?? init.kind, init.code].filter((part) => part !== undefined).join(' ');
  const text = init.serverMessage ?? init.problems?.map((p) => (p.field ? `${p.field} ${p.message}` : p.message)).join('; ');
  return `${request} → ${answer}${text ? `: ${text}` : ''} (${init.kind}, ${init.outcome})`;
}

/** Removes the key, and anything that looks like a bearer credential, from text a server sent back. */
export function redactSecret(text: string, apiKey: string): string {
  let clean = text.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
  if (apiKey.length >= 4) clean = clean.split(apiKey).join('[redacted]');
  return clean;
}
