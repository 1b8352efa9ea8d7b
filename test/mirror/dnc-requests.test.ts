import { describe, expect, it } from 'vitest';
import {
  callerTurnsForWarmUp,
  deleteCall,
  dismissDncRequest,
  getCheckpoint,
  listDncRequests,
  saveCallDetail,
  scanDncRequestsStep,
  setCheckpoint,
  upsertContacts,
  type MirrorDb,
} from '../../src/main/mirror/index';
import type { TranscriptEntry } from '../../src/shared/api/resources';
import { call, contact } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * Do-not-call requests on real SQLite files: recorded as sync stores each
 * transcript, found in the transcripts stored before (in steps), and listed
 * for the people who act on them.
 */
const mirrors = useTempMirrors();

function said(...lines: [TranscriptEntry['speaker'], string][]): TranscriptEntry[] {
  return lines.map(([speaker, text], index) => ({ speaker, text, timestamp: index * 5 }));
}

const ASKED = said(['agent', 'Hi, this is Sam from Acme.'], ['caller', 'Hello. Please stop calling me. I mean it.'], ['caller', 'Take me off your list.']);

function requests(db: MirrorDb): unknown[] {
  return db.prepare('SELECT c.id AS call_id, d.position, d.text, d.start, d."end", d.dismissed_at FROM dnc_requests d JOIN calls c ON c.row_id = d.call_row ORDER BY c.id').all();
}

describe('do-not-call requests in the mirror', () => {
  it('records the first caller turn that asked, and the sentence, as the transcript is stored', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: ASKED }));
    expect(requests(db)).toEqual([{ call_id: 'call_1', position: 1, text: 'Please stop calling me.', start: 7, end: 30, dismissed_at: null }]);
  });

  it("ignores the agent's turns and the caller's near misses", () => {
    const { db } = mirrors.open();
    saveCallDetail(
      db,
      call('call_1', {
        transcript: said(['agent', "Stop calling me? Sure, I'll take you off our list."], ['agent', 'Remove me.'], ['caller', 'Call me again tomorrow.'], ['caller', 'Stop, let me think.']),
      }),
    );
    expect(requests(db)).toEqual([]);
  });

  it('follows a transcript stored again, keeping a dismissal', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: ASKED }));
    expect(dismissDncRequest(db, 'call_1', '2025-02-01T00:00:00Z')).toBe(true);
    saveCallDetail(db, call('call_1', { transcript: said(['caller', 'Remove me from your list.']) }));
    expect(requests(db)).toEqual([expect.objectContaining({ position: 0, text: 'Remove me from your list.', dismissed_at: '2025-02-01T00:00:00Z' })]);
    saveCallDetail(db, call('call_1', { transcript: said(['caller', 'Thanks, bye.']) }));
    expect(requests(db)).toEqual([]);
  });

  it("gives the detector's warm-up the newest caller turns, never the agent's", () => {
    const { db } = mirrors.open();
    expect(callerTurnsForWarmUp(db)).toEqual([]);
    saveCallDetail(db, call('call_1', { transcript: ASKED }));
    saveCallDetail(db, call('call_2', { transcript: said(['agent', 'Shall I take you off our list?'], ['caller', 'No, keep calling.']) }));
    expect(callerTurnsForWarmUp(db)).toEqual(['No, keep calling.', 'Take me off your list.', 'Hello. Please stop calling me. I mean it.']);
    expect(callerTurnsForWarmUp(db, 2)).toHaveLength(2);
  });

  it('removes the request with its call', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: ASKED }));
    deleteCall(db, 'call_1');
    expect(requests(db)).toEqual([]);
  });

  it('lists active contacts who asked, once each, newest call first, and calls without a contact apart', () => {
    const { db } = mirrors.open();
    upsertContacts(db, [contact('contact_1'), contact('contact_2'), contact('contact_3', { status: 'dnc' })]);
    const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T10:00:00Z`;
    saveCallDetail(db, call('call_1', { contact_id: 'contact_1', start_timestamp: at(1), transcript: ASKED }));
    saveCallDetail(db, call('call_2', { contact_id: 'contact_2', start_timestamp: at(2), transcript: said(['caller', 'Lose my number']) }));
    saveCallDetail(db, call('call_3', { contact_id: 'contact_1', start_timestamp: at(3), transcript: said(['caller', "Don't call this number again."]) }));
    saveCallDetail(db, call('call_4', { contact_id: 'contact_3', start_timestamp: at(4), transcript: ASKED }));
    saveCallDetail(db, call('call_5', { contact_id: null, start_timestamp: at(5), transcript: ASKED }));
    saveCallDetail(db, call('call_6', { contact_id: 'contact_2', start_timestamp: at(6), transcript: said(['caller', 'Call me again tomorrow.']) }));

    const list = listDncRequests(db);
    expect(list.contacts.map((row) => [row.contact_id, row.call_id, row.contact_status])).toEqual([
      ['contact_1', 'call_3', 'active'],
      ['contact_2', 'call_2', 'active'],
    ]);
    expect(list.contacts[0]).toMatchObject({ started_at: at(3), text: "Don't call this number again.", position: 0, start: 0, end: 29 });
    expect(list.withoutContact.map((row) => [row.contact_id, row.call_id, row.contact_status])).toEqual([[null, 'call_5', null]]);

    dismissDncRequest(db, 'call_3');
    dismissDncRequest(db, 'call_5');
    expect(listDncRequests(db).contacts.map((row) => row.call_id)).toEqual(['call_2', 'call_1']);
    expect(listDncRequests(db).withoutContact).toEqual([]);

    const all = listDncRequests(db, { all: true });
    expect(all.contacts.map((row) => [row.contact_id, row.call_id, row.contact_status])).toEqual([
      ['contact_3', 'call_4', 'dnc'],
      ['contact_1', 'call_3', 'active'],
      ['contact_2', 'call_2', 'active'],
    ]);
    expect(all.withoutContact.map((row) => row.call_id)).toEqual(['call_5']);
  });

  it('finds, in steps, the requests in transcripts stored before they were recorded', () => {
    const { db } = mirrors.open();
    for (let index = 1; index <= 7; index += 1) {
      const transcript = index % 2 === 1 ? ASKED : said(['caller', 'Cancel my subscription.']);
      saveCallDetail(db, call(`call_${index}`, { start_timestamp: `2025-01-0${index}T10:00:00Z`, transcript }));
    }
    const recorded = requests(db);
    expect(recorded).toHaveLength(4);
    // As the upgrade leaves a mirror: no requests, and the scan's checkpoint at the top.
    db.exec('DELETE FROM dnc_requests');
    setCheckpoint(db, 'dnc-requests-scan', { below: null });
    let steps = 0;
    while (!scanDncRequestsStep(db, 2).done) steps += 1;
    expect(steps).toBe(3);
    expect(requests(db)).toEqual(recorded);
    expect(getCheckpoint(db, 'dnc-requests-scan')).toBeUndefined();
    expect(scanDncRequestsStep(db).done).toBe(true);
  });

  it('has no scan to do on a new mirror', () => {
    const { db } = mirrors.open();
    expect(getCheckpoint(db, 'dnc-requests-scan')).toBeUndefined();
    expect(scanDncRequestsStep(db).done).toBe(true);
  });
});
