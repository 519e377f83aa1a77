// The Ethiopian calendar: published dates, the rule for Pagume 6, words and pickers, and the engine against
// ICU's `ethiopic` calendar (inside the JavaScript engine, nobody here wrote it) for every day of 1900-2100.
import './all';
import type { PlainDate } from '@shared/dates/plain-date';
import { planImport } from '@shared/import-export/import-plan';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './epoch-day';
import {
  CALENDAR_IDS,
  calendarName,
  calendarYearsForGregorianYear,
  describeKeptDate,
  fromGregorian,
  isValidKeptDate,
  type KeptDate,
  keptDatesOn,
  monthOptions,
  nextOccurrence,
  occurrenceInCalendarYear,
  occurrencesBetween,
  SUPPORTED_RANGE,
  toGregorian,
  yearRange,
} from './index';
import { type Draft, emptyDraft, viewOf } from './kept-date-draft';

const date = (iso: string): PlainDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = ({ year, month, day }: PlainDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const kept = (month: number, day: number, year: number | null = null): KeptDate => ({
  calendar: 'ethiopic',
  month,
  leap: false,
  day,
  year,
});
const PAGUME = 13;

describe('published dates', () => {
  it('Enkutatash (1 Meskerem, the new year) falls on September 11, or 12 before a Gregorian leap year', () => {
    expect(
      occurrencesBetween(kept(1, 1), date('2022-01-01'), date('2028-12-31')).map((o) => iso(o.date)),
    ).toEqual([
      '2022-09-11',
      '2023-09-12',
      '2024-09-11',
      '2025-09-11',
      '2026-09-11',
      '2027-09-12',
      '2028-09-11',
    ]);
    expect(toGregorian(kept(1, 1, 2017))).toEqual(date('2024-09-11'));
    expect(toGregorian(kept(1, 1, 2019))).toEqual(date('2026-09-11'));
    expect(fromGregorian('ethiopic', date('2026-09-11'))).toEqual(kept(1, 1, 2019));
  });

  it('Pagume 6 exists in leap years only: 2015 (2023-09-11) and 2019 (2027-09-11)', () => {
    expect(toGregorian(kept(PAGUME, 6, 2015))).toEqual(date('2023-09-11'));
    expect(toGregorian(kept(PAGUME, 6, 2019))).toEqual(date('2027-09-11'));
    expect(toGregorian(kept(PAGUME, 6, 2016))).toBeNull();
    expect(toGregorian(kept(PAGUME, 5, 2016))).toEqual(date('2024-09-10'));
  });

  it('Adwa Victory Day, 23 Yekatit, is March 2', () => {
    expect(
      occurrencesBetween(kept(6, 23), date('2024-01-01'), date('2026-12-31')).map((o) => iso(o.date)),
    ).toEqual(['2024-03-02', '2025-03-02', '2026-03-02']);
  });
});

describe('a day a year lacks', () => {
  it('a Pagume 6 birthday falls on Pagume 5 in common years, as Feb 29 on Feb 28, and on Pagume 6 in leap years', () => {
    const born = kept(PAGUME, 6, 2015);
    expect(occurrencesBetween(born, date('2024-01-01'), date('2027-12-31'))).toEqual([
      { date: date('2024-09-10'), calendarYear: 2016, age: 1, exact: false },
      { date: date('2025-09-10'), calendarYear: 2017, age: 2, exact: false },
      { date: date('2026-09-10'), calendarYear: 2018, age: 3, exact: false },
      { date: date('2027-09-11'), calendarYear: 2019, age: 4, exact: true },
    ]);
    expect(occurrenceInCalendarYear(kept(PAGUME, 5), 2019)).toMatchObject({
      date: date('2027-09-10'),
      exact: true,
    });
    expect(nextOccurrence(kept(PAGUME, 6), date('2026-09-11')).date).toEqual(date('2027-09-11'));
  });

  it('the due scan finds Pagume 6 birthdays on Pagume 5 of a common year, and only on Pagume 6 of a leap year', () => {
    expect(keptDatesOn('ethiopic', date('2026-09-10'))).toEqual([
      { month: PAGUME, leap: false, day: 5 },
      { month: PAGUME, leap: false, day: 6 },
    ]);
    expect(keptDatesOn('ethiopic', date('2027-09-10'))).toEqual([{ month: PAGUME, leap: false, day: 5 }]);
    expect(keptDatesOn('ethiopic', date('2027-09-11'))).toEqual([{ month: PAGUME, leap: false, day: 6 }]);
    expect(keptDatesOn('ethiopic', date('2026-09-11'))).toEqual([{ month: 1, leap: false, day: 1 }]);
  });
});

describe('words, pickers and validation', () => {
  it('names the calendar and its months, Meskerem to Pagume', () => {
    expect(calendarName('ethiopic')).toBe('Ethiopian');
    expect(describeKeptDate(kept(PAGUME, 6))).toBe('6 Pagume (Ethiopian)');
    expect(describeKeptDate(kept(1, 1, 2017), { withYear: true })).toBe('1 Meskerem 2017 (Ethiopian)');
    expect(describeKeptDate(kept(6, 23), { inSentence: true })).toBe('23 Yekatit (Ethiopian)');
    expect(monthOptions('ethiopic').map((o) => [o.label, o.days])).toEqual([
      ['Meskerem', 30],
      ['Tikimt', 30],
      ['Hidar', 30],
      ['Tahsas', 30],
      ['Tir', 30],
      ['Yekatit', 30],
      ['Megabit', 30],
      ['Miyazya', 30],
      ['Ginbot', 30],
      ['Sene', 30],
      ['Hamle', 30],
      ['Nehase', 30],
      ['Pagume', 6],
    ]);
    expect(monthOptions('ethiopic', 2015).at(-1)).toMatchObject({ label: 'Pagume', days: 6 });
    expect(monthOptions('ethiopic', 2016).at(-1)).toMatchObject({ label: 'Pagume', days: 5 });
  });

  it('accepts Pagume 6 without a year or in a leap year only, and no 14th month, leap month or day 31', () => {
    expect(isValidKeptDate(kept(PAGUME, 6))).toBe(true);
    expect(isValidKeptDate(kept(PAGUME, 6, 2015))).toBe(true);
    expect(isValidKeptDate(kept(PAGUME, 6, 2016))).toBe(false);
    expect(isValidKeptDate(kept(PAGUME, 7))).toBe(false);
    expect(isValidKeptDate(kept(14, 1))).toBe(false);
    expect(isValidKeptDate(kept(1, 31))).toBe(false);
    expect(isValidKeptDate({ ...kept(1, 1), leap: true })).toBe(false);
  });

  it('takes birth years 1892-2093, the years of 1900-2100, and one year for each Gregorian birth year', () => {
    expect(yearRange('ethiopic')).toEqual({ first: 1892, last: 2093 });
    expect(fromGregorian('ethiopic', SUPPORTED_RANGE.from)).toEqual(kept(4, 23, 1892));
    expect(fromGregorian('ethiopic', SUPPORTED_RANGE.to)).toEqual(kept(4, 21, 2093));
    expect(calendarYearsForGregorianYear(kept(1, 1), 2024)).toEqual([2017]);
    expect(calendarYearsForGregorianYear(kept(PAGUME, 6), 2024)).toEqual([]);
    expect(calendarYearsForGregorianYear(kept(PAGUME, 6), 2023)).toEqual([2015]);
  });
});

describe("the form's draft (kept-date-draft.ts)", () => {
  const draft = (d: Partial<Draft>): Draft => ({ ...emptyDraft('ethiopic'), ...d });
  const view = (d: Draft) => viewOf(d, true, { year: 2026, month: 11, day: 28 });

  it('keeps Pagume 6 for a leap year of the Ethiopian calendar and refuses it in another', () => {
    const pagume6 = draft({ month: PAGUME, day: 6 });
    expect(view(pagume6).dayCount).toBe(6);
    expect(view({ ...pagume6, yearText: '2015' }).value?.date).toBe('2015-13-06');
    const common = view({ ...pagume6, yearText: '2016' });
    expect(common.missing).toMatchObject({ lacks: 'day', year: 2016, month: { days: 5 } });
    expect(common.dayCount).toBe(5);
  });
});

// The lists of every calendar take it from the generated definitions; their own tests name only a few.
describe('where every calendar is offered', () => {
  it('is among the calendars the date picker lists by name (the name is pinned above)', () => {
    expect(CALENDAR_IDS).toContain('ethiopic');
  });

  it("the CSV import reads 'ethiopic' and names it among the calendars it knows", () => {
    const csv = ['Name,Date,Calendar', 'Abebe,--13-06,ethiopic', 'Vulcan,--13-06,vulcan'].join('\n');
    const { toAdd, errors } = planImport(csv, new Set(), { country: 'US', locale: 'en-US' });
    expect(toAdd.map(({ data }) => [data.name, data.date, data.calendar])).toEqual([
      ['Abebe', '--13-06', 'ethiopic'],
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^"vulcan" .*Use one of: .*\bethiopic\b/),
    ]);
  });
});

describe('against ICU (ethiopic, Amete Mihret) from 1900 to 2100', () => {
  const MS_PER_DAY = 86_400_000;
  const format = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
    timeZone: 'UTC',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const icu = (epochDay: number) => {
    const parts = format.formatToParts(epochDay * MS_PER_DAY);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    expect(part('era')).toBe('AM');
    return { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')) };
  };
  const [FIRST, LAST] = [toEpochDay(SUPPORTED_RANGE.from), toEpochDay(SUPPORTED_RANGE.to)];

  // ICU's months, from the one holding 1900-01-01 to the one holding 2100-12-31: [year, month, start, length].
  const months: { year: number; month: number; start: number; length: number }[] = [];
  for (let day = FIRST - icu(FIRST).day + 1; day <= LAST; ) {
    const { year, month } = icu(day);
    let length = 1;
    while (icu(day + length).day !== 1) length++;
    months.push({ year, month, start: day, length });
    day += length;
  }

  it('every day is the same Ethiopian date in ICU and here', () => {
    const differ: string[] = [];
    for (let day = FIRST; day <= LAST; day++) {
      const ours = fromGregorian('ethiopic', fromEpochDay(day));
      const theirs = icu(day);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day || ours.leap) {
        differ.push(iso(fromEpochDay(day)));
      }
    }
    expect(differ).toEqual([]);
    expect(months.filter((m) => m.month === PAGUME && m.length === 6).map((m) => m.year % 4)).toEqual(
      Array(50).fill(3),
    );
  });

  it('every month and day: its own day, or the last day of its month where the month is shorter (Pagume 6 → 5)', () => {
    for (let month = 1; month <= PAGUME; month++) {
      for (let day = 1; day <= (month === PAGUME ? 6 : 30); day++) {
        const expected = months
          .filter((m) => m.month === month)
          .map((m) => m.start + Math.min(day, m.length) - 1)
          .filter((d) => d >= FIRST && d <= LAST);
        const actual = occurrencesBetween(kept(month, day), SUPPORTED_RANGE.from, SUPPORTED_RANGE.to);
        expect(
          actual.map((o) => toEpochDay(o.date)),
          `${month}/${day}`,
        ).toEqual(expected);
        expect(
          actual.every(
            (o) =>
              o.exact === day <= months.find((m) => m.year === o.calendarYear && m.month === month)!.length,
          ),
        ).toBe(true);
      }
    }
  });

  it('offers exactly the months ICU has, each with the most days it ever has', () => {
    const most = new Map<number, number>();
    for (const m of months) most.set(m.month, Math.max(most.get(m.month) ?? 0, m.length));
    expect(monthOptions('ethiopic').map((o) => [o.month, o.days])).toEqual(
      [...most].sort((a, b) => a[0] - b[0]),
    );
  });
});
