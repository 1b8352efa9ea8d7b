import { describe, expect, it } from 'vitest';
import { contactFilterChips, tagChoicesWith } from '../../src/renderer/src/contacts/applied-filters';
import type { ContactFilter } from '../../src/shared/contract/record-schemas';

/** A filter that is applied always shows as applied: in its control, and as a chip that removes it. */
describe('the contacts filter as shown', () => {
  const choices = [
    { tag: 'lead', contacts: 12 },
    { tag: 'vip', contacts: 3 },
  ];

  it('offers the applied tag even when no contact carries it any more', () => {
    expect(tagChoicesWith('gone', choices)).toEqual([{ tag: 'gone', contacts: null }, ...choices]);
    expect(tagChoicesWith('vip', choices)).toBe(choices);
    expect(tagChoicesWith(undefined, choices)).toBe(choices);
  });

  it('shows every applied filter as a chip, and each chip removes only its own', () => {
    let applied: ContactFilter = { text: ' ada ', status: 'dnc', tag: 'vip', company: 'Acme' };
    let searchCleared = false;
    const chips = () =>
      contactFilterChips(applied, {
        setFilter: (next) => (applied = next),
        clearSearch: () => (searchCleared = true),
      });
    expect(chips().map(({ name, value }) => `${name}: ${value}`)).toEqual(['Search: ada', 'Status: Do not call', 'Tag: vip', 'Company: Acme']);
    chips()
      .find((chip) => chip.name === 'Tag')!
      .remove();
    expect(applied).toEqual({ text: ' ada ', status: 'dnc', company: 'Acme' });
    chips()[0]!.remove();
    expect(searchCleared).toBe(true);
    expect(contactFilterChips({}, { setFilter: () => undefined, clearSearch: () => undefined })).toEqual([]);
  });
});
