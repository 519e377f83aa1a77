import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  clockIn,
  comparePlainDates,
  diffDays,
  fromIsoDate,
  isValidTimeZone,
  type PlainDate,
  todayIn,
  toIsoDate,
  weekday,
} from './plain-date';

const at = (iso: string) => new Date(iso);
const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });

// Any date from 1800 to 2200, built by day offset so every generated value is a real date.
const EPOCH = date(1970, 1, 1);
const plainDate = fc.integer({ min: -62_091, max: 84_006 }).map((n) => addDays(EPOCH, n));

describe('todayIn', () => {
  it('gives the UTC calendar date in the UTC zone', () => {
    expect(todayIn('UTC', at('2026-06-15T23:59:59Z'))).toEqual(date(2026, 6, 15));
    expect(todayIn('UTC', at('2026-06-16T00:00:00Z'))).toEqual(date(2026, 6, 16));
  });

  it('is still the previous day in Honolulu when it is already March in UTC', () => {
    expect(todayIn('Pacific/Honolulu', at('2026-03-01T05:00:00Z'))).toEqual(date(2026, 2, 28));
  });

  it('is already the new year in Kiritimati while it is still New Year’s Eve in UTC', () => {
    expect(todayIn('Pacific/Kiritimati', at('2026-12-31T10:30:00Z'))).toEqual(date(2027, 1, 1));
    expect(todayIn('Pacific/Kiritimati', at('2026-12-31T09:59:59Z'))).toEqual(date(2026, 12, 31));
  });

  it('starts and ends the spring-forward day in New York at local midnight', () => {
    const ny = 'America/New_York';
    // 2026-03-08: midnight is still EST (UTC-5); the next midnight is already EDT (UTC-4).
    expect(todayIn(ny, at('2026-03-08T04:59:59Z'))).toEqual(date(2026, 3, 7));
    expect(todayIn(ny, at('2026-03-08T05:00:00Z'))).toEqual(date(2026, 3, 8));
    expect(todayIn(ny, at('2026-03-08T06:59:59Z'))).toEqual(date(2026, 3, 8));
    expect(todayIn(ny, at('2026-03-08T07:00:00Z'))).toEqual(date(2026, 3, 8));
    expect(todayIn(ny, at('2026-03-09T03:59:59Z'))).toEqual(date(2026, 3, 8));
    expect(todayIn(ny, at('2026-03-09T04:00:00Z'))).toEqual(date(2026, 3, 9));
  });

  it('starts and ends the fall-back day in New York at local midnight', () => {
    const ny = 'America/New_York';
    // 2026-11-01: midnight is still EDT (UTC-4); the next midnight is EST (UTC-5).
    expect(todayIn(ny, at('2026-11-01T03:59:59Z'))).toEqual(date(2026, 10, 31));
    expect(todayIn(ny, at('2026-11-01T04:00:00Z'))).toEqual(date(2026, 11, 1));
    expect(todayIn(ny, at('2026-11-02T04:59:59Z'))).toEqual(date(2026, 11, 1));
    expect(todayIn(ny, at('2026-11-02T05:00:00Z'))).toEqual(date(2026, 11, 2));
  });

  it('follows the summer-time switches in Berlin', () => {
    const berlin = 'Europe/Berlin';
    // 2026-03-29 begins in CET (UTC+1) and the next day begins in CEST (UTC+2).
    expect(todayIn(berlin, at('2026-03-28T22:59:59Z'))).toEqual(date(2026, 3, 28));
    expect(todayIn(berlin, at('2026-03-28T23:00:00Z'))).toEqual(date(2026, 3, 29));
    expect(todayIn(berlin, at('2026-03-29T21:59:59Z'))).toEqual(date(2026, 3, 29));
    expect(todayIn(berlin, at('2026-03-29T22:00:00Z'))).toEqual(date(2026, 3, 30));
    // 2026-10-25 begins in CEST and ends in CET, so it lasts 25 hours.
    expect(todayIn(berlin, at('2026-10-24T22:00:00Z'))).toEqual(date(2026, 10, 25));
    expect(todayIn(berlin, at('2026-10-25T22:30:00Z'))).toEqual(date(2026, 10, 25));
    expect(todayIn(berlin, at('2026-10-25T23:00:00Z'))).toEqual(date(2026, 10, 26));
  });

  it('falls back to UTC for an unknown or empty time zone', () => {
    const now = at('2026-12-31T23:30:00Z');
    expect(todayIn('Mars/Olympus_Mons', now)).toEqual(date(2026, 12, 31));
    expect(todayIn('', now)).toEqual(date(2026, 12, 31));
  });

  it('is never more than one day away from the UTC date', () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const now = new Date(ms);
          const offset = diffDays(todayIn('UTC', now), todayIn(zone, now));
          expect(Math.abs(offset)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('clockIn', () => {
  it('reads the local date and hour, 0-23, on both sides of midnight', () => {
    expect(clockIn('Asia/Kolkata', at('2027-02-28T18:29:00Z'))).toEqual({
      date: date(2027, 2, 28),
      hour: 23,
    });
    expect(clockIn('Asia/Kolkata', at('2027-02-28T18:30:00Z'))).toEqual({ date: date(2027, 3, 1), hour: 0 });
    expect(clockIn('America/New_York', Date.parse('2027-03-14T07:30:00Z'))).toEqual({
      date: date(2027, 3, 14),
      hour: 3,
    });
  });

  describe('where the runtime lacks our locale and falls back to its own default', () => {
    const RealFormat = Intl.DateTimeFormat;
    afterEach(() => {
      Intl.DateTimeFormat = RealFormat;
    });

    // A runtime without 'en-CA' data (small ICU, a trimmed browser) formats in its default locale:
    // Arabic-Indic or Persian digits, or the Buddhist or Persian calendar, unless we pin both.
    it.each(['ar-EG', 'fa-IR', 'th-TH', 'th-TH-u-ca-buddhist-nu-thai'])(
      'still reads Gregorian dates in Latin digits with %s as the default',
      async (fallback) => {
        Intl.DateTimeFormat = class extends RealFormat {
          constructor(_locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
            super(fallback, options);
          }
        } as typeof Intl.DateTimeFormat;
        vi.resetModules(); // a fresh formatter cache, built under the fallback
        const fresh = await import('./plain-date');
        expect(fresh.clockIn('Asia/Tokyo', at('2027-02-28T15:30:00Z'))).toEqual({
          date: date(2027, 3, 1),
          hour: 0,
        });
        expect(fresh.todayIn('Europe/Berlin', at('2026-12-31T23:30:00Z'))).toEqual(date(2027, 1, 1));
      },
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zone names, case-insensitively, and UTC', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('america/new_york')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Etc/GMT+10')).toBe(true);
  });

  it('rejects unknown names and the empty string', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('Not a zone')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('addDays', () => {
  it('rolls over the end of a month and of a year in both directions', () => {
    expect(addDays(date(2026, 1, 31), 1)).toEqual(date(2026, 2, 1));
    expect(addDays(date(2026, 12, 31), 1)).toEqual(date(2027, 1, 1));
    expect(addDays(date(2027, 1, 1), -1)).toEqual(date(2026, 12, 31));
  });

  it('reaches Feb 29 only in leap years', () => {
    expect(addDays(date(2028, 2, 28), 1)).toEqual(date(2028, 2, 29));
    expect(addDays(date(2027, 2, 28), 1)).toEqual(date(2027, 3, 1));
    expect(addDays(date(2100, 2, 28), 1)).toEqual(date(2100, 3, 1));
    expect(addDays(date(2000, 2, 28), 1)).toEqual(date(2000, 2, 29));
  });

  it('is unaffected by DST changes', () => {
    expect(addDays(date(2026, 3, 7), 2)).toEqual(date(2026, 3, 9));
    expect(addDays(date(2026, 10, 24), 2)).toEqual(date(2026, 10, 26));
  });

  it('returns the same date for zero days', () => {
    expect(addDays(date(2026, 5, 17), 0)).toEqual(date(2026, 5, 17));
  });

  it('keeps two-digit years as they are', () => {
    expect(addDays(date(99, 12, 31), 1)).toEqual(date(100, 1, 1));
  });
});

describe('diffDays', () => {
  it('counts whole days from the first date to the second', () => {
    expect(diffDays(date(2026, 12, 31), date(2027, 1, 1))).toBe(1);
    expect(diffDays(date(2027, 1, 1), date(2026, 12, 31))).toBe(-1);
    expect(diffDays(date(2026, 1, 1), date(2027, 1, 1))).toBe(365);
    expect(diffDays(date(2028, 1, 1), date(2029, 1, 1))).toBe(366);
    expect(diffDays(date(2026, 3, 8), date(2026, 3, 8))).toBe(0);
  });

  it('undoes addDays', () => {
    fc.assert(
      fc.property(plainDate, fc.integer({ min: -1000, max: 1000 }), (d, n) => {
        expect(diffDays(d, addDays(d, n))).toBe(n);
      }),
    );
  });
});

describe('comparePlainDates', () => {
  it('orders by year, then month, then day', () => {
    expect(comparePlainDates(date(2026, 12, 31), date(2027, 1, 1))).toBeLessThan(0);
    expect(comparePlainDates(date(2026, 3, 1), date(2026, 2, 28))).toBeGreaterThan(0);
    expect(comparePlainDates(date(2026, 3, 2), date(2026, 3, 1))).toBeGreaterThan(0);
    expect(comparePlainDates(date(2026, 3, 1), date(2026, 3, 1))).toBe(0);
  });

  it('agrees with diffDays', () => {
    fc.assert(
      fc.property(plainDate, plainDate, (a, b) => {
        expect(Math.sign(comparePlainDates(a, b))).toBe(Math.sign(diffDays(b, a)));
      }),
    );
  });
});

describe('toIsoDate and fromIsoDate', () => {
  it('write dates as zero-padded YYYY-MM-DD', () => {
    expect(toIsoDate(date(2026, 3, 8))).toBe('2026-03-08');
    expect(toIsoDate(date(987, 12, 31))).toBe('0987-12-31');
  });

  it('read YYYY-MM-DD, including Feb 29 in a leap year', () => {
    expect(fromIsoDate('2026-03-08')).toEqual(date(2026, 3, 8));
    expect(fromIsoDate('2028-02-29')).toEqual(date(2028, 2, 29));
  });

  it('reject dates that do not exist or are not in YYYY-MM-DD form', () => {
    for (const bad of [
      '2027-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '',
    ]) {
      expect(() => fromIsoDate(bad)).toThrow(RangeError);
    }
    expect(() => fromIsoDate('--03-08')).toThrow(RangeError);
    expect(() => fromIsoDate('2026-03-08T00:00:00Z')).toThrow(RangeError);
  });

  it('round-trip any date', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        expect(fromIsoDate(toIsoDate(d))).toEqual(d);
      }),
    );
  });
});

describe('weekday', () => {
  it('numbers days from Sunday = 0 to Saturday = 6', () => {
    expect(weekday(date(2026, 3, 8))).toBe(0);
    expect(weekday(date(2026, 3, 9))).toBe(1);
    expect(weekday(date(2026, 3, 14))).toBe(6);
    expect(weekday(date(1970, 1, 1))).toBe(4);
    expect(weekday(date(2028, 2, 29))).toBe(2);
  });

  it('repeats every seven days', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        expect(weekday(addDays(d, 7))).toBe(weekday(d));
        expect(weekday(addDays(d, 1))).toBe((weekday(d) + 1) % 7);
      }),
    );
  });
});
