import type { Random } from '../support/random';

/**
 * Poisson arrivals, one process per key (a campaign's dials, an agent's
 * inbound calls, dashboard edits): the time to the next event is drawn from
 * an exponential distribution, and simulated time counts it down. Each key
 * draws from its own stream, forked by name, so one process's events do not
 * depend on how many others there are, and a process whose clock is stopped
 * (a campaign outside its hours, an agent switched off) simply keeps its
 * countdown.
 */
export class Arrivals {
  private readonly remaining = new Map<string, number>();
  private readonly streams = new Map<string, Random>();

  constructor(private readonly rng: Random) {}

  /**
   * Runs a process on by `elapsed` simulated milliseconds at `perHour`
   * events an hour and returns how many events fell due, at most `limit`;
   * when more did, the rest are dropped and the countdown starts afresh.
   */
  due(key: string, perHour: number, elapsed: number, limit: number): number {
    if (perHour <= 0 || elapsed <= 0 || limit <= 0) return 0;
    const mean = 3_600_000 / perHour;
    let left = (this.remaining.get(key) ?? this.draw(key, mean)) - elapsed;
    let count = 0;
    while (left <= 0 && count < limit) {
      count++;
      left += this.draw(key, mean);
    }
    if (left <= 0) left = this.draw(key, mean);
    this.remaining.set(key, left);
    return count;
  }

  private draw(key: string, mean: number): number {
    let stream = this.streams.get(key);
    if (stream === undefined) {
      stream = this.rng.fork(key);
      this.streams.set(key, stream);
    }
    return -Math.log(1 - stream.next()) * mean;
  }
}

/**
 * The key of a record's arrival process: its kind and the row's insertion
 * position, never its id. Ids made over the API are random UUIDs, and a
 * stream forked by one would give other arrival times on every run of the
 * same requests, so the same seed would not give the same calls. (A row
 * inserted after the newest one was deleted reuses its position, and carries
 * on its countdown: for a memoryless process that changes nothing.)
 */
export function arrivalKey(kind: 'campaign' | 'inbound' | 'web', seq: number): string {
  return `${kind}:#${seq}`;
}
