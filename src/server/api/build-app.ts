import Fastify, { type FastifyInstance } from 'fastify';
import { installFaultHooks } from '../faults/fault-hooks';
import type { FaultPlan } from '../faults/fault-plan';
import { installAccessHook } from './access-hook';
import type { ServerContext } from './context';
import { installErrorHandler } from './error-handler';
import { createRateLimiter } from './rate-limiter';
import { registerAgentRoutes } from './routes/agent-routes';
import { registerCallRoutes } from './routes/call-routes';
import { registerCampaignRoutes } from './routes/campaign-routes';
import { registerContactRoutes } from './routes/contact-routes';

export interface AppOptions {
  /** Requests per key per minute; 0 turns rate limiting off. */
  rateLimit: number;
  faults: FaultPlan | undefined;
  /** Test hook: told of every request as it arrives and once its answer has gone (see SandboxServerOptions.onRequest). */
  onRequest?: (event: RequestEvent) => void;
}

/**
 * A request seen by the server: `received` before anything else runs (faults,
 * access, the handler), `answered` once the answer has been written out (or
 * its connection closed, for a request reset or dropped after the commit).
 */
export interface RequestEvent {
  phase: 'received' | 'answered';
  method: string;
  /** As requested: /v1/contacts?page=2… */
  url: string;
  /** The answer's status, once answered. */
  status?: number;
}

/** Bodies larger than this are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The HTTP application: hooks in the order a request meets them (faults,
 * then authentication and rate limit), the v1 routes, and the two handlers
 * that keep every answer in the documented forms.
 */
export function buildApp(context: ServerContext, options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Long enough that any malformed id reaches our 400 instead of a router 404.
    routerOptions: { maxParamLength: 1000 },
    // SIGTERM must not wait for idle keep-alive connections.
    forceCloseConnections: true,
  });
  // Bodies are JSON only (spec 4); without this Fastify would accept text/plain.
  app.removeContentTypeParser('text/plain');
  // An empty body with a JSON Content-Type counts as no body: many HTTP
  // wrappers send that header on every request, a bodiless start included.
  // Everything else goes to Fastify's parser, which refuses __proto__ tricks.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body.toString(), done);
  });

  const observe = options.onRequest;
  if (observe !== undefined) {
    app.addHook('onRequest', async (request) => observe({ phase: 'received', method: request.method, url: request.url }));
    app.addHook('onResponse', async (request, reply) => observe({ phase: 'answered', method: request.method, url: request.url, status: reply.statusCode }));
  }
  // The Date header tells the server's time by its own clock (a manual one in tests), as a real server's
  // Date agrees with the timestamps it writes; clients use it to allow for a difference from theirs.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('date', new Date(context.clock.now()).toUTCString());
    return payload;
  });
  if (options.faults !== undefined) installFaultHooks(app, options.faults);
  installAccessHook(app, context, options.rateLimit > 0 ? createRateLimiter(options.rateLimit) : undefined);
  installErrorHandler(app, context.errorForm);

  // Spec 7.5, in every mode: unknown paths and known paths with the wrong
  // method alike, the path as requested without its query string.
  app.setNotFoundHandler((request, reply) => {
    const path = request.raw.url?.split('?')[0] ?? request.url;
    void reply.code(404).send({ error: `No route found for ${request.method} ${path}` });
  });

  registerAgentRoutes(app, context);
  registerCampaignRoutes(app, context);
  registerContactRoutes(app, context);
  registerCallRoutes(app, context);
  return app;
}
