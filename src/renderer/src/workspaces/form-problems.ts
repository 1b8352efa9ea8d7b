import type { CoreError } from '../../../shared/contract/result';

/**
 * Splits a core error between the form's fields and the form as a whole: a
 * problem naming one of `fields` is shown at that field, anything else (the
 * service out of reach, say) above the buttons.
 */
export interface FormProblems {
  fields: Record<string, string>;
  general: string | undefined;
}

export function formProblems(error: CoreError | undefined, fields: readonly string[]): FormProblems {
  if (!error) return { fields: {}, general: undefined };
  const atFields: Record<string, string> = {};
  for (const problem of error.problems ?? []) if (fields.includes(problem.field) && !atFields[problem.field]) atFields[problem.field] = problem.message;
  return { fields: atFields, general: Object.keys(atFields).length > 0 ? undefined : error.message };
}

/** The host of an address being typed, for "Checking the key with api.acme.com…"; undefined until it parses. */
export function hostOf(address: string): string | undefined {
  try {
    return new URL(address.trim()).host || undefined;
  } catch {
    return undefined;
  }
}
