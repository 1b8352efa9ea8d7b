import { For, Show } from 'solid-js';
import type { FilterChip } from './filter-chip';


/**
 * The filters applied to a list, each a chip that removes it: what filters
 * the list is always in view, whatever the filter controls show.
 */
export function FilterChips(props: { chips: readonly FilterChip[]; label: string }) {
  return (
    <Show when={props.chips.length > 0}>
      <ul class="filter-chips" aria-label={props.label}>
        <For each={props.chips}>
          {(chip) => (
            <li>
              <button type="button" class="filter-chip" aria-label={`Remove the filter ${chip.name}: ${chip.value}`} title="Remove this filter" onClick={() => chip.remove()}>
                <span>
                  {chip.name}: <bdi>{chip.value}</bdi>
                </span>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )}
        </For>
      </ul>
    </Show>
  );
}
