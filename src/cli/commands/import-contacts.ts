import { readFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { analyseImport, ImportFileError, type ImportAnalysis } from '../../shared/contact-import/analyse-import';
import { guessColumns } from '../../shared/contact-import/guess-columns';
import { IMPORT_FIELDS, importField, type ImportField } from '../../shared/contact-import/import-fields';
import { duplicateChoice, type DuplicateChoice, type ImportChoices } from '../../shared/contact-import/import-plan';
import { decodeCsvBytes } from '../../shared/contact-import/decode-text';
import { parseCsv } from '../../shared/contact-import/parse-csv';
import { mirrorLookup, queueImport, type ImportOutcome } from '../../main/contact-import/import-work';
import type { MirrorDb } from '../../main/mirror';
import { CliFailure } from '../cli-failure';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { refusedBatch } from './edit-problems';
import { openMirrorForWriting } from './mirror-file';
import { createTerminalLine, withBar } from './terminal-line';

/**
 * `voicedesk import-contacts --db FILE contacts.csv` (or `--profile NAME`):
 * queues a CSV file's contacts as one outbox batch, read exactly as the
 * app's Import screen reads it (src/shared/contact-import): UTF-8 or UTF-16,
 * comma, semicolon or tab separated, each column's field guessed from the
 * header unless `--map` says otherwise, unknown columns left out (and
 * named on stderr). Every row is checked first; one bad row refuses the
 * file, naming its line, and nothing is queued.
 *
 * Duplicates (same phone digits or email, case ignored, as a contact the
 * mirror shows or an earlier row) are settled by `--duplicates`: skip
 * (default), update the workspace's contact with the fields the file has,
 * or create anyway.
 *
 * A large file takes seconds to queue: on a terminal, stderr shows how far
 * it is (terminal-line.ts); piped, nothing more. Ctrl+C while it queues
 * stops it with nothing queued (a second Ctrl+C, or a kill, leaves its
 * steps to be discarded when the outbox next starts).
 *
 * stdout: one JSON line, `{"queued":N,"created":N,"updated":N,"skipped":[{"row":R,"line":L,"reason":"…","duplicate_of":"contact_…"}]}`.
 */
interface ImportFlags extends MirrorFlags {
  duplicates: DuplicateChoice;
  map: string[];
  tag: string[];
  campaign?: string;
  allowCallsAgain?: boolean;
}

export function registerImportContactsCommand(program: Command): void {
  addMirrorOptions(
    program
      .command('import-contacts')
      .description('Queue contacts from a CSV file (header row) as one outbox batch, settling duplicates of mirrored contacts by phone or email.')
      .argument('<contacts.csv>', 'the CSV file ("-" reads standard input)')
      .addOption(new Option('--duplicates <choice>', 'rows matching a contact (or an earlier row): skip them, update the contact, or create anyway').choices(duplicateChoice.options).default('skip'))
      .option('--map <columns>', 'column fields, e.g. "Phone Number=phone,Name=full_name" (repeatable); other columns are guessed', collect, [])
      .option('--tag <tag>', 'a tag to add to every imported contact (repeatable)', collect, [])
      .option('--campaign <id>', 'a campaign to add the imported contacts to')
      .option('--allow-calls-again', 'let the file set Active contacts marked do not call (they can be dialled again); refused without it'),
  )
    .addHelpText(
      'after',
      `
Fields for --map: ${IMPORT_FIELDS.join(', ')} (full_name is split into first
and last; ignore leaves a column out). Headers such as "First name", "Phone
number", "E-mail", "Société" are recognised without --map. Tags in a cell are
separated by ";" (or ","); status is active or dnc ("do not call" too).`,
    )
    .action((file: string, flags: ImportFlags) => runImportContacts(file, flags));
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export async function runImportContacts(file: string, flags: ImportFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const source = file === '-' ? 'standard input' : file;
  const bytes = readBytes(file, source);
  const mapping = chosenMapping(bytes, source, flags.map);
  const mirror = openMirrorForWriting(target.mirrorFile);
  try {
    let analysis: ImportAnalysis;
    try {
      analysis = analyseImport(bytes, mirrorLookup(mirror.db), mapping);
    } catch (error) {
      if (error instanceof ImportFileError) throw new CliFailure(`${source}: ${error.message}`);
      throw error;
    }
    if (analysis.mappingProblem !== null) throw new CliFailure(`${source}: ${analysis.mappingProblem} (use --map "COLUMN=first_name" or "COLUMN=full_name")`);
    const bad = analysis.rows.filter((row) => row.reasons !== undefined);
    if (bad.length > 0) {
      throw refusedBatch(source, bad.slice(0, 20).map((row) => ({ index: 0, field: '', message: row.reasons!.join('; '), where: `line ${row.line}` })));
    }
    for (const [index, header] of analysis.header.entries()) {
      if (analysis.mapping[index] === 'ignore') process.stderr.write(`voicedesk: column "${header}" is not imported (map it with --map "${header}=FIELD")\n`);
    }
    const choices = { defaultChoice: flags.duplicates, choices: {}, tags: flags.tag, campaignId: flags.campaign ?? null };
    const outcome = await queueWithProgress(mirror.db, analysis, choices, `Import of ${source}`, flags.allowCallsAgain === true);
    if (!outcome.ok && 'stopped' in outcome) throw new CliFailure(`${source}: stopped; nothing was imported and the rest of the outbox is unchanged`);
    if (!outcome.ok && 'liftsDoNotCall' in outcome) {
      const contacts = outcome.liftsDoNotCall === 1 ? '1 contact marked do not call' : `${outcome.liftsDoNotCall} contacts marked do not call`;
      throw new CliFailure(
        `${source}: nothing was imported: the file would set ${contacts} to active, so they could be dialled again by any campaign they are in. If each has agreed to be called again, run it again with --allow-calls-again; otherwise change their status in the file to dnc.`,
      );
    }
    if (!outcome.ok) {
      throw refusedBatch(source, outcome.problems.map((problem) => ({ ...problem, field: problem.field === 'id' ? '--campaign' : problem.field, where: 'the import' })));
    }
    const skipped = flags.duplicates === 'create' ? [] : skippedRows(analysis, flags.duplicates);
    const { created, updated } = outcome.summary;
    process.stdout.write(`${JSON.stringify({ queued: created + updated, created, updated, skipped })}\n`);
    for (const skip of skipped) process.stderr.write(`voicedesk: skipped line ${skip.line}: ${skip.reason}\n`);
  } finally {
    mirror.close();
  }
}

/** Queues the import, its progress on stderr when that is a terminal, Ctrl+C stopping it. */
async function queueWithProgress(db: MirrorDb, analysis: ImportAnalysis, choices: ImportChoices, label: string, allowCallsAgain: boolean): Promise<ImportOutcome> {
  const line = process.stderr.isTTY ? createTerminalLine(process.stderr) : undefined;
  const stop = new AbortController();
  const interrupted = () => stop.abort();
  process.once('SIGINT', interrupted);
  try {
    return await queueImport(db, analysis, choices, label, {
      allowCallsAgain,
      signal: stop.signal,
      onStep: ({ records, total }) => line?.draw((columns) => withBar(records, total, `Queuing ${fmt(records)} of ${fmt(total)} contacts…`, columns), records >= total),
    });
  } finally {
    process.off('SIGINT', interrupted);
    line?.clear();
  }
}

function fmt(value: number): string {
  return value.toLocaleString('en-US');
}

/** Rows left out: with `skip`, a group matching a contact entirely, a group of rows all but its first; with `update`, merged rows are used, none left out. */
function skippedRows(analysis: ImportAnalysis, choice: DuplicateChoice) {
  const skipped: { row: number; line: number; reason: string; duplicate_of: string | null }[] = [];
  if (choice !== 'skip') return skipped;
  for (const group of analysis.groups) {
    const left = group.existing === null ? group.rows.slice(1) : group.rows;
    for (const index of left) skipped.push({ row: index + 1, line: analysis.rows[index]!.line, reason: group.reason, duplicate_of: group.existing?.id ?? null });
  }
  return skipped.sort((a, b) => a.row - b.row);
}

function readBytes(file: string, source: string): Uint8Array {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (error) {
    throw new CliFailure(`cannot read ${source}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : String(error)}`);
  }
}

/** The guessed mapping with --map's columns over it; undefined without --map. */
function chosenMapping(bytes: Uint8Array, source: string, maps: readonly string[]): ImportField[] | undefined {
  if (maps.length === 0) return undefined;
  const header = parseCsv(decodeCsvBytes(bytes).text).rows[0];
  if (header === undefined) throw new CliFailure(`${source} is empty; it needs a header row naming its columns`);
  const mapping = guessColumns(header);
  const names = header.map((name) => name.trim().toLowerCase());
  for (const pair of maps.flatMap((map) => map.split(','))) {
    const equals = pair.lastIndexOf('=');
    if (equals === -1) throw new CliFailure(`--map: "${pair}" should be COLUMN=FIELD, e.g. "Phone Number=phone"`);
    const column = pair.slice(0, equals).trim();
    const field = importField.safeParse(pair.slice(equals + 1).trim().toLowerCase());
    if (!field.success) throw new CliFailure(`--map: "${pair.slice(equals + 1).trim()}" (for column "${column}") is not a field; use ${IMPORT_FIELDS.join(', ')}`);
    const index = names.indexOf(column.toLowerCase());
    if (index === -1) throw new CliFailure(`--map: ${source} has no column "${column}"; its columns are ${header.map((name) => `"${name}"`).join(', ')}`);
    // A field given to this column is taken from whichever column the guess gave it.
    if (field.data !== 'ignore') mapping.forEach((guessed, at) => guessed === field.data && at !== index && (mapping[at] = 'ignore'));
    mapping[index] = field.data;
  }
  return mapping;
}
