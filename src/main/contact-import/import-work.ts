import { analyseImport, type ImportAnalysis } from '../../shared/contact-import/analyse-import';
import type { ContactLookup, KnownContact } from '../../shared/contact-import/duplicate-groups';
import { phoneKey } from '../../shared/phone/phone-digits';
import { importEdits, type ImportChoices, type ImportSummary } from '../../shared/contact-import/import-plan';
import { delimiterLabel } from '../../shared/contact-import/parse-csv';
import { encodingLabel } from '../../shared/contact-import/decode-text';
import type { ImportField } from '../../shared/contact-import/import-fields';
import { problemsCsv } from '../../shared/contact-import/problems-csv';
import type { ImportPreview } from '../../shared/contract/contact-import-methods';
import type { MirrorDb } from '../mirror';
import { contactKeys } from '../mirror/record-lookup';
import { planEdits, type EditProblem } from '../outbox';
import { queueEditsInSteps, type SteppedQueueOptions } from '../outbox/queue-in-steps';

/**
 * A contacts file against a workspace's mirror: previewed, its problem rows
 * written out, or queued as one outbox batch. The same steps for the Import
 * screen (on a worker thread, mirror-jobs) and `voicedesk import-contacts`.
 */

/** What the screen lists at most; the counts say how many there are. */
const SAMPLE_ROWS = 8;
const LISTED_PROBLEMS = 200;
const LISTED_GROUPS = 300;

export type FilePreview = Omit<ImportPreview, 'importId' | 'fileName'>;

/** Duplicates are looked for among the contacts the user sees: the server's with pending edits folded in. */
export function mirrorLookup(db: MirrorDb): ContactLookup {
  const keys = contactKeys(db);
  const byPhone = new Map<string, KnownContact>();
  for (const [digits, contact] of keys.byPhone) {
    const key = phoneKey(digits)!;
    if (!byPhone.has(key)) byPhone.set(key, contact);
  }
  const byId = db.prepare('SELECT id, name FROM contacts_view WHERE id = ?');
  return { byPhone: (key) => byPhone.get(key), byEmail: (email) => keys.byEmail.get(email), byId: (id) => byId.get(id) as KnownContact | undefined };
}

export function previewImport(db: MirrorDb, bytes: Uint8Array, mapping?: readonly ImportField[]): FilePreview {
  return previewOf(analyseImport(bytes, mirrorLookup(db), mapping));
}

export function previewOf(analysis: ImportAnalysis): FilePreview {
  const { rows, groups } = analysis;
  const withProblems = rows.filter((row) => row.reasons !== undefined);
  const more = { existing: { groups: 0, rows: 0 }, fileOnly: { groups: 0, rows: 0 } };
  for (const group of groups.slice(LISTED_GROUPS)) {
    const kind = group.existing === null ? more.fileOnly : more.existing;
    kind.groups += 1;
    kind.rows += group.rows.length;
  }
  return {
    encoding: encodingLabel(analysis.encoding),
    delimiter: delimiterLabel(analysis.delimiter),
    header: analysis.header,
    guessed: analysis.guessed,
    mapping: analysis.mapping,
    mappingProblem: analysis.mappingProblem,
    sample: rows.slice(0, SAMPLE_ROWS).map((row) => row.cells),
    rows: rows.length,
    problems: withProblems.slice(0, LISTED_PROBLEMS).map((row) => ({ line: row.line, cells: row.cells, reasons: row.reasons! })),
    problemCount: withProblems.length,
    byId: rows.filter((row) => row.id !== undefined && row.reasons === undefined).length,
    groups: groups.slice(0, LISTED_GROUPS).map((group) => ({
      key: group.key,
      lines: group.rows.map((index) => rows[index]!.line),
      names: group.rows.map((index) => displayName(rows[index]!.fields)),
      existing: group.existing,
      reason: group.reason,
    })),
    moreGroups: more,
  };
}

function displayName(fields: { first_name: string; last_name?: string | undefined } | undefined): string {
  return fields === undefined ? '' : [fields.first_name, fields.last_name ?? ''].join(' ').trim();
}

export function importProblems(db: MirrorDb, bytes: Uint8Array, mapping: readonly ImportField[]): string {
  const analysis = analyseImport(bytes, mirrorLookup(db), mapping);
  return problemsCsv(analysis.header, analysis.rows);
}

/**
 * `liftsDoNotCall`: updates that would set Active contacts marked do not call, refused until the user agrees (`allowCallsAgain`).
 * `stopped`: the user stopped it while it was queued; nothing of it is in the outbox.
 */
export type ImportOutcome = { ok: true; summary: ImportSummary; operations: number } | { ok: false; problems: EditProblem[] } | { ok: false; liftsDoNotCall: number } | { ok: false; stopped: true };

export interface ImportQueueOptions extends Pick<SteppedQueueOptions, 'onStep' | 'signal'> {
  /** The user agreed that contacts marked do not call may be set Active (and so dialled again) by this import. */
  allowCallsAgain?: boolean;
}

/**
 * Checks the import's edits against the mirror and queues them as one batch
 * named `label`, or queues nothing. A large file is queued in steps, other
 * writers going between them (queue-in-steps.ts); resolved once the whole
 * batch is released, which is when the user may be told it is queued.
 * Policy: an import that would lift do-not-call (a status column saying
 * active for a contact marked do not call) queues nothing until the user
 * agreed, as every other way of lifting it asks first.
 */
export async function queueImport(db: MirrorDb, analysis: ImportAnalysis, choices: ImportChoices, label: string, options: ImportQueueOptions = {}): Promise<ImportOutcome> {
  const { edits, summary } = importEdits(analysis.rows, analysis.groups, choices);
  if (edits.length === 0) return { ok: true, summary, operations: 0 };
  const plan = planEdits(db, edits);
  if (!plan.ok) return { ok: false, problems: plan.problems };
  const lifted = doNotCallLifted(db, edits);
  if (lifted > 0 && options.allowCallsAgain !== true) return { ok: false, liftsDoNotCall: lifted };
  const { allowCallsAgain: _agreed, ...stepOptions } = options;
  try {
    return { ok: true, summary, operations: (await queueEditsInSteps(db, plan.edits, { ...stepOptions, label })).operations };
  } catch (error) {
    // Stopped before its release: queueEditsInSteps discarded what it wrote.
    if (options.signal?.aborted === true && error === options.signal.reason) return { ok: false, stopped: true };
    throw error;
  }
}

/** How many of `edits` set Active a contact marked do not call, as the user sees it (pending edits included). */
function doNotCallLifted(db: MirrorDb, edits: readonly unknown[]): number {
  const status = db.prepare('SELECT status FROM contacts_view WHERE id = ?');
  let lifted = 0;
  for (const edit of edits as { op?: unknown; id?: unknown; fields?: { status?: unknown } }[]) {
    if (edit.op !== 'contact.update' || edit.fields?.status !== 'active' || typeof edit.id !== 'string') continue;
    if ((status.get(edit.id) as { status: string } | undefined)?.status === 'dnc') lifted += 1;
  }
  return lifted;
}

export function queueImportFile(db: MirrorDb, bytes: Uint8Array, mapping: readonly ImportField[], choices: ImportChoices, label: string, options: ImportQueueOptions = {}): Promise<ImportOutcome> {
  return queueImport(db, analyseImport(bytes, mirrorLookup(db), mapping), choices, label, options);
}
