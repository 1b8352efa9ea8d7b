import { createSignal } from 'solid-js';
import { FormProblem } from '../editing/field-notes';
import type { ProfileSummary } from '../../../shared/contract/contract';
import type { WorkspacesStore } from '../stores/workspaces-store';

/** Removing a workspace asks first; deleting its copy on this computer is a second, separate choice. */
export function RemoveForm(props: { profile: ProfileSummary; store: WorkspacesStore; onDone: () => void }) {
  const [deleteMirror, setDeleteMirror] = createSignal(false);
  const [removing, setRemoving] = createSignal(false);
  const [problem, setProblem] = createSignal<string | undefined>();
  const questionId = () => `remove-${props.profile.id}-question`;

  async function remove() {
    setRemoving(true);
    const outcome = await props.store.remove(props.profile.id, deleteMirror());
    setRemoving(false);
    if (outcome.ok) props.onDone();
    else setProblem(outcome.error.message);
  }

  return (
    <div class="inline-form confirm" role="group" aria-labelledby={questionId()}>
      <p id={questionId()}>
        <strong>Remove “{props.profile.name}” from VoiceDesk?</strong> Its key is deleted from this computer. The workspace itself, on the service, is not changed.
      </p>
      <label class="checkbox">
        <input type="checkbox" checked={deleteMirror()} onChange={(event) => setDeleteMirror(event.currentTarget.checked)} />
        Also delete this workspace's data on this computer (its copy of calls, contacts and transcripts)
      </label>
      <FormProblem message={problem()} />
      <div class="actions">
        <button type="button" class="danger" disabled={removing()} onClick={() => void remove()}>
          Remove workspace
        </button>
        <button type="button" onClick={() => props.onDone()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
