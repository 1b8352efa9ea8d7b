import { describe, expect, it } from 'vitest';
import { getCheckpoint, setCheckpoint } from '../../src/main/mirror';
import { findDncRequest } from '../../src/shared/dnc/dnc-request';
import { openTestSync, runSync, startSyncSandbox } from '../support/sync-sandbox';

/**
 * Do-not-call requests as the sync stores transcripts from the sandbox, and
 * the scan of transcripts stored before an upgrade, run by the next sync.
 */
describe('do-not-call requests during sync', () => {
  it("records each call's first caller turn that asked, and the next sync scans what an upgrade left unscanned", async () => {
    const sandbox = await startSyncSandbox({ seed: { contacts: 20, calls: 80 } });
    const sync = openTestSync(sandbox);
    await runSync(sync, sandbox.clock);
    const { db } = sync.mirror;

    // What the mirror should hold, worked out here from the stored transcripts, caller turns only.
    const entries = db.prepare('SELECT call_row, position, speaker, text FROM transcript_entries ORDER BY call_row, position').all() as {
      call_row: number;
      position: number;
      speaker: string;
      text: string;
    }[];
    const expected = new Map<number, { call_row: number; position: number; text: string }>();
    for (const entry of entries) {
      if (entry.speaker !== 'caller' || expected.has(entry.call_row)) continue;
      const found = findDncRequest(entry.text);
      if (found !== null) expected.set(entry.call_row, { call_row: entry.call_row, position: entry.position, text: found.sentence });
    }
    // The sandbox's callers ask now and then (its data is seeded): a run finding none would prove little.
    expect(expected.size).toBeGreaterThan(0);
    const stored = () => db.prepare('SELECT call_row, position, text FROM dnc_requests ORDER BY call_row').all();
    expect(stored()).toEqual([...expected.values()]);

    // As an upgrade leaves a mirror: nothing recorded yet, and the scan to do.
    db.exec('DELETE FROM dnc_requests');
    setCheckpoint(db, 'dnc-requests-scan', { below: null });
    await runSync(sync, sandbox.clock);
    expect(stored()).toEqual([...expected.values()]);
    expect(getCheckpoint(db, 'dnc-requests-scan')).toBeUndefined();
  });
});
