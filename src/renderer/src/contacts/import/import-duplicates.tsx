import { For, Show } from 'solid-js';
import type { DuplicateChoice } from '../../../../shared/contact-import/import-plan';
import type { ImportGroupRow, ImportPreview } from '../../../../shared/contract/contact-import-methods';
import type { ContactImportStore } from '../../stores/contact-import-store';

/** The choices for a group, in words that say what each does to it. */
function choiceLabels(group: Pick<ImportGroupRow, 'existing'>): [DuplicateChoice, string][] {
  if (group.existing !== null) {
    return [
      ['skip', 'Skip these rows'],
      ['update', `Update ${group.existing.name} with the file’s fields`],
      ['create', 'Create new contacts anyway'],
    ];
  }
  return [
    ['skip', 'Keep the first row only'],
    ['update', 'Combine the rows into one contact'],
    ['create', 'Create a contact for each row'],
  ];
}

/**
 * Rows that are the same person as a contact of the workspace or as each
 * other, in groups; a default for all and a choice per group.
 */
export function ImportDuplicates(props: { store: ContactImportStore; preview: ImportPreview; disabled: boolean }) {
  const total = () => props.preview.groups.length + props.preview.moreGroups.existing.groups + props.preview.moreGroups.fileOnly.groups;
  return (
    <Show when={total() > 0}>
      <section class="import-section" aria-labelledby="import-duplicates-title">
        <h3 id="import-duplicates-title">
          {total().toLocaleString('en-US')} {total() === 1 ? 'group' : 'groups'} of duplicates (same phone or email)
        </h3>
        <div class="field">
          <label for="import-default-choice">For every group</label>
          <select
            id="import-default-choice"
            value={props.store.defaultChoice()}
            disabled={props.disabled}
            onChange={(event) => props.store.setDefaultChoice(event.currentTarget.value as DuplicateChoice)}
          >
            <option value="skip">Skip (keep what the workspace has; first row of repeats)</option>
            <option value="update">Update the existing contact (combine repeats)</option>
            <option value="create">Create anyway</option>
          </select>
        </div>
        <ul class="import-groups">
          <For each={props.preview.groups}>
            {(group) => (
              <li>
                <label for={`import-group-${group.key}`}>
                  {group.lines.length === 1 ? 'Line' : 'Lines'} {group.lines.join(', ')} ({group.names.join(' / ')}): {group.reason}
                </label>
                <select
                  id={`import-group-${group.key}`}
                  value={props.store.choiceOf(group.key)}
                  disabled={props.disabled}
                  onChange={(event) => props.store.choose(group.key, event.currentTarget.value as DuplicateChoice)}
                >
                  <For each={choiceLabels(group)}>
                    {([value, label]) => (
                      <option value={value} selected={value === props.store.choiceOf(group.key)}>
                        {label}
                      </option>
                    )}
                  </For>
                </select>
              </li>
            )}
          </For>
        </ul>
        <Show when={total() > props.preview.groups.length}>
          <p class="hint">The first {props.preview.groups.length} groups are listed; the others follow the choice for every group.</p>
        </Show>
      </section>
    </Show>
  );
}
