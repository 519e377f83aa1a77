import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BirthDate,
  daysInMonth,
  formatBirthDate,
  isLeapYear,
  isValidBirthDate,
  parseBirthDate,
} from './birth-date';

describe('isLeapYear', () => {
  it('is true every fourth year, except centuries not divisible by 400', () => {
    expect(isLeapYear(2028)).toBe(true);
    expect(isLeapYear(2027)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('gives 31, 30 or 28/29 days by month', () => {
    expect([1, 3, 5, 7, 8, 10, 12].map((m) => daysInMonth(m, 2026))).toEqual(Array(7).fill(31));
    expect([4, 6, 9, 11].map((m) => daysInMonth(m, 2026))).toEqual(Array(4).fill(30));
    expect(daysInMonth(2, 2027)).toBe(28);
    expect(daysInMonth(2, 2028)).toBe(29);
  });

  it('gives February 29 days when the year is unknown, so Feb 29 stays choosable', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(2, null)).toBe(29);
  });
});

describe('isValidBirthDate', () => {
  it('accepts Feb 29 in a leap year and with no year', () => {
    expect(isValidBirthDate({ month: 2, day: 29, year: 2000 })).toBe(true);
    expect(isValidBirthDate({ month: 2, day: 29, year: null })).toBe(true);
  });

  it('rejects Feb 29 in a common year', () => {
    expect(isValidBirthDate({ month: 2, day: 29, year: 1999 })).toBe(false);
  });

  it('rejects months, days and years out of range', () => {
    expect(isValidBirthDate({ month: 0, day: 1, year: null })).toBe(false);
    expect(isValidBirthDate({ month: 13, day: 1, year: null })).toBe(false);
    expect(isValidBirthDate({ month: 4, day: 31, year: null })).toBe(false);
    expect(isValidBirthDate({ month: 4, day: 0, year: null })).toBe(false);
    expect(isValidBirthDate({ month: 4, day: 1, year: 1799 })).toBe(false);
    expect(isValidBirthDate({ month: 4, day: 1.5, year: null })).toBe(false);
  });
});

describe('parseBirthDate', () => {
  it('reads a full date', () => {
    expect(parseBirthDate('1990-03-03')).toEqual({ month: 3, day: 3, year: 1990 });
  });

  it('reads a year-less date written as --MM-DD', () => {
    expect(parseBirthDate('--03-03')).toEqual({ month: 3, day: 3, year: null });
    expect(parseBirthDate('--02-29')).toEqual({ month: 2, day: 29, year: null });
  });

  it('returns null for malformed or impossible dates', () => {
    for (const bad of ['', '1990-3-3', '03-03', '---03-03', '1999-02-29', '1990-13-01', '1990-03-03T00:00']) {
      expect(parseBirthDate(bad)).toBeNull();
    }
  });
});

describe('formatBirthDate', () => {
  it('writes YYYY-MM-DD, or --MM-DD when the year is unknown', () => {
    expect(formatBirthDate({ month: 3, day: 3, year: 1990 })).toBe('1990-03-03');
    expect(formatBirthDate({ month: 12, day: 31, year: null })).toBe('--12-31');
  });

  it('round-trips with parseBirthDate for every valid date, with or without a year', () => {
    const birthDate: fc.Arbitrary<BirthDate> = fc
      .record({
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        year: fc.option(fc.integer({ min: 1800, max: 9999 }), { nil: null }),
      })
      .filter(isValidBirthDate);
    fc.assert(
      fc.property(birthDate, (b) => {
        expect(parseBirthDate(formatBirthDate(b))).toEqual(b);
      }),
    );
  });
});
