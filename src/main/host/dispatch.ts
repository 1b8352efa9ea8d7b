import { isMethodName, methods, type MethodName } from '../../shared/contract/contract';
import type { CoreError, CoreErrorCode, Result } from '../../shared/contract/result';
import { problemsFromZod, summarizeProblems, type FieldProblem } from '../../shared/api/problems';
import type { CoreHandlers } from './core-handlers';

/**
 * The one place a request crosses from a door into the core. Policy: nothing
 * thrown by a handler crosses the boundary. The reply is always a Result; an
 * unexpected failure is logged here, with its stack, and reported to the
 * renderer in plain words only (a stack trace tells a user nothing and tells
 * an attacker too much). Request parameters are never logged: some methods
 * will carry secrets such as an API key being stored.
 */

/** Thrown by a handler for a failure the UI can act on; its error reaches the renderer as is. */
export class CoreFailure extends Error {
  readonly error: CoreError;

  constructor(code: CoreErrorCode, message: string, problems?: FieldProblem[]) {
    super(message);
    this.name = 'CoreFailure';
    this.error = problems ? { code, message, problems } : { code, message };
  }
}

export async function dispatchRequest(handlers: CoreHandlers, method: string, params: unknown): Promise<Result<unknown>> {
  if (!isMethodName(method)) {
    return failure('unknown_method', `This version of the app does not offer "${clip(method)}".`);
  }
  const parsed = methods[method].input.safeParse(params, { reportInput: true });
  if (!parsed.success) {
    const problems = problemsFromZod(parsed.error);
    return { ok: false, error: { code: 'invalid_request', message: summarizeProblems(`Invalid request to ${method}`, problems), problems } };
  }
  try {
    return { ok: true, value: await callHandler(handlers, method, parsed.data) };
  } catch (error) {
    if (error instanceof CoreFailure) return { ok: false, error: error.error };
    console.error(`[core] ${method} failed:`, error);
    return failure('internal', `Something went wrong in the app while handling ${method}. The details are in the app's log.`);
  }
}

// The map is indexed by a union, so TypeScript cannot relate a handler to its
// input; the input was parsed by this very method's schema just above.
function callHandler(handlers: CoreHandlers, method: MethodName, input: unknown): Promise<unknown> {
  const handler = handlers[method] as (input: unknown) => Promise<unknown>;
  return handler(input);
}

function failure(code: CoreErrorCode, message: string): Result<never> {
  return { ok: false, error: { code, message } };
}

/** A method name comes from the caller; echo back only a bounded part of it. */
function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
