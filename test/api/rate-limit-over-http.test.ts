import { describe, expect, it } from 'vitest';
import { contactExample } from '../shared/spec-examples';
import type { Reply } from '../support/scripted-api-server';
import { createFixedWindowLimiter, type ResetForm } from '../support/fixed-window-limiter';
import { scriptedClient } from '../support/scripted-api-client';
import { runOverHttp } from '../support/virtual-time';

const START = Date.parse('2026-03-02T09:00:00.000Z');

/** A scripted server whose every answer goes through a fixed-window limiter on the test's virtual clock. */
async function rateLimitedWorkspace(limit: number, form: ResetForm) {
  const setup = await scriptedClient({ concurrency: 4 });
  setup.clock.advanceTo(START);
  const limiter = createFixedWindowLimiter(setup.clock, { limit, windowMs: 60_000, form });
  setup.server.otherwise((): Reply => {
    const answer = limiter.take('us');
    const headers = Object.fromEntries(answer.headers.entries());
    if (answer.status === 429) return { status: 429, headers, json: answer.body };
    return { status: 200, headers, json: { data: [contactExample], meta: { total: 1, page: 1, per_page: 20 } } };
  });
  return { ...setup, limiter };
}

describe('pacing a real client against a rate-limited server', () => {
  it.each<ResetForm>(['seconds-until', 'unix-seconds'])(
    'sends 8 requests per window of a 10-request limit with Reset as %s, with no 429',
    async (form) => {
      const { client, clock, limiter } = await rateLimitedWorkspace(10, form);
      const pages = Array.from({ length: 24 }, (_, page) => client.listContacts({ page: page + 1 }));
      await runOverHttp(clock, client.scheduler, Promise.all(pages));
      expect(limiter.refusedTotal()).toBe(0);
      expect([...limiter.windows.values()].map((w) => w.ours)).toEqual([8, 8, 8]);
    },
  );

  it('serves an interactive request ahead of a long background sync, within the same budget', async () => {
    const { client, clock, server } = await rateLimitedWorkspace(10, 'seconds-until');
    const sync = Array.from({ length: 12 }, (_, page) => client.listContacts({ page: page + 1 }));
    const opened = client.getContact(contactExample.id, { priority: 'interactive' }).catch(() => undefined);
    await runOverHttp(clock, client.scheduler, Promise.all([...sync, opened]));
    const order = server.requests.map((r) => r.path);
    // At most the four requests already in flight go before it.
    expect(order.indexOf(`/v1/contacts/${contactExample.id}`)).toBeLessThanOrEqual(4);
  });

  it('learns the limit from 429s when the server sends no rate-limit headers', async () => {
    const { client, clock, limiter } = await rateLimitedWorkspace(10, 'no-headers');
    const pages = Array.from({ length: 40 }, (_, page) => client.listContacts({ page: page + 1 }));
    await runOverHttp(clock, client.scheduler, Promise.all(pages));
    const windows = [...limiter.windows.values()];
    expect(windows[0]).toMatchObject({ ours: 10 });
    expect(windows[0]!.refused).toBeGreaterThanOrEqual(1);
    for (const window of windows.slice(1)) expect(window.refused).toBe(0);
    for (const window of windows.slice(1, -1)) expect(window.ours).toBe(8);
    expect(client.scheduler.stats().rateLimit).toMatchObject({ source: 'learned', limit: 10, target: 8 });
  });
});
