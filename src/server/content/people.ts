import { companyDomain, fakeCompanyName } from './companies';
import { CULTURES, pickCulture, type Culture, type Name } from './name-banks';
import { fakePhoneNumber } from './phone-numbers';
import { weightedTable, type Random } from '../support/random';

/**
 * Fake contacts shaped as the contact create body (spec 4.3), so the seeder
 * can insert them and a test can post them. Every person validates against
 * the shared `contactCreateBody`: fields a person lacks are left out, not
 * null. The mix is realistic rather than tidy: some people have no family
 * name, no email or no company, and names come from many cultures.
 *
 * Emails are plausible, not unique: two "john.smith@gmail.com" can happen in a
 * large workspace, as in a real one.
 */

export interface FakePerson {
  first_name: string;
  last_name?: string;
  email?: string;
  phone: string;
  company?: string;
  tags: string[];
}

/** Segmentation tags a workspace uses for filtering; each person has 0 to 3. */
export const CONTACT_TAGS = ['vip', 'lead', 'cold', 'warm', 'renewal', 'churn-risk', 'newsletter', 'enterprise', 'smb'] as const;

// Pairs no one would tag together; the second of a pair is dropped.
const EXCLUSIVE_TAGS: readonly (readonly [string, string])[] = [
  ['cold', 'warm'],
  ['enterprise', 'smb'],
];

const tagCount = weightedTable([
  [0, 30],
  [1, 35],
  [2, 25],
  [3, 10],
]);

const HAS_LAST_NAME = 0.93;
const HAS_EMAIL = 0.82;
const HAS_COMPANY = 0.65;
/** Family name from another culture: Ahmed Müller, Zoë Nguyễn. */
const MIXED_FAMILY = 0.07;
/** Work address at the company's domain rather than a personal mailbox. */
const WORK_EMAIL = 0.45;

export function fakePerson(rng: Random): FakePerson {
  const culture = pickCulture(rng);
  const first = rng.pick(culture.firstNames);
  const person: FakePerson = { first_name: first.text, phone: '', tags: fakeTags(rng) };

  let last: Name | undefined;
  if (rng.chance(HAS_LAST_NAME)) {
    const family: Culture = rng.chance(MIXED_FAMILY) ? rng.pick(CULTURES) : culture;
    last = rng.pick(family.lastNames);
    person.last_name = last.text;
  }
  if (rng.chance(HAS_COMPANY)) person.company = fakeCompanyName(rng);
  if (rng.chance(HAS_EMAIL)) {
    const domain = person.company !== undefined && rng.chance(WORK_EMAIL) ? companyDomain(person.company) : rng.pick(culture.mailDomains);
    person.email = `${emailLocalPart(rng, first, last)}@${domain}`;
  }
  person.phone = fakePhoneNumber(rng, culture.country(rng));
  return person;
}

function emailLocalPart(rng: Random, first: Name, last: Name | undefined): string {
  const f = first.ascii;
  if (last === undefined) return rng.chance(0.5) ? f : f + rng.int(1, 9999);
  const l = last.ascii;
  switch (rng.int(0, 6)) {
    case 0:
      return `${f}${l}`;
    case 1:
      return `${f[0]}${l}`;
    case 2:
      return `${f}_${l}`;
    case 3:
      return `${l}.${f}`;
    case 4:
      return `${f}.${l}${rng.int(1, 99)}`;
    default:
      return `${f}.${l}`;
  }
}

function fakeTags(rng: Random): string[] {
  const count = tagCount(rng);
  if (count === 0) return [];
  const tags: string[] = rng.sample(CONTACT_TAGS, count);
  for (const [kept, dropped] of EXCLUSIVE_TAGS) {
    if (tags.includes(kept) && tags.includes(dropped)) tags.splice(tags.indexOf(dropped), 1);
  }
  return tags;
}
