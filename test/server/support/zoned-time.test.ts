import { describe, expect, it } from 'vitest';
import { localWallTime } from '../../../src/server/support/zoned-time';

const at = (iso: string) => new Date(iso);

describe('localWallTime', () => {
  it('reads the wall clock and weekday in the zone', () => {
    expect(localWallTime('Asia/Tokyo', at('2026-03-04T15:00:00Z'))).toMatchObject({ weekday: 'thursday', hour: 0, minute: 0, year: 2026, month: 3, day: 5 });
    expect(localWallTime('America/New_York', at('2026-03-04T15:30:00Z'))).toMatchObject({ weekday: 'wednesday', hour: 10, minute: 30 });
  });

  it('writes midnight as hour 0, not 24', () => {
    expect(localWallTime('America/New_York', at('2026-03-05T05:00:00Z')).hour).toBe(0);
  });

  it('refuses a zone the runtime does not know, naming an example', () => {
    expect(() => localWallTime('Mars/Olympus', new Date(0))).toThrow(/IANA time zone.*America\/New_York/);
  });
});
