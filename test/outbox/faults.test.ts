import { describe, expect, it } from 'vitest';
import { outboxReport } from '../../src/main/outbox';
import { serverIdOf } from '../../src/main/mirror/local-ids';
import { expectMirrorEqualsServer } from '../support/mirror-vs-server';
import { openTestSync, startSyncSandbox, syncAll } from '../support/sync-sandbox';
import { queue } from '../support/outbox-steps';
import { expectServerHolds, intendedState, workspaceState } from './intended-state';
import { mixedEdits, withLocalIds } from './mixed-edits';
import { replayCutShort, replayToEnd, totals } from '../support/outbox-steps';

/**
 * Exactly-once under an unreliable service: the sandbox's fault injector
 * drops connections after committing (`drop`, the case that makes a create
 * in doubt), resets them before anything runs, answers HTML gateway pages
 * and bursts of 429. A batch of mixed edits is queued, a first push is cut
 * short part-way (requests in flight cut off), more edits are queued that
 * name records the first part created, and pushes run until the outbox has
 * drained. The server's own database must then hold exactly the intended
 * records, computed from the edits alone. Seeds are fixed: the same faults
 * hit the same requests on every run.
 */
const CASES = [
  { name: 'connections dropped after the commit', faults: 'drop=0.3,seed=1', inDoubt: true },
  { name: 'connections reset before anything ran', faults: 'reset=0.3,seed=2', inDoubt: true },
  { name: 'HTML gateway pages', faults: 'html=0.3,seed=3', inDoubt: true },
  { name: 'bursts of 429', faults: 'burst429=0.15x4,seed=4', inDoubt: false },
  { name: 'all of them together (seed 5)', faults: 'drop=0.15,reset=0.1,html=0.1,burst429=0.05x3,latency=0-3,seed=5', inDoubt: true },
  { name: 'all of them together (seed 6)', faults: 'drop=0.2,reset=0.1,html=0.1,burst429=0.05x3,seed=6', inDoubt: true },
  { name: 'all of them together (seed 7)', faults: 'drop=0.25,reset=0.15,html=0.05,seed=7', inDoubt: true },
];

describe('the outbox under faults', () => {
  it.each(CASES)('drains to exactly the intended records through $name', async ({ faults, inDoubt }) => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 40, calls: 0 }, faults });
    const sync = openTestSync(sandbox);
    await syncAll(sandbox, sync);
    const before = workspaceState(sandbox.server);
    const edits = mixedEdits(before);

    const refs = queue(sync, edits.first);
    const cut = await replayCutShort(sandbox, sync, 9);
    expect(cut.stopped?.reason).toBe('cancelled');
    Object.assign(refs, queue(sync, withLocalIds(edits.second, refs)));
    const runs = [cut, ...(await replayToEnd(sandbox, sync))];

    const last = runs.at(-1)!;
    expect(last).toMatchObject({ failed: 0, conflicts: 0, pending: 0 });
    expect(outboxReport(sync.mirror.db)).toEqual({ pending: [], failed: [], conflicts: [] });
    const stats = sandbox.server.faultStats()!;
    expect(stats.drop + stats.reset + stats.html + stats.burst429).toBeGreaterThan(0);
    if (inDoubt) expect(totals(runs).reconciliationRequests).toBeGreaterThan(0);

    expectServerHolds(sandbox.server, intendedState(before, [...edits.first, ...edits.second]), (ref) => {
      const serverId = refs[ref] === undefined ? undefined : serverIdOf(sync.mirror.db, refs[ref]);
      return serverId ?? undefined;
    });
    // And a sync afterwards leaves the mirror equal to the server, nothing shown as pending.
    await syncAll(sandbox, sync);
    await expectMirrorEqualsServer(sandbox, sync, { hydrated: false });
  });
});
