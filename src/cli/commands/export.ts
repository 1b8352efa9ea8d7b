import { Option, type Command } from 'commander';
import { exportRecords, mirrorResources, type MirrorResource } from '../../main/mirror';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { csvColumns, csvHeader, csvRow, withLocalTimes } from '../../shared/csv-format';
import { addByteOrderMarkOptions, csvByteOrderMark, type ByteOrderMarkFlags } from './csv-byte-order-mark';
import { openMirrorForReading } from './mirror-file';
import { createStreamWriter } from './stdout-writer';

/**
 * `voicedesk export --db FILE [--format json|csv] [--resource R]` (or
 * `--profile NAME`): the mirror's records on stdout, with API field names,
 * each as complete as the mirror holds it (list and detail fields merged,
 * fields the server sent that the spec does not know kept, calls with
 * `summary` and `transcript` once fetched).
 *
 * - JSON (default): `{"agents":[…],"campaigns":[…],"contacts":[…],"calls":[…]}`,
 *   or only the key of `--resource`. Streamed: memory stays flat at any size.
 * - CSV: one resource per file, `--resource` (default: calls), for
 *   spreadsheets: a byte-order mark when written into a file (see
 *   csv-byte-order-mark.ts), times local (the process's TZ) with their
 *   offset; see src/shared/csv-format.ts for columns and how lists and
 *   transcripts are flattened.
 */
export interface ExportFlags extends MirrorFlags, ByteOrderMarkFlags {
  format: 'json' | 'csv';
  resource?: MirrorResource;
}

export function registerExportCommand(program: Command): void {
  addByteOrderMarkOptions(
    addMirrorOptions(program.command('export').description('Write the mirrored records to stdout, as JSON (all resources) or CSV (one resource).'))
      .addOption(new Option('--format <format>', 'json or csv').choices(['json', 'csv']).default('json'))
      .addOption(new Option('--resource <resource>', 'only this resource (CSV: default calls)').choices([...mirrorResources])),
  )
    .addHelpText(
      'after',
      `
JSON is {"agents":[...],"campaigns":[...],"contacts":[...],"calls":[...]} (only
the chosen key with --resource), records with the API's field names; calls
carry "summary" and "transcript" once their detail was synced.

CSV holds one resource (--resource, default calls), ready for a spreadsheet:
UTF-8, comma-separated, CRLF line ends, RFC 4180 quoting, a header row of API
field names. Times are local with their offset from UTC ("2026-11-25 14:03:07
+01:00"; set TZ to choose the zone). Lists of text (tags) are joined with
"; ", objects (business_hours) written as JSON, a call's transcript is one
column, one line per turn: "[m:ss] speaker: text", and text a spreadsheet
would run as a formula (=, +, -, @ first) starts with '.

Byte-order mark: written into a file (> calls.csv), the CSV starts with one,
which spreadsheet programs need to read it as UTF-8; on a pipe or a terminal
it never does, so a script reads the first column's name as it is. --bom or
--no-bom decides instead (e.g. --bom when a pipe ends in a file).`,
    )
    .action((flags: ExportFlags) => runExport(flags));
}

export async function runExport(flags: ExportFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const mirror = openMirrorForReading(target.mirrorFile);
  const out = createStreamWriter(process.stdout);
  try {
    if (flags.format === 'csv') await writeCsv(mirror.db, flags.resource ?? 'calls', csvByteOrderMark(flags), out);
    else await writeJson(mirror.db, flags.resource === undefined ? mirrorResources : [flags.resource], out);
    await out.flush();
  } finally {
    mirror.close();
  }
}

type Db = Parameters<typeof exportRecords>[0];

async function writeJson(db: Db, resources: readonly MirrorResource[], out: ReturnType<typeof createStreamWriter>): Promise<void> {
  await out.write('{');
  for (const [index, resource] of resources.entries()) {
    await out.write(`${index === 0 ? '' : ','}${JSON.stringify(resource)}:[`);
    let first = true;
    for (const record of exportRecords(db, resource)) {
      if (out.closed) return;
      await out.write(`${first ? '' : ','}${JSON.stringify(record)}`);
      first = false;
    }
    await out.write(']');
  }
  await out.write('}\n');
}

async function writeCsv(db: Db, resource: MirrorResource, byteOrderMark: string, out: ReturnType<typeof createStreamWriter>): Promise<void> {
  // A first reading finds the columns (the server may send fields the spec does not name).
  const present = new Set<string>();
  for (const record of exportRecords(db, resource)) for (const key of Object.keys(record)) present.add(key);
  const columns = csvColumns(resource, present);
  await out.write(`${byteOrderMark}${csvHeader(columns)}`);
  for (const record of exportRecords(db, resource)) {
    if (out.closed) return;
    await out.write(csvRow(columns, withLocalTimes(record)));
  }
}
