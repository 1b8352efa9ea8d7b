import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Command } from 'commander';
import { phoneDigits } from '../../main/mirror';
import { contactKeys } from '../../main/mirror/record-lookup';
import { planEdits, queueEdits, type EditProblem } from '../../main/outbox';
import { CliFailure } from '../cli-failure';
import { addMirrorOptions, resolveMirrorTarget, type MirrorFlags } from '../profile-options';
import { refusedBatch } from './edit-problems';
import { openMirrorForWriting } from './mirror-file';

/**
 * `voicedesk import-contacts --db FILE contacts.csv` (or `--profile NAME`):
 * queues a contact create per row of a CSV file with a header row. A row
 * whose phone (digits compared) or email (case ignored) matches a contact
 * the mirror shows, or an earlier row, is skipped and listed. Every other
 * row is checked like any edit; one bad row refuses the file, and nothing
 * is queued.
 *
 * Columns: first_name (required), last_name, phone, email, company, tags
 * (separated by ";"), status (active or dnc); and `id`, see below. Headers are matched ignoring
 * case, spaces, dashes and underscores, with a few common names ("First
 * name", "Phone number", "E-mail address", "Company name").
 *
 * stdout: one JSON line, `{"queued":N,"skipped":[{"row":R,"line":L,"reason":"…","duplicate_of":"contact_…"}]}`.
 *
 * Round trip (the Contacts screen's export, or `voicedesk export --format
 * csv --resource contacts`): a row whose `id` cell names a contact updates
 * it with the fields the row has, an empty cell leaving its field as it is;
 * the outbox sends only what differs from the service's values, so the rows
 * left unchanged cost nothing. `created_at` and `updated_at`, which the
 * service sets, are ignored. `updated` (rows queued as updates, counted in
 * `queued` too) is in the JSON line of a file with an id column.
 */
export function registerImportContactsCommand(program: Command): void {
  addMirrorOptions(
    program
      .command('import-contacts')
      .description('Queue new contacts from a CSV file (header row), skipping rows that duplicate a mirrored contact by phone or email.')
      .argument('<contacts.csv>', 'the CSV file ("-" reads standard input)'),
  )
    .addHelpText(
      'after',
      `
Columns (header row, any order): first_name (required), last_name, phone,
email, company, tags (separated by ";"), status (active or dnc). "First name",
"Phone number", "E-mail" and the like are understood too. Every row is checked
before anything is queued; duplicates are skipped and listed.

A row with an id (a contacts export, edited) updates that contact with the
fields it has; an empty cell leaves the field as it is.`,
    )
    .action((file: string, flags: MirrorFlags) => runImportContacts(file, flags));
}

/** A column the service sets (an export has it): read past, never imported. */
const IGNORED = '';

const COLUMN_NAMES: Record<string, string> = {
  firstname: 'first_name',
  first: 'first_name',
  givenname: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  email: 'email',
  emailaddress: 'email',
  company: 'company',
  companyname: 'company',
  organization: 'company',
  organisation: 'company',
  tags: 'tags',
  status: 'status',
  id: 'id',
  contactid: 'id',
  createdat: IGNORED,
  updatedat: IGNORED,
};

export async function runImportContacts(file: string, flags: MirrorFlags): Promise<void> {
  const target = await resolveMirrorTarget(flags);
  const source = file === '-' ? 'standard input' : file;
  const rows = readRows(file, source);
  const mirror = openMirrorForWriting(target.mirrorFile);
  try {
    const known = contactKeys(mirror.db);
    const skipped: { row: number; line: number; reason: string; duplicate_of: string | null }[] = [];
    const edits: unknown[] = [];
    const lines: number[] = [];
    const seenPhones = new Map<string, number>();
    const seenEmails = new Map<string, number>();
    let updated = 0;
    for (const [index, row] of rows.records.entries()) {
      const line = rows.lines[index]!;
      const { id, ...fields } = row.fields;
      // A row naming its contact updates it (an export edited in a spreadsheet): no duplicate to look for.
      if (typeof id === 'string') {
        edits.push({ op: 'contact.update', id, fields });
        lines.push(line);
        updated += 1;
        continue;
      }
      const digits = typeof fields.phone === 'string' ? phoneDigits(fields.phone) : null;
      const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : null;
      const mirrored = (digits !== null ? known.byPhone.get(digits) : undefined) ?? (email !== null ? known.byEmail.get(email) : undefined);
      if (mirrored !== undefined) {
        skipped.push({ row: index + 1, line, reason: `same ${digits !== null && known.byPhone.has(digits) ? 'phone' : 'email'} as ${mirrored.name}`, duplicate_of: mirrored.id });
        continue;
      }
      const earlier = (digits !== null ? seenPhones.get(digits) : undefined) ?? (email !== null ? seenEmails.get(email) : undefined);
      if (earlier !== undefined) {
        skipped.push({ row: index + 1, line, reason: `same phone or email as the row on line ${earlier}`, duplicate_of: null });
        continue;
      }
      if (digits !== null) seenPhones.set(digits, line);
      if (email !== null) seenEmails.set(email, line);
      edits.push({ op: 'contact.create', fields });
      lines.push(line);
    }
    const plan = planEdits(mirror.db, edits);
    if (!plan.ok) throw refusedBatch(source, plan.problems.map((problem: EditProblem) => ({ ...problem, field: problem.field.replace(/^fields\./, ''), where: `line ${lines[problem.index]}` })));
    if (plan.edits.length > 0) queueEdits(mirror.db, plan.edits, { label: `Import of ${source}` });
    process.stdout.write(`${JSON.stringify({ queued: plan.edits.length, ...(rows.hasIds ? { updated } : {}), skipped })}\n`);
    for (const skip of skipped) process.stderr.write(`voicedesk: skipped line ${skip.line}: ${skip.reason}\n`);
  } finally {
    mirror.close();
  }
}

interface Rows {
  records: { fields: Record<string, unknown> }[];
  /** The line each record starts on (quoted fields may span lines). */
  lines: number[];
  /** The file has an id column: rows with an id update their contact. */
  hasIds: boolean;
}

function readRows(file: string, source: string): Rows {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new CliFailure(`cannot read ${source}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : String(error)}`);
  }
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: false, trim: true }) as unknown as { record: string[]; info: { bytes: number } }[];
  } catch (error) {
    throw new CliFailure(`${source} is not a CSV file VoiceDesk can read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [header, ...body] = parsed;
  if (header === undefined) throw new CliFailure(`${source} is empty; it needs a header row (first_name, last_name, phone, email, company, tags, status)`);
  const columns = header.record.map((name) => {
    const field = COLUMN_NAMES[name.toLowerCase().replace(/[\s_-]+/g, '')];
    if (field === undefined) {
      throw new CliFailure(`${source}: the column "${name}" is not a contact field; use first_name, last_name, phone, email, company, tags (separated by ";") and status`);
    }
    return field;
  });
  const lines = startLines(text, parsed.map(({ info }) => info.bytes));
  const duplicate = columns.find((column, index) => column !== IGNORED && columns.indexOf(column) !== index);
  if (duplicate !== undefined) throw new CliFailure(`${source}: two columns give the contact's ${duplicate}; keep one`);
  return {
    records: body.map(({ record }) => ({
      fields: Object.fromEntries(
        record.flatMap((value, index): [string, unknown][] => {
          const column = columns[index]!;
          if (value === '' || column === IGNORED) return [];
          if (column === 'tags') return [[column, value.split(';').map((tag) => tag.trim()).filter((tag) => tag !== '')]];
          return [[column, value]];
        }),
      ),
    })),
    lines: lines.slice(1),
    hasIds: columns.includes('id'),
  };
}

/**
 * The line each record starts on, from where the previous one ended (in
 * bytes, as csv-parse reports it), blank lines skipped. csv-parse's own line
 * count is taken where a record ends, and counts a CRLF inside quotes twice.
 */
function startLines(text: string, recordEnds: readonly number[]): number[] {
  const bytes = Buffer.from(text);
  const starts: number[] = [];
  let position = 0;
  let line = 1;
  const advanceTo = (end: number) => {
    for (; position < end; position += 1) if (bytes[position] === 0x0a) line += 1;
  };
  for (const start of [0, ...recordEnds.slice(0, -1)]) {
    advanceTo(start);
    while (position < bytes.length && (bytes[position] === 0x0a || bytes[position] === 0x0d)) advanceTo(position + 1);
    starts.push(line);
  }
  return starts;
}
