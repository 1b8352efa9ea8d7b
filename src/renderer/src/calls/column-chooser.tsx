import { createSignal, For, Show } from 'solid-js';
import type { CallColumnsStore } from '../stores/call-columns-store';
import type { TrackersStore } from '../stores/trackers-store';
import { availableColumns } from './columns';
import { Popover } from './popover';

/** "Columns": a checkbox per column the table can show, the table's own first, then one per keyword tracker. */
export function ColumnChooser(props: { columns: CallColumnsStore; trackers: TrackersStore }) {
  const [problem, setProblem] = createSignal<string | undefined>();
  return (
    <Popover id="column-chooser" label="Columns" buttonText="Columns">
      <fieldset class="column-choices">
        <legend>Columns to show</legend>
        <For each={availableColumns(props.trackers.trackers())}>
          {(column) => (
            <label>
              <input
                type="checkbox"
                checked={props.columns.shown(column.id)}
                onChange={(event) => {
                  setProblem(undefined);
                  if (event.currentTarget.checked) props.columns.show(column.id);
                  else if (!props.columns.hide(column.id)) {
                    event.currentTarget.checked = true;
                    setProblem('Keep at least one column.');
                  }
                }}
              />
              {column.choiceLabel ?? column.label}
            </label>
          )}
        </For>
      </fieldset>
      <Show when={problem()}>{(message) => <p role="status">{message()}</p>}</Show>
    </Popover>
  );
}
