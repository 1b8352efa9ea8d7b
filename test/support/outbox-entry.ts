import type { OutboxEntryRow } from '../../src/shared/contract/outbox-methods';

/** An Outbox screen entry as the core lists it: a contact edit waiting its turn, changed by `overrides`. */
export function outboxEntry(overrides: Partial<OutboxEntryRow> = {}): OutboxEntryRow {
  return {
    seq: 1,
    op: 'contact.update',
    id: 'contact_1',
    label: 'Ana Ruiz',
    state: 'queued',
    urgent: false,
    fields: {},
    tags_add: [],
    tags_remove: [],
    contact_ids: [],
    queued_at: '2026-03-02T10:42:00.000Z',
    updated_at: '2026-03-02T10:42:00.000Z',
    attempts: 0,
    in_doubt: false,
    waiting_for: null,
    problem: null,
    ...overrides,
  };
}
