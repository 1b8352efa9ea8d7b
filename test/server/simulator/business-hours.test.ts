import { describe, expect, it } from 'vitest';
import { businessHoursBody, type BusinessHours } from '../../../src/shared/api';
import { DEFAULT_BUSINESS_HOURS } from '../../../src/server/operations/campaign-operations';
import { isWithinBusinessHours, nextOpening } from '../../../src/server/simulator/business-hours';
import { createRandom } from '../../../src/server/support/random';

const weekdaysNineToFive: BusinessHours = DEFAULT_BUSINESS_HOURS;
const everyDayNineToFive: BusinessHours = {
  ...DEFAULT_BUSINESS_HOURS,
  saturday: { enabled: true, start: '09:00', end: '17:00' },
  sunday: { enabled: true, start: '09:00', end: '17:00' },
};

const at = (iso: string) => new Date(iso);
const within = (hours: BusinessHours, zone: string, iso: string) => isWithinBusinessHours(hours, zone, at(iso));

describe('isWithinBusinessHours', () => {
  it('opens at start inclusive and closes at end exclusive, in New York time', () => {
    // Wednesday 4 March 2026; New York is UTC-5.
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T13:59:59Z')).toBe(false);
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T14:00:00Z')).toBe(true);
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T21:59:59Z')).toBe(true);
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T22:00:00Z')).toBe(false);
  });

  it('reads the same instant on each campaign’s own clock: New York vs Tokyo', () => {
    // 14:00 UTC is 09:00 in New York and 23:00 in Tokyo.
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T14:00:00Z')).toBe(true);
    expect(within(weekdaysNineToFive, 'Asia/Tokyo', '2026-03-04T14:00:00Z')).toBe(false);
    // 00:30 UTC Wednesday is 09:30 Wednesday in Tokyo and 19:30 Tuesday in New York.
    expect(within(weekdaysNineToFive, 'Asia/Tokyo', '2026-03-04T00:30:00Z')).toBe(true);
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-04T00:30:00Z')).toBe(false);
  });

  it('follows Europe/London across the change to summer time on 29 March 2026', () => {
    // Sunday 22 March: GMT, so 09:00 local is 09:00 UTC.
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-22T08:59:00Z')).toBe(false);
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-22T09:00:00Z')).toBe(true);
    // Sunday 29 March: BST from 01:00 UTC, so 09:00 local is 08:00 UTC.
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-29T07:59:00Z')).toBe(false);
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-29T08:00:00Z')).toBe(true);
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-29T15:59:00Z')).toBe(true);
    expect(within(everyDayNineToFive, 'Europe/London', '2026-03-29T16:00:00Z')).toBe(false);
  });

  it('treats a day left out as closed', () => {
    // Saturday 7 March 2026, noon in New York.
    expect(within(weekdaysNineToFive, 'America/New_York', '2026-03-07T17:00:00Z')).toBe(false);
    expect(within(everyDayNineToFive, 'America/New_York', '2026-03-07T17:00:00Z')).toBe(true);
  });

  it('takes business hours as the campaign create schema parses them', () => {
    const parsed = businessHoursBody.parse({ friday: { enabled: true, start: '08:00', end: '12:30' } });
    // Friday 6 March 2026, 12:29 and 12:30 in New York.
    expect(isWithinBusinessHours(parsed, 'America/New_York', at('2026-03-06T17:29:00Z'))).toBe(true);
    expect(isWithinBusinessHours(parsed, 'America/New_York', at('2026-03-06T17:30:00Z'))).toBe(false);
  });

  it('treats a disabled day as closed even with times set', () => {
    const hours: BusinessHours = { wednesday: { enabled: false, start: '09:00', end: '17:00' } };
    expect(within(hours, 'America/New_York', '2026-03-04T15:00:00Z')).toBe(false);
  });

  it('treats an enabled day without valid times, or ending before it starts, as closed', () => {
    const noTimes: BusinessHours = { wednesday: { enabled: true } };
    const backwards: BusinessHours = { wednesday: { enabled: true, start: '17:00', end: '09:00' } };
    expect(within(noTimes, 'America/New_York', '2026-03-04T15:00:00Z')).toBe(false);
    expect(within(backwards, 'America/New_York', '2026-03-04T15:00:00Z')).toBe(false);
  });
});

describe('nextOpening', () => {
  it('returns the instant itself when calling is already allowed', () => {
    const from = at('2026-03-04T15:12:34.567Z');
    expect(nextOpening(weekdaysNineToFive, 'America/New_York', from)?.toISOString()).toBe(from.toISOString());
  });

  it('opens the next morning after closing time', () => {
    expect(nextOpening(weekdaysNineToFive, 'America/New_York', at('2026-03-04T22:00:00Z'))?.toISOString()).toBe('2026-03-05T14:00:00.000Z');
  });

  it('skips a weekend left out, into the new DST offset in New York (8 March 2026)', () => {
    // Friday 6 March 17:00 EST → Monday 9 March 09:00 EDT, which is 13:00 UTC.
    expect(nextOpening(weekdaysNineToFive, 'America/New_York', at('2026-03-06T22:00:00Z'))?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('opens on the day the clocks change, at the new offset in London', () => {
    const sundaysOnly: BusinessHours = { sunday: { enabled: true, start: '09:00', end: '17:00' } };
    expect(nextOpening(sundaysOnly, 'Europe/London', at('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(nextOpening(sundaysOnly, 'Europe/London', at('2026-03-21T12:00:00Z'))?.toISOString()).toBe('2026-03-22T09:00:00.000Z');
  });

  it('opens when the clock springs forward past a start time that never happens', () => {
    // New York skips 02:00–03:00 on 8 March 2026; a 02:30 start opens at 03:00 EDT (07:00 UTC).
    const hours: BusinessHours = { sunday: { enabled: true, start: '02:30', end: '04:00' } };
    expect(within(hours, 'America/New_York', '2026-03-08T06:59:00Z')).toBe(false);
    expect(nextOpening(hours, 'America/New_York', at('2026-03-08T05:00:00Z'))?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('opens again when the clock falls back into the window', () => {
    // New York repeats 01:00–02:00 on 1 November 2026: 01:00 EDT (05:00 UTC), then 01:00 EST (06:00 UTC).
    const hours: BusinessHours = { sunday: { enabled: true, start: '01:00', end: '01:30' } };
    expect(nextOpening(hours, 'America/New_York', at('2026-11-01T04:00:00Z'))?.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(nextOpening(hours, 'America/New_York', at('2026-11-01T05:45:00Z'))?.toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  it('gives Tokyo and New York different openings for the same hours', () => {
    const from = at('2026-03-04T22:00:00Z');
    expect(nextOpening(weekdaysNineToFive, 'Asia/Tokyo', from)?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(nextOpening(weekdaysNineToFive, 'America/New_York', from)?.toISOString()).toBe('2026-03-05T14:00:00.000Z');
  });

  it('returns null when no day is enabled', () => {
    const closed: BusinessHours = {
      monday: { enabled: false },
      tuesday: { enabled: false, start: '09:00', end: '17:00' },
    };
    expect(nextOpening(closed, 'America/New_York', at('2026-03-04T15:00:00Z'))).toBeNull();
    expect(nextOpening({}, 'Europe/London', at('2026-03-04T15:00:00Z'))).toBeNull();
  });

  it('agrees with a minute-by-minute search, across zones and DST changes', () => {
    const rng = createRandom('business-hours');
    const zones = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'];
    const hours: BusinessHours = {
      monday: { enabled: true, start: '08:30', end: '12:00' },
      wednesday: { enabled: true, start: '13:15', end: '18:45' },
      saturday: { enabled: true, start: '01:30', end: '03:00' },
      sunday: { enabled: true, start: '02:15', end: '02:45' },
    };
    // Weeks around the 2026 changes in New York, London and Sydney.
    const starts = [Date.UTC(2026, 2, 5), Date.UTC(2026, 2, 26), Date.UTC(2026, 3, 2), Date.UTC(2026, 9, 22), Date.UTC(2026, 9, 29)];
    for (let i = 0; i < 24; i++) {
      const zone = rng.pick(zones);
      const from = rng.pick(starts) + rng.int(0, 4 * 24 * 60) * 60_000;
      let expected = from;
      while (!isWithinBusinessHours(hours, zone, new Date(expected))) expected += 60_000;
      expect(nextOpening(hours, zone, new Date(from))?.getTime(), `${zone} from ${new Date(from).toISOString()}`).toBe(expected);
    }
  });
});
