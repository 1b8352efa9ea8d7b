import { describe, expect, it } from 'vitest';
import { saveCallDetail, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import { planEdits, queueEdits } from '../../src/main/outbox';
import { createEventHub } from '../../src/main/service/core-handlers';
import { startDncRequestReports } from '../../src/main/service/dnc-request-reports';
import { createDncRequestService } from '../../src/main/service/dnc-request-service';
import type { SyncActivity } from '../../src/main/service/sync-service';
import { events as eventSchemas, type EventName } from '../../src/shared/contract/contract';
import { call, contact, turns } from '../mirror/fixtures';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * Do-not-call requests as the renderer reaches them (through dispatch,
 * replies parsed by the contract), over real mirror files written by
 * another connection as the profile worker writes them; and the counts
 * told to the windows after a sync, a dismissal and an outbox change.
 */
const core = useCoreOnMirrors();
const mirrors = core.mirrors;

const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T10:00:00Z`;
const ASKED = turns('Hi, this is Sam from Acme.', 'Hello. Please stop calling me. I mean it.');

function queue(db: MirrorDb, edits: unknown[]): void {
  const plan = planEdits(db, edits);
  if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
  queueEdits(db, plan.edits);
}

/** Ada (active) asked twice, Bea (active) once, Cy (already dnc) once, and a caller without a contact once. */
function syncedMirror(): { file: string; db: MirrorDb } {
  const file = mirrors.file();
  const { db } = mirrors.open(file);
  upsertContacts(db, [
    contact('contact_ada', { first_name: 'Ada', last_name: 'Lovelace' }),
    contact('contact_bea', { first_name: 'Bea', last_name: 'Bell' }),
    contact('contact_cy', { first_name: 'Cy', last_name: 'Young', status: 'dnc' }),
  ]);
  saveCallDetail(db, call('call_1', { contact_id: 'contact_ada', start_timestamp: at(1), transcript: ASKED }));
  saveCallDetail(db, call('call_2', { contact_id: 'contact_bea', start_timestamp: at(2), transcript: turns('Hello?', 'Take me off your list.') }));
  saveCallDetail(db, call('call_3', { contact_id: 'contact_ada', start_timestamp: at(3), transcript: turns('Hello?', "Sorry. Don't call this number again!") }));
  saveCallDetail(db, call('call_4', { contact_id: 'contact_cy', start_timestamp: at(4), transcript: ASKED }));
  saveCallDetail(db, call('call_5', { contact_id: null, start_timestamp: at(5), transcript: ASKED }));
  saveCallDetail(db, call('call_6', { contact_id: 'contact_bea', start_timestamp: at(6), transcript: turns('Hello?', 'Call me again tomorrow.') }));
  return { file, db };
}

describe('do-not-call requests through the contract', () => {
  it('lists the active contacts who asked, newest first, with the turn to highlight, and calls without a contact apart', async () => {
    const { value } = core.coreOn(syncedMirror().file);
    const list = await value('dncRequests.list', {});
    expect(list.scanPending).toBe(false);
    expect(list.contacts).toEqual([
      {
        callId: 'call_3',
        startedAt: at(3),
        sentence: "Don't call this number again!",
        turn: "Sorry. Don't call this number again!",
        start: 7,
        end: 36,
        contactId: 'contact_ada',
        contactName: 'Ada Lovelace',
        contactStatus: 'active',
        statusWaiting: false,
        dismissed: false,
      },
      expect.objectContaining({ callId: 'call_2', contactName: 'Bea Bell', sentence: 'Take me off your list.' }),
    ]);
    const first = list.contacts[0]!;
    expect(first.turn?.slice(first.start, first.end)).toBe(first.sentence);
    expect(list.withoutContact).toEqual([expect.objectContaining({ callId: 'call_5', contactId: null, contactName: null, contactStatus: null, sentence: 'Please stop calling me.' })]);
    expect(await value('dncRequests.count', {})).toEqual({ contacts: 2, withoutContact: 1 });
  });

  it('answers with nothing before the first sync has written the mirror', async () => {
    const { value } = core.coreOn(mirrors.file());
    expect(await value('dncRequests.list', {})).toEqual({ contacts: [], withoutContact: [], scanPending: false });
    expect(await value('dncRequests.count', {})).toEqual({ contacts: 0, withoutContact: 0 });
    expect(await value('dncRequests.forCall', { callId: 'call_1' })).toBeNull();
  });

  it("dismisses a contact's request for good: their older request does not take its place, a later one is listed again", async () => {
    const { db, file } = syncedMirror();
    const { value } = core.coreOn(file);
    const after = await value('dncRequests.dismiss', { callId: 'call_3' });
    expect(after.contacts.map((request) => request.callId)).toEqual(['call_2']);
    // The transcript stored again (a later sync) keeps the dismissal.
    saveCallDetail(db, call('call_3', { contact_id: 'contact_ada', start_timestamp: at(3), transcript: turns('Hello?', "Don't call this number again!") }));
    expect((await value('dncRequests.list', {})).contacts.map((request) => request.callId)).toEqual(['call_2']);
    expect(await value('dncRequests.forCall', { callId: 'call_3' })).toMatchObject({ dismissed: true });

    saveCallDetail(db, call('call_7', { contact_id: 'contact_ada', start_timestamp: at(7), transcript: turns('Hello?', 'Remove me from your list.') }));
    expect((await value('dncRequests.list', {})).contacts.map((request) => request.callId)).toEqual(['call_7', 'call_2']);

    expect((await value('dncRequests.dismiss', { callId: 'call_5' })).withoutContact).toEqual([]);
    expect(await value('dncRequests.count', {})).toEqual({ contacts: 2, withoutContact: 0 });
  });

  it('refuses to dismiss a call without a request, and names the field of a bad call id', async () => {
    const { call: request } = core.coreOn(syncedMirror().file);
    expect(await request('dncRequests.dismiss', { callId: 'call_6' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'not_found' }) });
    expect(await request('dncRequests.dismiss', { callId: '  ' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_request', problems: [expect.objectContaining({ field: 'callId' })] }),
    });
  });

  it("gives a call's request with its contact's status: active, waiting to be sent once marked here, and do-not-call", async () => {
    const { db, file } = syncedMirror();
    const { value } = core.coreOn(file);
    expect(await value('dncRequests.forCall', { callId: 'call_2' })).toMatchObject({ contactStatus: 'active', statusWaiting: false, sentence: 'Take me off your list.' });
    expect(await value('dncRequests.forCall', { callId: 'call_4' })).toMatchObject({ contactStatus: 'dnc', statusWaiting: false });
    expect(await value('dncRequests.forCall', { callId: 'call_6' })).toBeNull();

    queue(db, [{ op: 'contact.update', id: 'contact_bea', fields: { status: 'dnc' } }]);
    expect(await value('dncRequests.forCall', { callId: 'call_2' })).toMatchObject({ contactStatus: 'dnc', statusWaiting: true });
    // Marked: no longer waiting for someone to act.
    expect((await value('dncRequests.list', {})).contacts.map((request) => request.callId)).toEqual(['call_3']);
    expect(await value('dncRequests.count', {})).toEqual({ contacts: 1, withoutContact: 1 });
  });

  it('tells the windows the counts after a sync, an outbox change and a dismissal', async () => {
    const { db, file } = syncedMirror();
    const hub = createEventHub();
    const { value, profiles, readers } = core.coreOn(file);
    const seen: { name: EventName; payload: unknown }[] = [];
    hub.subscribe((name, payload) => seen.push({ name, payload }));
    let tell: (activity: SyncActivity) => void = () => {};
    const reports = startDncRequestReports({
      profiles,
      mirrors: readers,
      events: hub,
      sync: {
        onActivity: (listener) => {
          tell = listener;
          return () => {};
        },
      },
    });
    const counts = () => seen.filter((event) => event.name === 'dncRequests.changed').map((event) => eventSchemas['dncRequests.changed'].parse(event.payload));

    tell({ type: 'ended', profileId: 'p0', summary: undefined, progress: {} as never });
    expect(counts()).toEqual([{ profileId: 'p0', contacts: 2, withoutContact: 1 }]);

    queue(db, [{ op: 'contact.update', id: 'contact_ada', fields: { status: 'dnc' } }]);
    hub.emit('outbox.changed', { profileId: 'p0', pending: 1, failed: 0, conflicts: 0 });
    expect(counts().at(-1)).toEqual({ profileId: 'p0', contacts: 1, withoutContact: 1 });
    reports.close();

    // A dismissal is told by the service that made it.
    const withEvents = core.coreOn(file);
    const dismissHub = createEventHub();
    const told: unknown[] = [];
    dismissHub.subscribe((name, payload) => name === 'dncRequests.changed' && told.push(payload));
    const service = createDncRequestService({ profiles: withEvents.profiles, mirrors: withEvents.readers, writers: withEvents.writers, events: dismissHub });
    await service['dncRequests.dismiss']({ callId: 'call_5' });
    expect(told).toEqual([{ profileId: 'p0', contacts: 1, withoutContact: 0 }]);
    expect(await value('dncRequests.count', {})).toEqual({ contacts: 1, withoutContact: 0 });
  });

  it('pages the list by cursor, each contact once across pages, and resolves every waiting contact for "mark all"', async () => {
    const { db, file } = syncedMirror();
    upsertContacts(db, [contact('contact_dee', { first_name: 'Dee', last_name: 'Dale' })]);
    saveCallDetail(db, call('call_8', { contact_id: 'contact_dee', start_timestamp: at(8), transcript: ASKED }));
    const { value, call: request } = core.coreOn(file);
    const first = await value('dncRequests.list', { limit: 1 });
    expect(first.contacts.map((row) => row.callId)).toEqual(['call_8']);
    expect(first.withoutContactNext).toBeUndefined();
    const seen = [...first.contacts.map((row) => row.callId)];
    let after = first.contactsNext;
    while (after !== undefined) {
      const page = await value('dncRequests.page', { kind: 'contacts', after, limit: 1 });
      seen.push(...page.rows.map((row) => row.callId));
      after = page.next;
    }
    expect(seen).toEqual(['call_8', 'call_3', 'call_2']);
    expect((await value('dncRequests.waitingContactIds', {})).sort()).toEqual(['contact_ada', 'contact_bea', 'contact_dee']);
    expect(await request('dncRequests.page', { kind: 'withoutContact', after: first.contactsNext! })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid_request', problems: [expect.objectContaining({ field: 'after' })] }),
    });
  });
});
