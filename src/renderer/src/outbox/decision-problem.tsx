import type { CoreError } from '../../../shared/contract/result';
import { FormProblem } from '../editing/field-notes';

/** Why a decision could not be taken (the edit was being sent meanwhile, say), above the entry's buttons. */
export function DecisionProblem(props: { error: CoreError | undefined }) {
  return <FormProblem message={props.error?.message} />;
}
