import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addTracker, saveCallDetail, saveScreenSettings, upsertAgents, upsertCalls, upsertContacts, type MirrorDb } from '../../src/main/mirror';
import type { TranscriptEntry } from '../../src/shared/api/resources';
import { agent, call, callListItem, contact } from '../mirror/fixtures';
import { csvRecords, openAsSpreadsheet, parseCsv } from '../support/parse-csv';
import { useCoreOnMirrors } from '../support/core-on-mirrors';

/**
 * Keyword trackers, the Calls screen's saved settings and its CSV export, as
 * the renderer reaches them: through dispatch (input parsed by the
 * contract) on the core service, over real mirror files that another
 * connection writes as the profile worker does. Replies are parsed by each
 * method's output schema, as the renderer parses them.
 */
const core = useCoreOnMirrors();
const mirrors = core.mirrors;

function coreOn(mirrorFile: string) {
  const service = core.coreOn(mirrorFile);
  /** Adds a tracker and waits for its counting to end. */
  async function track(phrase: string): Promise<number> {
    const { trackers } = await service.value('trackers.add', { phrase });
    await service.counting.idle('p0');
    return trackers.find((tracker) => tracker.phrase === phrase)!.id;
  }
  return { ...service, track };
}

function said(...lines: [TranscriptEntry['speaker'], string][]): TranscriptEntry[] {
  return lines.map(([speaker, text], index) => ({ speaker, text, timestamp: index * 5 }));
}

function fill(db: MirrorDb): void {
  upsertAgents(db, [agent('agent_1', { name: 'Riley' })], { detail: true });
  upsertContacts(db, [contact('contact_1', { first_name: 'Ada', last_name: 'Lovelace' })]);
  saveCallDetail(
    db,
    call('call_1', {
      start_timestamp: '2025-01-10T10:00:00Z',
      summary: 'Asked about the price, "twice".',
      transcript: said(['agent', 'The price is 40, and the price is fair.'], ['caller', 'That price, hmm, is high.']),
    }),
  );
  saveCallDetail(
    db,
    call('call_2', { start_timestamp: '2025-01-11T10:00:00Z', duration_seconds: 300, transcript: said(['agent', 'Hello.'], ['caller', 'What is the price?']) }),
  );
  saveCallDetail(db, call('call_3', { start_timestamp: '2025-01-12T10:00:00Z', transcript: said(['agent', 'Hello.'], ['caller', 'Just checking in.']) }));
  upsertCalls(db, [callListItem('call_4', { start_timestamp: '2025-01-13T10:00:00Z', end_timestamp: '2025-01-13T10:01:00Z' })]);
}

function syncedMirror(): string {
  const file = mirrors.file();
  fill(mirrors.open(file).db);
  return file;
}

describe('keyword trackers through the contract', () => {
  it('adds a tracker, counts it in the background, and lists its figures', async () => {
    const { value, counting } = coreOn(syncedMirror());
    expect(await value('trackers.list', {})).toEqual({ trackers: [] });
    const added = await value('trackers.add', { phrase: '  Price ' });
    expect(added.trackers).toEqual([expect.objectContaining({ phrase: 'Price' })]);
    await counting.idle('p0');
    expect(await value('trackers.list', {})).toEqual({ trackers: [{ id: expect.any(Number), phrase: 'Price', counted: true, calls: 2, agent: 2, caller: 2 }] });
  });

  it('shows each call’s counts in the list, and filters and counts by tracker and speaker', async () => {
    const { value, track } = coreOn(syncedMirror());
    const id = await track('price');
    const { rows } = await value('calls.list', { limit: 10 });
    expect(rows.map((row) => [row.id, row.trackers])).toEqual([
      ['call_4', []],
      ['call_3', []],
      ['call_2', [{ trackerId: id, agent: 0, caller: 1 }]],
      ['call_1', [{ trackerId: id, agent: 2, caller: 1 }]],
    ]);
    const ids = async (tracker: object) => (await value('calls.list', { limit: 10, filter: { tracker } })).rows.map((row) => row.id);
    expect(await ids({ id })).toEqual(['call_2', 'call_1']);
    expect(await ids({ id, speaker: 'agent' })).toEqual(['call_1']);
    expect(await ids({ id, speaker: 'caller' })).toEqual(['call_2', 'call_1']);
    expect(await value('calls.count', { filter: { tracker: { id, speaker: 'agent' } } })).toEqual({ total: 1 });
    expect(await value('calls.count', { filter: { tracker: { id }, agentId: 'agent_1' } })).toEqual({ total: 2 });
  });

  it('counts calls the sync stores after the tracker was added', async () => {
    const file = syncedMirror();
    const { value, track } = coreOn(file);
    const id = await track('price');
    saveCallDetail(mirrors.open(file).db, call('call_5', { start_timestamp: '2025-02-01T10:00:00Z', transcript: said(['caller', 'Price? Price!']) }));
    expect((await value('calls.list', { limit: 1 })).rows[0]).toMatchObject({ id: 'call_5', trackers: [{ trackerId: id, agent: 0, caller: 2 }] });
  });

  it('refuses a phrase that is empty, has no letter or digit, or is already tracked, naming the field', async () => {
    const { call, track } = coreOn(syncedMirror());
    expect(await call('trackers.add', { phrase: '   ' })).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'phrase', message: 'must not be empty' }] } });
    expect(await call('trackers.add', { phrase: '?!' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', problems: [{ field: 'phrase', message: 'must hold at least one letter or digit' }] },
    });
    expect(await call('trackers.add', { phrase: 'x'.repeat(101) })).toMatchObject({ ok: false, error: { problems: [{ field: 'phrase', message: 'must be at most 100 characters' }] } });
    await track('price');
    expect(await call('trackers.add', { phrase: 'PRICE' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: '“price” is already tracked.', problems: [{ field: 'phrase' }] },
    });
  });

  it('removes a tracker, and says so when it is already gone', async () => {
    const { value, call, track } = coreOn(syncedMirror());
    const id = await track('price');
    expect(await value('trackers.remove', { id })).toEqual({ trackers: [] });
    expect((await value('calls.list', { limit: 10 })).rows.every((row) => row.trackers.length === 0)).toBe(true);
    expect(await call('trackers.remove', { id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await call('trackers.remove', { id: 'one' })).toMatchObject({ ok: false, error: { code: 'invalid_request', problems: [{ field: 'id' }] } });
  });

  it('goes on counting a tracker the app quit in the middle of, when the trackers are next listed', async () => {
    const file = syncedMirror();
    // As the app left it: the tracker stored, none of its calls counted yet.
    addTracker(mirrors.open(file).db, 'price');
    const { value, counting } = coreOn(file);
    expect((await value('trackers.list', {})).trackers[0]).toMatchObject({ counted: false });
    await counting.idle('p0');
    expect((await value('trackers.list', {})).trackers[0]).toMatchObject({ counted: true, calls: 2 });
  });

  it('stops counting when the workspace’s connection closes', async () => {
    const { value, counting, writers } = coreOn(syncedMirror());
    await value('trackers.add', { phrase: 'price' });
    writers.close();
    await counting.idle('p0');
    expect(counting.running('p0')).toBe(false);
  });
});

describe('the Calls screen’s saved settings', () => {
  const preferences = {
    filter: { status: ['completed'], from: '2025-01-01T00:00:00.000Z' },
    sort: { field: 'duration_seconds', direction: 'asc' },
    columns: ['time', 'contact', 'duration'],
  };

  it('has none until saved, then gives back what was saved', async () => {
    const { value } = coreOn(syncedMirror());
    expect(await value('calls.preferences', {})).toBeNull();
    expect(await value('calls.savePreferences', preferences)).toEqual({});
    expect(await value('calls.preferences', {})).toEqual(preferences);
    expect(await value('calls.savePreferences', { ...preferences, columns: ['cost'] })).toEqual({});
    expect(await value('calls.preferences', {})).toEqual({ ...preferences, columns: ['cost'] });
  });

  it('keeps them in the workspace’s mirror, created for them before the first sync', async () => {
    const file = mirrors.file();
    const { value } = coreOn(file);
    expect(await value('calls.preferences', {})).toBeNull();
    await value('calls.savePreferences', preferences);
    expect(existsSync(file)).toBe(true);
    // A later run of the app reads them from the file.
    expect(await coreOn(file).value('calls.preferences', {})).toEqual(preferences);
  });

  it('drops a tracker removed since from the filter and the columns', async () => {
    const { value, track } = coreOn(syncedMirror());
    const kept = await track('price');
    const removed = await track('hello');
    await value('calls.savePreferences', { ...preferences, filter: { tracker: { id: removed, speaker: 'caller' } }, columns: ['time', `tracker:${kept}`, `tracker:${removed}`] });
    await value('trackers.remove', { id: removed });
    expect(await value('calls.preferences', {})).toEqual({ ...preferences, filter: {}, columns: ['time', `tracker:${kept}`] });
  });

  it('opens the screen in one request: the settings with the page and total they select, as the separate requests give them', async () => {
    const { value } = coreOn(syncedMirror());
    const newestFirst = { field: 'start_timestamp', direction: 'desc' } as const;
    // Nothing saved: every call, in the order asked for.
    const first = await value('calls.screenStart', { limit: 2, sort: newestFirst });
    expect(first.preferences).toBeNull();
    expect(first.page).toEqual(await value('calls.list', { filter: {}, sort: newestFirst, limit: 2 }));
    expect(first.page.rows.map((row) => row.id)).toEqual(['call_4', 'call_3']);
    expect(first.total).toBe(4);
    // Saved: their filter and sort, whatever sort the request names.
    const saved = { ...preferences, filter: { to: '2025-01-11T23:59:59.000Z' } };
    await value('calls.savePreferences', saved);
    const later = await value('calls.screenStart', { limit: 2, sort: newestFirst });
    expect(later.preferences).toEqual(saved);
    expect(later.page).toEqual(await value('calls.list', { filter: saved.filter, sort: preferences.sort, limit: 2 }));
    expect(later.page.rows.map((row) => row.id)).toEqual(['call_1', 'call_2']);
    expect(later.total).toBe(2);
  });

  it('ignores a saved value that no longer fits', async () => {
    const file = syncedMirror();
    saveScreenSettings(mirrors.open(file).db, 'calls', { filter: {}, sort: { field: 'mood', direction: 'up' }, columns: [] });
    expect(await coreOn(file).value('calls.preferences', {})).toBeNull();
  });

  it('refuses settings that do not fit, naming the field', async () => {
    const { call } = coreOn(syncedMirror());
    expect(await call('calls.savePreferences', { ...preferences, columns: [] })).toMatchObject({ ok: false, error: { problems: [{ field: 'columns' }] } });
    expect(await call('calls.savePreferences', { ...preferences, columns: ['<b>'] })).toMatchObject({ ok: false, error: { problems: [{ field: 'columns[0]' }] } });
    expect(await call('calls.savePreferences', { ...preferences, sort: { field: 'mood', direction: 'asc' } })).toMatchObject({
      ok: false,
      error: { problems: [{ field: 'sort.field' }] },
    });
  });
});

describe('exporting the filtered calls as CSV', () => {
  async function exportAll(value: ReturnType<typeof coreOn>['value'], input: object, limit: number) {
    const pages: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await value('calls.exportCsv', { ...input, limit, ...(after ? { after } : {}) });
      pages.push(page.csv);
      if (page.nextCursor === null) return pages;
      after = page.nextCursor;
    }
  }

  const TABLE_COLUMNS = [
    { id: 'time', label: 'Time' },
    { id: 'contact', label: 'Contact' },
    { id: 'agent', label: 'Agent' },
    { id: 'duration', label: 'Duration' },
    { id: 'cost', label: 'Cost' },
  ];

  it('writes every call of the filter, page by page, the mark and header on the first page only', async () => {
    const { value } = coreOn(syncedMirror());
    const pages = await exportAll(value, { columns: TABLE_COLUMNS }, 3);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.startsWith('\uFEFF')).toBe(true);
    expect(pages[1]!.startsWith('\uFEFF')).toBe(false);
    expect(parseCsv(pages[1]!)).toHaveLength(1);
    const file = openAsSpreadsheet(new TextEncoder().encode(pages.join('')));
    expect(file.records.map((record) => record['Call ID'])).toEqual(['call_4', 'call_3', 'call_2', 'call_1']);
    expect(file.records.length).toBe((await value('calls.count', {})).total);
    // The table's columns under their labels, in its order; then what the table cannot show.
    expect(file.header).toEqual(['Time', 'Contact', 'Agent', 'Duration', 'Cost', 'Summary', 'Transcript', 'Call ID']);
  });

  it('opens in a spreadsheet with accents intact, times local with their offset, durations as h:mm:ss', async () => {
    const file = mirrors.file();
    const { db } = mirrors.open(file);
    fill(db);
    upsertContacts(db, [contact('contact_2', { first_name: 'Zoë', last_name: 'Dupré' })]);
    saveCallDetail(db, call('call_5', { contact_id: 'contact_2', start_timestamp: '2025-07-01T12:03:07Z', duration_seconds: 3725, summary: 'Café, crème' }));
    const { value } = coreOn(file);
    const pages = await exportAll(value, { columns: TABLE_COLUMNS, timeZone: 'Europe/Paris' }, 100);
    const opened = openAsSpreadsheet(new TextEncoder().encode(pages.join('')));
    expect(opened.bom).toBe(true);
    const row = opened.records.find((record) => record['Call ID'] === 'call_5');
    // Summer time in Paris: +02:00; winter: +01:00.
    expect(row).toMatchObject({ Time: '2025-07-01 14:03:07 +02:00', Contact: 'Zoë Dupré', Duration: '1:02:05', Summary: 'Café, crème' });
    expect(opened.records.find((record) => record['Call ID'] === 'call_1')).toMatchObject({ Time: '2025-01-10 11:00:00 +01:00' });
    const utc = openAsSpreadsheet(new TextEncoder().encode((await exportAll(value, { columns: TABLE_COLUMNS, timeZone: 'UTC' }, 100)).join('')));
    expect(utc.records.find((record) => record['Call ID'] === 'call_5')?.['Time']).toBe('2025-07-01 12:03:07 +00:00');
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    const { call: ask } = coreOn(syncedMirror());
    const result = await ask('calls.exportCsv', { limit: 10, timeZone: 'Mars/Olympus' });
    expect(result).toMatchObject({ ok: false });
    expect(JSON.stringify(result)).toMatch(/timeZone.*time zone such as/);
  });

  it('includes transcripts where the mirror has them, quoted as RFC 4180 says, and the names shown in the table', async () => {
    const { value } = coreOn(syncedMirror());
    const records = csvRecords((await exportAll(value, { columns: TABLE_COLUMNS }, 100)).join('').replace(/^\uFEFF/, ''));
    const first = records.find((record) => record['Call ID'] === 'call_1')!;
    expect(first).toMatchObject({
      Summary: 'Asked about the price, "twice".',
      Transcript: '[0:00] Agent: The price is 40, and the price is fair.\n[0:05] Caller: That price, hmm, is high.',
      Contact: 'Ada Lovelace',
      Agent: 'Riley',
    });
    expect(records.find((record) => record['Call ID'] === 'call_4')).toMatchObject({ Transcript: '', Summary: '' });
  });

  it('exports only the filtered calls, in the list’s sort, with a tracker’s column as its two counts', async () => {
    const { value, track } = coreOn(syncedMirror());
    const id = await track('price');
    const columns = [...TABLE_COLUMNS, { id: `tracker:${id}`, label: '“price”' }];
    const input = { filter: { tracker: { id } }, sort: { field: 'duration_seconds', direction: 'desc' }, columns };
    const records = csvRecords((await exportAll(value, input, 1)).join('').replace(/^\uFEFF/, ''));
    expect(records.map((record) => [record['Call ID'], record['“price” said by agent'], record['“price” said by caller']])).toEqual([
      ['call_2', '0', '1'],
      ['call_1', '2', '1'],
    ]);
    const all = csvRecords((await exportAll(value, { columns }, 10)).join('').replace(/^\uFEFF/, ''));
    // Counted as none where the transcript is stored; left empty where it is not.
    expect(all.map((record) => [record['Call ID'], record['“price” said by agent']])).toEqual([
      ['call_4', ''],
      ['call_3', '0'],
      ['call_2', '0'],
      ['call_1', '2'],
    ]);
  });

  it('names a call without a mirrored contact by the number the service sent, and shows a formula as text', async () => {
    const file = mirrors.file();
    const { db } = mirrors.open(file);
    fill(db);
    saveCallDetail(db, { ...call('call_6', { contact_id: 'contact_gone', summary: '=HYPERLINK("http://evil.example","x")' }), caller_number: '+44 20 7946 0000' } as ReturnType<typeof call>);
    saveCallDetail(db, call('call_7', { contact_id: 'contact_gone', direction: 'web' }));
    const { value } = coreOn(file);
    const records = csvRecords((await exportAll(value, { columns: TABLE_COLUMNS }, 100)).join('').replace(/^\uFEFF/, ''));
    expect(records.find((record) => record['Call ID'] === 'call_6')).toMatchObject({ Contact: '+44 20 7946 0000', Summary: `'=HYPERLINK("http://evil.example","x")` });
    expect(records.find((record) => record['Call ID'] === 'call_7')?.['Contact']).toBe('Web visitor');
  });

  it('gives nothing to export before the first sync', async () => {
    const { value } = coreOn(mirrors.file());
    expect(await value('calls.exportCsv', { limit: 100 })).toEqual({ csv: '', rows: 0, nextCursor: null });
  });
});
