import { describe, expect, it } from 'vitest';
import { listCalls } from '../../src/main/mirror';
import { detailRequests, recordingFetch } from '../support/wire-log';
import { openTestSync, runSync, startSyncSandbox } from '../support/sync-sandbox';

/**
 * Transcripts come newest first, except for the calls a person asked for:
 * one opened is fetched at once (openCall, tested with the service), and
 * those looked for (`hydrateFirst`) lead the next batch.
 */
describe('the order in which transcripts are fetched', () => {
  it('fetches the calls a person looks for ahead of newer ones, then the newest first', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 120 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await runSync(sync, sandbox.clock, { hydrate: false });
    const { db } = sync.mirror;
    const oldest = listCalls(db, { sort: { field: 'start_timestamp', direction: 'asc' }, limit: 3 }).rows.map((row) => row.id);
    const newest = listCalls(db, { limit: 2 }).rows.map((row) => row.id);

    sync.engine.hydrateFirst(oldest);
    await runSync(sync, sandbox.clock, { hydrateLimit: 5 });

    expect(new Set(detailRequests(wire.log, 'calls'))).toEqual(new Set([...oldest, ...newest]));
    const fetched = listCalls(db, { filter: { transcript: true }, limit: 100 }).rows.map((row) => row.id);
    expect(fetched.sort()).toEqual([...oldest, ...newest].sort());
  });

  it('fetches a call asked for once, even when it is also among the newest, and skips one the mirror does not list', async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 60 } });
    const wire = recordingFetch();
    const sync = openTestSync(sandbox, { fetch: wire.fetch });
    await runSync(sync, sandbox.clock, { hydrate: false });
    const newest = listCalls(sync.mirror.db, { limit: 3 }).rows.map((row) => row.id);

    sync.engine.hydrateFirst(['call_not_in_the_mirror', newest[0]!]);
    await runSync(sync, sandbox.clock, { hydrateLimit: 3 });

    expect(detailRequests(wire.log, 'calls').sort()).toEqual([...newest].sort());
  });
});
