import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { RateLimitedError } from '../api/error-forms';
import type { FaultPlan } from './fault-plan';

declare module 'fastify' {
  interface FastifyRequest {
    dropAfterCommit: boolean;
  }
}

/** Seconds an injected 429 asks the client to wait: short, so tests that meet bursts stay quick. */
export const INJECTED_RETRY_AFTER_SECONDS = 1;

const STATUS_TEXT = { 502: 'Bad Gateway', 503: 'Service Unavailable' } as const;

/**
 * Installs the fault plan as the first hook of every request, in front of
 * authentication and rate limiting, as a misbehaving gateway would be. Injected
 * 429s carry Retry-After but no X-RateLimit headers (they do not come from the
 * key's limit), and HTML pages carry neither: a broken gateway sends no such
 * courtesy.
 */
export function installFaultHooks(app: FastifyInstance, plan: FaultPlan): void {
  app.decorateRequest('dropAfterCommit', false);

  app.addHook('onRequest', async (request, reply) => {
    const decision = plan.decide();
    if (decision.reset) {
      // Nothing has run: the client sees a reset, and nothing is committed.
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (decision.latencyMs > 0) await sleep(decision.latencyMs);
    if (decision.burst429) throw new RateLimitedError('too many requests; slow down', INJECTED_RETRY_AFTER_SECONDS);
    if (decision.html !== null) {
      const title = `${decision.html} ${STATUS_TEXT[decision.html]}`;
      return reply
        .code(decision.html)
        .type('text/html; charset=utf-8')
        .send(`<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>gateway</center></body></html>\n`);
    }
    request.dropAfterCommit = decision.drop;
  });

  // onSend runs after the handler has committed and before any byte is written.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.dropAfterCommit) request.raw.socket.destroy();
    return payload;
  });
}
