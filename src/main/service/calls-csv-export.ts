import type { MethodInput, MethodOutput } from '../../shared/contract/contract';
import { csvHeader, csvRow, specColumns, type CsvRecord } from '../../shared/csv-format';
import { exportCallsPage, trackerCountsOfCalls, trackerPhrases, type MirrorDb } from '../mirror';

/**
 * One page of the Calls screen's CSV export (`calls.exportCsv`): the calls a
 * filter selects, in the list's sort, as CSV text in the same format as
 * `voicedesk export --format csv` (src/shared/csv-format.ts).
 *
 * Columns, the same on every page: every call field the spec names (so a
 * file's shape does not depend on which calls it holds), the display names
 * the table shows, then two per tracker asked for: how many times the agent
 * and the caller said it (empty while the call's transcript is not fetched).
 * The header row comes with the first page only.
 */
const NAME_COLUMNS = ['contact_name', 'agent_name', 'campaign_name'] as const;

type ExportInput = MethodInput<'calls.exportCsv'>;

export function callsCsvPage(db: MirrorDb, input: ExportInput): MethodOutput<'calls.exportCsv'> {
  const page = exportCallsPage(db, {
    limit: input.limit,
    ...(input.filter ? { filter: input.filter } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.after !== undefined ? { after: input.after } : {}),
  });
  const trackerIds = input.trackerIds ?? [];
  const phrases = new Map(trackerPhrases(db).map((tracker) => [tracker.id, tracker.phrase]));
  const trackerColumns = trackerIds.flatMap((id) => {
    const phrase = phrases.get(id) ?? `tracker ${id}`;
    return [`“${phrase}” said by agent`, `“${phrase}” said by caller`];
  });
  const columns = [...specColumns('calls'), ...NAME_COLUMNS, ...trackerColumns];

  const counts = trackerCountsOfCalls(
    db,
    page.rows.map((row) => String(row.record['id'])),
  );
  const lines = page.rows.map((row) => {
    const fetched = Array.isArray(row.record['transcript']);
    const record: CsvRecord = { ...row.record, contact_name: row.contact_name, agent_name: row.agent_name, campaign_name: row.campaign_name };
    const callCounts = counts.get(String(row.record['id'])) ?? [];
    trackerIds.forEach((id, index) => {
      const found = callCounts.find((count) => count.trackerId === id);
      record[trackerColumns[index * 2] as string] = fetched ? (found?.agent ?? 0) : null;
      record[trackerColumns[index * 2 + 1] as string] = fetched ? (found?.caller ?? 0) : null;
    });
    return csvRow(columns, record);
  });
  return {
    csv: `${input.after === undefined ? csvHeader(columns) : ''}${lines.join('')}`,
    rows: page.rows.length,
    nextCursor: page.nextCursor,
  };
}
