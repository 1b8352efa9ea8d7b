import { afterEach, describe, expect, it } from 'vitest';
import { createFaultPlan } from '../../src/server/faults/fault-plan';
import { parseFaultSpec } from '../../src/server/faults/fault-spec';
import { countContacts } from '../../src/server/store/contacts';
import { startTestSandbox, type TestSandbox } from '../support/test-sandbox';

// Issue 3: injected faults, each observable, deterministic under a seed.
let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.server.close();
  sandbox = undefined;
});

const contactsInMain = (box: TestSandbox) => countContacts(box.server.admin.db, box.server.admin.workspaces.main);

describe('the fault spec', () => {
  it('reads every fault kind and the seed', () => {
    expect(parseFaultSpec('html=0.05,drop=0.05,reset=0.05,latency=0-200,burst429=0.02x5,seed=42')).toEqual({
      html: 0.05, drop: 0.05, reset: 0.05, latency: { probability: 1, minMs: 0, maxMs: 200 }, burst429: { probability: 0.02, length: 5 }, seed: 42,
    });
    expect(parseFaultSpec('latency=0.5:10-20').latency).toEqual({ probability: 0.5, minMs: 10, maxMs: 20 });
  });

  it.each([
    ['html=2', 'html must be a probability from 0 to 1, not "2"'],
    ['flood=0.1', 'unknown fault "flood"; known: html, drop, reset, latency, burst429, seed'],
    ['latency=200-10', 'latency range 200-10 runs backwards'],
    ['latency=fast', 'latency must be a range of milliseconds like 0-200'],
    ['burst429=0.1', 'burst429 must be a probability and a length like 0.02x5'],
    ['burst429=0.1x0', 'burst429 length must be at least 1'],
    ['seed=-1', 'seed must be a non-negative integer'],
    ['html', '"html" must be name=value'],
    ['html=0.1,html=0.2', 'html is given twice'],
    ['', 'is empty'],
  ])('rejects %j with a message that names the fix', (spec, message) => {
    expect(() => parseFaultSpec(spec)).toThrow(`--faults: ${message}`);
  });

  it('decides the same faults for the same seed and different ones for another seed', () => {
    const spec = parseFaultSpec('html=0.2,drop=0.2,reset=0.2,latency=0.5:0-100,burst429=0.1x3,seed=7');
    const run = (seed: number) => {
      const plan = createFaultPlan({ ...spec, seed });
      return Array.from({ length: 200 }, () => plan.decide());
    };
    expect(run(7)).toEqual(run(7));
    expect(run(8)).not.toEqual(run(7));
  });
});

describe('html pages', () => {
  it('answers an HTML 502 or 503 page instead of JSON and changes nothing', async () => {
    sandbox = await startTestSandbox({ faults: 'html=1' });
    const before = contactsInMain(sandbox);
    const response = await sandbox.api.post('/contacts', { first_name: 'Lost' });
    expect([502, 503]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toMatch(/^<!DOCTYPE html>/);
    expect(contactsInMain(sandbox)).toBe(before);
    expect(sandbox.server.faultStats()).toMatchObject({ requests: 1, html: 1 });
  });
});

describe('connection reset', () => {
  it('destroys the connection before the request runs, so nothing is committed', async () => {
    sandbox = await startTestSandbox({ faults: 'reset=1' });
    const before = contactsInMain(sandbox);
    await expect(sandbox.api.post('/contacts', { first_name: 'Never' })).rejects.toThrow();
    expect(contactsInMain(sandbox)).toBe(before);
    expect(sandbox.server.faultStats()!.reset).toBe(1);
  });
});

describe('commit then drop', () => {
  it('commits the mutation and then destroys the connection without an answer', async () => {
    sandbox = await startTestSandbox({ faults: 'drop=1' });
    const before = contactsInMain(sandbox);
    await expect(sandbox.api.post('/contacts', { first_name: 'In doubt' })).rejects.toThrow();
    expect(contactsInMain(sandbox)).toBe(before + 1);
    const row = sandbox.server.admin.db.prepare("SELECT first_name FROM contacts WHERE first_name = 'In doubt'").get();
    expect(row).toEqual({ first_name: 'In doubt' });
  });
});

describe('latency', () => {
  it('delays requests by an amount within the range and still answers them', async () => {
    sandbox = await startTestSandbox({ faults: 'latency=5-15' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => sandbox!.api.get('/contacts')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const stats = sandbox.server.faultStats()!;
    expect(stats.latency).toBe(5);
    expect(stats.latencyMinMs).toBeGreaterThanOrEqual(5);
    expect(stats.latencyMaxMs).toBeLessThanOrEqual(15);
  });
});

describe('bursts of 429', () => {
  it('answers runs of exactly N consecutive 429s in the v1 form with Retry-After', async () => {
    sandbox = await startTestSandbox({ faults: 'burst429=0.2x3', faultSeed: 11 });
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++) {
      const response = await sandbox.api.get('/agents');
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toBe('1');
        expect(response.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String), status: 429, retry_after: 1 } });
      }
    }
    const runs = statuses.join(',').split(/,?200,?/).filter(Boolean).map((run) => run.split(',').length);
    expect(runs.length).toBeGreaterThan(0);
    // A run ends with the sequence or is one or more whole bursts back to back.
    const complete = statuses.at(-1) === 429 ? runs.slice(0, -1) : runs;
    for (const length of complete) expect(length % 3).toBe(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });

  it('uses the gateway form in gateway mode', async () => {
    sandbox = await startTestSandbox({ faults: 'burst429=1x2', gateway: true });
    const response = await sandbox.api.get('/agents');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body).toEqual({ error: 'Too Many Requests', message: expect.any(String), retryAfter: 1 });
  });

  it('refuses the request it answers, changing nothing', async () => {
    sandbox = await startTestSandbox({ faults: 'burst429=1x1' });
    const before = contactsInMain(sandbox);
    expect((await sandbox.api.post('/contacts', { first_name: 'Refused' })).status).toBe(429);
    expect(contactsInMain(sandbox)).toBe(before);
  });
});

it('produces the same responses for the same seed and requests, run after run', async () => {
  const statuses = async () => {
    const box = await startTestSandbox({ faults: 'html=0.3,burst429=0.1x2,seed=5' });
    try {
      const result: number[] = [];
      for (let index = 0; index < 30; index++) result.push((await box.api.get('/agents')).status);
      return result;
    } finally {
      await box.server.close();
    }
  };
  const first = await statuses();
  expect(first.some((status) => status !== 200)).toBe(true);
  expect(await statuses()).toEqual(first);
});
