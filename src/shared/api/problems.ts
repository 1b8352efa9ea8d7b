import type { z } from 'zod';

/**
 * One thing wrong with a value, named so a person can fix it: which record,
 * which field, what is wrong. Every schema failure in the app is reported in
 * this shape, whether it comes from the network, a form or a JSONL file.
 */
export interface FieldProblem {
  /** Dotted path of the field at fault, e.g. `business_hours.monday.start`; empty for the whole value. */
  field: string;
  message: string;
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${article(issue.expected)}, not ${describeValue(issue.input)}`;
    case 'invalid_value':
      if (issue.input === undefined) return 'is required';
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, not ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_union': {
      // A discriminated union (an edit's `op`): name the choices, as for an enum.
      const { discriminator, options } = issue as { discriminator?: unknown; options?: unknown };
      if (typeof discriminator !== 'string' || !Array.isArray(options)) return issue.message;
      const value = issue.input !== null && typeof issue.input === 'object' ? (issue.input as Record<string, unknown>)[discriminator] : undefined;
      if (value === undefined) return 'is required';
      return `must be one of ${options.map((option) => JSON.stringify(option)).join(', ')}, not ${describeValue(value)}`;
    }
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum} ${issue.minimum === 1 ? 'entry' : 'entries'}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} entries`;
      return `must be at most ${issue.maximum}`;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `a ${value.length}-character string` : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

export function problemsFromZod(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: fieldPath(issue.path), message: describeIssue(issue) }));
}

/** "contact: first_name is required; phone must be a string, not number 5" */
export function summarizeProblems(subject: string, problems: readonly FieldProblem[]): string {
  const parts = problems.map((p) => (p.field ? `${p.field} ${p.message}` : p.message));
  return `${subject}: ${parts.join('; ')}`;
}
