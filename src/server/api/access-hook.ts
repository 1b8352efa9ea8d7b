import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findApiKeyByToken, type ApiKeyRecord } from '../store/api-keys';
import { forbidden, unauthorized } from './api-error';
import type { ServerContext } from './context';
import { RateLimitedError } from './error-forms';
import type { RateLimiter } from './rate-limiter';

/**
 * Authentication, rate limiting and permissions, in that order, before any
 * route runs (spec 5, 7.2, 8).
 *
 * - The rate limit is counted per key; a request without a valid key is
 *   counted per client address, so even 401s and unknown routes carry the
 *   headers. It is checked before the 401, as a gateway in front would.
 * - X-RateLimit-Reset is the number of seconds until the window resets (the
 *   spec documents both that and a Unix timestamp; clients accept either).
 *   With rate limiting off there is no limit to report and no headers.
 * - An unknown route is answered by the not-found handler without asking for
 *   a key: the route table is consulted before authentication.
 */
export function installAccessHook(app: FastifyInstance, context: ServerContext, limiter: RateLimiter | undefined): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const found = token === undefined ? undefined : findApiKeyByToken(context.db, token);
    const key = found !== undefined && found.revoked_at === null ? found : undefined;

    if (limiter !== undefined) {
      const verdict = limiter.take(key === undefined ? `address:${request.ip}` : `key:${key.id}`, context.clock.now());
      reply.header('x-ratelimit-limit', verdict.limit);
      reply.header('x-ratelimit-remaining', verdict.remaining);
      reply.header('x-ratelimit-reset', verdict.resetSeconds);
      if (!verdict.allowed) {
        throw new RateLimitedError(
          `rate limit of ${verdict.limit} requests per minute exceeded; retry in ${verdict.resetSeconds} s`,
          verdict.resetSeconds,
        );
      }
    }

    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    if (token === undefined) throw unauthorized('authorization required');
    if (key === undefined) throw unauthorized('invalid or expired token');
    checkPermission(key, access);
    request.principal = { keyId: key.id, workspaceId: key.workspace_id };
  });
}

function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function checkPermission(key: ApiKeyRecord, access: 'read' | 'write' | 'write-user'): void {
  if (access === 'read') {
    if (key.can_read !== 1) throw forbidden('insufficient permissions');
    return;
  }
  if (key.can_write !== 1) throw forbidden('key has no write permission');
  if (access === 'write-user' && key.owner_user_id === null) throw forbidden('user principal required');
}
