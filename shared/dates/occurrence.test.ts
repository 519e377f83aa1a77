import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, daysUntil, nextOccurrence, occurrenceInYear } from './occurrence';
import { addDays, comparePlainDates, type PlainDate } from './plain-date';

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const LEAP_DAY = { month: 2, day: 29 };

// Every month/day a birthday can have (Feb 29 included), by walking through a leap year.
const monthDay = fc
  .integer({ min: 0, max: 365 })
  .map((n) => addDays(date(2000, 1, 1), n))
  .map(({ month, day }) => ({ month, day }));
const plainDate = fc.integer({ min: -62_091, max: 84_006 }).map((n) => addDays(date(1970, 1, 1), n));

describe('occurrenceInYear', () => {
  it('is the same month and day in the given year', () => {
    expect(occurrenceInYear({ month: 3, day: 3 }, 2026)).toEqual(date(2026, 3, 3));
    expect(occurrenceInYear({ month: 12, day: 31 }, 2027)).toEqual(date(2027, 12, 31));
  });

  it('keeps Feb 29 in leap years', () => {
    expect(occurrenceInYear(LEAP_DAY, 2028)).toEqual(date(2028, 2, 29));
    expect(occurrenceInYear(LEAP_DAY, 2000)).toEqual(date(2000, 2, 29));
  });

  it('moves Feb 29 to Feb 28 in common years, including century years', () => {
    expect(occurrenceInYear(LEAP_DAY, 2027)).toEqual(date(2027, 2, 28));
    expect(occurrenceInYear(LEAP_DAY, 2100)).toEqual(date(2100, 2, 28));
  });
});

describe('nextOccurrence', () => {
  it('is today when the birthday is today', () => {
    expect(nextOccurrence({ month: 6, day: 15 }, date(2026, 6, 15))).toEqual(date(2026, 6, 15));
  });

  it('is later this year when the birthday has not come yet', () => {
    expect(nextOccurrence({ month: 6, day: 16 }, date(2026, 6, 15))).toEqual(date(2026, 6, 16));
  });

  it('wraps to next year once this year’s birthday has passed', () => {
    expect(nextOccurrence({ month: 6, day: 14 }, date(2026, 6, 15))).toEqual(date(2027, 6, 14));
    expect(nextOccurrence({ month: 1, day: 1 }, date(2026, 12, 31))).toEqual(date(2027, 1, 1));
  });

  it('finds a Dec 31 birthday at the end of the current year from Jan 1', () => {
    expect(nextOccurrence({ month: 12, day: 31 }, date(2027, 1, 1))).toEqual(date(2027, 12, 31));
  });

  it('lands a Feb 29 birthday on Feb 28 in a common year and Feb 29 in a leap year', () => {
    expect(nextOccurrence(LEAP_DAY, date(2027, 1, 10))).toEqual(date(2027, 2, 28));
    expect(nextOccurrence(LEAP_DAY, date(2027, 3, 1))).toEqual(date(2028, 2, 29));
    expect(nextOccurrence(LEAP_DAY, date(2028, 2, 28))).toEqual(date(2028, 2, 29));
  });
});

describe('daysUntil', () => {
  it('is 0 on the birthday itself', () => {
    expect(daysUntil({ month: 6, day: 15 }, date(2026, 6, 15))).toBe(0);
  });

  it('counts across the Dec 31 to Jan 1 boundary', () => {
    expect(daysUntil({ month: 1, day: 1 }, date(2026, 12, 31))).toBe(1);
    expect(daysUntil({ month: 1, day: 2 }, date(2026, 12, 29))).toBe(4);
    expect(daysUntil({ month: 12, day: 31 }, date(2027, 1, 1))).toBe(364);
  });

  it('is 0 for a Feb 29 birthday on Feb 28 of a common year, and 1 in a leap year', () => {
    expect(daysUntil(LEAP_DAY, date(2027, 2, 28))).toBe(0);
    expect(daysUntil(LEAP_DAY, date(2028, 2, 28))).toBe(1);
  });

  it('is 365 for a Feb 29 birthday on Mar 1 before a leap year', () => {
    expect(daysUntil(LEAP_DAY, date(2027, 3, 1))).toBe(365);
  });

  it('counts a Mar 1 birthday from Feb 28 as 1 day in a common year and 2 in a leap year', () => {
    expect(daysUntil({ month: 3, day: 1 }, date(2027, 2, 28))).toBe(1);
    expect(daysUntil({ month: 3, day: 1 }, date(2028, 2, 28))).toBe(2);
  });

  it('reaches 365 only when the next birthday is a full leap year away', () => {
    expect(daysUntil({ month: 1, day: 1 }, date(2028, 1, 2))).toBe(365);
    expect(daysUntil({ month: 1, day: 1 }, date(2027, 1, 2))).toBe(364);
  });

  it('is within 0..365 and lands on the next occurrence, for any birthday and any day', () => {
    fc.assert(
      fc.property(monthDay, plainDate, (b, today) => {
        const days = daysUntil(b, today);
        const next = nextOccurrence(b, today);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(365);
        expect(addDays(today, days)).toEqual(next);
        expect(occurrenceInYear(b, next.year)).toEqual(next);
        // Nothing between today and the next occurrence is itself an occurrence.
        const previous = occurrenceInYear(b, next.year - 1);
        expect(comparePlainDates(previous, today)).toBeLessThan(0);
      }),
    );
  });
});

describe('ageOn', () => {
  it('is null when the birth year is unknown', () => {
    expect(ageOn({ month: 3, day: 3, year: null }, date(2026, 3, 3))).toBeNull();
  });

  it('is 0 on the day of birth and null for an occurrence before birth', () => {
    expect(ageOn({ month: 3, day: 3, year: 2026 }, date(2026, 3, 3))).toBe(0);
    expect(ageOn({ month: 3, day: 3, year: 2026 }, date(2025, 3, 3))).toBeNull();
  });
});

// The age the app shows ('turns 36') is the one turned on the next birthday: written out here
// by hand for each day, so a wrong age (or a wrong next birthday) is caught.
describe('the age turned on the next birthday', () => {
  const turns = (birth: { month: number; day: number; year: number | null }, today: PlainDate) =>
    ageOn(birth, nextOccurrence(birth, today));
  const june15 = { month: 6, day: 15, year: 1990 };

  it('is this year’s age while the birthday is still ahead, and on the day itself', () => {
    expect(turns(june15, date(2026, 1, 1))).toBe(36);
    expect(turns(june15, date(2026, 6, 14))).toBe(36);
    expect(turns(june15, date(2026, 6, 15))).toBe(36);
  });

  it('is next year’s age once this year’s birthday has passed', () => {
    expect(turns(june15, date(2026, 6, 16))).toBe(37);
    expect(turns(june15, date(2026, 12, 31))).toBe(37);
  });

  it('counts across the new year', () => {
    const newYear = { month: 1, day: 1, year: 2000 };
    expect(turns(newYear, date(2026, 12, 31))).toBe(27);
    expect(turns(newYear, date(2027, 1, 1))).toBe(27);
    expect(turns(newYear, date(2027, 1, 2))).toBe(28);
  });

  it('counts a Feb 29 birthday celebrated on Feb 28 of a common year as a full year', () => {
    const leapling = { month: 2, day: 29, year: 2000 };
    expect(ageOn(leapling, date(2027, 2, 28))).toBe(27);
    expect(turns(leapling, date(2027, 2, 27))).toBe(27);
    expect(turns(leapling, date(2027, 2, 28))).toBe(27);
    expect(turns(leapling, date(2027, 3, 1))).toBe(28);
    expect(turns(leapling, date(2028, 2, 29))).toBe(28);
    expect(turns(leapling, date(2028, 3, 1))).toBe(29);
  });

  it('is null when the birth year is unknown, whatever the day', () => {
    const noYear = { month: 6, day: 15, year: null };
    expect(turns(noYear, date(2026, 6, 14))).toBeNull();
    expect(turns(noYear, date(2026, 6, 16))).toBeNull();
  });

  it('is 0 on the day of birth and 1 the day after', () => {
    const born = { month: 6, day: 15, year: 2026 };
    expect(turns(born, date(2026, 6, 15))).toBe(0);
    expect(turns(born, date(2026, 6, 16))).toBe(1);
  });
});
