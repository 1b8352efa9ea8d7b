import { describe, expect, it } from 'vitest';
import { createRandom, weightedTable } from '../../../src/server/support/random';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function draws(seed: string | number, count = 50): number[] {
  const rng = createRandom(seed);
  return Array.from({ length: count }, () => rng.next());
}

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draws('demo')).toEqual(draws('demo'));
    expect(draws(42)).toEqual(draws(42));
  });

  it('treats a number seed like its decimal string', () => {
    expect(draws(42)).toEqual(draws('42'));
  });

  it('gives different sequences for different seeds', () => {
    expect(draws('demo')).not.toEqual(draws('demo2'));
    expect(draws('')).not.toEqual(draws(' '));
  });

  it('keeps next() within [0, 1)', () => {
    const values = draws('range', 100_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('spreads next() evenly over ten buckets', () => {
    const buckets = new Array<number>(10).fill(0);
    for (const value of draws('uniform', 100_000)) buckets[Math.floor(value * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('returns integers in the inclusive range, reaching both ends', () => {
    const rng = createRandom('int');
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(rng.int(-2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(rng.int(7, 7)).toBe(7);
  });

  it('refuses an int range that is empty or not whole', () => {
    const rng = createRandom('bad');
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.int(0.5, 2)).toThrow(RangeError);
  });

  it('keeps float() within [min, max)', () => {
    const rng = createRandom('float');
    const values = Array.from({ length: 10_000 }, () => rng.float(2.5, 3));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(2.5);
    expect(Math.max(...values)).toBeLessThan(3);
  });

  it('honours chance() at the extremes and roughly in between', () => {
    const rng = createRandom('chance');
    let hits = 0;
    let never = 0;
    let always = 0;
    for (let i = 0; i < 10_000; i++) {
      if (rng.chance(0)) never++;
      if (rng.chance(1)) always++;
      if (rng.chance(0.3)) hits++;
    }
    expect(never).toBe(0);
    expect(always).toBe(10_000);
    expect(Math.abs(hits - 3_000)).toBeLessThan(300);
  });

  it('picks only from the list and refuses an empty one', () => {
    const rng = createRandom('pick');
    const items = ['a', 'b', 'c'];
    const seen = new Set(Array.from({ length: 200 }, () => rng.pick(items)));
    expect([...seen].sort()).toEqual(items);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('chooses by weight and never picks a zero weight', () => {
    const rng = createRandom('weighted');
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[rng.weighted([['a', 1], ['b', 3], ['c', 0]] as const)]++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
    expect(() => rng.weighted([['a', 0]])).toThrow(RangeError);
    expect(() => rng.weighted([['a', -1]])).toThrow(RangeError);
  });

  it('prepares a weighted table that chooses by weight', () => {
    const pick = weightedTable([['x', 9], ['y', 1], ['z', 0]] as const);
    const rng = createRandom('table');
    const counts = { x: 0, y: 0, z: 0 };
    for (let i = 0; i < 20_000; i++) counts[pick(rng)]++;
    expect(counts.z).toBe(0);
    expect(Math.abs(counts.y - 2_000)).toBeLessThan(250);
  });

  it('shuffles a copy holding the same items, leaving the input alone', () => {
    const rng = createRandom('shuffle');
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const shuffled = rng.shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...items]);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const orders = new Set(Array.from({ length: 20 }, () => rng.shuffle(items).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('samples distinct items and refuses more than there are', () => {
    const rng = createRandom('sample');
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 100; i++) {
      const sample = rng.sample(items, 3);
      expect(new Set(sample).size).toBe(3);
      expect(sample.every((item) => items.includes(item))).toBe(true);
    }
    expect(rng.sample(items, 0)).toEqual([]);
    expect(() => rng.sample(items, 6)).toThrow(RangeError);
  });

  it('makes version-4 UUIDs that repeat with the seed and not otherwise', () => {
    const first = createRandom('uuid');
    const second = createRandom('uuid');
    const ids = Array.from({ length: 1_000 }, () => first.uuid());
    expect(ids.filter((id) => !UUID_V4.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Array.from({ length: 1_000 }, () => second.uuid())).toEqual(ids);
  });

  it('forks a stream that depends on the seed and label, not on draws already made', () => {
    const untouched = createRandom('parent');
    const used = createRandom('parent');
    for (let i = 0; i < 100; i++) used.next();
    const a = untouched.fork('contacts');
    const b = used.fork('contacts');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('forks different streams for different labels and leaves the parent where it was', () => {
    const parent = createRandom('parent');
    const contacts = parent.fork('contacts');
    const calls = parent.fork('calls');
    expect(contacts.next()).not.toBe(calls.next());
    expect(parent.next()).toBe(createRandom('parent').next());
    expect(contacts.fork('x').seed).not.toBe(calls.fork('x').seed);
  });
});
