import { describe, expect, it } from 'vitest';
import { defaultSyncOptions, planPass, readPageSize, sinceHoursFor } from '../../src/main/sync';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('the sync schedule', () => {
  it('lists agents and campaigns in full every run', () => {
    expect(planPass('agents', { lastFullAt: ago(60_000) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
    expect(planPass('campaigns', { lastFullAt: ago(60_000) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
  });

  it('lists contacts in full the first time, every six hours and on request, and peeks otherwise', () => {
    expect(planPass('contacts', {}, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
    expect(planPass('contacts', { lastFullAt: ago(5 * HOUR) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'peek' });
    expect(planPass('contacts', { lastFullAt: ago(6 * HOUR) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
    expect(planPass('contacts', { lastFullAt: ago(HOUR) }, NOW, defaultSyncOptions, { full: true })).toEqual({ mode: 'full' });
  });

  it('lists calls since the watermark with an hour of overlap, in full daily, on request or when owed', () => {
    const recent = { lastFullAt: ago(3 * HOUR), watermark: ago(90 * 60_000) };
    expect(planPass('calls', recent, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'incremental', sinceHours: 3 });
    expect(planPass('calls', { ...recent, lastFullAt: ago(24 * HOUR) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
    expect(planPass('calls', { ...recent, fullDue: true }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
    expect(planPass('calls', recent, NOW, defaultSyncOptions, { full: true })).toEqual({ mode: 'full' });
    expect(planPass('calls', { lastFullAt: ago(HOUR) }, NOW, defaultSyncOptions, { full: false })).toEqual({ mode: 'full' });
  });

  it('rounds the window up to whole hours, never below one', () => {
    expect(sinceHoursFor(NOW, NOW, HOUR)).toBe(1);
    expect(sinceHoursFor(NOW, NOW - 1, HOUR)).toBe(2);
    expect(sinceHoursFor(NOW, NOW - 2 * HOUR, HOUR)).toBe(3);
    expect(sinceHoursFor(NOW, NOW + 5 * HOUR, HOUR)).toBe(1);
  });
});

describe('reading the page size from the first page', () => {
  it('takes the size asked when the page is full', () => {
    expect(readPageSize(1000, { received: 1000, meta: { total: 5000, page: 1, per_page: 1000 } }, undefined)).toMatchObject({ size: 1000, wholeList: false });
  });

  it('takes the rows received as the cap when meta.total says there are more, whatever meta.per_page claims', () => {
    expect(readPageSize(1000, { received: 100, meta: { total: 260, page: 1, per_page: 100 } }, undefined)).toEqual({ size: 100, evidence: 'capped-below-total', wholeList: false });
    expect(readPageSize(1000, { received: 30, meta: { total: 70, page: 1, per_page: 1000 } }, undefined)).toEqual({ size: 30, evidence: 'capped-below-total', wholeList: false });
  });

  it('knows a short first page is the whole list when meta.total says so, or when a cap learned before is larger', () => {
    expect(readPageSize(1000, { received: 12, meta: { total: 12, page: 1, per_page: 1000 } }, undefined)).toMatchObject({ wholeList: true });
    expect(readPageSize(1000, { received: 12 }, 25)).toMatchObject({ wholeList: true });
  });

  it('pages on with the rows received when nothing tells a short page from a cap', () => {
    expect(readPageSize(1000, { received: 25 }, undefined)).toEqual({ size: 25, evidence: 'unconfirmed', wholeList: false });
    expect(readPageSize(1000, { received: 25 }, 25)).toEqual({ size: 25, evidence: 'unconfirmed', wholeList: false });
  });

  it('ends on an empty first page', () => {
    expect(readPageSize(1000, { received: 0 }, undefined)).toMatchObject({ wholeList: true });
  });
});
