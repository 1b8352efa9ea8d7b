import { describe, expect, it } from 'vitest';
import { describeCallingWindow, nextCallingWindow } from '../../src/shared/calling-window';
import type { BusinessDayHours } from '../../src/shared/contract/record-schemas';

const weekdays = (start: string, end: string): BusinessDayHours[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, enabled: true, start, end }));

describe('nextCallingWindow', () => {
  // Wednesday 25 Nov 2026, 08:00 in New York (UTC-5).
  const wednesdayMorning = new Date('2026-11-25T13:00:00Z');

  it('finds a window later today, in the campaign time zone', () => {
    const window = nextCallingWindow(weekdays('09:00', '17:00'), 'America/New_York', wednesdayMorning);
    expect(window).toMatchObject({ kind: 'later', daysAhead: 0, day: 'wednesday', date: '2026-11-25', startsAt: '2026-11-25T14:00:00.000Z', endsAt: '2026-11-25T22:00:00.000Z' });
    expect(describeCallingWindow(window)).toBe('Today, 09:00–17:00.');
  });

  it('says a window is open now, until its end', () => {
    const window = nextCallingWindow(weekdays('07:30', '17:00'), 'America/New_York', wednesdayMorning);
    expect(window).toMatchObject({ kind: 'open', endsAt: '2026-11-25T22:00:00.000Z' });
    expect(describeCallingWindow(window)).toBe('Now, until 17:00 today (07:30–17:00).');
  });

  it('goes to the next day once today’s hours are over', () => {
    const evening = new Date('2026-11-25T23:00:00Z'); // 18:00 in New York
    const window = nextCallingWindow(weekdays('09:00', '17:00'), 'America/New_York', evening);
    expect(window).toMatchObject({ kind: 'later', daysAhead: 1, day: 'thursday', startsAt: '2026-11-26T14:00:00.000Z' });
    expect(describeCallingWindow(window)).toBe('Tomorrow, Thursday, 09:00–17:00.');
  });

  it('reads today as the campaign’s today, not UTC’s', () => {
    // 02:00 UTC Thursday is still Wednesday 21:00 in New York: Thursday is tomorrow there.
    const window = nextCallingWindow(weekdays('09:00', '17:00'), 'America/New_York', new Date('2026-11-26T02:00:00Z'));
    expect(window).toMatchObject({ daysAhead: 1, day: 'thursday', date: '2026-11-26' });
  });

  it('skips disabled and left-out days (Friday evening → Monday)', () => {
    const friday = new Date('2026-11-27T23:00:00Z');
    const window = nextCallingWindow(weekdays('09:00', '17:00'), 'America/New_York', friday);
    expect(window).toMatchObject({ kind: 'later', daysAhead: 3, day: 'monday', date: '2026-11-30' });
    expect(describeCallingWindow(window)).toBe('Monday 2026-11-30, 09:00–17:00.');
  });

  it('places a window across a daylight-saving change at the new offset', () => {
    // Saturday 7 Mar 2026 evening in New York (UTC-5); clocks go forward Sunday 8 Mar; Monday is UTC-4.
    const window = nextCallingWindow(weekdays('09:00', '17:00'), 'America/New_York', new Date('2026-03-07T23:00:00Z'));
    expect(window).toMatchObject({ day: 'monday', date: '2026-03-09', startsAt: '2026-03-09T13:00:00.000Z', endsAt: '2026-03-09T21:00:00.000Z' });
    // Autumn: Europe/Paris leaves summer time on Sunday 25 Oct 2026.
    const sunday: BusinessDayHours[] = [{ day: 'sunday', enabled: true, start: '10:00', end: '12:00' }];
    expect(nextCallingWindow(sunday, 'Europe/Paris', new Date('2026-10-24T12:00:00Z'))).toMatchObject({ startsAt: '2026-10-25T09:00:00.000Z' });
  });

  it('a start inside the skipped hour comes out as the clocks read it', () => {
    const sunday: BusinessDayHours[] = [{ day: 'sunday', enabled: true, start: '02:30', end: '04:00' }];
    const window = nextCallingWindow(sunday, 'America/New_York', new Date('2026-03-07T12:00:00Z'));
    expect(window).toMatchObject({ kind: 'later', endsAt: '2026-03-08T08:00:00.000Z' });
    if (window.kind !== 'later') throw new Error('expected a later window');
    expect(['2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z']).toContain(window.startsAt);
  });

  it('says when there are no hours at all', () => {
    expect(nextCallingWindow(null, 'America/New_York', wednesdayMorning)).toEqual({ kind: 'no-hours' });
    expect(nextCallingWindow([], 'America/New_York', wednesdayMorning)).toEqual({ kind: 'no-hours' });
    const unusable: BusinessDayHours[] = [
      { day: 'monday', enabled: false, start: null, end: null },
      { day: 'tuesday', enabled: true, start: '17:00', end: '09:00' },
      { day: 'wednesday', enabled: true, start: '9am', end: '17:00' },
    ];
    const window = nextCallingWindow(unusable, 'America/New_York', wednesdayMorning);
    expect(window).toEqual({ kind: 'no-hours' });
    expect(describeCallingWindow(window)).toContain('No calling hours are set');
  });

  it('says when the time zone is unknown or missing', () => {
    const unknown = nextCallingWindow(weekdays('09:00', '17:00'), 'Mars/Olympus_Mons', wednesdayMorning);
    expect(unknown).toEqual({ kind: 'no-zone', timezone: 'Mars/Olympus_Mons' });
    expect(describeCallingWindow(unknown)).toBe('Not known: the time zone “Mars/Olympus_Mons” is not one this computer knows.');
    expect(describeCallingWindow(nextCallingWindow(weekdays('09:00', '17:00'), null, wednesdayMorning))).toContain('has no time zone');
  });
});
