import { invalidRequest } from './api-error';

/**
 * Paging of every list (spec 4, 8). The spec gives the defaults (page 1,
 * per_page 20) but no maximum: ours is 100, and a larger per_page is capped to
 * it silently; meta.per_page then reports the capped value. A page, per_page
 * or other integer parameter that is not a positive integer is a 400 naming
 * the parameter.
 */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function parsePaging(query: Record<string, unknown>): Paging {
  const page = positiveIntegerParameter(query, 'page') ?? DEFAULT_PAGE;
  const perPage = Math.min(positiveIntegerParameter(query, 'per_page') ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Undefined when the parameter is absent. */
export function positiveIntegerParameter(query: Record<string, unknown>, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalidRequest(`${name} must be given once, as a positive integer`);
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw invalidRequest(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  return value;
}

/** The list envelope of spec 2.1. */
export function listEnvelope<T>(data: T[], total: number, paging: Paging) {
  return { data, meta: { total, page: paging.page, per_page: paging.perPage } };
}
