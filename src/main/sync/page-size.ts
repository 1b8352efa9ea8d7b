/**
 * Policy: page with the largest page size the server accepts.
 *
 * The spec gives a default per_page (20) but no maximum, and a server may cap
 * per_page silently, even while `meta.per_page` echoes what was asked. So the
 * first page of every pass asks for a lot (1000) and the effective size is
 * read from what came back:
 * 1. as many rows as asked: the server honours the size;
 * 2. fewer rows while `meta.total` says there are more: a cap of exactly the
 *    rows received (whatever `meta.per_page` claims);
 * 3. fewer rows and `meta.total` says that is all: the whole list;
 * 4. fewer rows and no total: the whole list or a silent cap. We page on
 *    with that size (offsets stay aligned either way) and page 2 tells which
 *    it was; a cap learned before (kept in the sync state) answers at once:
 *    fewer rows than a known cap is the whole list.
 * Every later page asks for exactly the effective size, so page N starts at
 * offset (N − 1) × size on any server, however it counts.
 */
export interface PageAnswer {
  received: number;
  meta?: { total: number; page: number; per_page: number } | undefined;
}

export type PageSizeEvidence = 'full-page' | 'capped-below-total' | 'whole-list' | 'unconfirmed' | 'empty';

export interface PageSizeReading {
  size: number;
  evidence: PageSizeEvidence;
  /** True when page 1 already holds the whole list. */
  wholeList: boolean;
}

export function readPageSize(asked: number, answer: PageAnswer, knownCap: number | undefined): PageSizeReading {
  const { received, meta } = answer;
  if (received === 0) return { size: asked, evidence: 'empty', wholeList: true };
  if (received >= asked) return { size: asked, evidence: 'full-page', wholeList: meta !== undefined && meta.total <= received };
  if (meta !== undefined) {
    return meta.total > received ? { size: received, evidence: 'capped-below-total', wholeList: false } : { size: received, evidence: 'whole-list', wholeList: true };
  }
  if (knownCap !== undefined && received < knownCap) return { size: knownCap, evidence: 'whole-list', wholeList: true };
  return { size: received, evidence: 'unconfirmed', wholeList: false };
}

/** Whether a reading proves the server's cap (worth remembering for the next pass). */
export function provesCap(reading: PageSizeReading, asked: number): boolean {
  return reading.size < asked && reading.evidence === 'capped-below-total';
}
