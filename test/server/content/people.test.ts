import { describe, expect, it } from 'vitest';
import { contactCreateBody, phoneNumber } from '../../../src/shared/api';
import { asciiFold, hasNonAscii } from '../../../src/server/support/ascii-fold';
import { CONTACT_TAGS, fakePerson, type FakePerson } from '../../../src/server/content/people';
import { createRandom } from '../../../src/server/support/random';

function people(seed: string, count: number): FakePerson[] {
  const rng = createRandom(seed);
  return Array.from({ length: count }, () => fakePerson(rng));
}

const crowd = people('people-test', 5_000);

describe('fakePerson', () => {
  it('makes the same people from the same seed', () => {
    expect(people('same', 200)).toEqual(people('same', 200));
  });

  it('makes different people from different seeds', () => {
    expect(people('one', 50)).not.toEqual(people('two', 50));
  });

  it('makes 5,000 people who all pass the contact create schema', () => {
    const rejected = crowd.filter((person) => !contactCreateBody.safeParse(person).success);
    expect(rejected).toEqual([]);
  });

  it('gives everyone an E.164 phone number of plausible length', () => {
    const bad = crowd.filter((person) => !/^\+[1-9]\d{8,13}$/.test(person.phone) || !phoneNumber.safeParse(person.phone).success);
    expect(bad).toEqual([]);
  });

  it('uses several country codes', () => {
    const codes = new Set(crowd.map((person) => person.phone.slice(0, 3)));
    for (const code of ['+1', '+44', '+33', '+49', '+61']) {
      expect([...codes].some((prefix) => prefix.startsWith(code))).toBe(true);
    }
  });

  it('includes non-ASCII names, but not only those', () => {
    const nonAscii = crowd.filter((person) => hasNonAscii(person.first_name) || hasNonAscii(person.last_name ?? ''));
    expect(nonAscii.length).toBeGreaterThan(crowd.length * 0.1);
    expect(nonAscii.length).toBeLessThan(crowd.length * 0.6);
  });

  it('includes names in non-Latin scripts', () => {
    const names = crowd.flatMap((person) => [person.first_name, person.last_name ?? '']);
    expect(names.some((name) => /\p{Script=Han}/u.test(name))).toBe(true);
    expect(names.some((name) => /\p{Script=Cyrillic}/u.test(name))).toBe(true);
    expect(names.some((name) => /\p{Script=Arabic}/u.test(name))).toBe(true);
  });

  it('leaves out email, company or last name for some people, and keeps them for most', () => {
    const share = (test: (person: FakePerson) => boolean) => crowd.filter(test).length / crowd.length;
    expect(share((person) => person.email === undefined)).toBeGreaterThan(0.05);
    expect(share((person) => person.email === undefined)).toBeLessThan(0.4);
    expect(share((person) => person.company === undefined)).toBeGreaterThan(0.15);
    expect(share((person) => person.company === undefined)).toBeLessThan(0.6);
    expect(share((person) => person.last_name === undefined)).toBeGreaterThan(0.01);
    expect(share((person) => person.last_name === undefined)).toBeLessThan(0.2);
  });

  it('omits absent fields rather than setting them to undefined or null', () => {
    const holey = crowd.filter((person) => Object.values(person).some((value) => value === undefined || value === null));
    expect(holey).toEqual([]);
  });

  it('builds ASCII emails from the person’s name', () => {
    const withEmail = crowd.filter((person) => person.email !== undefined && person.last_name !== undefined);
    let fromName = 0;
    expect(crowd.filter((person) => hasNonAscii(person.email ?? ''))).toEqual([]);
    for (const person of withEmail) {
      const letters = asciiFold((person.email as string).split('@')[0] as string);
      if (letters.includes(asciiFold(person.last_name as string)) || letters.includes(asciiFold(person.first_name))) fromName++;
    }
    // Names in other scripts are romanised, so they cannot always be folded back.
    expect(fromName / withEmail.length).toBeGreaterThan(0.85);
  });

  it('draws 0 to 3 distinct tags from the fixed set, never cold with warm', () => {
    const allowed = new Set<string>(CONTACT_TAGS);
    const bad = crowd.filter(
      ({ tags }) => tags.length > 3 || new Set(tags).size !== tags.length || tags.some((tag) => !allowed.has(tag)) || (tags.includes('cold') && tags.includes('warm')),
    );
    expect(bad).toEqual([]);
    expect([...new Set(crowd.map((person) => person.tags.length))].sort()).toEqual([0, 1, 2, 3]);
  });

  it('varies the names', () => {
    const firstNames = new Set(crowd.map((person) => person.first_name));
    const fullNames = new Set(crowd.map((person) => `${person.first_name} ${person.last_name ?? ''}`));
    expect(firstNames.size).toBeGreaterThan(200);
    expect(fullNames.size).toBeGreaterThan(crowd.length * 0.6);
  });
});

describe('asciiFold', () => {
  it('folds accented and special Latin letters to ASCII', () => {
    expect(asciiFold('Łukasz')).toBe('lukasz');
    expect(asciiFold('Søren Ångström')).toBe('sorenangstrom');
    expect(asciiFold('Nguyễn Đức')).toBe('nguyenduc');
    expect(asciiFold('Weiß')).toBe('weiss');
    expect(asciiFold("O'Brien-Zoë")).toBe('obrienzoe');
  });

  it('drops what it cannot fold', () => {
    expect(asciiFold('山田')).toBe('');
  });
});
