import { createEffect, createSignal, For, on, Show } from 'solid-js';
import type { ContactFilter } from '../../../shared/contract/record-schemas';
import type { ContactsScreenStore } from '../stores/contacts-screen-store';
import { tagChoicesWith } from './applied-filters';
import { CONTACT_STATUS_OPTIONS } from './contact-status';

/**
 * The contacts' filters: status, tag (from those in use), company (typed,
 * with the companies in use suggested; case and accents do not matter).
 * The search box's text is a filter too, and is kept by "Clear filters".
 */
export function ContactsFilters(props: { store: ContactsScreenStore }) {
  const list = () => props.store.list;
  const [company, setCompany] = createSignal(list().filter().company ?? '');
  // The filter can change without the box (a workspace switch clears it).
  createEffect(on(() => list().filter().company, (chosen) => setCompany(chosen ?? ''), { defer: true }));
  const update = (changes: Partial<ContactFilter>) => {
    const next: ContactFilter = { ...list().filter(), ...changes };
    for (const key of Object.keys(next) as (keyof ContactFilter)[]) if (next[key] === undefined) delete next[key];
    list().setFilter(next);
  };
  const applyCompany = (value: string) => {
    setCompany(value);
    const typed = value.trim() === '' ? undefined : value.trim();
    if (typed !== list().filter().company) update({ company: typed });
  };
  // Each option says itself whether it is the applied one: a select's value is set once, not again when a reload of the choices makes new options, and the Tag select read "Any" while the list was filtered.
  const tagChoices = () => tagChoicesWith(list().filter().tag, props.store.choices().tags);
  const filtered = () => {
    const { status, tag, company: chosen } = list().filter();
    return status !== undefined || tag !== undefined || chosen !== undefined;
  };

  return (
    <div class="filters" role="group" aria-label="Filters">
      <label>
        Status
        <select value={list().filter().status ?? ''} onChange={(event) => update({ status: (event.currentTarget.value || undefined) as ContactFilter['status'] })}>
          <option value="" selected={list().filter().status === undefined}>
            Any
          </option>
          <For each={CONTACT_STATUS_OPTIONS}>
            {([value, label]) => (
              <option value={value} selected={list().filter().status === value}>
                {label}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        Tag
        <select value={list().filter().tag ?? ''} onChange={(event) => update({ tag: event.currentTarget.value || undefined })}>
          <option value="" selected={list().filter().tag === undefined}>
            Any
          </option>
          <For each={tagChoices()}>
            {(choice) => (
              <option value={choice.tag} selected={list().filter().tag === choice.tag}>
                {choice.tag} {choice.contacts === null ? '(no contact has it now)' : `(${choice.contacts.toLocaleString()})`}
              </option>
            )}
          </For>
        </select>
      </label>
      <label>
        Company
        <input
          type="text"
          list="contact-companies"
          autocomplete="off"
          maxLength={200}
          placeholder="Any"
          value={company()}
          onChange={(event) => applyCompany(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && applyCompany(event.currentTarget.value)}
        />
        <datalist id="contact-companies">
          <For each={props.store.choices().companies}>{(choice) => <option value={choice.company} />}</For>
        </datalist>
      </label>
      <Show when={filtered()}>
        <button
          type="button"
          onClick={() => {
            setCompany('');
            update({ status: undefined, tag: undefined, company: undefined });
          }}
        >
          Clear filters
        </button>
      </Show>
    </div>
  );
}
