import '@shared/kept-calendars/all';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countByDate,
  countByMonth,
  createSearchMatcher,
  dateKey,
  foldForSearch,
  inRange,
  matchesSearch,
  monthGrid,
  monthRange,
  nextOccurrences,
  occurrencesInRange,
  searchTextOf,
  weekRange,
  yearRange,
} from './calendar-view';
import { addDays, diffDays, type PlainDate, toIsoDate, weekday } from './plain-date';

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const plainDate = fc.integer({ min: 0, max: 80_000 }).map((n) => addDays(date(1900, 1, 1), n));
const iso = (d: PlainDate) => toIsoDate(d);

describe('weekRange', () => {
  it('runs from the Sunday on or before the date to the Saturday after it', () => {
    // 2026-03-11 is a Wednesday.
    expect(weekRange(date(2026, 3, 11))).toEqual({ start: date(2026, 3, 8), end: date(2026, 3, 14) });
  });

  it('starts on the date itself when it is a Sunday, and ends on it when it is a Saturday', () => {
    expect(weekRange(date(2026, 3, 8)).start).toEqual(date(2026, 3, 8));
    expect(weekRange(date(2026, 3, 14)).end).toEqual(date(2026, 3, 14));
  });

  it('can span two months', () => {
    expect(weekRange(date(2026, 4, 1))).toEqual({ start: date(2026, 3, 29), end: date(2026, 4, 4) });
  });

  it('can span two years', () => {
    expect(weekRange(date(2026, 12, 31))).toEqual({ start: date(2026, 12, 27), end: date(2027, 1, 2) });
    expect(weekRange(date(2027, 1, 1))).toEqual({ start: date(2026, 12, 27), end: date(2027, 1, 2) });
  });

  it('always covers seven days from a Sunday and contains the date', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        const { start, end } = weekRange(d);
        expect(weekday(start)).toBe(0);
        expect(diffDays(start, end)).toBe(6);
        expect(inRange(d, { start, end })).toBe(true);
      }),
    );
  });
});

describe('monthRange and yearRange', () => {
  it('cover the whole month, with 28 to 31 days', () => {
    expect(monthRange(2026, 1).end).toEqual(date(2026, 1, 31));
    expect(monthRange(2026, 4).end).toEqual(date(2026, 4, 30));
    expect(monthRange(2027, 2).end).toEqual(date(2027, 2, 28));
    expect(monthRange(2028, 2).end).toEqual(date(2028, 2, 29));
  });

  it('cover January 1st to December 31st', () => {
    expect(yearRange(2026)).toEqual({ start: date(2026, 1, 1), end: date(2026, 12, 31) });
  });
});

describe('monthGrid', () => {
  const days = (rows: ReturnType<typeof monthGrid>) => rows.flat();
  const inMonthDays = (rows: ReturnType<typeof monthGrid>) =>
    days(rows)
      .filter((c) => c.inMonth)
      .map((c) => c.date.day);
  const leading = (rows: ReturnType<typeof monthGrid>) =>
    days(rows.slice(0, 1))
      .filter((c) => !c.inMonth)
      .map((c) => iso(c.date));
  const trailing = (rows: ReturnType<typeof monthGrid>) =>
    days(rows.slice(-1))
      .filter((c) => !c.inMonth)
      .map((c) => iso(c.date));

  it('needs exactly four rows and no filler for a 28-day February that starts on a Sunday', () => {
    const grid = monthGrid(2026, 2);
    expect(grid).toHaveLength(4);
    expect(days(grid).every((c) => c.inMonth)).toBe(true);
    expect(inMonthDays(grid)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('fills the days before the 1st from the previous month and after the last from the next', () => {
    // August 2026 starts on a Saturday and ends on a Monday.
    const grid = monthGrid(2026, 8);
    expect(grid).toHaveLength(6);
    expect(leading(grid)).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
    ]);
    expect(trailing(grid)).toEqual(['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05']);
    expect(inMonthDays(grid)).toHaveLength(31);
  });

  it('borrows the leading days from last December for January', () => {
    const grid = monthGrid(2027, 1);
    expect(leading(grid)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(trailing(grid)).toEqual([
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
    ]);
  });

  it('has 30 days in November and 29 days in a leap-year February', () => {
    expect(inMonthDays(monthGrid(2026, 11))).toHaveLength(30);
    const leapFeb = monthGrid(2028, 2);
    expect(inMonthDays(leapFeb)).toHaveLength(29);
    expect(leading(leapFeb)).toEqual(['2028-01-30', '2028-01-31']);
    expect(trailing(leapFeb)).toEqual(['2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04']);
    expect(inMonthDays(monthGrid(2027, 2))).toHaveLength(28);
  });

  it('is always whole weeks from Sunday to Saturday, one day after another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = monthGrid(year, month);
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        const cells = days(grid);
        expect(grid.every((row) => row.length === 7)).toBe(true);
        expect(weekday(cells[0]!.date)).toBe(0);
        cells.forEach((c, i) => {
          if (i > 0) expect(diffDays(cells[i - 1]!.date, c.date)).toBe(1);
        });
        // No row is only filler.
        expect(grid.every((row) => row.some((c) => c.inMonth))).toBe(true);
      }),
    );
  });
});

describe('occurrencesInRange', () => {
  const people = [
    { name: 'New Year', month: 1, day: 1 },
    { name: 'Eve', month: 12, day: 31 },
    { name: 'Leap', month: 2, day: 29 },
    { name: 'Feb 28', month: 2, day: 28 },
    { name: 'March', month: 3, day: 1 },
  ];
  const names = (range: { start: PlainDate; end: PlainDate }) =>
    occurrencesInRange(people, range).map((o) => `${o.item.name} ${iso(o.date)}`);

  it('finds birthdays in a week that spans two years, each in its own year, in date order', () => {
    expect(names(weekRange(date(2026, 12, 31)))).toEqual(['Eve 2026-12-31', 'New Year 2027-01-01']);
  });

  it('puts a Feb 29 birthday on Feb 28 in a common year', () => {
    expect(names(monthRange(2027, 2))).toEqual(['Leap 2027-02-28', 'Feb 28 2027-02-28']);
    expect(names(weekRange(date(2027, 3, 1)))).toEqual([
      'Leap 2027-02-28',
      'Feb 28 2027-02-28',
      'March 2027-03-01',
    ]);
  });

  it('puts a Feb 29 birthday on Feb 29 in a leap year', () => {
    expect(names(monthRange(2028, 2))).toEqual(['Feb 28 2028-02-28', 'Leap 2028-02-29']);
  });

  it('keeps the input order for birthdays on the same day', () => {
    const sameDay = [
      { id: 'b', month: 5, day: 5 },
      { id: 'a', month: 5, day: 5 },
      { id: 'c', month: 5, day: 4 },
    ];
    expect(occurrencesInRange(sameDay, monthRange(2026, 5)).map((o) => o.item.id)).toEqual(['c', 'b', 'a']);
  });

  it('finds every birthday exactly once in a year, year-less ones included', () => {
    const withYears = [
      { month: 3, day: 3, year: 1990 },
      { month: 3, day: 3, year: null },
      { month: 2, day: 29, year: 2000 },
    ];
    expect(occurrencesInRange(withYears, yearRange(2027))).toHaveLength(3);
  });

  it('finds nothing outside the range', () => {
    expect(names({ start: date(2026, 3, 2), end: date(2026, 12, 30) })).toEqual([]);
  });
});

describe('nextOccurrences', () => {
  const people = [
    { name: 'Yesterday', month: 3, day: 10 },
    { name: 'Today', month: 3, day: 11 },
    { name: 'Leap', month: 2, day: 29 },
    { name: 'Eve', month: 12, day: 31 },
    { name: 'Also today', month: 3, day: 11 },
  ];
  const names = (today: PlainDate) =>
    nextOccurrences(people, today).map((o) => `${o.item.name} ${iso(o.date)}`);

  it('puts every birthday once on its next occurrence from today, in date order, across New Year', () => {
    expect(names(date(2026, 3, 11))).toEqual([
      'Today 2026-03-11',
      'Also today 2026-03-11',
      'Eve 2026-12-31',
      'Leap 2027-02-28',
      'Yesterday 2027-03-10',
    ]);
  });

  it('puts a Feb 29 birthday on Feb 29 when the next year is a leap year', () => {
    expect(names(date(2027, 3, 11)).at(-2)).toBe('Leap 2028-02-29');
  });
});

describe('countByDate', () => {
  it('counts birthdays per day, with Feb 29 on Feb 28 in a common year', () => {
    const people = [
      { month: 2, day: 28 },
      { month: 2, day: 29 },
      { month: 2, day: 1 },
    ];
    const common = countByDate(occurrencesInRange(people, monthRange(2027, 2)));
    expect(common.get(dateKey(date(2027, 2, 28)))).toBe(2);
    expect(common.get(dateKey(date(2027, 2, 1)))).toBe(1);
    expect(common.get(dateKey(date(2027, 2, 2)))).toBeUndefined();

    const leap = countByDate(occurrencesInRange(people, monthRange(2028, 2)));
    expect(leap.get(dateKey(date(2028, 2, 28)))).toBe(1);
    expect(leap.get(dateKey(date(2028, 2, 29)))).toBe(1);
  });
});

describe('countByMonth', () => {
  it('gives twelve counts that add up to every birthday, year-less ones too', () => {
    const people = [
      { month: 1, day: 5, year: null },
      { month: 3, day: 3, year: 1990 },
      { month: 3, day: 30, year: null },
      { month: 2, day: 29, year: 2000 },
      { month: 12, day: 31, year: 1985 },
    ];
    const counts = countByMonth(people, 2027);
    expect(counts).toEqual([1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(people.length);
  });

  it('keeps a Feb 29 birthday in February in common and leap years', () => {
    expect(countByMonth([{ month: 2, day: 29 }], 2027)[1]).toBe(1);
    expect(countByMonth([{ month: 2, day: 29 }], 2028)[1]).toBe(1);
  });

  it('is all zeros for no birthdays', () => {
    expect(countByMonth([], 2026)).toEqual(Array(12).fill(0));
  });
});

describe('search', () => {
  const jose = { name: 'José Álvarez', notes: 'Loves crème brûlée', category: 'work' };

  it('finds a name whatever its accents: jose finds José', () => {
    expect(matchesSearch(jose, 'jose')).toBe(true);
    expect(matchesSearch(jose, 'alvarez')).toBe(true);
    expect(matchesSearch({ name: 'Jose', notes: '', category: 'family' }, 'José')).toBe(true);
  });

  it('ignores case', () => {
    expect(matchesSearch(jose, 'JOSÉ')).toBe(true);
    expect(matchesSearch({ name: 'ÅSA ØBERG', notes: '', category: 'friends' }, 'åsa')).toBe(true);
  });

  it('looks in notes and category as well as the name', () => {
    expect(matchesSearch(jose, 'creme brulee')).toBe(true);
    expect(matchesSearch(jose, 'WORK')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesSearch(jose, 'work jose')).toBe(true);
    expect(matchesSearch(jose, 'jose family')).toBe(false);
  });

  it('matches everything for a blank query, and nothing for absent text', () => {
    expect(matchesSearch(jose, '')).toBe(true);
    expect(matchesSearch(jose, '   ')).toBe(true);
    expect(matchesSearch(jose, 'grace')).toBe(false);
  });

  it('does not match across the boundary between name and notes', () => {
    expect(matchesSearch({ name: 'Ada', notes: 'Lovelace', category: 'work' }, 'adalove')).toBe(false);
  });

  it('folds text once so a matcher can test many birthdays', () => {
    const texts = [jose, { name: 'Zoë', notes: null, category: null }].map(searchTextOf);
    expect(texts[1]).toBe('zoe\n\n');
    const matcher = createSearchMatcher('ZOE');
    expect(texts.map(matcher)).toEqual([false, true]);
  });

  it('folds text to lower case without combining marks', () => {
    expect(foldForSearch('Ñandú Çelik')).toBe('nandu celik');
  });
});

// Published dates, not computed here: Mid-Autumn 2026 = Fri Sep 25 and 2027 = Sep 15; 1 Ramadan 1451 =
// 2030-01-05 and 1452 = 2030-12-26; Nowruz (1 Farvardin) 2027 = Mar 21; 1 Tishrei 5787 = 2026-09-12.
describe('calendar views with birthdays kept in other calendars', () => {
  const wei = { name: 'Wei', calendar: 'chinese' as const, month: 8, day: 15, leap: false };
  const amir = { name: 'Amir', calendar: 'islamic-umalqura' as const, month: 9, day: 1, leap: false };
  const sara = { name: 'Sara', calendar: 'persian' as const, month: 1, day: 1, leap: false };
  const noa = { name: 'Noa', calendar: 'hebrew' as const, month: 1, day: 1, leap: false };
  const ana = { name: 'Ana', month: 9, day: 12 };
  const d = (year: number, month: number, day: number): PlainDate => ({ year, month, day });

  it('lists a lunar birthday on its Gregorian day in a week and a month', () => {
    const week = occurrencesInRange([wei, ana], weekRange(d(2026, 9, 24)));
    expect(week.map((o) => [o.item.name, toIsoDate(o.date)])).toEqual([['Wei', '2026-09-25']]);
    const month = occurrencesInRange([wei, noa, ana], monthRange(2026, 9));
    expect(month.map((o) => [o.item.name, toIsoDate(o.date)])).toEqual([
      ['Noa', '2026-09-12'],
      ['Ana', '2026-09-12'],
      ['Wei', '2026-09-25'],
    ]);
    expect(occurrencesInRange([wei], monthRange(2026, 8))).toEqual([]);
  });

  it('lists and counts a Hijri birthday twice in a Gregorian year that holds two of its days', () => {
    const year = occurrencesInRange([amir], yearRange(2030));
    expect(year.map((o) => toIsoDate(o.date))).toEqual(['2030-01-05', '2030-12-26']);
    const counts = countByMonth([amir, wei, ana], 2030);
    expect(counts[0]).toBe(1);
    expect(counts[8]).toBe(2); // Ana, and Wei: Mid-Autumn 2030 is Sep 12
    expect(counts[11]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('counts a kept birthday in the month of its Gregorian day', () => {
    const counts = countByMonth([wei, sara], 2027);
    expect(counts[8]).toBe(1); // Sep 15
    expect(counts[2]).toBe(1); // Mar 21
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('searches kept birthdays on their next Gregorian day', () => {
    const found = nextOccurrences([wei, sara, ana], d(2026, 10, 1));
    expect(found.map((o) => [o.item.name, toIsoDate(o.date)])).toEqual([
      ['Sara', '2027-03-21'],
      ['Ana', '2027-09-12'],
      ['Wei', '2027-09-15'],
    ]);
  });

  it('shows no kept birthday in a period beyond the years the other calendars are known (1900-2100)', () => {
    expect(occurrencesInRange([wei, ana], yearRange(2101)).map((o) => o.item.name)).toEqual(['Ana']);
    expect(countByMonth([amir, ana], 1899).reduce((a, b) => a + b, 0)).toBe(1);
    expect(occurrencesInRange([wei], weekRange(d(1899, 12, 31)))).toEqual([]);
  });
});
