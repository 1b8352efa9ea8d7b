import { assertNever } from '../../shared/assert-never';
import type { MethodInput, MethodOutput } from '../../shared/contract/contract';
import { callerLabel } from '../../shared/caller-label';
import { CALL_COLUMN_LABELS, DIRECTION_WORDS, isBaseCallColumn, SENTIMENT_WORDS, speakerWord, STATUS_WORDS, type BaseCallColumnId } from '../../shared/call-words';
import type { CallListRow } from '../../shared/contract/query-methods';
import { CSV_BOM, csvField } from '../../shared/csv-format';
import { localTimestamp } from '../../shared/local-time';
import { exportCallsPage, trackerCountsOfCalls, trackerPhrases, type ExportedCall, type MirrorDb } from '../mirror';

/**
 * One page of the Calls screen's CSV export (`calls.exportCsv`): the calls a
 * filter selects, in the list's sort, as a spreadsheet should open them
 * (src/shared/csv-format.ts: UTF-8 with a byte-order mark, RFC 4180, no
 * formula runs).
 *
 * Columns: the table's shown columns, in its order, under its labels, each
 * as the table reads it, but in the form a spreadsheet computes with: the
 * time local to the user with its offset ("2026-11-25 14:03:07 +01:00"), the
 * duration as h:mm:ss, the cost a plain number, a tracker's counts as two
 * numbers (said by the agent, by the caller; empty while the call's
 * transcript is not fetched). Then what the table cannot show: the summary,
 * the transcript ("[m:ss] Caller: text", a line per turn) and the call's id,
 * to find it again. The header row, after the mark, comes with the first
 * page only; the columns are the same on every page.
 */
type ExportInput = MethodInput<'calls.exportCsv'>;
type ExportColumn = NonNullable<ExportInput['columns']>[number];

const DEFAULT_COLUMNS: ExportColumn[] = Object.entries(CALL_COLUMN_LABELS).map(([id, label]) => ({ id, label }));

interface FileColumn {
  header: string;
  value: (call: ExportedCall) => string;
}

export function callsCsvPage(db: MirrorDb, input: ExportInput): MethodOutput<'calls.exportCsv'> {
  const page = exportCallsPage(db, {
    limit: input.limit,
    ...(input.filter ? { filter: input.filter } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.after !== undefined ? { after: input.after } : {}),
  });
  const ids = page.rows.map((row) => String(row.record['id']));
  const counts = trackerCountsOfCalls(db, ids);
  const phrases = new Map(trackerPhrases(db).map((tracker) => [tracker.id, tracker.phrase]));
  const columns = fileColumns(input.columns ?? DEFAULT_COLUMNS, input.timeZone, counts, phrases);
  const lines = page.rows.map((row) => `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`);
  const header = `${CSV_BOM}${columns.map((column) => csvField(column.header)).join(',')}\r\n`;
  return { csv: `${input.after === undefined ? header : ''}${lines.join('')}`, rows: page.rows.length, nextCursor: page.nextCursor };
}

function fileColumns(
  shown: readonly ExportColumn[],
  timeZone: string | undefined,
  counts: ReturnType<typeof trackerCountsOfCalls>,
  phrases: ReadonlyMap<number, string>,
): FileColumn[] {
  const columns = shown.flatMap((column): FileColumn[] => {
    const id = column.id;
    if (isBaseCallColumn(id)) return [{ header: column.label, value: (call) => cellOf(id, call, timeZone) }];
    const tracker = /^tracker:(\d+)$/.exec(column.id);
    // A tracker removed since the table was drawn has no counts left to export.
    if (tracker === null || !phrases.has(Number(tracker[1]))) return [];
    const trackerId = Number(tracker[1]);
    const said = (by: 'agent' | 'caller') => (call: ExportedCall) => {
      if (!Array.isArray(call.record['transcript'])) return '';
      const found = counts.get(String(call.record['id']))?.find((count) => count.trackerId === trackerId);
      return String(found?.[by] ?? 0);
    };
    return [
      { header: `${column.label} said by agent`, value: said('agent') },
      { header: `${column.label} said by caller`, value: said('caller') },
    ];
  });
  return [
    ...columns,
    { header: 'Summary', value: (call) => text(call.record['summary']) },
    { header: 'Transcript', value: (call) => transcriptText(call.record['transcript']) },
    { header: 'Call ID', value: (call) => String(call.record['id']) },
  ];
}

function cellOf(id: BaseCallColumnId, call: ExportedCall, timeZone: string | undefined): string {
  const record = call.record;
  switch (id) {
    case 'time':
      return localTimestamp(text(record['start_timestamp']), timeZone);
    case 'contact':
      return callerLabel({ contact_name: call.contact_name, caller_number: call.caller_number, direction: record['direction'] as CallListRow['direction'] });
    case 'agent':
      return call.agent_name ?? '';
    case 'campaign':
      return call.campaign_name ?? '';
    case 'direction':
      return DIRECTION_WORDS[record['direction'] as CallListRow['direction']] ?? text(record['direction']);
    case 'status':
      return STATUS_WORDS[record['call_status'] as CallListRow['call_status']] ?? text(record['call_status']);
    case 'duration':
      return typeof record['duration_seconds'] === 'number' ? duration(record['duration_seconds']) : '';
    case 'sentiment':
      return record['sentiment'] == null ? '' : (SENTIMENT_WORDS[record['sentiment'] as NonNullable<CallListRow['sentiment']>] ?? text(record['sentiment']));
    case 'cost':
      return typeof record['cost'] === 'number' ? String(record['cost']) : '';
    default:
      return assertNever(id, 'column');
  }
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** h:mm:ss, which spreadsheets read as a duration. */
function duration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function transcriptText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((entry: unknown) => {
      const turn = (typeof entry === 'object' && entry !== null ? entry : {}) as { speaker?: unknown; text?: unknown; timestamp?: unknown };
      const seconds = typeof turn.timestamp === 'number' ? Math.max(0, Math.floor(turn.timestamp)) : null;
      const at = seconds === null ? '' : `[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] `;
      return `${at}${speakerWord(String(turn.speaker ?? ''))}: ${text(turn.text)}`;
    })
    .join('\n');
}
