import '@shared/kept-calendars/all';
import { birthdayInput, birthdayUpdate } from '@shared/schemas/birthday';
import { describe, expect, it } from 'vitest';
import {
  ageOnCelebration,
  celebrationsBetween,
  daysUntil,
  keptDateBeside,
  keptDateOf,
  nextCelebration,
  previousCelebration,
} from './celebrations';

const d = (year: number, month: number, day: number) => ({ year, month, day });
const MID_AUTUMN = { calendar: 'chinese', month: 8, day: 15 } as const;

describe('the Gregorian days of a kept birthday (published dates)', () => {
  it('Mid-Autumn: 2026-09-25 this year, 2027-09-15 next year', () => {
    expect(nextCelebration(MID_AUTUMN, d(2026, 9, 1))).toEqual(d(2026, 9, 25));
    expect(nextCelebration(MID_AUTUMN, d(2026, 11, 25))).toEqual(d(2027, 9, 15));
    expect(previousCelebration(MID_AUTUMN, d(2026, 11, 25))).toEqual(d(2026, 9, 25));
    expect(daysUntil(MID_AUTUMN, d(2026, 9, 18))).toBe(7);
  });

  it('1 Ramadan falls twice in 2030 (Jan 5 and Dec 26) and once in 2031', () => {
    const ramadan = { calendar: 'islamic-umalqura', month: 9, day: 1 } as const;
    expect(celebrationsBetween(ramadan, d(2030, 1, 1), d(2030, 12, 31))).toEqual([
      d(2030, 1, 5),
      d(2030, 12, 26),
    ]);
    expect(celebrationsBetween(ramadan, d(2031, 1, 1), d(2031, 12, 31))).toHaveLength(1);
  });

  it('Gregorian birthdays keep their rules: Feb 29 on Feb 28 in common years', () => {
    const leapDay = { month: 2, day: 29 };
    expect(nextCelebration(leapDay, d(2027, 1, 1))).toEqual(d(2027, 2, 28));
    expect(previousCelebration(leapDay, d(2027, 2, 28))).toEqual(d(2026, 2, 28));
    expect(celebrationsBetween(leapDay, d(2026, 12, 1), d(2028, 3, 1))).toEqual([
      d(2027, 2, 28),
      d(2028, 2, 29),
    ]);
  });

  it('the age counts the calendar’s own years', () => {
    // Born 15/8 of the lunar year 1946 (1946-09-10): 80 on 2026-09-25.
    expect(ageOnCelebration({ ...MID_AUTUMN, year: 1946 }, d(2026, 9, 25))).toBe(80);
    expect(ageOnCelebration({ ...MID_AUTUMN, year: null }, d(2026, 9, 25))).toBeNull();
    expect(ageOnCelebration({ month: 3, day: 1, year: 2000 }, d(2026, 3, 1))).toBe(26);
  });

  it('says the kept date beside the Gregorian day, and nothing for a Gregorian birthday', () => {
    expect(keptDateBeside(MID_AUTUMN, d(2026, 9, 25), d(2026, 1, 2))).toBe(
      '15th day of the 8th month (Chinese lunar) · this year Fri, Sep 25',
    );
    expect(keptDateBeside(MID_AUTUMN, d(2027, 9, 15), d(2026, 11, 25))).toBe(
      '15th day of the 8th month (Chinese lunar) · next year Wed, Sep 15',
    );
    expect(keptDateBeside({ month: 9, day: 25 }, d(2026, 9, 25), d(2026, 1, 2))).toBeNull();
  });
});

describe('keptDateOf: the wire date in its calendar', () => {
  it('reads months and days other calendars have', () => {
    expect(keptDateOf('--13-29', 'hebrew')).toEqual({
      calendar: 'hebrew',
      month: 13,
      leap: false,
      day: 29,
      year: null,
    });
    expect(keptDateOf('2025-06-10', 'chinese', true)).toMatchObject({ month: 6, leap: true, year: 2025 });
  });

  it('refuses what the calendar does not have', () => {
    expect(keptDateOf('--13-29')).toBeNull();
    expect(keptDateOf('--03-01', 'gregory', true)).toBeNull();
    expect(keptDateOf('--03-01', 'hebrew', true)).toBeNull();
    // 2026 has no leap 6th month; 2025 had one.
    expect(keptDateOf('2026-06-10', 'chinese', true)).toBeNull();
    expect(keptDateOf('--12-31', 'persian')).toBeNull();
  });
});

describe('the birthday schema with a calendar', () => {
  const base = { name: 'Grandma' };

  it('defaults to Gregorian and keeps a named calendar', () => {
    expect(birthdayInput.parse({ ...base, date: '--03-05' })).toMatchObject({
      calendar: 'gregory',
      leap: false,
    });
    expect(birthdayInput.parse({ ...base, date: '1946-08-15', calendar: 'chinese' })).toMatchObject({
      date: '1946-08-15',
      calendar: 'chinese',
      leap: false,
    });
  });

  it('refuses a date the calendar does not have, once, on the date', () => {
    for (const input of [
      { date: '--13-29' },
      { date: '--12-31', calendar: 'persian' },
      { date: '2026-06-10', calendar: 'chinese', leap: true },
      { date: '--03-01', leap: true },
      { date: 'soon', calendar: 'hebrew' },
    ]) {
      const issues = birthdayInput.safeParse({ ...base, ...input }).error?.issues;
      expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['date', 'Please choose a real date'],
      ]);
    }
  });

  it('an update with a date and no calendar is Gregorian; a calendar needs a date', () => {
    expect(birthdayUpdate.parse({ date: '--03-05' })).toMatchObject({ calendar: 'gregory', leap: false });
    expect(birthdayUpdate.parse({ name: 'A' })).not.toHaveProperty('calendar');
    expect(birthdayUpdate.safeParse({ calendar: 'hebrew' }).success).toBe(false);
  });
});
