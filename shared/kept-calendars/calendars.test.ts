import './all';
import { HDate, HebrewCalendar } from '@hebcal/core';
import type { PlainDate } from '@shared/dates/plain-date';
import lunar from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, JULIAN_DAY_OF_EPOCH } from './epoch-day';
import {
  type CalendarId,
  calendarName,
  calendarYearsForGregorianYear,
  daysInKeptMonth,
  describeKeptDate,
  fromGregorian,
  isValidKeptDate,
  type KeptDate,
  keptDatesOn,
  monthOptions,
  nextOccurrence,
  occurrenceInCalendarYear,
  occurrencesBetween,
  previousOccurrence,
  toGregorian,
  yearRange,
} from './index';

const date = (iso: string): PlainDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = ({ year, month, day }: PlainDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const kept = (calendar: CalendarId, month: number, day: number, extra: Partial<KeptDate> = {}): KeptDate => ({
  calendar,
  month,
  leap: false,
  day,
  year: null,
  ...extra,
});
/** The celebration days of a kept date within Gregorian years `from`..`to`. */
const daysIn = (k: KeptDate, from: number, to = from) =>
  occurrencesBetween(k, date(`${from}-01-01`), date(`${to}-12-31`)).map((o) => iso(o.date));

describe('published dates', () => {
  it('Chinese New Year and Mid-Autumn 2020-2030 (Hong Kong Observatory)', () => {
    expect(daysIn(kept('chinese', 1, 1), 2020, 2030)).toEqual([
      '2020-01-25',
      '2021-02-12',
      '2022-02-01',
      '2023-01-22',
      '2024-02-10',
      '2025-01-29',
      '2026-02-17',
      '2027-02-06',
      '2028-01-26',
      '2029-02-13',
      '2030-02-03',
    ]);
    expect(daysIn(kept('chinese', 8, 15), 2020, 2030)).toEqual([
      '2020-10-01',
      '2021-09-21',
      '2022-09-10',
      '2023-09-29',
      '2024-09-17',
      '2025-10-06',
      '2026-09-25',
      '2027-09-15',
      '2028-10-03',
      '2029-09-22',
      '2030-09-12',
    ]);
  });

  it("HKO's table where ICU or the Beijing-meridian computation says otherwise", () => {
    expect(toGregorian(kept('chinese', 4, 1, { year: 1906 }))).toEqual(date('1906-04-24'));
    expect(toGregorian(kept('chinese', 10, 1, { year: 1914 }))).toEqual(date('1914-11-17'));
    expect(toGregorian(kept('chinese', 1, 1, { year: 1916 }))).toEqual(date('1916-02-03'));
    expect(toGregorian(kept('chinese', 2, 1, { year: 1917, leap: true }))).toEqual(date('1917-03-23'));
    expect(toGregorian(kept('chinese', 5, 1, { year: 1922, leap: true }))).toEqual(date('1922-06-25'));
    expect(toGregorian(kept('chinese', 6, 1, { year: 1987, leap: true }))).toEqual(date('1987-07-26'));
    expect(toGregorian(kept('chinese', 10, 1, { year: 2018 }))).toEqual(date('2018-11-08'));
    expect(toGregorian(kept('chinese', 9, 1, { year: 2057 }))).toEqual(date('2057-09-28'));
    expect(toGregorian(kept('chinese', 7, 1, { year: 2097 }))).toEqual(date('2097-08-07'));
    expect(toGregorian(kept('chinese', 11, 1, { year: 2033, leap: true }))).toEqual(date('2033-12-22'));
  });

  it('Korean Seollal and Chuseok (KASI), a calendar of its own', () => {
    expect(daysIn(kept('dangi', 1, 1), 2020, 2027)).toEqual([
      '2020-01-25',
      '2021-02-12',
      '2022-02-01',
      '2023-01-22',
      '2024-02-10',
      '2025-01-29',
      '2026-02-17',
      '2027-02-07',
    ]);
    // Where Korea (UTC+9) and China (UTC+8) differ: Seollal 1997 and 2027 are a day after the Chinese New Year.
    expect(daysIn(kept('dangi', 1, 1), 1997)).toEqual(['1997-02-08']);
    expect(daysIn(kept('chinese', 1, 1), 1997)).toEqual(['1997-02-07']);
    expect(daysIn(kept('dangi', 8, 15), 2020, 2027)).toEqual([
      '2020-10-01',
      '2021-09-21',
      '2022-09-10',
      '2023-09-29',
      '2024-09-17',
      '2025-10-06',
      '2026-09-25',
      '2027-09-15',
    ]);
    expect(toGregorian(kept('dangi', 2, 1, { year: 2017 }))).toEqual(date('2017-02-26'));
    expect(fromGregorian('dangi', date('2017-06-24'))).toEqual(
      kept('dangi', 5, 1, { leap: true, year: 2017 }),
    );
  });

  it('Rosh Hashanah and Purim', () => {
    expect(daysIn(kept('hebrew', 1, 1), 2020, 2026)).toEqual([
      '2020-09-19',
      '2021-09-07',
      '2022-09-26',
      '2023-09-16',
      '2024-10-03',
      '2025-09-23',
      '2026-09-12',
    ]);
    // 14 Adar; in the leap years 5782 and 5784, 14 Adar II.
    expect(daysIn(kept('hebrew', 7, 14), 2021, 2026)).toEqual([
      '2021-02-26',
      '2022-03-17',
      '2023-03-07',
      '2024-03-24',
      '2025-03-14',
      '2026-03-03',
    ]);
  });

  it('1 Ramadan (Umm al-Qura) and Nowruz', () => {
    expect(daysIn(kept('islamic-umalqura', 9, 1), 2020, 2026)).toEqual([
      '2020-04-24',
      '2021-04-13',
      '2022-04-02',
      '2023-03-23',
      '2024-03-11',
      '2025-03-01',
      '2026-02-18',
    ]);
    expect(daysIn(kept('persian', 1, 1), 2020, 2026)).toEqual([
      '2020-03-20',
      '2021-03-21',
      '2022-03-21',
      '2023-03-21',
      '2024-03-20',
      '2025-03-21',
      '2026-03-21',
    ]);
  });
});

describe('Persian years against the sky', () => {
  it('each year 1900-2100 begins on the day of the March equinox if it falls before noon in Tehran, else the next', () => {
    // Iran's rule (the 52.5°E meridian, UTC+3:30); equinoxes from ShouXing's ephemeris (lunar-javascript),
    // whose longitude 0 (w = 0) is the March equinox of 1999.
    const wrong: string[] = [];
    for (let year = 1900; year <= 2100; year++) {
      const equinoxUT = 2_451_545 + lunar.ShouXingUtil.qiHigh((year - 1999) * 2 * Math.PI) - 1 / 3;
      const tehran = equinoxUT + 0.5 + 3.5 / 24;
      const day = Math.floor(tehran) - JULIAN_DAY_OF_EPOCH + (tehran % 1 < 0.5 ? 0 : 1);
      const nowruz = iso(fromEpochDay(day));
      if (daysIn(kept('persian', 1, 1), year)[0] !== nowruz) wrong.push(nowruz);
    }
    expect(wrong).toEqual([]);
  });
});

describe('dates a year lacks', () => {
  it('a leap-month birthday is kept in the ordinary month of the same number in years without it', () => {
    const born = kept('chinese', 6, 15, { leap: true, year: 2025 });
    expect(toGregorian(born)).toEqual(date('2025-08-08'));
    expect(occurrenceInCalendarYear(born, 2025)).toMatchObject({
      date: date('2025-08-08'),
      age: 0,
      exact: true,
    });
    expect(occurrenceInCalendarYear(born, 2026)).toEqual({
      date: date('2026-07-28'),
      calendarYear: 2026,
      age: 1,
      exact: false,
    });
    // A birthday in the ordinary 6th month stays there in a year that also has a leap 6th month.
    expect(daysIn(kept('chinese', 6, 15), 2025)).toEqual(['2025-07-09']);
  });

  it('day 30 of a lunar month that has 29 days this year falls on the 29th', () => {
    const born = kept('chinese', 8, 30, { year: 2024 });
    expect(toGregorian(born)).toEqual(date('2024-10-02'));
    expect(occurrenceInCalendarYear(born, 2025)).toMatchObject({ date: date('2025-10-20'), exact: false });
    // ...and so is a birthday on day 29 of a leap 8th month, which 2025 does not have.
    expect(keptDatesOn('chinese', date('2025-10-20'))).toEqual([
      { month: 8, leap: false, day: 29 },
      { month: 8, leap: false, day: 30 },
      { month: 8, leap: true, day: 29 },
    ]);
  });

  it('a Korean day-30 birthday in a short month and a date celebrated twice in one Gregorian year', () => {
    expect(daysIn(kept('dangi', 11, 17), 2007)).toEqual(['2007-01-05', '2007-12-26']);
    expect(calendarYearsForGregorianYear(kept('dangi', 11, 17), 2007)).toEqual([2006, 2007]);
    expect(calendarYearsForGregorianYear(kept('dangi', 11, 17), 2008)).toEqual([2008]);
  });

  it('Hebrew: Adar births fall in Adar II of leap years, Adar I births in Adar of common years', () => {
    // Born 14 Adar 5783 (a common year): 14 Adar II in 5784.
    expect(occurrenceInCalendarYear(kept('hebrew', 7, 14, { year: 5783 }), 5784).date).toEqual(
      date('2024-03-24'),
    );
    // Born 10 Adar I 5784: 10 Adar in 5785.
    const adarI = kept('hebrew', 6, 10, { year: 5784 });
    expect(toGregorian(adarI)).toEqual(date('2024-02-19'));
    expect(occurrenceInCalendarYear(adarI, 5785)).toMatchObject({
      date: date('2025-03-10'),
      exact: false,
      age: 1,
    });
    expect(keptDatesOn('hebrew', date('2025-03-10'))).toEqual([
      { month: 6, leap: false, day: 10 },
      { month: 7, leap: false, day: 10 },
    ]);
  });

  it('Hebrew: 30 Cheshvan, 30 Kislev and 30 Adar I move to the first of the next month (hebcal)', () => {
    // hebcal's own example: 2014-03-02 is 30 Adar I 5774; the birthday in 5780 is 1 Nisan, 2020-03-26.
    expect(fromGregorian('hebrew', date('2014-03-02'))).toEqual(kept('hebrew', 6, 30, { year: 5774 }));
    expect(occurrenceInCalendarYear(kept('hebrew', 6, 30, { year: 5774 }), 5780).date).toEqual(
      date('2020-03-26'),
    );
    // 5781 has 29 days in Cheshvan and Kislev: 1 Kislev 5781 is 2020-11-17, 1 Tevet 5781 is 2020-12-16.
    expect(occurrenceInCalendarYear(kept('hebrew', 2, 30), 5781)).toMatchObject({
      date: date('2020-11-17'),
      exact: false,
    });
    expect(occurrenceInCalendarYear(kept('hebrew', 3, 30), 5781)).toMatchObject({
      date: date('2020-12-16'),
      exact: false,
    });
    expect(keptDatesOn('hebrew', date('2020-11-17'))).toEqual([
      { month: 2, leap: false, day: 30 },
      { month: 3, leap: false, day: 1 },
    ]);
  });

  it('agrees with hebcal getBirthdayOrAnniversary for births in six years, every year 5660-5861', () => {
    // Tishrei-first numbering to hebcal's Nisan-first one; month 7 is hebcal's last month of the year.
    const hebcalMonth = (month: number, year: number) =>
      month === 7 ? HDate.monthsInYear(year) : month === 6 ? 12 : month < 6 ? month + 6 : month - 7;
    let checked = 0;
    for (const birthYear of [5774, 5780, 5781, 5782, 5783, 5784]) {
      for (const { month, days } of monthOptions('hebrew', birthYear)) {
        for (const day of [1, 15, 29, 30].filter((d) => d <= days)) {
          const born = new HDate(day, hebcalMonth(month, birthYear), birthYear);
          const ours = kept('hebrew', month, day, { year: birthYear });
          for (let year = birthYear; year <= yearRange('hebrew').last; year++) {
            const theirs = HebrewCalendar.getBirthdayOrAnniversary(year, born)!.greg();
            const expected = {
              year: theirs.getFullYear(),
              month: theirs.getMonth() + 1,
              day: theirs.getDate(),
            };
            expect(
              occurrenceInCalendarYear(ours, year).date,
              `${day}/${month}/${birthYear} in ${year}`,
            ).toEqual(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });

  it('Islamic: the 30th in a 29-day month falls on the 29th', () => {
    // Ramadan 1446 had 29 days (1 Shawwal = 2025-03-30); Ramadan 1445 had 30.
    const born = kept('islamic-umalqura', 9, 30, { year: 1445 });
    expect(toGregorian(born)).toEqual(date('2024-04-09'));
    expect(occurrenceInCalendarYear(born, 1446)).toMatchObject({
      date: date('2025-03-29'),
      exact: false,
      age: 1,
    });
  });

  it('Persian: 30 Esfand falls on 29 Esfand in common years, like Feb 29 on Feb 28', () => {
    const born = kept('persian', 12, 30, { year: 1403 });
    expect(toGregorian(born)).toEqual(date('2025-03-20'));
    expect(occurrenceInCalendarYear(born, 1404)).toMatchObject({ date: date('2026-03-20'), exact: false });
    expect(daysIn(kept('gregory', 2, 29), 2023, 2024)).toEqual(['2023-02-28', '2024-02-29']);
    expect(occurrenceInCalendarYear(kept('gregory', 2, 29, { year: 2000 }), 2023)).toEqual({
      date: date('2023-02-28'),
      calendarYear: 2023,
      age: 23,
      exact: false,
    });
    expect(keptDatesOn('gregory', date('2023-02-28'))).toEqual([
      { month: 2, leap: false, day: 28 },
      { month: 2, leap: false, day: 29 },
    ]);
    expect(keptDatesOn('gregory', date('2024-02-28'))).toEqual([{ month: 2, leap: false, day: 28 }]);
  });
});

describe('next and previous occurrences, age', () => {
  it('finds the next and the previous celebration, across the lunar new year', () => {
    const grandmother = kept('chinese', 12, 20, { year: 1950 });
    expect(toGregorian(grandmother)).toEqual(date('1951-01-27'));
    expect(nextOccurrence(grandmother, date('2026-01-01'))).toEqual({
      date: date('2026-02-07'),
      calendarYear: 2025,
      age: 75,
      exact: true,
    });
    expect(nextOccurrence(grandmother, date('2026-02-07')).date).toEqual(date('2026-02-07'));
    expect(nextOccurrence(grandmother, date('2026-02-08')).calendarYear).toBe(2026);
    expect(previousOccurrence(grandmother, date('2026-02-07')).date).toEqual(date('2025-01-19'));
  });

  it('counts age in years of the birthday calendar and has none before birth or without a year', () => {
    const born = kept('hebrew', 1, 10, { year: 5740 });
    expect(occurrenceInCalendarYear(born, 5786)).toMatchObject({ date: date('2025-10-02'), age: 46 });
    expect(occurrenceInCalendarYear(born, 5739).age).toBeNull();
    expect(occurrenceInCalendarYear(kept('hebrew', 1, 10), 5786).age).toBeNull();
  });
});

describe('converting birth years', () => {
  it('turns a Gregorian birth date into the kept date and back', () => {
    expect(fromGregorian('chinese', date('1951-01-27'))).toEqual(kept('chinese', 12, 20, { year: 1950 }));
    expect(fromGregorian('islamic-umalqura', date('2024-03-11'))).toEqual(
      kept('islamic-umalqura', 9, 1, { year: 1445 }),
    );
    expect(fromGregorian('persian', date('2024-03-20'))).toEqual(kept('persian', 1, 1, { year: 1403 }));
    expect(fromGregorian('gregory', date('1990-05-04'))).toEqual(
      kept('gregory', 5, 4, { leap: false, year: 1990 }),
    );
  });

  it('a Gregorian birth year gives the calendar years whose date fell in it', () => {
    expect(calendarYearsForGregorianYear(kept('chinese', 12, 20), 1951)).toEqual([1950]);
    expect(calendarYearsForGregorianYear(kept('chinese', 1, 5), 1951)).toEqual([1951]);
    expect(calendarYearsForGregorianYear(kept('islamic-umalqura', 1, 1), 2008)).toEqual([1429, 1430]);
    expect(calendarYearsForGregorianYear(kept('hebrew', 6, 1), 2023)).toEqual([]);
    expect(calendarYearsForGregorianYear(kept('gregory', 2, 29), 2023)).toEqual([]);
    expect(calendarYearsForGregorianYear(kept('chinese', 1, 1), 1850)).toEqual([]);
    expect(calendarYearsForGregorianYear(kept('chinese', 1, 1), 1900)).toEqual([1900]);
  });

  it('has no Gregorian birth date without a year or for a date that did not exist', () => {
    expect(toGregorian(kept('chinese', 6, 1, { leap: true }))).toBeNull();
    expect(toGregorian(kept('chinese', 6, 1, { leap: true, year: 2026 }))).toBeNull();
  });
});

describe('validation', () => {
  it.each([
    [kept('chinese', 11, 30, { leap: true }), false, 'the leap 11th month (2033) has 29 days'],
    [kept('chinese', 6, 30, { leap: true }), true, 'some leap 6th months have 30 days'],
    [kept('chinese', 6, 29, { leap: true, year: 2025 }), true, '2025 has a leap 6th month'],
    [kept('chinese', 6, 1, { leap: true, year: 2026 }), false, '2026 has none'],
    [kept('chinese', 12, 1, { leap: true }), false, 'no leap 12th month occurs in 1900-2100'],
    [kept('chinese', 8, 31), false, 'lunar months have at most 30 days'],
    [kept('dangi', 8, 30, { year: 2025 }), false, 'the 8th month of 2025 has 29 days'],
    [kept('hebrew', 6, 1, { year: 5783 }), false, '5783 has no Adar I'],
    [kept('hebrew', 6, 30, { year: 5784 }), true, 'Adar I has 30 days'],
    [kept('hebrew', 7, 30), false, 'Adar and Adar II have 29 days'],
    [kept('hebrew', 2, 30, { year: 5781 }), false, 'Cheshvan 5781 has 29 days'],
    [kept('hebrew', 2, 30, { year: 5783 }), true, 'Cheshvan 5783 has 30 days'],
    [kept('hebrew', 1, 1, { leap: true }), false, 'the leap flag is for Chinese and Korean months'],
    [kept('persian', 7, 31), false, 'Mehr has 30 days'],
    [kept('persian', 12, 30, { year: 1404 }), false, '1404 is a common year'],
    [kept('persian', 12, 30, { year: 1403 }), true, '1403 is a leap year'],
    [kept('islamic-umalqura', 13, 1), false, 'twelve months'],
    [kept('islamic-umalqura', 9, 1, { year: 1316 }), false, 'before 1900'],
    [kept('chinese', 1, 1, { year: 2101 }), false, 'after 2100'],
    [kept('gregory', 2, 29, { year: 2023 }), false, 'not a leap year'],
    [kept('gregory', 2, 29), true, 'Feb 29 without a year'],
    [{ ...kept('gregory', 1, 1), calendar: 'julian' } as unknown as KeptDate, false, 'unknown calendar'],
    [kept('chinese', 1.5, 1), false, 'whole numbers only'],
  ])('%o is %s (%s)', (k, valid) => {
    expect(isValidKeptDate(k)).toBe(valid);
  });

  it('refuses dates outside 1900-2100 with a RangeError', () => {
    expect(() => occurrencesBetween(kept('chinese', 1, 1), date('2100-01-01'), date('2101-12-31'))).toThrow(
      RangeError,
    );
    expect(() => nextOccurrence(kept('hebrew', 1, 1), date('1899-01-01'))).toThrow(RangeError);
  });
});

describe('words and pickers', () => {
  it('says the kept date in words', () => {
    expect(describeKeptDate(kept('chinese', 8, 15))).toBe('15th day of the 8th month (Chinese lunar)');
    expect(describeKeptDate(kept('chinese', 6, 15, { leap: true }))).toBe(
      '15th day of the leap 6th month (Chinese lunar)',
    );
    expect(describeKeptDate(kept('dangi', 1, 1, { year: 1950 }), { withYear: true })).toBe(
      '1st day of the 1st month of 1950 (Korean lunar)',
    );
    expect(describeKeptDate(kept('chinese', 12, 22))).toBe('22nd day of the 12th month (Chinese lunar)');
    expect(describeKeptDate(kept('hebrew', 1, 10))).toBe('10 Tishrei (Hebrew)');
    expect(describeKeptDate(kept('hebrew', 7, 14))).toBe('14 Adar (Hebrew)');
    expect(describeKeptDate(kept('hebrew', 7, 14, { year: 5784 }), { withYear: true })).toBe(
      '14 Adar II 5784 (Hebrew)',
    );
    expect(describeKeptDate(kept('hebrew', 7, 14, { year: 5784 }))).toBe('14 Adar II (Hebrew)');
    expect(describeKeptDate(kept('hebrew', 6, 1))).toBe('1 Adar I (Hebrew)');
    expect(describeKeptDate(kept('islamic-umalqura', 9, 1))).toBe('1 Ramadan (Islamic)');
    expect(describeKeptDate(kept('persian', 1, 1, { year: 1360 }), { withYear: true })).toBe(
      '1 Farvardin 1360 (Persian)',
    );
    expect(describeKeptDate(kept('gregory', 3, 5, { year: 1990 }), { withYear: true })).toBe(
      'March 5, 1990 (Gregorian)',
    );
    expect(calendarName('islamic-umalqura')).toBe('Islamic (Umm al-Qura)');
    expect(calendarName('dangi')).toBe('Korean lunar');
  });

  it("offers a year's months, or every month a date can be kept in", () => {
    const labels = (calendar: CalendarId, year?: number) => monthOptions(calendar, year).map((o) => o.label);
    expect(labels('chinese', 2025)).toEqual([
      '1st month',
      '2nd month',
      '3rd month',
      '4th month',
      '5th month',
      '6th month',
      'Leap 6th month',
      '7th month',
      '8th month',
      '9th month',
      '10th month',
      '11th month',
      '12th month',
    ]);
    expect(labels('hebrew', 5784).slice(4, 8)).toEqual(['Shevat', 'Adar I', 'Adar II', 'Nisan']);
    expect(labels('hebrew', 5785).slice(4, 7)).toEqual(['Shevat', 'Adar', 'Nisan']);
    expect(labels('hebrew').slice(4, 8)).toEqual(['Shevat', 'Adar I', 'Adar or Adar II', 'Nisan']);
    expect(labels('islamic-umalqura')[8]).toBe('Ramadan');
    expect(labels('persian')[11]).toBe('Esfand');
    expect(labels('chinese')).toContain('Leap 11th month');
    expect(labels('chinese')).not.toContain('Leap 12th month');
    expect(daysInKeptMonth('chinese', 6, true, 2025)).toBe(29);
    expect(daysInKeptMonth('chinese', 6, true, 2026)).toBe(0);
    expect(daysInKeptMonth('persian', 12, false, 1404)).toBe(29);
    expect(daysInKeptMonth('persian', 12, false)).toBe(30);
    expect(daysInKeptMonth('gregory', 2, false)).toBe(29);
  });
});
