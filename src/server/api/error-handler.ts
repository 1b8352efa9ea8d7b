import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, invalidRequest } from './api-error';
import type { ErrorForm } from './context';
import { sendError } from './error-forms';

/**
 * Every error leaves in our forms, including Fastify's own (bad JSON, wrong
 * content type, body too large), which are reworded to name the fix.
 * Anything unexpected is a 500 `server_error` with the spec's message, and its
 * stack goes to stderr.
 */
export function installErrorHandler(app: FastifyInstance, form: ErrorForm): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    sendError(reply, toApiError(error, request.headers['content-type']), form);
  });
}

function toApiError(error: FastifyError | ApiError | Error, contentType: string | undefined): ApiError {
  if (error instanceof ApiError) return error;
  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    // Spec 4: "Requests with a body need Content-Type: application/json". The
    // spec has no status for the wrong one; we keep to its table and answer
    // 400 invalid_request rather than 415.
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalidRequest(`a request with a body needs Content-Type: application/json, not ${contentType ? `"${contentType}"` : 'none'}`);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalidRequest('request body is not valid JSON (or has a __proto__ or constructor.prototype key); send a JSON object');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'request body is larger than the 1 MiB the sandbox accepts');
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return new ApiError(status, 'invalid_request', error.message);
  process.stderr.write(`[sandbox] internal error: ${error.stack ?? error.message}\n`);
  return new ApiError(500, 'server_error', 'internal server error');
}
