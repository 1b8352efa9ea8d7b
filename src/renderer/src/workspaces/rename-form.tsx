import { createSignal } from 'solid-js';
import type { ProfileSummary } from '../../../shared/contract/contract';
import type { CoreError } from '../../../shared/contract/result';
import type { WorkspacesStore } from '../stores/workspaces-store';
import { formProblems } from './form-problems';
import { TextField } from './text-field';

export function RenameForm(props: { profile: ProfileSummary; store: WorkspacesStore; onDone: () => void }) {
  // eslint-disable-next-line solid/reactivity -- the form starts from the name it was opened on
  const [name, setName] = createSignal(props.profile.name);
  const [error, setError] = createSignal<CoreError | undefined>();
  const [saving, setSaving] = createSignal(false);
  const problems = () => formProblems(error(), ['name']);

  async function save() {
    setSaving(true);
    const outcome = await props.store.rename(props.profile.id, name());
    setSaving(false);
    if (outcome.ok) props.onDone();
    else setError(outcome.error);
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
      <TextField id={`rename-${props.profile.id}`} label={`New name for ${props.profile.name}`} value={name()} onInput={setName} error={problems().fields['name'] ?? problems().general} disabled={saving()} />
      <div class="actions">
        <button type="submit" class="primary" disabled={saving()}>
          Save name
        </button>
        <button type="button" onClick={() => props.onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
