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
  const has = (now: string, ahead: number, month: number, day: number) =>
    candidates(new Date(now)).some((c) => c.ahead === ahead && c.month === month && c.day === day);

  it('look 0 to 60 days ahead from every local day some zone is in, never 61', () => {
    const now = '2026-11-22T11:00:00Z'; // Nov 21, 22 and 23 somewhere
    expect(has(now, 0, 11, 21)).toBe(true);
    expect(has(now, 0, 11, 23)).toBe(true);
    expect(has(now, 7, 11, 30)).toBe(true);
    expect(has(now, 60, 1, 22)).toBe(true); // Nov 23 + 60 days, in the next year
    expect(has(now, 60, 1, 20)).toBe(true); // Nov 21 + 60 days
    expect(candidates(new Date(now)).some((c) => c.ahead > 60)).toBe(false);
    expect(candidates(new Date(now))).toHaveLength(61 * 3);
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
      candidates(new Date(now))
        .filter((c) => c.ahead === ahead && c.month === month && c.day === day)
        .map((c) => toIsoDate(c.localDate));
    expect(localDays('2026-12-30T13:00:00Z', 60, 2, 29)).toEqual(['2026-12-30']);
    expect(localDays('2026-12-30T13:00:00Z', 60, 3, 1)).toEqual(['2026-12-31']); // at UTC+14
    expect(localDays('2026-12-30T13:00:00Z', 0, 12, 31)).toEqual(['2026-12-31']);
    expect(localDays('2026-01-31T05:00:00Z', 1, 1, 31)).toEqual(['2026-01-30']); // at UTC−12
    expect(localDays('2026-01-31T05:00:00Z', 1, 2, 1)).toEqual(['2026-01-31']);
  });
});
