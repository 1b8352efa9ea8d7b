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
  // Rows linked by a key, as a union-find over row indexes: arrays indexed by row and a map per kind of key (maps keyed by
  // row and by a prefixed key took a third of a second of a 50,000-row file's preview).
  const NOT_CHECKED = -1;
  const parent = new Int32Array(rows.length).fill(NOT_CHECKED);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at]!;
    parent[index] = at;
    return at;
  };
  const firstBy = { phone: new Map<string, number>(), email: new Map<string, number>() };
  const existing: ({ contact: KnownContact; via: 'phone' | 'email' } | undefined)[] = new Array(rows.length);
  const linkedBy: ('phone' | 'email' | undefined)[] = new Array(rows.length);
  const link = (index: number, via: 'phone' | 'email', key: string) => {
    const earlier = firstBy[via].get(key);
    if (earlier === undefined) firstBy[via].set(key, index);
    else {
      const [a, b] = [root(earlier), root(index)];
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      linkedBy[index] ??= via;
    }
    if (existing[index] === undefined) {
      const match = via === 'phone' ? lookup.byPhone(key) : lookup.byEmail(key);
      if (match !== undefined) existing[index] = { contact: match, via };
    }
  };
  rows.forEach((row, index) => {
    // A row naming its contact by id updates it: it duplicates nothing.
    if (row.fields === undefined || row.id !== undefined) return;
    parent[index] = index;
    const digits = phoneKey(row.fields.phone);
    const email = row.fields.email?.trim().toLowerCase();
    if (digits !== null) link(index, 'phone', digits);
    if (email !== undefined && email !== '') link(index, 'email', email);
  });
  const members = new Map<number, number[]>();
  for (let index = 0; index < rows.length; index += 1) {
    if (parent[index] === NOT_CHECKED) continue;
    const group = root(index);
    const list = members.get(group);
    if (list === undefined) members.set(group, [index]);
    else list.push(index);
  }
  const groups: DuplicateGroup[] = [];
  for (const indexes of members.values()) {
    const match = indexes.map((index) => existing[index]).find((found) => found !== undefined);
    if (indexes.length === 1 && match === undefined) continue;
    const first = rows[indexes[0]!]!;
    const reason =
      match !== undefined
        ? `same ${match.via} as ${match.contact.name}, already in the workspace`
        : `same ${sameVia(indexes.slice(1).map((index) => linkedBy[index]))} as the row on line ${first.line}`;
    groups.push({ key: `line-${first.line}`, rows: indexes, existing: match?.contact ?? null, reason });
  }
  return groups.sort((a, b) => a.rows[0]! - b.rows[0]!);
}

function sameVia(links: readonly ('phone' | 'email' | undefined)[]): string {
  const kinds = new Set(links);
  return kinds.size === 1 && !kinds.has(undefined) ? links[0]! : 'phone or email';
}
