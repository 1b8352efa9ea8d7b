import type { ListPage } from '../api';

/**
 * Finding the record a create may have made, when its outcome is unknown
 * (the connection dropped after sending, a gateway page, a crash): the
 * outbox adopts it instead of creating it again.
 *
 * The spec does not pin the order of lists, so the scan reads the first page
 * and decides: newest first (as our sandbox does) means reading on only
 * while records are recent enough; oldest first means starting from the last
 * page and reading back; anything else means reading every page. A record
 * is "recent enough" when created after the request was sent, less a margin
 * for the difference between our clock and the server's. The server's clock
 * is read from the list's Date header first, so a computer whose clock is
 * far off (a wrong time zone) does not take its record for an old one.
 */
export const CLOCK_MARGIN_MS = 15 * 60_000;

export interface CreatedCandidate {
  id: string;
  created_at?: string | null;
}

export interface FindCreatedOptions<T extends CreatedCandidate> {
  list(page: number, perPage: number): Promise<ListPage<T>>;
  /** Whether a record has the fields the create sent. */
  matches(record: T): boolean;
  /** Records that cannot be this create's (adopted by another create, or in the mirror before it was sent). */
  excluded(id: string): boolean;
  /** When the request was marked as sending. */
  sentAt: Date;
  perPage?: number;
}

export interface FindCreatedResult<T> {
  record: T | undefined;
  /** List requests spent, reported as reconciliation overhead. */
  requests: number;
}

export async function findCreated<T extends CreatedCandidate>(options: FindCreatedOptions<T>): Promise<FindCreatedResult<T>> {
  const perPage = options.perPage ?? 100;
  let since = Number.NEGATIVE_INFINITY;
  const recent = (record: T) => record.created_at == null || Date.parse(record.created_at) >= since;
  let requests = 0;
  const read = async (page: number) => {
    requests += 1;
    return options.list(page, perPage);
  };
  // Newest among the candidates: of two identical creates, the later one is more likely ours.
  const pick = (items: readonly T[]) => items.filter((item) => recent(item) && options.matches(item) && !options.excluded(item.id)).sort(byNewest)[0];

  const first = await read(1);
  // When the request was sent by the server's clock, which dates the records.
  since = options.sentAt.getTime() + (first.serverClockAheadMs ?? 0) - CLOCK_MARGIN_MS;
  const pageSize = Math.max(1, first.received);
  const lastPage = first.meta ? Math.max(1, Math.ceil(first.meta.total / pageSize)) : undefined;
  const order = orderOf(first.items);
  const found = pick(first.items);
  if (found !== undefined) return { record: found, requests };
  if (first.received === 0 || lastPage === 1) return { record: undefined, requests };

  if (order === 'newest-first') {
    let items = first.items;
    for (let page = 2; items.length > 0 && items.some(recent); page += 1) {
      const next = await read(page);
      const hit = pick(next.items);
      if (hit !== undefined) return { record: hit, requests };
      if (next.received === 0) break;
      items = next.items;
    }
    return { record: undefined, requests };
  }
  if (order === 'oldest-first' && lastPage !== undefined) {
    for (let page = lastPage; page >= 2; page -= 1) {
      const next = await read(page);
      const hit = pick(next.items);
      if (hit !== undefined) return { record: hit, requests };
      if (next.items.length > 0 && !next.items.some(recent)) break;
    }
    return { record: undefined, requests };
  }
  for (let page = 2; ; page += 1) {
    const next = await read(page);
    const hit = pick(next.items);
    if (hit !== undefined) return { record: hit, requests };
    if (next.received === 0 || (lastPage !== undefined && page >= lastPage)) return { record: undefined, requests };
  }
}

function byNewest(a: CreatedCandidate, b: CreatedCandidate): number {
  return Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || 0;
}

function orderOf(items: readonly CreatedCandidate[]): 'newest-first' | 'oldest-first' | 'unknown' {
  const times = items.map((item) => (item.created_at == null ? Number.NaN : Date.parse(item.created_at)));
  if (times.length < 2 || times.some(Number.isNaN)) return 'unknown';
  if (times.every((time, index) => index === 0 || time <= times[index - 1]!)) return 'newest-first';
  if (times.every((time, index) => index === 0 || time >= times[index - 1]!)) return 'oldest-first';
  return 'unknown';
}
