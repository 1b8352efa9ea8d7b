import { z } from 'zod';
import type { CheckedRow } from './contact-rows';
import type { DuplicateGroup } from './duplicate-groups';

/**
 * What importing a checked file does, once the user has chosen for each
 * group of duplicates:
 * - a group matching a contact of the workspace: `skip` imports none of its
 *   rows; `update` sets that contact's fields to the ones the rows give
 *   (only the columns mapped and filled; later rows win); `create` makes a
 *   new contact of each row anyway;
 * - a group of rows matching only each other: `skip` keeps the first row
 *   only; `update` makes one contact of the first row with the later rows'
 *   fields over it; `create` makes one of each.
 * Rows with problems are never imported. The tags chosen on the screen are
 * added to every imported contact, and the imported contacts (created and
 * updated) go into the campaign chosen, if any.
 */
export const duplicateChoice = z.enum(['skip', 'update', 'create']);
export type DuplicateChoice = z.infer<typeof duplicateChoice>;

export interface ImportChoices {
  defaultChoice: DuplicateChoice;
  /** By group key; a group not named follows the default. */
  choices: Readonly<Record<string, DuplicateChoice>>;
  tags: readonly string[];
  campaignId: string | null;
}

export interface ImportSummary {
  created: number;
  updated: number;
  /** Duplicate rows not imported (skipped, or folded into another row's contact). */
  skipped: number;
  /** Rows with problems, not imported. */
  problems: number;
}

/** What the summary needs of a group: how many rows, and whether they match a contact of the workspace. */
export interface GroupShape {
  key: string;
  rows: number;
  existing: boolean;
}

/** `byId`: rows (without problems) naming their contact by id, each an update. */
export function importSummary(rows: number, problems: number, groups: Iterable<GroupShape>, choices: Pick<ImportChoices, 'defaultChoice' | 'choices'>, byId = 0): ImportSummary {
  const summary = { created: rows - problems - byId, updated: byId, skipped: 0, problems };
  for (const group of groups) {
    const choice = choices.choices[group.key] ?? choices.defaultChoice;
    if (choice === 'create') continue;
    summary.created -= group.rows;
    if (group.existing) {
      if (choice === 'update') summary.updated += 1;
      summary.skipped += choice === 'update' ? group.rows - 1 : group.rows;
    } else {
      summary.created += 1;
      summary.skipped += group.rows - 1;
    }
  }
  return summary;
}

/** The edits of the import, in the shape `outbox.apply` and `voicedesk apply` read; new contacts get refs `line-N`. */
export function importEdits(rows: readonly CheckedRow[], groups: readonly DuplicateGroup[], choices: ImportChoices): { edits: unknown[]; summary: ImportSummary } {
  const inGroup = new Map<number, DuplicateGroup>();
  for (const group of groups) for (const index of group.rows) inGroup.set(index, group);
  const extraTags = [...new Set(choices.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
  const creates: unknown[] = [];
  const updates: unknown[] = [];
  const imported: string[] = [];
  const updatedIds: string[] = [];
  let problems = 0;
  let skipped = 0;
  const create = (fields: Record<string, unknown>, line: number) => {
    const ref = `line-${line}`;
    const tags = [...new Set([...((fields.tags as string[] | undefined) ?? []), ...extraTags])];
    creates.push({ op: 'contact.create', ref, fields: tags.length > 0 ? { ...fields, tags } : fields });
    imported.push(ref);
  };
  rows.forEach((row, index) => {
    if (row.fields === undefined) {
      problems += 1;
      return;
    }
    if (row.id !== undefined) {
      // A row of an export, edited: its contact updated with the fields it has (the outbox sends only what differs).
      if (Object.keys(row.fields).length === 0) {
        skipped += 1;
        return;
      }
      updates.push({ op: 'contact.update', id: row.id, fields: row.fields });
      updatedIds.push(row.id);
      imported.push(row.id);
      return;
    }
    const group = inGroup.get(index);
    const choice = group === undefined ? 'create' : (choices.choices[group.key] ?? choices.defaultChoice);
    if (group === undefined || choice === 'create') return create(row.fields, row.line);
    if (group.rows[0] !== index) return;
    // The group is settled at its first row, for all of its rows.
    const merged = Object.assign({}, ...group.rows.map((member) => rows[member]!.fields)) as Record<string, unknown>;
    if (group.existing === null) {
      skipped += group.rows.length - 1;
      return create(choice === 'update' ? merged : row.fields, row.line);
    }
    if (choice === 'skip') {
      skipped += group.rows.length;
      return;
    }
    skipped += group.rows.length - 1;
    updates.push({ op: 'contact.update', id: group.existing.id, fields: merged });
    updatedIds.push(group.existing.id);
    imported.push(group.existing.id);
  });
  const edits: unknown[] = [...creates, ...updates];
  if (extraTags.length > 0 && updatedIds.length > 0) edits.push({ op: 'contacts.tag', ids: updatedIds, add: extraTags });
  if (choices.campaignId !== null && imported.length > 0) edits.push({ op: 'campaign.add_contacts', id: choices.campaignId, contact_ids: imported });
  return { edits, summary: { created: creates.length, updated: updatedIds.length, skipped, problems } };
}
