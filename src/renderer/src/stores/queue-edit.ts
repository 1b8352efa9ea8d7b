import { problemsFromZod } from '../../../shared/api/problems';
import type { MethodOutput } from '../../../shared/contract/contract';
import type { CoreError, Result } from '../../../shared/contract/result';
import { edit as editSchema, type Edit } from '../../../shared/outbox/edits';
import type { CoreClient } from '../api/core-client';

/**
 * Queues one edit in the active workspace's outbox (shown at once, sent when
 * the service is reachable). It is checked in the page first, with the
 * schema the core checks it with: a form shows what is wrong at once, in the
 * words and at the field the core would name (`fields.name`), and nothing
 * is sent to the core.
 */
export async function queueEdit(client: CoreClient, candidate: Edit): Promise<Result<MethodOutput<'outbox.apply'>>> {
  const problem = checkEdit(candidate);
  if (problem) return { ok: false, error: problem };
  return client.call('outbox.apply', { edits: [candidate] });
}

export function checkEdit(candidate: Edit): CoreError | undefined {
  const parsed = editSchema.safeParse(candidate);
  if (parsed.success) return undefined;
  return { code: 'invalid_request', message: 'Some fields need fixing.', problems: problemsFromZod(parsed.error) };
}
