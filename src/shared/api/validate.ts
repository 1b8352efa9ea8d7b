import type { z } from 'zod';
import { problemsFromZod, summarizeProblems, type FieldProblem } from './problems';

/** Validation of user input (forms, import files, edits) before anything is queued or sent. */
export type Validated<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[]; message: string };

export function validateInput<S extends z.ZodType>(subject: string, schema: S, value: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = problemsFromZod(parsed.error);
  return { ok: false, problems, message: summarizeProblems(subject, problems) };
}
