import { createSignal, For, Show } from 'solid-js';
import type { ContactDetail } from '../../../shared/contract/record-schemas';
import type { ContactEditsStore } from '../stores/contact-edits-store';
import { CONTACT_READ_ONLY_NOTICE_ID } from './contact-actions';
import { parseTags } from './contact-form-values';

/**
 * A contact's tags as chips, each with a button that removes it, and a box
 * to add one (or several, separated by commas). Each change is one `contacts.tag` edit (added or removed, never
 * the whole list), so a tag added meanwhile on the dashboard survives.
 */
export function TagEditor(props: { contact: ContactDetail; edits: ContactEditsStore }) {
  const [typed, setTyped] = createSignal('');
  const [problem, setProblem] = createSignal<string | undefined>();
  const [busy, setBusy] = createSignal(false);
  // Not disabled while a change is queued: the button or box being used would lose the focus.
  const disabled = () => props.edits.readOnly();
  const why = () => (disabled() ? CONTACT_READ_ONLY_NOTICE_ID : undefined);
  const inputId = () => `tag-editor-${props.contact.id}`;

  async function change(tags: { add?: string[]; remove?: string[] }) {
    if (busy()) return false;
    setBusy(true);
    setProblem(undefined);
    const outcome = await props.edits.apply([{ op: 'contacts.tag', ids: [props.contact.id], ...tags }]);
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.error.problems?.[0] ? `The tag ${outcome.error.problems[0].message}.` : outcome.error.message);
    return outcome.ok;
  }

  async function add() {
    const tags = parseTags(typed());
    if (tags.length === 0) {
      setProblem('Type a tag to add (several: separated by commas).');
      return;
    }
    const fresh = tags.filter((tag) => !props.contact.tags.includes(tag));
    if (fresh.length === 0) {
      setProblem(`${props.contact.name} already has ${tags.length === 1 ? `the tag “${tags[0]}”` : 'these tags'}.`);
      return;
    }
    if (await change({ add: fresh })) setTyped('');
  }

  return (
    <div class="tag-editor">
      <Show when={props.contact.tags.length > 0} fallback={<span class="no-value">No tags</span>}>
        <ul class="chips" aria-label="Tags">
          <For each={props.contact.tags}>
            {(tag) => (
              <li class="chip">
                <span class="chip-text">{tag}</span>
                <button type="button" class="chip-remove" aria-label={`Remove tag ${tag}`} title={`Remove tag ${tag}`} disabled={disabled()} aria-describedby={why()} onClick={() => void change({ remove: [tag] })}>
                  ×
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <form
        class="tag-add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label for={inputId()} class="visually-hidden">
          New tag for {props.contact.name}
        </label>
        <input
          id={inputId()}
          type="text"
          placeholder="New tag"
          autocomplete="off"
          value={typed()}
          disabled={disabled()}
          aria-invalid={problem() ? true : undefined}
          aria-describedby={problem() ? `${inputId()}-problem` : why()}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" disabled={disabled()} aria-describedby={why()}>
          Add tag
        </button>
      </form>
      <Show when={problem()}>
        {(message) => (
          <span id={`${inputId()}-problem`} class="field-error" role="alert">
            {message()}
          </span>
        )}
      </Show>
    </div>
  );
}
