import { phoneKey } from '../phone/phone-digits';
import type { CheckedRow } from './contact-rows';

/**
 * Rows that are the same person: the same phone (digits compared, so
 * "+1 (617) 709-8781" is "(617) 709 8781", see phoneKey) or the same email (case ignored) as
 * a contact the workspace shows (pending edits included: the mirror's view
 * folds them in) or as another row. Rows linked through either key form one
 * group, which the user settles as a whole.
 */
export interface KnownContact {
  id: string;
  name: string;
}

export interface ContactLookup {
  /** By phone key (see phoneKey). */
  byPhone(key: string): KnownContact | undefined;
  byEmail(email: string): KnownContact | undefined;
  /** The contact a row's id names, as the workspace shows it. */
  byId(id: string): KnownContact | undefined;
}

export interface DuplicateGroup {
  /** Names the group in the user's choices: the line of its first row. */
  key: string;
  /** Indexes into the checked rows, in file order. */
  rows: number[];
  /** The workspace's contact the rows match; null when they only match each other. */
  existing: KnownContact | null;
  /** How they match, in words ("same phone as Ana Ruiz"). */
  reason: string;
}

export function findDuplicateGroups(rows: readonly CheckedRow[], lookup: ContactLookup): DuplicateGroup[] {
  const parent = new Map<number, number>();
  const root = (index: number): number => {
    let at = index;
    while (parent.get(at)! !== at) at = parent.get(at)!;
    parent.set(index, at);
    return at;
  };
  const firstByKey = new Map<string, number>();
  const existing = new Map<number, { contact: KnownContact; via: 'phone' | 'email' }>();
  const linkedBy = new Map<number, 'phone' | 'email'>();
  rows.forEach((row, index) => {
    // A row naming its contact by id updates it: it duplicates nothing.
    if (row.fields === undefined || row.id !== undefined) return;
    parent.set(index, index);
    const digits = phoneKey(row.fields.phone);
    const email = row.fields.email?.trim().toLowerCase();
    const keys: ['phone' | 'email', string][] = [];
    if (digits !== null) keys.push(['phone', `p:${digits}`]);
    if (email !== undefined && email !== '') keys.push(['email', `e:${email}`]);
    for (const [via, key] of keys) {
      const earlier = firstByKey.get(key);
      if (earlier === undefined) firstByKey.set(key, index);
      else {
        const [a, b] = [root(earlier), root(index)];
        if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
        if (!linkedBy.has(index)) linkedBy.set(index, via);
      }
      if (!existing.has(index)) {
        const match = via === 'phone' ? lookup.byPhone(key.slice(2)) : lookup.byEmail(key.slice(2));
        if (match !== undefined) existing.set(index, { contact: match, via });
      }
    }
  });
  const members = new Map<number, number[]>();
  for (const index of parent.keys()) {
    const group = root(index);
    const list = members.get(group);
    if (list === undefined) members.set(group, [index]);
    else list.push(index);
  }
  const groups: DuplicateGroup[] = [];
  for (const indexes of members.values()) {
    indexes.sort((a, b) => a - b);
    const match = indexes.map((index) => existing.get(index)).find((found) => found !== undefined);
    if (indexes.length === 1 && match === undefined) continue;
    const first = rows[indexes[0]!]!;
    const reason =
      match !== undefined
        ? `same ${match.via} as ${match.contact.name}, already in the workspace`
        : `same ${sameVia(indexes.slice(1).map((index) => linkedBy.get(index)))} as the row on line ${first.line}`;
    groups.push({ key: `line-${first.line}`, rows: indexes, existing: match?.contact ?? null, reason });
  }
  return groups.sort((a, b) => a.rows[0]! - b.rows[0]!);
}

function sameVia(links: readonly ('phone' | 'email' | undefined)[]): string {
  const kinds = new Set(links);
  return kinds.size === 1 && !kinds.has(undefined) ? links[0]! : 'phone or email';
}
