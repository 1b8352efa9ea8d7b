import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContacts } from '../../src/server/store/contacts';
import { newId } from '../../src/server/ids';
import { MAX_PER_PAGE } from '../../src/server/api/paging';
import { startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Spec 4 and 8: page and per_page, their defaults, our maximum, meta, and newest-first order.
let sandbox: TestSandbox;
const HOUR = 3_600_000;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const { admin } = sandbox.server;
  const now = sandbox.clock.now();
  // 250 contacts: the first 50 share one created_at, so order among them rests on the tie-break.
  insertContacts(
    admin.db,
    Array.from({ length: 250 }, (_, index) => ({
      id: newId('contact'), workspace_id: admin.workspaces.main, first_name: `C${index}`, last_name: null, phone: null, email: null,
      company: null, tags: [], status: 'active' as const, created_at: index < 50 ? now - HOUR : now - HOUR + index, updated_at: now,
    })),
  );
  for (let index = 0; index < 30; index++) {
    admin.insertCall(admin.workspaces.main, { call_status: index % 3 === 0 ? 'failed' : 'completed', start_timestamp: now - index * HOUR, summary: `call ${index}` });
  }
});
afterAll(() => sandbox.server.close());

describe('paging', () => {
  it('defaults to page 1 of 20 and reports the total in meta', async () => {
    const response = await sandbox.api.get('/contacts');
    expect(response.body.meta).toEqual({ total: 250, page: 1, per_page: 20 });
    expect(response.body.data).toHaveLength(20);
  });

  it('caps per_page at the documented maximum and reports the capped value', async () => {
    expect(MAX_PER_PAGE).toBe(100);
    const response = await sandbox.api.get('/contacts?per_page=500');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(100);
    expect(response.body.meta).toEqual({ total: 250, page: 1, per_page: 100 });
  });

  it('returns the remainder on the last page and an empty page beyond it', async () => {
    const last = await sandbox.api.get('/contacts?per_page=100&page=3');
    expect(last.body.data).toHaveLength(50);
    const beyond = await sandbox.api.get('/contacts?per_page=100&page=4');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toEqual({ total: 250, page: 4, per_page: 100 });
  });

  it('lists newest first and walks every record exactly once across pages, ties included', async () => {
    const seen: string[] = [];
    const created: string[] = [];
    for (let page = 1; page <= 13; page++) {
      const response = await sandbox.api.get(`/contacts?per_page=20&page=${page}`);
      for (const item of response.body.data) {
        seen.push(item.id);
        created.push(item.created_at);
      }
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('breaks ties between records created in the same millisecond by creation order, newest first', async () => {
    const response = await sandbox.api.get('/contacts?per_page=100&page=3');
    const names = response.body.data.map((item: { first_name: string }) => item.first_name);
    expect(names).toEqual(Array.from({ length: 50 }, (_, index) => `C${49 - index}`));
  });

  it('meta and paging apply to agent and campaign lists too', async () => {
    for (let index = 0; index < 3; index++) await sandbox.api.post('/campaigns', { name: `Campaign ${index}` });
    const response = await sandbox.api.get('/campaigns?per_page=2&page=2');
    expect(response.body.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(response.body.data.map((item: { name: string }) => item.name)).toEqual(['Campaign 0']);
    const agents = await sandbox.api.get('/agents');
    expect(agents.body.meta).toEqual({ total: 0, page: 1, per_page: 20 });
  });

  for (const [query, parameter] of [
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=-5', 'per_page'],
    ['per_page=2.5', 'per_page'],
    ['page=1&page=2', 'page'],
  ] as const) {
    it(`rejects ${query} with 400 invalid_request naming ${parameter}`, async () => {
      const response = await sandbox.api.get(`/contacts?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(response.body.error.message).toMatch(new RegExp(`^${parameter} `));
    });
  }
});

describe('call list filters', () => {
  it('orders calls by start_timestamp, newest first', async () => {
    const response = await sandbox.api.get('/calls?per_page=100');
    const starts = response.body.data.map((item: { start_timestamp: string }) => item.start_timestamp);
    expect(starts).toHaveLength(30);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('filters by call status and counts only matching calls in meta', async () => {
    const response = await sandbox.api.get('/calls?status=failed&per_page=100');
    expect(response.body.meta.total).toBe(10);
    expect(response.body.data.every((item: { call_status: string }) => item.call_status === 'failed')).toBe(true);
  });

  it('keeps only calls that started within the last since_hours hours', async () => {
    const response = await sandbox.api.get('/calls?since_hours=5');
    // Calls started 0, 1, 2, 3, 4 and 5 hours ago.
    expect(response.body.meta.total).toBe(6);
  });

  it('combines status, since_hours and paging', async () => {
    const response = await sandbox.api.get('/calls?status=completed&since_hours=10&per_page=3&page=2');
    // Completed calls within 10 hours: hours 1, 2, 4, 5, 7, 8, 10.
    expect(response.body.meta).toEqual({ total: 7, page: 2, per_page: 3 });
    expect(response.body.data).toHaveLength(3);
  });

  it('rejects a status that is not a call status with 400 naming status', async () => {
    const response = await sandbox.api.get('/calls?status=done');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(response.body.error.message).toMatch(/^status must be one of "completed"/);
  });

  for (const value of ['0', '-3', '1.5', 'soon']) {
    it(`rejects since_hours=${value} with 400 naming since_hours`, async () => {
      const response = await sandbox.api.get(`/calls?since_hours=${value}`);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(/^since_hours must be a positive integer/);
    });
  }
});
