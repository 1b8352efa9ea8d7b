import type { Database } from 'better-sqlite3';
import type { Clock } from '../clock';

/** What route handlers and hooks share; one per server. */
export interface ServerContext {
  db: Database;
  clock: Clock;
  /** `v1` errors are `{ error: { code, message, status } }`; `gateway` errors are the flat `{ error: message }` (spec 7.1). */
  errorForm: ErrorForm;
  /** How long a new agent takes to go live (spec 3.3: "a few seconds"). */
  provisioningDelayMs: number;
}

export type ErrorForm = 'v1' | 'gateway';

/**
 * Who may call a route. `write-user` is a write that is also
 * permission-gated (spec 5.6): it needs a key with an owning user.
 */
export type RouteAccess = 'read' | 'write' | 'write-user';

/** The authenticated key behind a request. */
export interface Principal {
  keyId: number;
  workspaceId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The workspace of an authenticated request; every v1 route has one by the time its handler runs. */
export function workspaceOf(request: { principal: Principal | null }): number {
  if (request.principal === null) throw new Error('route handler reached without an authenticated principal');
  return request.principal.workspaceId;
}
