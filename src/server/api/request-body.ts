import type { z } from 'zod';
import { problemsFromZod, summarizeProblems } from '../../shared/api/index';
import { invalidRequest, validationError } from './api-error';

/**
 * Validates a request body with the shared request schema, so that "valid in
 * the app" means "accepted here". The 400/422 split (spec 7.2 leaves it open):
 *
 * - 400 invalid_request: the body is not a JSON object, or a required field is
 *   missing (the message names every missing field), or none of the
 *   alternative fields of an agent create is given.
 * - 422: everything else the schema rejects, naming field and issue. The code
 *   is `invalid_phone` when the first problem is the phone number (spec 7.3),
 *   else `validation_error`; the message lists every problem.
 *
 * A request without a body is validated as `{}`, so a missing first_name is
 * reported as such rather than as a missing body.
 */
export function parseBody<S extends z.ZodType>(subject: string, schema: S, body: unknown): z.output<S> {
  const input = body === undefined ? {} : body;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalidRequest(`the ${subject} request body must be a JSON object`);
  }
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;

  const problems = problemsFromZod(parsed.error);
  const issues = parsed.error.issues;
  const missing = problems.filter((_, index) => isMissingField(issues[index]!));
  if (missing.length > 0) throw invalidRequest(summarizeProblems(subject, missing));
  const first = issues[0]!;
  if (first.path.length === 0 && first.code === 'custom') throw invalidRequest(summarizeProblems(subject, problems));
  throw validationError(summarizeProblems(subject, problems), first.path[0] === 'phone' ? 'invalid_phone' : 'validation_error');
}

function isMissingField(issue: z.core.$ZodIssue): boolean {
  return (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined && issue.path.length > 0;
}
