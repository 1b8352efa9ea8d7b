import { describe, expect, it } from 'vitest';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { openTestSync, runSync, startSyncSandbox } from '../support/sync-sandbox';

/**
 * The sandbox's fault injector plays an unreliable gateway: HTML error pages,
 * requests that commit and then lose their connection, connections reset
 * before anything runs, latency, bursts of 429 with Retry-After and no
 * rate-limit headers. The mirror must still end equal to the server.
 */
const FAULTS = 'html=0.06,drop=0.05,reset=0.05,latency=0-15,burst429=0.03x4,seed=11';

describe('under faults', () => {
  it('converges to an exact mirror through error pages, dropped connections and 429 bursts, within a rate limit', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 320, calls: 140 }, faults: FAULTS, rateLimit: 100 });
    const sync = openTestSync(sandbox);

    const summary = await runSync(sync, sandbox.clock);

    const faults = sandbox.server.faultStats()!;
    expect(faults.html + faults.drop + faults.reset).toBeGreaterThan(10);
    expect(faults.burst429).toBeGreaterThan(0);
    expect(summary.status).toBe('ok');
    expect(summary.rateLimited).toBeGreaterThan(0);
    expect(summary.requests).toBeGreaterThan(faults.html + faults.reset);
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('converges behind the gateway, whose errors come in its flat form', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 150, calls: 60 }, gateway: true, faults: FAULTS, rateLimit: 60 });
    const sync = openTestSync(sandbox);

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    await expectMirrorEqualsServer(sandbox, sync);
  });

  it('stays inside its share of a rate limit that the server announces, with no 429', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 200, calls: 160 }, rateLimit: 50 });
    const sync = openTestSync(sandbox);
    const perWindow = new Map<number, number>();
    sync.meter.onRequest((at) => perWindow.set(Math.floor(at / 60_000), (perWindow.get(Math.floor(at / 60_000)) ?? 0) + 1));

    const summary = await runSync(sync, sandbox.clock);

    expect(summary.status).toBe('ok');
    expect(summary.rateLimited).toBe(0);
    expect(summary.requests).toBeGreaterThan(160);
    // The server's windows are whole minutes of the shared clock; 80% of 50 is 40, spent in full while there is work.
    const counts = [...perWindow.values()];
    expect(Math.max(...counts)).toBe(40);
    expect(counts.slice(1, -1).every((count) => count === 40)).toBe(true);
    await expectMirrorEqualsServer(sandbox, sync);
  });
});
