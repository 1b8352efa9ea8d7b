import { describe, expect, it } from 'vitest';
import {
  addTracker,
  countCalls,
  countTrackerStep,
  deleteCall,
  listCalls,
  listTrackers,
  MAX_TRACKERS,
  removeTracker,
  saveCallDetail,
  trackerCountsOfCalls,
  trackersToCount,
  upsertCalls,
  type MirrorDb,
} from '../../src/main/mirror/index';
import { callsListQuery } from '../../src/main/mirror/calls-queries';
import { runKeysetQuery } from '../../src/main/mirror/keyset';
import { toCallRow } from '../../src/main/mirror/rows';
import type { CallListRow } from '../../src/shared/contract/query-methods';
import { countBySpeaker } from '../../src/main/mirror/tracker-counts';
import { trackerPhrase } from '../../src/main/mirror/tracker-phrase';
import type { Call, TranscriptEntry } from '../../src/shared/api/resources';
import { createMirrorDataset } from '../bench/mirror-dataset';
import { call, callListItem } from './fixtures';
import { useTempMirrors } from '../support/temp-mirrors';

/**
 * Keyword trackers on real SQLite files: counted from the full-text index,
 * split by speaker, kept in step as sync stores transcripts, and used as a
 * filter of the calls list. The figures are checked against a count made
 * here in plain JavaScript over the same transcripts.
 */
const mirrors = useTempMirrors();

function said(...lines: [TranscriptEntry['speaker'], string][]): TranscriptEntry[] {
  return lines.map(([speaker, text], index) => ({ speaker, text, timestamp: index * 5 }));
}

/** Counts a tracker to the end, in steps of `step` calls. */
function countAll(db: MirrorDb, id: number, step?: number): number {
  let steps = 0;
  for (;;) {
    steps += 1;
    if (countTrackerStep(db, id, step).done) return steps;
  }
}

function track(db: MirrorDb, phrase: string): number {
  const id = addTracker(db, phrase);
  countAll(db, id);
  return id;
}

function countsOf(db: MirrorDb, callId: string, trackerId: number) {
  const found = trackerCountsOfCalls(db, [callId]).get(callId)?.find((count) => count.trackerId === trackerId);
  return found ? { agent: found.agent, caller: found.caller } : undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => (text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? []) as string[];

/** The oracle: occurrences of the phrase's words, one after another within a turn, by speaker. */
function expectedCounts(item: Call, phrase: string): { agent: number; caller: number } {
  const wanted = fold(phrase);
  const counts = { agent: 0, caller: 0 };
  for (const turn of item.transcript) {
    const words = fold(turn.text);
    for (let at = 0; at + wanted.length <= words.length; at += 1) {
      if (wanted.every((word, offset) => words[at + offset] === word)) counts[turn.speaker] += 1;
    }
  }
  return counts;
}

describe('counting a keyword tracker', () => {
  it('counts each occurrence by the speaker of the turn it was said in', () => {
    const { db } = mirrors.open();
    saveCallDetail(
      db,
      call('call_1', {
        transcript: said(['agent', 'Our price is fair. The PRICE includes setup.'], ['caller', 'That price is too high.'], ['agent', 'Prices change.']),
      }),
    );
    saveCallDetail(db, call('call_2', { start_timestamp: '2025-01-11T10:00:00Z', transcript: said(['agent', 'Hello.'], ['caller', 'Bye.']) }));
    const id = track(db, 'price');
    expect(countsOf(db, 'call_1', id)).toEqual({ agent: 2, caller: 1 });
    expect(countsOf(db, 'call_2', id)).toBeUndefined();
    expect(listTrackers(db)).toEqual([{ id, phrase: 'price', created_at: expect.any(String), counted: true, calls: 1, agent: 2, caller: 1 }]);
  });

  it('ignores case and accents, and counts a prefix only when asked with *', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: said(['agent', 'Is this Zoë?'], ['caller', 'Yes, ZOE here. I cancelled, then cancel again.']) }));
    const zoe = track(db, 'zoe');
    const cancel = track(db, 'cancel');
    const cancelAny = track(db, 'cancel*');
    expect(countsOf(db, 'call_1', zoe)).toEqual({ agent: 1, caller: 1 });
    expect(countsOf(db, 'call_1', cancel)).toEqual({ agent: 0, caller: 1 });
    expect(countsOf(db, 'call_1', cancelAny)).toEqual({ agent: 0, caller: 2 });
  });

  it('counts a phrase said within one turn, not one made of the end of a turn and the start of the next, nor the summary', () => {
    const { db } = mirrors.open();
    saveCallDetail(
      db,
      call('call_1', {
        summary: 'The caller wants to cancel my subscription.',
        transcript: said(['caller', 'I want to cancel my subscription.'], ['agent', 'You want to cancel'], ['caller', 'my subscription, yes.']),
      }),
    );
    const id = track(db, 'Cancel my subscription');
    expect(countsOf(db, 'call_1', id)).toEqual({ agent: 0, caller: 1 });
  });

  it('matches the count made word by word over generated transcripts, for words and phrases', () => {
    const { db } = mirrors.open();
    const data = createMirrorDataset({ contacts: 50, calls: 120, entriesPerCall: 8 });
    const calls = Array.from({ length: data.callCount }, (_, index) => data.call(index));
    for (const item of calls) saveCallDetail(db, item);
    for (const phrase of ['refund', 'price', 'cancel my subscription', 'Callwise', 'thanks']) {
      const id = track(db, phrase);
      const counts = trackerCountsOfCalls(
        db,
        calls.map((item) => item.id),
      );
      for (const item of calls) {
        const expected = expectedCounts(item, phrase);
        const found = counts.get(item.id)?.find((count) => count.trackerId === id);
        expect({ call: item.id, phrase, ...(found ? { agent: found.agent, caller: found.caller } : { agent: 0, caller: 0 }) }).toEqual({
          call: item.id,
          phrase,
          ...expected,
        });
      }
    }
  });

  it('counts the calls already stored in steps, newest first, and says when it is done', () => {
    const { db } = mirrors.open();
    for (let index = 0; index < 7; index += 1) {
      saveCallDetail(db, call(`call_${index}`, { start_timestamp: `2025-01-1${index}T10:00:00Z`, transcript: said(['caller', 'A refund, please.']) }));
    }
    const id = addTracker(db, 'refund');
    expect(trackersToCount(db)).toEqual([id]);
    expect(countTrackerStep(db, id, 3).done).toBe(false);
    // The newest three first.
    expect([...trackerCountsOfCalls(db, ['call_6', 'call_5', 'call_4', 'call_3']).keys()].sort()).toEqual(['call_4', 'call_5', 'call_6']);
    expect(listTrackers(db)[0]).toMatchObject({ counted: false, calls: 3 });
    expect(countAll(db, id, 3)).toBe(2);
    expect(listTrackers(db)[0]).toMatchObject({ counted: true, calls: 7, caller: 7 });
    expect(trackersToCount(db)).toEqual([]);
  });

  it('counts calls that sync stores while a tracker is still being counted, and once only', () => {
    const { db } = mirrors.open();
    for (let index = 0; index < 6; index += 1) {
      saveCallDetail(db, call(`old_${index}`, { start_timestamp: `2025-01-1${index}T10:00:00Z`, transcript: said(['agent', 'The price is ten.']) }));
    }
    const id = addTracker(db, 'price');
    countTrackerStep(db, id, 2);
    // Sync stores a newer call, an older one, and replaces one not yet counted.
    saveCallDetail(db, call('newer', { start_timestamp: '2025-02-01T10:00:00Z', transcript: said(['caller', 'What price?']) }));
    saveCallDetail(db, call('older', { start_timestamp: '2024-12-01T10:00:00Z', transcript: said(['caller', 'Price, price.']) }));
    saveCallDetail(db, call('old_1', { start_timestamp: '2025-01-11T10:00:00Z', transcript: said(['agent', 'No mention.']) }));
    expect(countsOf(db, 'newer', id)).toEqual({ agent: 0, caller: 1 });
    countAll(db, id, 2);
    expect(countsOf(db, 'older', id)).toEqual({ agent: 0, caller: 2 });
    expect(countsOf(db, 'old_1', id)).toBeUndefined();
    expect(listTrackers(db)[0]).toMatchObject({ counted: true, calls: 7, agent: 5, caller: 3 });
  });

  it('recounts a call whose transcript sync replaces, and forgets a call sync deletes', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: said(['caller', 'Refund, refund.']) }));
    const id = track(db, 'refund');
    expect(countsOf(db, 'call_1', id)).toEqual({ agent: 0, caller: 2 });
    saveCallDetail(db, call('call_1', { transcript: said(['agent', 'A refund is on its way.']) }));
    expect(countsOf(db, 'call_1', id)).toEqual({ agent: 1, caller: 0 });
    deleteCall(db, 'call_1');
    expect(listTrackers(db)[0]).toMatchObject({ calls: 0, agent: 0, caller: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM tracker_hits').get()).toEqual({ n: 0 });
  });

  it('has nothing to count in calls whose transcript is not fetched yet', () => {
    const { db } = mirrors.open();
    upsertCalls(db, [callListItem('listed_only')]);
    const id = track(db, 'refund');
    expect(trackerCountsOfCalls(db, ['listed_only']).size).toBe(0);
    expect(listTrackers(db)[0]).toMatchObject({ id, counted: true, calls: 0 });
  });

  it('removes a tracker with its counts', () => {
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: said(['caller', 'A refund.']) }));
    const id = track(db, 'refund');
    expect(removeTracker(db, id)).toBe(true);
    expect(removeTracker(db, id)).toBe(false);
    expect(listTrackers(db)).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM tracker_hits').get()).toEqual({ n: 0 });
  });
});

describe('adding a keyword tracker', () => {
  it('refuses a phrase without a letter or digit, naming the field', () => {
    const { db } = mirrors.open();
    expect(() => addTracker(db, ' "*" ')).toThrow(expect.objectContaining({ name: 'MirrorQueryError', field: 'phrase', message: expect.stringMatching(/letter or digit/) }));
  });

  it('refuses a phrase already tracked, however it is written', () => {
    const { db } = mirrors.open();
    addTracker(db, 'Price');
    expect(() => addTracker(db, '  price! ')).toThrow(expect.objectContaining({ field: 'phrase', message: '“Price” is already tracked.' }));
    expect(() => addTracker(db, 'PRÏCE')).toThrow(/already tracked/);
    expect(addTracker(db, 'price*')).toBeGreaterThan(0);
  });

  it(`keeps at most ${MAX_TRACKERS} trackers`, () => {
    const { db } = mirrors.open();
    for (let index = 0; index < MAX_TRACKERS; index += 1) addTracker(db, `word${index}`);
    expect(() => addTracker(db, 'one more')).toThrow(expect.objectContaining({ field: 'phrase', message: expect.stringMatching(/up to 20 trackers/) }));
  });

  it('keeps what the user typed as text: quotes and FTS5 syntax are words or nothing', () => {
    expect(trackerPhrase('  NEAR(price  OR "cancel")  ')).toEqual({ text: 'NEAR(price OR cancel )', key: 'near price or cancel', match: '{agent caller} : "NEAR(price OR cancel )"' });
    expect(trackerPhrase('cancel*')).toEqual({ text: 'cancel*', key: 'cancel*', match: '{agent caller} : "cancel"*' });
    const { db } = mirrors.open();
    saveCallDetail(db, call('call_1', { transcript: said(['caller', 'near price or cancel']) }));
    const id = track(db, 'NEAR(price OR "cancel")');
    expect(countsOf(db, 'call_1', id)).toEqual({ agent: 0, caller: 1 });
  });
});

describe('reading a highlighted transcript', () => {
  it('gives each occurrence to the turn it opens and closes in', () => {
    expect(countBySpeaker('\u0002a\u0003 b\u001e\u0002c\u0003\u001ed \u0002e\u0003', 'aca')).toEqual({ agent: 2, caller: 1 });
    expect(countBySpeaker('x \u0002a\u001eb\u0003', 'ac')).toEqual({ agent: 0, caller: 0 });
  });
});

describe('filtering the calls list by a tracker', () => {
  const build = () => {
    const { db } = mirrors.open();
    const data = createMirrorDataset({ contacts: 50, calls: 150, entriesPerCall: 8 });
    const calls = Array.from({ length: data.callCount }, (_, index) => data.call(index));
    for (const item of calls) saveCallDetail(db, item);
    return { db, calls };
  };
  const walk = (page: (after: string | undefined) => { rows: CallListRow[]; nextCursor: string | null }): CallListRow[] => {
    const rows: CallListRow[] = [];
    let after: string | undefined;
    for (;;) {
      const next = page(after);
      rows.push(...next.rows);
      if (next.nextCursor === null) return rows;
      after = next.nextCursor;
    }
  };

  it('lists and counts the calls where it was said, by anyone, by the agent, by the caller', () => {
    const { db, calls } = build();
    const id = track(db, 'price');
    for (const speaker of [undefined, 'agent', 'caller'] as const) {
      const expected = calls
        .filter((item) => {
          const counts = expectedCounts(item, 'price');
          return speaker === undefined ? counts.agent + counts.caller > 0 : counts[speaker] > 0;
        })
        .map((item) => item.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      const tracker = speaker === undefined ? { id } : { id, speaker };
      const rows = walk((after) => listCalls(db, { filter: { tracker }, sort: { field: 'duration_seconds', direction: 'desc' }, limit: 11, ...(after ? { after } : {}) }));
      expect(rows.map((row) => row.id).sort()).toEqual(expected);
      expect(countCalls(db, { tracker })).toBe(expected.length);
    }
  });

  it('finds the same rows whether read from the tracker’s calls or along the sort', () => {
    const { db } = build();
    const id = track(db, 'thanks');
    for (const tracker of [{ id }, { id, speaker: 'caller' as const }]) {
      const options = (after: string | undefined) => ({ filter: { tracker, status: ['completed' as const] }, limit: 9, ...(after ? { after } : {}) });
      const fromMatches = walk((after) => runKeysetQuery(db, callsListQuery(options(after), 'from-matches', 'from-matches'), toCallRow));
      const alongSort = walk((after) => runKeysetQuery(db, callsListQuery(options(after), 'from-matches', 'along-sort'), toCallRow));
      expect(alongSort.map((row) => row.id)).toEqual(fromMatches.map((row) => row.id));
      expect(fromMatches.length).toBeGreaterThan(0);
    }
  });

  it('matches nothing with a tracker that does not exist', () => {
    const { db } = build();
    expect(listCalls(db, { filter: { tracker: { id: 999 } }, limit: 5 }).rows).toEqual([]);
    expect(countCalls(db, { tracker: { id: 999 } })).toBe(0);
  });
});
