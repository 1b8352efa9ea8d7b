import type { Database } from 'better-sqlite3';
import { fakePerson } from '../content/index';
import type { Random } from '../support/random';
import { idFromUuid } from '../ids';
import { insertContacts, type ContactRecord } from '../store/contacts';
import { contactRecord } from './records';
import { CONTACTS_FROM_DAYS, CONTACTS_UNTIL_DAYS, DAY, HOUR } from './timeline';

/**
 * Contacts, written in chunks as they are made so that 200,000 of them never
 * sit in memory as records. What later steps need of each (id, first name,
 * do-not-call) is kept in flat arrays indexed by position.
 *
 * Creation times rise with the position, spread over the year before the
 * campaigns, so the insertion order (seq) agrees with created_at and every
 * contact exists before any campaign added it or any call reached it.
 */
export interface SeededContacts {
  count: number;
  ids: string[];
  firstNames: string[];
  /** 1 for a contact on the do-not-call list. */
  dnc: Uint8Array;
}

/** Share of contacts on the do-not-call list. */
const DNC_SHARE = 0.04;
/** Share edited some time after creation (updated_at later than created_at). */
const EDITED_SHARE = 0.12;
const CHUNK = 5_000;

export function seedContacts(db: Database, workspaceId: number, rng: Random, count: number, base: number): SeededContacts {
  const seeded: SeededContacts = { count, ids: new Array<string>(count), firstNames: new Array<string>(count), dnc: new Uint8Array(count) };
  const from = base - CONTACTS_FROM_DAYS * DAY;
  const span = (CONTACTS_FROM_DAYS - CONTACTS_UNTIL_DAYS) * DAY;
  const step = count === 0 ? 0 : span / count;
  const editedUntil = base - HOUR;
  let chunk: ContactRecord[] = [];
  for (let index = 0; index < count; index++) {
    const person = fakePerson(rng);
    const id = idFromUuid('contact', rng.uuid());
    const dnc = rng.chance(DNC_SHARE);
    const createdAt = Math.floor(from + index * step + rng.next() * step);
    const updatedAt = rng.chance(EDITED_SHARE) ? rng.int(createdAt, editedUntil) : createdAt;
    seeded.ids[index] = id;
    seeded.firstNames[index] = person.first_name;
    seeded.dnc[index] = dnc ? 1 : 0;
    chunk.push(contactRecord(workspaceId, id, person, dnc ? 'dnc' : 'active', createdAt, updatedAt));
    if (chunk.length === CHUNK) {
      insertContacts(db, chunk);
      chunk = [];
    }
  }
  insertContacts(db, chunk);
  return seeded;
}
