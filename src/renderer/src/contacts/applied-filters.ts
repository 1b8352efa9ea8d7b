import type { ContactFilter, ContactFilterChoices } from '../../../shared/contract/record-schemas';
import type { FilterChip } from '../list/filter-chip';

/**
 * What the contacts' filter controls and chips show of the filter applied.
 * Pure, so the rules are tested without a window.
 */

const STATUS_WORDS: Record<NonNullable<ContactFilter['status']>, string> = { active: 'Active', dnc: 'Do not call' };

/**
 * The tags to choose from, the applied one always among them: a tag no
 * contact carries any more (or one a saved search brought) had no option,
 * and the Tag select then read "Any" while the list was still filtered.
 * `contacts` is null for such a tag.
 */
export function tagChoicesWith(applied: string | undefined, choices: ContactFilterChoices['tags']): { tag: string; contacts: number | null }[] {
  return applied === undefined || choices.some((choice) => choice.tag === applied) ? choices : [{ tag: applied, contacts: null }, ...choices];
}

/** The applied filters as chips, the search text among them; each removes only itself. */
export function contactFilterChips(filter: ContactFilter, change: { setFilter: (next: ContactFilter) => void; clearSearch: () => void }): FilterChip[] {
  const without = (key: 'status' | 'tag' | 'company') => () => {
    const next = { ...filter };
    delete next[key];
    change.setFilter(next);
  };
  const chips: FilterChip[] = [];
  if (filter.text !== undefined && filter.text.trim() !== '') chips.push({ name: 'Search', value: filter.text.trim(), remove: change.clearSearch });
  if (filter.status !== undefined) chips.push({ name: 'Status', value: STATUS_WORDS[filter.status], remove: without('status') });
  if (filter.tag !== undefined) chips.push({ name: 'Tag', value: filter.tag, remove: without('tag') });
  if (filter.company !== undefined) chips.push({ name: 'Company', value: filter.company, remove: without('company') });
  return chips;
}
