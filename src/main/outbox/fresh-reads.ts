import { isApiError, type ApiClient, type RequestOptions } from '../api';
import type { MirrorDb } from '../mirror';
import { queuedUpdateTargets } from '../mirror/outbox-store';
import { countServerRecords } from '../mirror/record-lookup';
import type { RecordValue } from '../../shared/outbox/operations';

/**
 * Policy: no update leaves without being compared with the record as the
 * service has it NOW. The mirror's copy can be hours old (contacts are
 * re-read only on a full pass), and comparing with it let an edit overwrite
 * a colleague's newer change to the same field without a word.
 *
 * Cost, as low as the API allows (it has no conditional requests): one GET
 * per record; but when more contacts wait for an update than the contact
 * list has pages, one pass over the list pages (100 contacts a request)
 * reads them all for fewer requests. Agents are read one by one: their list
 * omits the fields an update changes (spec 2.2).
 *
 * A read serves one send, and only while it is young (FRESH_FOR_MS): the
 * records of a pass wait their turn behind other sends, and one read longer
 * ago than that is read again on its own. A page that was on its way while
 * one of its records was being written may hold that record as it was
 * before the write, so such a record is not taken from it.
 */
export const FRESH_FOR_MS = 5 * 60_000;

/** Asked for; a server may cap it silently (spec 8), which the pass notices. */
const PAGE_SIZE = 100;

export interface FreshReads {
  /** The record as the service has it now, or 'gone' when the service says it does not exist. */
  current(resource: 'contacts' | 'agents', id: string): Promise<RecordValue | 'gone'>;
  /** Makes a write of the record: a page read before it ended may hold the record as it was before, so none is taken from it. */
  writing<T>(id: string, write: () => Promise<T>): Promise<T>;
}

export interface FreshReadsOptions {
  db: MirrorDb;
  client: ApiClient;
  requestOptions: RequestOptions;
  nowMs(): number;
  /** Counts each request made (the replay's counters). */
  counted<T>(call: () => Promise<T>): Promise<T>;
  /** False: a GET per record always (for measuring what the pass saves). Default true. */
  listPasses?: boolean;
}

interface Read {
  record: RecordValue;
  /** When the request that read it left (its age). */
  readAtMs: number;
}

export function freshReads(options: FreshReadsOptions): FreshReads {
  const { db, client, requestOptions, nowMs, counted } = options;
  const reads = new Map<string, Read>();
  // Events in the order they happened (a clock may not move between them, a manual one in tests never does).
  let events = 0;
  /** The event at which the last write of a record ended; Infinity while one is on its way. */
  const writtenAt = new Map<string, number>();
  let pass: { wanted: ReadonlySet<string>; done: Promise<void> } | null = null;
  let decidedAtMs: number | undefined;

  const isFresh = (read: Read | undefined): read is Read => read !== undefined && nowMs() - read.readAtMs <= FRESH_FOR_MS;
  const take = (id: string): RecordValue | undefined => {
    const read = reads.get(id);
    reads.delete(id);
    return isFresh(read) ? read.record : undefined;
  };

  const readOne = async (resource: 'contacts' | 'agents', id: string): Promise<RecordValue | 'gone'> => {
    try {
      return await counted<RecordValue>(() => (resource === 'contacts' ? client.getContact(id, requestOptions) : client.getAgent(id, requestOptions)));
    } catch (error) {
      if (isApiError(error) && error.kind === 'not_found') return 'gone';
      throw error;
    }
  };

  /** Starts a pass when it costs fewer requests than reading the waiting contacts one by one; decided at most once per FRESH_FOR_MS / 2. */
  const maybeStartPass = (): void => {
    if (options.listPasses === false || pass !== null) return;
    const now = nowMs();
    if (decidedAtMs !== undefined && now - decidedAtMs < FRESH_FOR_MS / 2) return;
    decidedAtMs = now;
    const wanted = new Set(queuedUpdateTargets(db, 'contact.update').filter((id) => !isFresh(reads.get(id))));
    const pages = Math.max(1, Math.ceil(countServerRecords(db, 'contacts') / PAGE_SIZE));
    if (wanted.size <= pages) return;
    const started = { wanted, done: readPages(wanted).catch(() => undefined) };
    pass = started;
    void started.done.finally(() => {
      if (pass === started) pass = null;
    });
  };

  /** Pages through the contact list until every wanted contact is read, the list ends, or the pass would cost more than it saves. */
  const readPages = async (wanted: ReadonlySet<string>): Promise<void> => {
    let found = 0;
    let previousFirst: string | undefined;
    for (let page = 1; ; page += 1) {
      const leftAtMs = nowMs();
      const left = ++events;
      const answer = await counted(() => client.listContacts({ page, perPage: PAGE_SIZE }, requestOptions));
      const first = answer.items[0]?.id;
      // A server that ignores `page` (or a list that ended) gives nothing new: stop rather than loop.
      if (answer.received === 0 || first === previousFirst) return;
      previousFirst = first;
      for (const record of answer.items) {
        if (!wanted.has(record.id) || (writtenAt.get(record.id) ?? -Infinity) >= left) continue;
        reads.set(record.id, { record: record as RecordValue, readAtMs: leftAtMs });
        found += 1;
      }
      if (found >= wanted.size) return;
      // The page size the server really uses (it may cap per_page silently) and the pages left decide whether to go on.
      const size = answer.received;
      const total = answer.meta?.total ?? countServerRecords(db, 'contacts');
      if (size < PAGE_SIZE && answer.meta === undefined) return;
      const pagesLeft = Math.ceil(Math.max(0, total - page * size) / size);
      if (pagesLeft === 0 || pagesLeft >= wanted.size - found) return;
    }
  };

  return {
    async current(resource, id) {
      const ready = take(id);
      if (ready !== undefined) return ready;
      if (resource === 'contacts') {
        maybeStartPass();
        const running = pass as { wanted: ReadonlySet<string>; done: Promise<void> } | null;
        if (running !== null && running.wanted.has(id)) {
          await running.done;
          const read = take(id);
          if (read !== undefined) return read;
        }
      }
      return readOne(resource, id);
    },
    async writing(id, write) {
      writtenAt.set(id, Infinity);
      reads.delete(id);
      try {
        return await write();
      } finally {
        writtenAt.set(id, ++events);
      }
    },
  };
}
