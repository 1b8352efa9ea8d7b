import { Show } from 'solid-js';
import type { CoreError } from '../../../shared/contract/result';

/** Why a decision could not be taken (the edit was being sent meanwhile, say), above the entry's buttons. */
export function DecisionProblem(props: { error: CoreError | undefined }) {
  return (
    <Show when={props.error}>
      {(error) => (
        <p class="error" role="alert">
          {error().message}
        </p>
      )}
    </Show>
  );
}
