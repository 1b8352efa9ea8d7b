import { describe, expect, it } from 'vitest';
import { createKeysetListStore, type ListSource } from '../../src/renderer/src/stores/keyset-list-store';

/**
 * A list read again while a sync writes (every few seconds) keeps the row
 * objects that did not change, so the table redraws only the rows that did;
 * a new query shows what it read.
 */

interface Row {
  id: string;
  name: string;
  tags: string[];
}

/** The mirror as the list sees it: whatever `rows` holds now, read afresh (new objects) at each request. */
function mirrorOf(rows: Row[]): { source: ListSource<Row, { text?: string }, 'name'>; rows: Row[] } {
  const state = { rows };
  const fresh = () => state.rows.map((row) => structuredClone(row));
  return {
    get rows() {
      return state.rows;
    },
    set rows(next) {
      state.rows = next;
    },
    source: {
      page: async ({ limit }) => ({ ok: true, value: { rows: fresh().slice(0, limit), nextCursor: null } }),
      count: async () => ({ ok: true, value: { total: state.rows.length } }),
    },
  };
}

const ada = { id: 'contact_1', name: 'Ada', tags: ['vip'] };
const grace = { id: 'contact_2', name: 'Grace', tags: [] };
const linus = { id: 'contact_3', name: 'Linus', tags: ['lead'] };

describe('a list refreshed under a sync', () => {
  it('keeps the rows that did not change and takes the ones that did', async () => {
    const mirror = mirrorOf([ada, grace, linus]);
    const list = createKeysetListStore(mirror.source, { filter: {}, sort: { field: 'name', direction: 'asc' } });
    await list.reload();
    const before = list.rows();
    expect(before.map((row) => row.name)).toEqual(['Ada', 'Grace', 'Linus']);

    // Nothing changed: the very same list, nothing to redraw.
    await list.refresh();
    expect(list.rows()).toBe(before);

    // Grace got a tag and a new contact came in before Linus.
    mirror.rows = [ada, { ...grace, tags: ['new'] }, { id: 'contact_4', name: 'Katherine', tags: [] }, linus];
    await list.refresh();
    const after = list.rows();
    expect(after.map((row) => `${row.name} ${row.tags.join(',')}`)).toEqual(['Ada vip', 'Grace new', 'Katherine ', 'Linus lead']);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[3]).toBe(before[2]);
  });

  it('shows what a new query read', async () => {
    const mirror = mirrorOf([ada, grace]);
    const list = createKeysetListStore(mirror.source, { filter: {}, sort: { field: 'name', direction: 'asc' } });
    await list.reload();
    const before = list.rows();
    await list.reload();
    expect(list.rows()).not.toBe(before);
    expect(list.rows()).toEqual(before);
  });
});
