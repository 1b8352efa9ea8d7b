import type { CoreError } from '../../../shared/contract/result';
import type { FormProblems } from '../workspaces/form-problems';

/**
 * Splits the problems of a one-edit batch between a form's fields and the
 * form as a whole. A problem belongs to the form field its path starts with
 * (`fields.business_hours.monday.end` to `business_hours.monday`, its
 * message then starting with the rest: "end must be later than start");
 * anything else (the record gone, the key read-only, the core out of reach)
 * goes above the buttons.
 */
export function editFormProblems(error: CoreError | undefined, fields: readonly string[]): FormProblems {
  if (!error) return { fields: {}, general: undefined };
  const atFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const problem of error.problems ?? []) {
    const path = problem.field.replace(/^edits\[\d+\]\./, '').replace(/^fields\./, '');
    const field = fieldOf(path, fields);
    if (field === undefined) elsewhere.push(problem.field ? `${problem.field} ${problem.message}` : problem.message);
    else atFields[field] ??= [restOf(path.slice(field.length)), problem.message].filter(Boolean).join(' ');
  }
  const unsaid = elsewhere.filter((text) => !error.message.includes(text));
  const general = elsewhere.length > 0 || Object.keys(atFields).length === 0 ? [error.message, ...unsaid].join(' ') : undefined;
  return { fields: atFields, general };
}

/** The longest of the form's field names that `path` is, or starts with. */
function fieldOf(path: string, fields: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const field of fields) {
    const matches = path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);
    if (matches && (best === undefined || field.length > best.length)) best = field;
  }
  return best;
}

/** What follows the field in a problem's path, in words: `.end` is "end", `[2]` "entry 3". */
function restOf(rest: string): string {
  return rest
    .replace(/\[(\d+)\]/g, (_match, index: string) => ` entry ${Number(index) + 1}`)
    .replace(/\./g, ' ')
    .trim();
}

/** "Name must not be empty." from the field's label and its problem. */
export function fieldMessage(label: string, problem: string | undefined): string | undefined {
  return problem === undefined ? undefined : `${label} ${problem}${/[.!?]$/.test(problem) ? '' : '.'}`;
}
