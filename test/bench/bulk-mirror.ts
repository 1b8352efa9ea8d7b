import { upsertAgents } from '../../src/main/mirror/agents-writes';
import { upsertCalls } from '../../src/main/mirror/calls-writes';
import { upsertCampaigns } from '../../src/main/mirror/campaigns-writes';
import { upsertContacts } from '../../src/main/mirror/contacts-writes';
import { openMirror } from '../../src/main/mirror/open-mirror';
import type { MirrorDataset } from './mirror-dataset';

/**
 * A big mirror file for benchmarks that need one ready (the browser bench's
 * 50,000 calls), filled in bulk: records through the mirror's own upserts,
 * in one transaction, then every transcript and summary written straight
 * into their columns and the calls' full-text index rebuilt once at the
 * end. Through `saveCallDetail`, one call at a time as sync stores them, the
 * same 1,000,000 turns take about 90 s here; this takes a fraction of that.
 * What differs from a synced mirror: `raw_json` lacks the summary (nothing
 * the benchmarks read), and no keyword tracker exists to count.
 */
const BATCH = 500;

export function writeBulkMirror(file: string, data: MirrorDataset, detailFetchedAt = new Date().toISOString()): void {
  const mirror = openMirror(file);
  const { db } = mirror;
  try {
    db.transaction(() => {
      upsertAgents(db, data.agents, { detail: true });
      upsertCampaigns(db, data.campaigns, { detail: true });
      for (let start = 0; start < data.contactCount; start += BATCH) {
        upsertContacts(db, indexes(start, Math.min(start + BATCH, data.contactCount)).map((index) => data.contact(index)));
      }
      const markFetched = db.prepare('UPDATE calls SET summary = ?, detail_fetched_at = ? WHERE id = ? RETURNING row_id');
      const insertTurn = db.prepare('INSERT INTO transcript_entries (call_row, position, speaker, text, timestamp) VALUES (?, ?, ?, ?, ?)');
      for (let start = 0; start < data.callCount; start += BATCH) {
        const calls = indexes(start, Math.min(start + BATCH, data.callCount)).map((index) => data.call(index));
        upsertCalls(
          db,
          calls.map(({ transcript: _transcript, summary: _summary, ...fields }) => fields),
        );
        for (const call of calls) {
          const { row_id } = markFetched.get(call.summary, detailFetchedAt, call.id) as { row_id: number };
          call.transcript.forEach((turn, position) => insertTurn.run(row_id, position, turn.speaker, turn.text, turn.timestamp));
        }
      }
      db.exec("INSERT INTO call_search (call_search) VALUES ('rebuild')");
    }).immediate();
  } finally {
    mirror.close();
  }
}

function indexes(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}
