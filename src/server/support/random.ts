/**
 * A seeded, deterministic random source for the seeder and the simulator.
 *
 * Policy: the same seed gives the same sequence on every machine and every
 * run, so a workspace seeded with `--seed demo` is the same workspace
 * everywhere and a failing test can be replayed. Nothing here reads the clock
 * or `Math.random()`.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting RNG,
 * 128-bit state, passes PractRand) seeded through the cyrb128 string hash:
 * a few integer operations per number, which matters when the seeder draws
 * tens of millions of them.
 */

export interface Random {
  /** The seed this stream was created from (forks carry a derived seed). */
  readonly seed: string;
  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** An unsigned 32-bit integer. */
  uint32(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability (0 never, 1 always). */
  chance(probability: number): boolean;
  /** One item, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value, with probability proportional to its (non-negative) weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (by position) in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-format UUID made from this stream, so it is reproducible. */
  uuid(): string;
  /**
   * An independent stream derived from this stream's seed and a label, not
   * from its position: `rng.fork('contacts')` is the same stream however many
   * numbers `rng` has drawn, so adding a draw to one generator does not shift
   * every other generator's output.
   */
  fork(label: string): Random;
}

export function createRandom(seed: string | number): Random {
  return new Sfc32(String(seed));
}

/**
 * A weighted choice prepared once, for hot paths: `rng.weighted(entries)`
 * re-checks and re-sums the weights on every draw, this does it at creation.
 */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): (rng: Random) => T {
  const values: T[] = [];
  const bounds: number[] = [];
  let total = 0;
  for (const [value, weight] of entries) {
    if (!(weight >= 0)) throw new RangeError(`weightedTable() needs non-negative weights, got ${weight}`);
    if (weight === 0) continue;
    total += weight;
    values.push(value);
    bounds.push(total);
  }
  if (total <= 0) throw new RangeError('weightedTable() needs at least one entry with a positive weight');
  const last = values.length - 1;
  return (rng) => {
    const point = rng.next() * total;
    for (let i = 0; i < last; i++) if (point < (bounds[i] as number)) return values[i] as T;
    return values[last] as T;
  };
}

// Separates a parent seed from a fork label; a control character keeps
// ('a/b', 'c') and ('a', 'b/c') from naming the same stream.
const FORK_SEPARATOR = '\u001f';

const UINT32_RANGE = 4294967296;

class Sfc32 implements Random {
  readonly seed: string;
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    this.seed = seed;
    const [a, b, c, d] = cyrb128(seed);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // The first outputs of sfc32 still correlate with the seed; discard them.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.uint32() / UINT32_RANGE;
  }

  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) {
      throw new RangeError(`int(min, max) needs integers with min <= max, got ${min} and ${max}`);
    }
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs at least one item');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) {
      if (!(weight >= 0)) throw new RangeError(`weighted() needs non-negative weights, got ${weight}`);
      total += weight;
    }
    if (total <= 0) throw new RangeError('weighted() needs at least one entry with a positive weight');
    let point = this.next() * total;
    for (const [value, weight] of entries) {
      if (point < weight) return value;
      point -= weight;
    }
    // Floating-point rounding can leave `point` a hair above the last bucket.
    for (let i = entries.length - 1; ; i--) {
      const entry = entries[i] as readonly [T, number];
      if (entry[1] > 0) return entry[0];
    }
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    return copy;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    if (!Number.isInteger(count) || count < 0 || count > items.length) {
      throw new RangeError(`sample() needs a count from 0 to ${items.length}, got ${count}`);
    }
    // A partial Fisher–Yates: only the first `count` positions are settled.
    const copy = items.slice();
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    copy.length = count;
    return copy;
  }

  uuid(): string {
    const a = this.uint32();
    // Version nibble 4 and RFC 4122 variant bits 10xx, as a v4 UUID has.
    const b = ((this.uint32() & 0xffff0fff) | 0x00004000) >>> 0;
    const c = ((this.uint32() & 0x3fffffff) | 0x80000000) >>> 0;
    const d = this.uint32();
    const hb = hex8(b);
    const hc = hex8(c);
    return `${hex8(a)}-${hb.slice(0, 4)}-${hb.slice(4)}-${hc.slice(0, 4)}-${hc.slice(4)}${hex8(d)}`;
  }

  fork(label: string): Random {
    return new Sfc32(this.seed + FORK_SEPARATOR + label);
  }
}

function hex8(value: number): string {
  return value.toString(16).padStart(8, '0');
}

/** cyrb128 (bryc): a fast 128-bit string hash, good enough to seed a PRNG. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
