import type { EditProblem } from '../../main/outbox';
import { CliFailure } from '../cli-failure';

/**
 * A refused batch of edits, as one message: every problem on its own line,
 * naming where it is (`line 3`, `row 12`), the field and what is wrong, and
 * the reassurance that nothing was queued.
 */
export function refusedBatch(source: string, problems: readonly (EditProblem & { where: string })[]): CliFailure {
  const lines = problems.map((problem) => `  ${problem.where}: ${problem.field ? `${problem.field} ` : ''}${problem.message}`);
  return new CliFailure(`${source} was not queued (nothing from it was), because:\n${lines.join('\n')}`);
}
