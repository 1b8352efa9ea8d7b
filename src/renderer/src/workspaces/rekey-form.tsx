import { createSignal, Show } from 'solid-js';
import { FormProblem } from '../editing/field-notes';
import type { ProfileSummary } from '../../../shared/contract/contract';
import type { CoreError } from '../../../shared/contract/result';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { formProblems, hostOf } from './form-problems';
import { TextField } from './text-field';

/** A new key for a workspace (rotated, or lost by the keychain): checked with the service, then stored in place of the old one. */
export function RekeyForm(props: { profile: ProfileSummary; store: WorkspacesStore; onDone: () => void }) {
  const [apiKey, setApiKey] = createSignal('');
  const [error, setError] = createSignal<CoreError | undefined>();
  const [checking, setChecking] = createSignal(false);
  const problems = () => formProblems(error(), ['apiKey']);

  async function save() {
    setChecking(true);
    setError(undefined);
    const outcome = await props.store.rekey(props.profile.id, apiKey());
    setChecking(false);
    if (outcome.ok) {
      setApiKey('');
      props.onDone();
    } else {
      setError(outcome.error);
    }
  }

  return (
    <form
      class="inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        id={`rekey-${props.profile.id}`}
        label={`New API key for ${props.profile.name}`}
        type="password"
        autocomplete="new-password"
        value={apiKey()}
        onInput={setApiKey}
        hint={`Checked with ${hostOf(props.profile.baseUrl) ?? 'the workspace'} before it replaces the stored key.`}
        error={problems().fields['apiKey']}
        disabled={checking()}
      />
      <Show when={checking()}>
        <p role="status">Checking the key…</p>
      </Show>
      <FormProblem message={problems().general} />
      <div class="actions">
        <button type="submit" class="primary" disabled={checking()}>
          Save key
        </button>
        <button type="button" onClick={() => props.onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
