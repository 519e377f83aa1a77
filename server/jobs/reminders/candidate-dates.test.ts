import { WORLD_ZONES } from '@server/test/time-zones';
import { toIsoDate } from '@shared/dates/plain-date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidates, localDayOffsets } from './candidate-dates';

const dayOf = (zone: string, t: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);

describe('the local days some zone is in', () => {
  it('are yesterday and today before 10:00 UTC, all three until 12:00, then today and tomorrow', () => {
    expect(localDayOffsets(new Date('2026-11-22T09:59:00Z'))).toEqual([-1, 0]);
    expect(localDayOffsets(new Date('2026-11-22T10:00:00Z'))).toEqual([-1, 0, 1]);
    expect(localDayOffsets(new Date('2026-11-22T11:59:00Z'))).toEqual([-1, 0, 1]);
    expect(localDayOffsets(new Date('2026-11-22T12:00:00Z'))).toEqual([0, 1]);
  });

  it("always include every real zone's local day, the extremes UTC−12 and UTC+14 too", () => {
    const zones = [...WORLD_ZONES, 'Etc/GMT+12', 'Pacific/Pago_Pago', 'Pacific/Tongatapu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        (t) => {
          const utcDay = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
          const offsets = localDayOffsets(t);
          for (const zone of zones) {
            const local = Date.parse(`${dayOf(zone, t)}T00:00:00Z`);
            expect(offsets).toContain(Math.round((local - utcDay) / 86_400_000));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the (lead time, month, day) candidates of a tick', () => {
  const gregorian = (now: string) => candidates(new Date(now)).filter((c) => c.calendar === 'gregory');
  const has = (now: string, ahead: number, month: number, day: number) =>
    gregorian(now).some((c) => c.ahead === ahead && c.month === month && c.day === day && !c.leap);

  it('look 0 to 60 days ahead from every local day some zone is in, never 61', () => {
    const now = '2026-11-22T11:00:00Z'; // Nov 21, 22 and 23 somewhere
    expect(has(now, 0, 11, 21)).toBe(true);
    expect(has(now, 0, 11, 23)).toBe(true);
    expect(has(now, 7, 11, 30)).toBe(true);
    expect(has(now, 60, 1, 22)).toBe(true); // Nov 23 + 60 days, in the next year
    expect(has(now, 60, 1, 20)).toBe(true); // Nov 21 + 60 days
    expect(candidates(new Date(now)).some((c) => c.ahead > 60)).toBe(false);
    expect(gregorian(now)).toHaveLength(61 * 3);
  });

  it('cross month and year ends', () => {
    expect(has('2026-12-31T13:00:00Z', 1, 1, 1)).toBe(true);
    expect(has('2026-12-31T13:00:00Z', 0, 1, 1)).toBe(true); // already Jan 1 at UTC+14
    expect(has('2026-12-31T13:00:00Z', 31, 1, 31)).toBe(true);
    expect(has('2026-01-31T05:00:00Z', 0, 1, 30)).toBe(true); // still Jan 30 at UTC−12
    expect(has('2026-01-31T05:00:00Z', 1, 2, 1)).toBe(true);
  });

  it('let a Feb 28 in a common year stand for Feb 29, from any lead time up to 60', () => {
    // 2027: Feb 28 is 60 days after Dec 30, 2026, and 1 day after Feb 27.
    expect(has('2026-12-30T13:00:00Z', 60, 2, 29)).toBe(true);
    expect(has('2026-12-30T13:00:00Z', 60, 2, 28)).toBe(true);
    expect(has('2027-02-27T13:00:00Z', 1, 2, 29)).toBe(true);
    expect(has('2027-02-28T13:00:00Z', 0, 2, 29)).toBe(true);
    // 2028 is a leap year: Feb 29 is its own day, and Feb 28 stands only for itself.
    expect(has('2028-02-28T05:00:00Z', 1, 2, 29)).toBe(true);
    expect(has('2028-02-28T05:00:00Z', 0, 2, 29)).toBe(false); // Feb 27 or 28 everywhere
    expect(has('2027-12-31T13:00:00Z', 60, 2, 29)).toBe(true); // Feb 29, 2028 at UTC+14
  });

  it('name the local day each is looked up for: the day a zone must be on for it to be due', () => {
    const localDays = (now: string, ahead: number, month: number, day: number) =>
      gregorian(now)
        .filter((c) => c.ahead === ahead && c.month === month && c.day === day)
        .map((c) => toIsoDate(c.localDate));
    expect(localDays('2026-12-30T13:00:00Z', 60, 2, 29)).toEqual(['2026-12-30']);
    expect(localDays('2026-12-30T13:00:00Z', 60, 3, 1)).toEqual(['2026-12-31']); // at UTC+14
    expect(localDays('2026-12-30T13:00:00Z', 0, 12, 31)).toEqual(['2026-12-31']);
    expect(localDays('2026-01-31T05:00:00Z', 1, 1, 31)).toEqual(['2026-01-30']); // at UTC−12
    expect(localDays('2026-01-31T05:00:00Z', 1, 2, 1)).toEqual(['2026-01-31']);
  });
});

describe('the candidates of birthdays kept in other calendars', () => {
  // Literal days from the calendars' published tables (HKO, KASI, the Hebrew, Umm al-Qura and Persian
  // calendars), not from the code under test.
  const kept = (now: string, ahead: number, calendar: string) =>
    candidates(new Date(now))
      .filter((c) => c.ahead === ahead && c.calendar === calendar)
      .map(({ month, leap, day, localDate }) => ({ month, leap, day, localDate: toIsoDate(localDate) }));
  const on = (now: string, ahead: number, calendar: string, month: number, day: number, leap = false) =>
    kept(now, ahead, calendar).some((c) => c.month === month && c.day === day && c.leap === leap);

  it('find a Chinese 8/15 on Mid-Autumn 2026 (Sep 25), 0, 1 and 7 days ahead', () => {
    expect(on('2026-09-25T13:00:00Z', 0, 'chinese', 8, 15)).toBe(true);
    expect(on('2026-09-24T13:00:00Z', 1, 'chinese', 8, 15)).toBe(true);
    expect(on('2026-09-18T13:00:00Z', 7, 'chinese', 8, 15)).toBe(true);
    // Not a day early: at 05:00 UTC on Sep 23 every zone is on Sep 22 or 23.
    expect(on('2026-09-23T05:00:00Z', 1, 'chinese', 8, 15)).toBe(false);
  });

  it('tell Korean from Chinese lunar: Seollal 2027 is Feb 7, the Chinese New Year Feb 6', () => {
    expect(kept('2027-02-06T05:00:00Z', 0, 'chinese')).toContainEqual({
      month: 1,
      leap: false,
      day: 1,
      localDate: '2027-02-06',
    });
    expect(on('2027-02-06T05:00:00Z', 0, 'dangi', 1, 1)).toBe(false); // Feb 5 or 6 everywhere
    expect(on('2027-02-07T05:00:00Z', 0, 'dangi', 1, 1)).toBe(true);
  });

  it('find 1 Tishrei on Rosh Hashanah 2026 (Sep 12), Adar on Adar II in a leap year, 1 Ramadan 1448 and Nowruz', () => {
    expect(on('2026-09-12T05:00:00Z', 0, 'hebrew', 1, 1)).toBe(true);
    // 5787 is a leap year: Purim (14 Adar II) is 2027-03-23, and a birthday of 14 Adar is kept then.
    expect(on('2027-03-23T05:00:00Z', 0, 'hebrew', 7, 14)).toBe(true);
    expect(on('2027-02-21T05:00:00Z', 0, 'hebrew', 7, 14)).toBe(false); // 14 Adar I
    expect(on('2027-02-21T05:00:00Z', 0, 'hebrew', 6, 14)).toBe(true);
    expect(on('2027-02-08T05:00:00Z', 0, 'islamic-umalqura', 9, 1)).toBe(true);
    expect(on('2027-03-21T05:00:00Z', 0, 'persian', 1, 1)).toBe(true);
  });

  it("carry the rules: a leap month kept in the ordinary month, a 30th on a short month's 29th", () => {
    // Chinese 2025 had a leap 6th month (from Jul 25) and no leap 8th; 2026 none. A birthday in the
    // leap 6th month is kept in the 6th month in 2026: 6/10 is 2026-07-23 (6th month from 2026-07-14).
    expect(on('2026-07-23T05:00:00Z', 0, 'chinese', 6, 10, true)).toBe(true);
    expect(on('2026-07-23T05:00:00Z', 0, 'chinese', 6, 10)).toBe(true);
    // The Chinese 8th month of 2025 had 29 days (Sep 22 to Oct 20): 8/30 is kept on 8/29, Oct 20.
    expect(on('2025-10-20T05:00:00Z', 0, 'chinese', 8, 30)).toBe(true);
    expect(on('2025-10-20T05:00:00Z', 0, 'chinese', 8, 29)).toBe(true);
  });
});
