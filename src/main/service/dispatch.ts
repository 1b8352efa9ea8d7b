import { isMethodName, methods, SECRET_INPUT_FIELDS, type MethodName } from '../../shared/contract/contract';
import type { CoreError, CoreErrorCode, Result } from '../../shared/contract/result';
import { problemsFromZod, summarizeProblems, type FieldProblem } from '../../shared/api/problems';
import type { CoreHandlers } from './core-handlers';

/**
 * The one place a request crosses from a door into the core. Policy: nothing
 * thrown by a handler crosses the boundary. The reply is always a Result; an
 * unexpected failure is logged here, with its stack, and reported to the
 * renderer in plain words only (a stack trace tells a user nothing and tells
 * an attacker too much). Request parameters are never logged: some methods
 * carry an API key being stored. As a second line of defence, the values of
 * the contract's secret fields are blanked out of whatever is replied or
 * logged, in case an error message quotes them.
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
  const secrets = secretValuesIn(params);
  const parsed = methods[method].input.safeParse(params, { reportInput: true });
  if (!parsed.success) {
    const problems = problemsFromZod(parsed.error).map((problem) => ({ ...problem, message: redact(problem.message, secrets) }));
    return { ok: false, error: { code: 'invalid_request', message: summarizeProblems(`Invalid request to ${method}`, problems), problems } };
  }
  try {
    return { ok: true, value: await callHandler(handlers, method, parsed.data) };
  } catch (error) {
    if (error instanceof CoreFailure) return { ok: false, error: redactError(error.error, secrets) };
    console.error(`[core] ${method} failed:`, secrets.length ? redactThrown(error, secrets) : error);
    return failure('internal', `Something went wrong in the app while handling ${method}. The details are in the app's log.`);
  }
}

/** The secret fields' values in a request, as sent and as the schema would trim them. */
function secretValuesIn(params: unknown): string[] {
  if (typeof params !== 'object' || params === null) return [];
  const values: string[] = [];
  for (const field of SECRET_INPUT_FIELDS) {
    const value: unknown = (params as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim().length >= 4) values.push(value, value.trim());
  }
  return values;
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((clean, secret) => clean.split(secret).join('[redacted]'), text);
}

function redactError(error: CoreError, secrets: readonly string[]): CoreError {
  if (!secrets.length) return error;
  const message = redact(error.message, secrets);
  return error.problems ? { ...error, message, problems: error.problems.map((p) => ({ ...p, message: redact(p.message, secrets) })) } : { ...error, message };
}

/** A copy of a thrown value fit for the log: its message and stack without the secrets. */
function redactThrown(error: unknown, secrets: readonly string[]): unknown {
  if (!(error instanceof Error)) return redact(String(error), secrets);
  const copy = new Error(redact(error.message, secrets));
  copy.name = error.name;
  copy.stack = redact(error.stack ?? '', secrets);
  return copy;
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
