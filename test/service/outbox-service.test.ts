import { describe, expect, it } from 'vitest';
import { MAIN_THREAD_RECORDS, recordsTouched } from '../../src/main/mirror-jobs/mirror-jobs';
import { openMirror } from '../../src/main/mirror';
import { acquireSyncLock } from '../../src/main/locks/sync-lock';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { editingCore } from '../support/editing-core';
import { newEditsSeen } from '../../src/main/service/outbox-service';

/**
 * Editing as the renderer does it: the contract's outbox methods through
 * dispatch on the real core (queued on the main thread, sent by the
 * profile's worker), against the sandbox over HTTP. Every reply is
 * parsed by the method's output schema, as the renderer parses it.
 */

describe('editing through the core service', () => {
  it('keeps the status bar’s requests-left figure live while the outbox sends and no sync runs', async () => {
    const { value, progress, anyContact, drained } = await editingCore({ rateLimit: 600 });
    // The sync that opened the workspace ended, and its figures went from the status bar with it (the push after it,
    // which editingCore waits for, may show them again).
    const syncing = progress.findIndex((event) => event.phase === 'syncing');
    expect(progress.slice(syncing).find((event) => event.phase === 'idle')).toMatchObject({ requestsLeftInWindow: null });
    const seen = progress.length;

    await value('outbox.apply', { edits: [{ op: 'contact.update', id: anyContact().id, fields: { company: 'Live Figures Ltd' } }] });
    await drained();

    await expect.poll(() => progress.slice(seen).find((event) => event.phase === 'idle' && event.requestsLeftInWindow !== null)).toBeDefined();
    const shown = progress.slice(seen).find((event) => event.requestsLeftInWindow !== null)!;
    // The sandbox allows 600 a minute; the outbox spent some of them (a read and the update, besides the sync's).
    expect(shown.requestsLeftInWindow).toBeLessThan(600);
    expect((await value('sync.status', {}))?.requestsLeftInWindow).toBe(progress.at(-1)!.requestsLeftInWindow);
  });

  it('queues edits, shows them at once, sends them, and the service holds exactly what was meant', async () => {
    const { call, value, counts, db, workspace, serverContact, anyContact, drained, profileId } = await editingCore();
    const existing = anyContact();

    const queued = await value('outbox.apply', {
      edits: [
        { op: 'contact.update', id: existing.id, fields: { email: 'new.address@example.com' } },
        { op: 'contact.create', ref: 'ana', fields: { first_name: 'Ana', last_name: 'Queued', phone: '+14155550123' } },
        { op: 'contacts.tag', ids: ['ana', existing.id], add: ['vip'] },
      ],
    });
    expect(queued.operations).toBeGreaterThanOrEqual(3);
    expect(queued.refs.ana).toMatch(/^local_contact_/);
    // Shown at once, from the mirror, before anything reached the service.
    const shown = await value('contacts.list', { filter: { text: 'Queued' }, limit: 10 });
    expect(shown.rows.map((row) => row.name)).toEqual(['Ana Queued']);

    await drained();
    const list = await value('outbox.list', {});
    expect(list.failed).toEqual([]);
    expect(list.conflicts).toEqual([]);
    expect(serverContact(existing.id)).toMatchObject({ email: 'new.address@example.com' });
    expect(JSON.parse(serverContact(existing.id)!.tags as string)).toContain('vip');
    const created = db.prepare("SELECT tags FROM contacts WHERE workspace_id = ? AND last_name = 'Queued'").all(workspace) as { tags: string }[];
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]!.tags)).toEqual(['vip']);
    // A view opened under the temporary id keeps finding the contact under the service's.
    const reopened = await value('contacts.get', { id: queued.refs.ana });
    expect(reopened).toMatchObject({ first_name: 'Ana', last_name: 'Queued', pending: false });
    expect(reopened!.id).toMatch(/^contact_/);
    // The windows heard about it, and the service's acceptance tells the key may write.
    expect(counts.some((event) => event.profileId === profileId && event.pending > 0)).toBe(true);
    await expect.poll(() => counts.at(-1)).toMatchObject({ profileId, pending: 0, failed: 0, conflicts: 0 });
    const profiles = await call('profiles.list', {});
    expect(profiles.ok && profiles.value.profiles[0]!.keyPermission).toBe('write');
  });

  it('hears of edits another process queued (voicedesk apply beside the app), and sends them too', async () => {
    const { core, counts, profileId, anyContact, drained, serverContact } = await editingCore();
    const { id } = anyContact();
    const other = openMirror(core.profiles.active()!.mirrorFile);
    try {
      const plan = planEdits(other.db, [{ op: 'contact.update', id, fields: { company: 'From The Terminal' } }]);
      if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
      queueEdits(other.db, plan.edits);
    } finally {
      other.close();
    }

    await expect.poll(() => counts.some((event) => event.profileId === profileId && event.pending === 1)).toBe(true);
    await drained();
    expect(serverContact(id)).toMatchObject({ company: 'From The Terminal' });
  });

  it('sends another process’s edit seen at a look with fewer waiting than the look before (the app sent the rest meanwhile)', () => {
    // Three waiting at the last look (newest #40); the app sent them, then another process queued one (#41).
    expect(newEditsSeen({ pending: 3, newest: 40 }, { pending: 1, newest: 41 })).toBe(true);
    expect(newEditsSeen({ pending: 0, newest: 0 }, { pending: 1, newest: 41 })).toBe(true);
    expect(newEditsSeen(undefined, { pending: 1, newest: 41 })).toBe(true);
    // Nothing new: what was seen, or less of it.
    expect(newEditsSeen({ pending: 3, newest: 40 }, { pending: 3, newest: 40 })).toBe(false);
    expect(newEditsSeen({ pending: 3, newest: 40 }, { pending: 1, newest: 40 })).toBe(false);
    expect(newEditsSeen(undefined, { pending: 0, newest: 0 })).toBe(false);
    // Newer, but sent already (the app's own edit, queued and sent between two looks): nothing to send.
    expect(newEditsSeen({ pending: 0, newest: 40 }, { pending: 0, newest: 42 })).toBe(false);
  });

  it('refuses a batch with one bad edit, naming the edit and the field, and queues nothing', async () => {
    const { call, value, anyContact } = await editingCore();
    const { id } = anyContact();

    const batch = await call('outbox.apply', {
      edits: [
        { op: 'contact.update', id, fields: { company: 'Fine Co' } },
        { op: 'contact.update', id, fields: { email: 'not an address' } },
      ],
    });
    expect(batch.ok).toBe(false);
    expect(!batch.ok && batch.error).toMatchObject({ code: 'invalid_request', problems: [{ field: 'edits[1].fields.email' }] });
    expect(!batch.ok && batch.error.message).toMatch(/^None of the 2 edits were saved: edits\[1\]\.fields\.email /);

    const single = await call('outbox.apply', { edits: [{ op: 'contact.update', id, fields: { email: 'not an address' } }] });
    expect(!single.ok && single.error.problems).toEqual([{ field: 'fields.email', message: expect.any(String) }]);
    expect(await value('outbox.list', {})).toEqual({ pending: [], batches: [], failed: [], conflicts: [], totals: { pending: 0, failed: 0, conflicts: 0 }, confirmedDoNotCall: [] });
  });

  it('queues a batch over many records on a thread of its own, with the same checks and the same result', async () => {
    const { call, value, db, workspace, drained } = await editingCore();
    const ids = (db.prepare('SELECT id FROM contacts WHERE workspace_id = ? ORDER BY seq').all(workspace) as { id: string }[]).map((row) => row.id);
    const batch = ids.flatMap((id, index) => [
      { op: 'contact.update', id, fields: { company: `Batch ${index}` } },
      { op: 'contacts.tag', ids: [id], add: ['batch'] },
    ]);
    expect(recordsTouched(batch)).toBeGreaterThan(MAIN_THREAD_RECORDS);

    const refused = await call('outbox.apply', { edits: [...batch, { op: 'contact.update', id: 'contact_unknown', fields: { company: 'x' } }] });
    expect(!refused.ok && refused.error.problems).toEqual([{ field: `edits[${batch.length}].id`, message: expect.stringMatching(/no contact "contact_unknown"/) }]);
    expect((await value('outbox.list', {})).pending).toEqual([]);

    expect((await value('outbox.apply', { edits: batch })).operations).toBe(batch.length);
    // A long list comes in part, with its totals.
    const firstOnes = await value('outbox.list', { limit: 5 });
    expect(firstOnes.pending.length).toBeLessThanOrEqual(5);
    expect(firstOnes.totals.pending + firstOnes.totals.failed + firstOnes.totals.conflicts).toBeGreaterThanOrEqual(firstOnes.pending.length);
    await drained();
    const companies = db.prepare('SELECT company, tags FROM contacts WHERE workspace_id = ? ORDER BY seq').all(workspace) as { company: string; tags: string }[];
    expect(companies.map((row) => row.company)).toEqual(ids.map((_, index) => `Batch ${index}`));
    expect(companies.every((row) => (JSON.parse(row.tags) as string[]).includes('batch'))).toBe(true);
  });

  it('learns from the service that the key can only read, keeps the edit for the user, and refuses further edits saying why', async () => {
    const { call, value, anyContact, drained, serverContact } = await editingCore({ key: 'read' });
    const { id } = anyContact();

    await value('outbox.apply', { edits: [{ op: 'contact.update', id, fields: { company: 'Never Sent Ltd' } }] });
    await drained();

    const list = await value('outbox.list', {});
    expect(list.failed).toHaveLength(1);
    expect(list.failed[0]!.problem?.message).toMatch(/may only read/);
    expect(serverContact(id)!.company).not.toBe('Never Sent Ltd');
    const profiles = await call('profiles.list', {});
    expect(profiles.ok && profiles.value.profiles[0]!.keyPermission).toBe('read');
    const refused = await call('outbox.apply', { edits: [{ op: 'contact.update', id, fields: { company: 'Again' } }] });
    expect(!refused.ok && refused.error).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/can only read/) });
    // The failed edit is the user's to discard.
    const after = await value('outbox.decide', { seq: list.failed[0]!.seq, decision: { action: 'discard' } });
    expect(after.failed).toEqual([]);
  });

  it('refuses at once to start a campaign while a do-not-call change waits, naming it, with no request to the service; starts once it is sent', async () => {
    const seen: string[] = [];
    const { core, call, value, db, workspace, serverContact, drained } = await editingCore({ onRequest: (event) => event.phase === 'received' && seen.push(`${event.method} ${event.url}`) });
    const draft = db
      .prepare("SELECT c.id, c.name FROM campaigns c WHERE c.workspace_id = ? AND c.status = 'draft' AND EXISTS (SELECT 1 FROM campaign_contacts cc WHERE cc.campaign_id = c.id) LIMIT 1")
      .get(workspace) as { id: string; name: string } | undefined;
    expect(draft, 'the seed has a draft campaign with contacts').toBeDefined();
    const member = db
      .prepare("SELECT c.id, c.first_name || coalesce(' ' || c.last_name, '') AS name FROM campaign_contacts cc JOIN contacts c ON c.id = cc.contact_id WHERE cc.campaign_id = ? AND c.status = 'active' LIMIT 1")
      .get(draft!.id) as { id: string; name: string };
    expect((await call('campaigns.start', { id: draft!.id })).ok).toBe(false);

    // A do-not-call change waits in the outbox: queued by another process (as `voicedesk apply` would), whose push holds the outbox for now.
    const mirrorFile = core.profiles.active()!.mirrorFile;
    const otherPush = acquireSyncLock(mirrorFile, 'outbox');
    const other = openMirror(mirrorFile);
    try {
      const plan = planEdits(other.db, [{ op: 'contact.update', id: member.id, fields: { status: 'dnc' } }]);
      if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
      queueEdits(other.db, plan.edits);
    } finally {
      other.close();
    }
    expect((await value('outbox.waitingDoNotCall', {})).total).toBe(1);
    const before = seen.length;

    const refused = await call('campaigns.start', { id: draft!.id, confirmed: true });
    expect(!refused.ok && refused.error.message).toBe(
      `“${draft!.name}” was not started: a do-not-call change is still waiting to reach the service (${member.name}: do not call), and it must arrive first so that nobody who asked not to be called is dialled. Send the outbox now (or see the changes in the Outbox), then start the campaign again.`,
    );
    // Refused from this computer's outbox: the service saw neither the start nor the change.
    expect(seen.slice(before)).toEqual([]);
    expect(db.prepare('SELECT status, started_at FROM campaigns WHERE id = ?').get(draft!.id)).toEqual({ status: 'draft', started_at: null });
    expect(serverContact(member.id)).toMatchObject({ status: 'active' });

    otherPush.release();
    await value('outbox.push', {});
    await drained();
    expect(serverContact(member.id)).toMatchObject({ status: 'dnc' });
    const started = await value('campaigns.start', { id: draft!.id, confirmed: true });
    expect(started).toMatchObject({ id: draft!.id, status: 'active', started_at: expect.any(String) });
    expect(seen.slice(before).filter((request) => request.startsWith('POST') && request.endsWith('/start'))).toEqual([`POST /v1/campaigns/${draft!.id}/start`]);
  });

  it('deletes an agent online, and says in plain words when the service cannot be reached', async () => {
    const { sandbox, call, value, db, workspace } = await editingCore();
    const [first, second] = db.prepare('SELECT id FROM agents WHERE workspace_id = ? ORDER BY seq LIMIT 2').all(workspace) as { id: string }[];

    expect(await value('agents.delete', { id: first!.id, confirmed: true })).toEqual({ id: first!.id });
    expect(db.prepare('SELECT 1 FROM agents WHERE id = ?').get(first!.id)).toBeUndefined();
    expect((await value('agents.list', {})).agents.map((agent) => agent.id)).not.toContain(first!.id);

    await sandbox.server.close();
    const offline = await call('agents.delete', { id: second!.id, confirmed: true });
    expect(!offline.ok && offline.error).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/reach|connect/i) });
  });

  it('creates an agent online, from a website address or the manual fields, into the mirror at once; a body with neither is refused', async () => {
    const { sandbox, call, value, db, workspace } = await editingCore();

    const manual = await value('agents.create', { fields: { name: 'Night line', assistant_name: 'Nova', objective: 'Take messages' } });
    expect(manual).toMatchObject({ id: expect.any(String), name: 'Night line' });
    expect(db.prepare('SELECT name FROM agents WHERE workspace_id = ? AND id = ?').get(workspace, manual.id)).toEqual({ name: 'Night line' });
    expect((await value('agents.get', { id: manual.id! }))?.name).toBe('Night line');

    const crawled = await value('agents.create', { fields: { website_url: 'https://bakery.example' } });
    expect((await value('agents.list', {})).agents.map((agent) => agent.id)).toContain(crawled.id);

    const empty = await call('agents.create', { fields: {} });
    expect(empty).toMatchObject({ ok: false, error: { code: 'invalid_request' } });

    await sandbox.server.close();
    const offline = await call('agents.create', { fields: { name: 'Never made' } });
    expect(!offline.ok && offline.error).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/reach|connect/i) });
  });

  it('imports nothing that would set Active a contact marked do not call until the user agrees, then queues it', async () => {
    const { value, anyContact } = await editingCore();
    const { id } = anyContact();
    await value('outbox.apply', { edits: [{ op: 'contact.update', id, fields: { status: 'dnc' } }] });
    const bytes = Buffer.from(`id,first_name,status\n${id},Agreed,active\n`);
    const { importId } = await value('contactImport.begin', { fileName: 'agreed.csv', size: bytes.length });
    await value('contactImport.chunk', { importId, index: 0, data: bytes.toString('base64') });
    const preview = await value('contactImport.preview', { importId });
    const choices = { importId, mapping: preview.mapping, defaultChoice: 'skip', choices: {}, tags: [], campaignId: null };

    expect(await value('contactImport.queue', choices)).toEqual({ liftsDoNotCall: 1 });
    expect((await value('contacts.get', { id }))?.status).toBe('dnc');
    expect(await value('contactImport.queue', { ...choices, allowCallsAgain: true })).toMatchObject({ summary: { updated: 1 } });
    expect((await value('contacts.get', { id }))).toMatchObject({ status: 'active', first_name: 'Agreed' });
  });

  it('imports a UTF-16 file sent in pieces through the contract, refusing pieces out of order and a campaign the workspace lacks, and queues one batch', async () => {
    const { call, value, drained, db, workspace } = await editingCore();
    const text = 'Nom\tPrénom\tTéléphone\r\nCurie\tMarie\t+33 1 23 45 67 89\r\nNoether\tEmmy\t+49 30 1234567\r\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const { importId } = await value('contactImport.begin', { fileName: 'équipe.txt', size: bytes.length });
    const [first, second] = [bytes.subarray(0, 20), bytes.subarray(20)];

    const early = await call('contactImport.chunk', { importId, index: 1, data: second.toString('base64') });
    expect(early).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'Piece 1 of the file came out of order (expected 0). Choose the file again.' } });
    await value('contactImport.chunk', { importId, index: 0, data: first.toString('base64') });
    await value('contactImport.chunk', { importId, index: 1, data: second.toString('base64') });

    const preview = await value('contactImport.preview', { importId });
    expect(preview).toMatchObject({ encoding: 'UTF-16 (little-endian)', delimiter: 'tabs', rows: 2, mapping: ['last_name', 'first_name', 'phone'], problemCount: 0, groups: [] });
    const choices = { importId, mapping: preview.mapping, defaultChoice: 'skip', choices: {}, tags: ['physics'] };
    const missing = await call('contactImport.queue', { ...choices, campaignId: 'campaign_00000000-0000-4000-8000-000000000000' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'campaignId' }] } });
    expect((await value('outbox.list', {})).totals.pending).toBe(0);

    const queued = await value('contactImport.queue', { ...choices, campaignId: null });
    expect(queued).toEqual({ summary: { created: 2, updated: 0, skipped: 0, problems: 0 }, operations: 2 });
    expect((await value('outbox.list', {})).batches.map((batch) => batch.label)).toEqual(['Import of équipe.txt']);
    await drained();
    const created = db.prepare("SELECT first_name, last_name, tags FROM contacts WHERE workspace_id = ? AND last_name IN ('Curie', 'Noether') ORDER BY last_name").all(workspace);
    expect(created).toEqual([
      { first_name: 'Marie', last_name: 'Curie', tags: '["physics"]' },
      { first_name: 'Emmy', last_name: 'Noether', tags: '["physics"]' },
    ]);
    // The file is forgotten once queued.
    expect(await call('contactImport.preview', { importId })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
