import { describe, expect, it, onTestFinished } from 'vitest';
import { join } from 'node:path';
import { openMirror, upsertAgents, upsertContacts } from '../../src/main/mirror';
import { outboxReport } from '../../src/main/outbox';
import { tempFolder } from '../support/sync-sandbox';
import { queue, refused } from '../support/outbox-steps';

/**
 * Every edit of a batch is checked before any is queued; each problem names
 * the edit (by its position) and the field. The CLI turns positions into
 * line numbers (test/cli/apply-command.test.ts).
 */
describe('planning edits', () => {
  /** A mirror holding one contact and one agent: planning reads nothing else. */
  function mirrorWithOneOfEach() {
    const mirror = openMirror(join(tempFolder(), 'mirror.sqlite'));
    const contact = { id: 'contact_0b7a2a57-1e0c-4c4e-9d43-3b2c1f0e5a10', first_name: 'Ada', last_name: 'Lovelace', phone: '+15550100001', email: null, company: null, tags: [], status: 'active' as const, created_at: '2026-01-05T10:00:00.000Z' };
    const agent = { id: 'agent_5f0c9a1e-7d2b-4b8e-a1c3-6e4d2f9b8c70', name: 'Receptionist', language: 'en', is_active: true, voice_provider: null, created_at: '2026-01-05T10:00:00.000Z' };
    upsertContacts(mirror.db, [contact]);
    upsertAgents(mirror.db, [agent], { detail: false });
    onTestFinished(() => mirror.close());
    return { sync: { mirror }, contact, agent };
  }

  const ok = (id: string) => ({ op: 'contact.update', id, fields: { company: 'Fine' } });

  it.each([
    {
      problem: 'an unknown op',
      edits: (id: string) => [ok(id), { op: 'contact.upsert', id, fields: { company: 'X' } }],
      expected: { index: 1, field: 'op', message: expect.stringMatching(/^must be one of "contact\.create", .*"campaign\.add_contacts", not "contact\.upsert"$/) },
    },
    { problem: 'a missing op', edits: () => [{ id: 'x' }], expected: { index: 0, field: 'op', message: 'is required' } },
    {
      problem: 'a create without a first name',
      edits: () => [{ op: 'contact.create', fields: { last_name: 'Nameless' } }],
      expected: { index: 0, field: 'fields.first_name', message: 'is required' },
    },
    {
      problem: 'a bad phone',
      edits: (id: string) => [{ op: 'contact.update', id, fields: { phone: 'call me' } }],
      expected: { index: 0, field: 'fields.phone', message: 'must be a phone number of 7 to 15 digits, e.g. +15551234567' },
    },
    {
      problem: 'an unknown field',
      edits: (id: string) => [{ op: 'contact.update', id, fields: { nickname: 'Bob' } }],
      expected: { index: 0, field: 'fields', message: 'has unknown field "nickname"' },
    },
    {
      problem: 'an unknown key beside the fields',
      edits: (id: string) => [{ op: 'contact.update', id, colour: 'red', fields: { company: 'X' } }],
      expected: { index: 0, field: '', message: 'has unknown field "colour"' },
    },
    {
      problem: 'an unknown id',
      edits: () => [{ op: 'contact.delete', id: 'contact_00000000-0000-0000-0000-000000000000' }],
      expected: { index: 0, field: 'id', message: expect.stringContaining('no contact "contact_00000000-0000-0000-0000-000000000000" in this workspace') },
    },
    {
      problem: 'an unknown contact among many',
      edits: (id: string) => [{ op: 'contacts.tag', ids: [id, 'contact_gone'], add: ['vip'] }],
      expected: { index: 0, field: 'ids[1]', message: expect.stringContaining('no contact "contact_gone"') },
    },
    {
      problem: 'a ref used before the edit that defines it',
      edits: (id: string) => [ok(id), { op: 'contact.update', id: 'later', fields: { company: 'X' } }, { op: 'contact.create', ref: 'later', fields: { first_name: 'L' } }],
      expected: { index: 1, field: 'id', message: '"later" is the ref of a record created by a later edit; put the edit that creates it first' },
    },
    {
      problem: 'a duplicate ref',
      edits: () => [
        { op: 'contact.create', ref: 'twin', fields: { first_name: 'One' } },
        { op: 'contact.create', ref: 'twin', fields: { first_name: 'Two' } },
      ],
      expected: { index: 1, field: 'ref', message: '"twin" is already the ref of an earlier edit; each new record needs its own' },
    },
    {
      problem: 'a ref of the wrong kind',
      edits: (id: string) => [
        { op: 'contact.create', ref: 'person', fields: { first_name: 'One' } },
        { op: 'campaign.add_contacts', id: 'person', contact_ids: [id] },
      ],
      expected: { index: 1, field: 'id', message: '"person" is the ref of a new contact, not of a campaign' },
    },
    {
      problem: 'a ref in the app’s own id space',
      edits: () => [{ op: 'contact.create', ref: 'local_mine', fields: { first_name: 'One' } }],
      expected: { index: 0, field: 'ref', message: 'must not start with "local_" (reserved for the app’s own ids)' },
    },
    {
      problem: 'an update that changes nothing',
      edits: (id: string) => [{ op: 'contact.update', id, fields: {} }],
      expected: { index: 0, field: 'fields', message: 'must change at least one field' },
    },
    {
      problem: 'a tag edit without tags',
      edits: (id: string) => [{ op: 'contacts.tag', ids: [id] }],
      expected: { index: 0, field: 'add', message: 'needs tags to add or to remove' },
    },
    {
      problem: 'an edit that is not an object',
      edits: () => ['contact.delete'],
      expected: { index: 0, field: '', message: 'must be an object, not "contact.delete"' },
    },
    {
      problem: 'an edit of a contact deleted earlier in the batch',
      edits: (id: string) => [{ op: 'contact.delete', id }, ok(id)],
      expected: { index: 1, field: 'id', message: expect.stringContaining('is deleted by an earlier edit') },
    },
  ])('refuses a batch with $problem, naming the edit and the field, and queues nothing', ({ edits, expected }) => {
    const { sync, contact } = mirrorWithOneOfEach();

    const problems = refused(sync, edits(contact.id));

    expect(problems).toEqual([expected]);
    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
  });

  it('refuses an agent edit that names a contact, and a campaign for an unknown agent', () => {
    const { sync, contact, agent } = mirrorWithOneOfEach();

    expect(refused(sync, [{ op: 'agent.update', id: contact.id, fields: { name: 'X' } }])).toEqual([
      { index: 0, field: 'id', message: expect.stringContaining(`no agent "${contact.id}"`) },
    ]);
    expect(refused(sync, [{ op: 'campaign.create', fields: { name: 'Spring', agent_id: 'agent_nobody' } }])).toEqual([
      { index: 0, field: 'fields.agent_id', message: expect.stringContaining('no agent "agent_nobody"') },
    ]);
    expect(queue(sync, [{ op: 'campaign.create', ref: 'c', fields: { name: 'Spring', agent_id: agent.id } }])).toEqual({ c: expect.stringMatching(/^local_campaign_/) });
  });

  it('lists every bad edit of a batch, not only the first', () => {
    const { sync, contact } = mirrorWithOneOfEach();

    const problems = refused(sync, [
      { op: 'contact.create', fields: {} },
      ok(contact.id),
      { op: 'contact.update', id: contact.id, fields: { email: 'nowhere' } },
    ]);

    expect(problems).toEqual([
      { index: 0, field: 'fields.first_name', message: 'is required' },
      { index: 2, field: 'fields.email', message: 'must be an email address, e.g. name@example.com' },
    ]);
  });
});
