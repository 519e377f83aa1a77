import '@shared/kept-calendars/all';
import { NEW_WINDOW_MS } from '@shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOf, isNew, splitHome } from './grouping';
import { daysUntil, occurrenceInYear } from './occurrence';
import { addDays, type PlainDate } from './plain-date';

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const LEAP_DAY = { month: 2, day: 29 };

const monthDay = fc
  .integer({ min: 0, max: 365 })
  .map((n) => addDays(date(2000, 1, 1), n))
  .map(({ month, day }) => ({ month, day }));
const plainDate = fc.integer({ min: -62_091, max: 84_006 }).map((n) => addDays(date(1970, 1, 1), n));

describe('groupOf', () => {
  const today = date(2026, 6, 15);
  const offset = (n: number) => {
    const { month, day } = addDays(today, n);
    return { month, day };
  };

  it('puts a birthday on today’s date in the today group', () => {
    expect(groupOf({ month: 6, day: 15 }, today)).toEqual({ group: 'today', days: 0 });
  });

  it('puts birthdays 1 to 7 days ahead in the upcoming group', () => {
    expect(groupOf(offset(1), today)).toEqual({ group: 'upcoming', days: 1 });
    expect(groupOf(offset(7), today)).toEqual({ group: 'upcoming', days: 7 });
  });

  it('puts birthdays 1 to 3 days before in the past group', () => {
    expect(groupOf(offset(-1), today)).toEqual({ group: 'past', days: 1 });
    expect(groupOf(offset(-3), today)).toEqual({ group: 'past', days: 3 });
  });

  it('leaves birthdays 8 or more days ahead and 4 or more days before ungrouped', () => {
    expect(groupOf(offset(8), today)).toBeNull();
    expect(groupOf(offset(-4), today)).toBeNull();
    expect(groupOf(offset(180), today)).toBeNull();
  });

  it('looks into next year for upcoming birthdays at the end of December', () => {
    expect(groupOf({ month: 1, day: 2 }, date(2026, 12, 29))).toEqual({ group: 'upcoming', days: 4 });
    expect(groupOf({ month: 1, day: 1 }, date(2026, 12, 31))).toEqual({ group: 'upcoming', days: 1 });
  });

  it('looks into last year for past birthdays at the start of January', () => {
    expect(groupOf({ month: 12, day: 30 }, date(2027, 1, 1))).toEqual({ group: 'past', days: 2 });
    expect(groupOf({ month: 12, day: 31 }, date(2027, 1, 1))).toEqual({ group: 'past', days: 1 });
  });

  it('celebrates a Feb 29 birthday today on Feb 28 of a common year', () => {
    expect(groupOf(LEAP_DAY, date(2027, 2, 28))).toEqual({ group: 'today', days: 0 });
    expect(groupOf(LEAP_DAY, date(2027, 3, 1))).toEqual({ group: 'past', days: 1 });
    expect(groupOf(LEAP_DAY, date(2027, 2, 27))).toEqual({ group: 'upcoming', days: 1 });
  });

  it('celebrates a Feb 29 birthday on Feb 29 itself in a leap year', () => {
    expect(groupOf(LEAP_DAY, date(2028, 2, 28))).toEqual({ group: 'upcoming', days: 1 });
    expect(groupOf(LEAP_DAY, date(2028, 2, 29))).toEqual({ group: 'today', days: 0 });
    expect(groupOf(LEAP_DAY, date(2028, 3, 1))).toEqual({ group: 'past', days: 1 });
  });

  it('counts a Feb 28 birthday as 1 day past on Feb 29 of a leap year', () => {
    expect(groupOf({ month: 2, day: 28 }, date(2028, 2, 29))).toEqual({ group: 'past', days: 1 });
  });

  it('agrees with daysUntil for today and upcoming, and points back at a real occurrence for past', () => {
    fc.assert(
      fc.property(monthDay, plainDate, (b, today) => {
        const result = groupOf(b, today);
        const ahead = daysUntil(b, today);
        if (ahead === 0) expect(result).toEqual({ group: 'today', days: 0 });
        else if (ahead <= 7) expect(result).toEqual({ group: 'upcoming', days: ahead });
        else if (result !== null) {
          expect(result.group).toBe('past');
          expect(result.days).toBeGreaterThanOrEqual(1);
          expect(result.days).toBeLessThanOrEqual(3);
          const then = addDays(today, -result.days);
          expect(occurrenceInYear(b, then.year)).toEqual(then);
        }
      }),
    );
  });
});

describe('isNew', () => {
  const now = Date.UTC(2026, 5, 15, 12);

  it('is false when the birthday was never notified', () => {
    expect(isNew(null, now)).toBe(false);
  });

  it('is true when notified less than a day ago', () => {
    expect(isNew(now, now)).toBe(true);
    expect(isNew(now - NEW_WINDOW_MS + 1, now)).toBe(true);
  });

  it('is false once a full day has passed since the notification', () => {
    expect(isNew(now - NEW_WINDOW_MS, now)).toBe(false);
    expect(isNew(now - 3 * NEW_WINDOW_MS, now)).toBe(false);
  });

  it('treats a notification time slightly in the future as just notified', () => {
    expect(isNew(now + 5000, now)).toBe(true);
  });
});

describe('splitHome', () => {
  const today = date(2026, 12, 29);
  const people = [
    { id: 'a', name: 'Zoe', month: 12, day: 29 },
    { id: 'b', name: 'adam', month: 12, day: 29 },
    { id: 'c', name: 'Mia', month: 1, day: 2 },
    { id: 'd', name: 'Ben', month: 1, day: 2 },
    { id: 'e', name: 'Cleo', month: 12, day: 30 },
    { id: 'f', name: 'Old', month: 12, day: 27 },
    { id: 'g', name: 'Far', month: 1, day: 6 },
    { id: 'h', name: 'Edge', month: 1, day: 5 },
  ];

  it('lists today’s birthdays by name', () => {
    expect(splitHome(people, today).today.map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('lists the next 7 days, nearest first and then by name, across the new year', () => {
    const { upcoming } = splitHome(people, today);
    expect(upcoming.map((p) => [p.name, p.days])).toEqual([
      ['Cleo', 1],
      ['Ben', 4],
      ['Mia', 4],
      ['Edge', 7],
    ]);
  });

  it('lists the last 3 days as recently passed, most recent first', () => {
    const { past } = splitHome([...people, { id: 'i', name: 'Ivy', month: 12, day: 28 }], today);
    expect(past.map((p) => [p.name, p.days])).toEqual([
      ['Ivy', 1],
      ['Old', 2],
    ]);
  });

  it('finds recently passed birthdays across the new year', () => {
    const { past } = splitHome(people, date(2027, 1, 1));
    expect(past.map((p) => [p.name, p.days])).toEqual([
      ['Cleo', 2],
      ['adam', 3],
      ['Zoe', 3],
    ]);
  });

  it('leaves out birthdays more than 3 days back and more than 7 days away', () => {
    const gone = { id: 'j', name: 'Gone', month: 12, day: 25 };
    const { today: todays, upcoming, past } = splitHome([...people, gone], today);
    const shown = [...todays, ...upcoming, ...past].map((p) => p.id);
    expect(shown).not.toContain('j');
    expect(shown).not.toContain('g');
  });

  it('keeps the callers’ extra fields and does not change their objects', () => {
    const { upcoming } = splitHome(people, today);
    expect(upcoming[0]).toEqual({ id: 'e', name: 'Cleo', month: 12, day: 30, days: 1 });
    expect(people.find((p) => p.id === 'e')).not.toHaveProperty('days');
  });

  it('shows a Feb 29 birthday today on Feb 28 of a common year', () => {
    const { today: todays } = splitHome([{ name: 'Leap', month: 2, day: 29 }], date(2027, 2, 28));
    expect(todays.map((p) => p.name)).toEqual(['Leap']);
  });

  it('returns empty lists for no birthdays', () => {
    expect(splitHome([], today)).toEqual({ today: [], upcoming: [], past: [] });
  });
});

// Published dates, not computed here: Mid-Autumn (15th of the 8th lunar month) 2026 = Fri Sep 25, Chinese New
// Year 2027 = Feb 6, Korean New Year (dangi 1/1) 2027 = Feb 7, Rosh Hashanah 5787 (1 Tishrei) = Sep 12, 2026.
describe('groupOf and splitHome with birthdays kept in other calendars', () => {
  const midAutumn = { calendar: 'chinese' as const, month: 8, day: 15, leap: false };

  it('groups a lunar birthday by the Gregorian day it falls on this year', () => {
    expect(groupOf(midAutumn, date(2026, 9, 25))).toEqual({ group: 'today', days: 0 });
    expect(groupOf(midAutumn, date(2026, 9, 20))).toEqual({ group: 'upcoming', days: 5 });
    expect(groupOf(midAutumn, date(2026, 9, 27))).toEqual({ group: 'past', days: 2 });
    // Its Gregorian month and day (Aug 15) mean nothing: no group around them.
    expect(groupOf(midAutumn, date(2026, 8, 15))).toBeNull();
  });

  it('tells Chinese and Korean New Year apart, and finds Rosh Hashanah', () => {
    const chinese = { calendar: 'chinese' as const, month: 1, day: 1 };
    const korean = { calendar: 'dangi' as const, month: 1, day: 1 };
    expect(groupOf(chinese, date(2027, 2, 6))).toEqual({ group: 'today', days: 0 });
    expect(groupOf(korean, date(2027, 2, 6))).toEqual({ group: 'upcoming', days: 1 });
    expect(groupOf({ calendar: 'hebrew', month: 1, day: 1 }, date(2026, 9, 10))).toEqual({
      group: 'upcoming',
      days: 2,
    });
  });

  it('puts kept and Gregorian birthdays of one day together, by name', () => {
    const home = splitHome(
      [
        { name: 'Wei', ...midAutumn },
        { name: 'Ana', month: 9, day: 25 },
      ],
      date(2026, 9, 20),
    );
    expect(home.upcoming.map((b) => [b.name, b.days])).toEqual([
      ['Ana', 5],
      ['Wei', 5],
    ]);
  });
});
