import { calendarDefinition } from './definition';
import { fromEpochDay } from './epoch-day';
import type { CalendarSystem } from './system';

// Our months are numbered as in a leap year (Adar I = 6, Adar/Adar II = 7, Nisan = 8 … Elul = 13) so that a
// kept month means the same in every year; @internationalized/date numbers a common year's months 1-12.
const ADAR_I = 6;
const ADAR = 7;
const DAYS = [30, 30, 30, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29];
// hebcal's transliterations. Index 5 is Adar I, index 6 Adar II (plain Adar in common years).
const MONTHS = [
  'Tishrei',
  'Cheshvan',
  'Kislev',
  'Tevet',
  'Shevat',
  'Adar I',
  'Adar II',
  'Nisan',
  'Iyar',
  'Sivan',
  'Tammuz',
  'Av',
  'Elul',
];

/** The Hebrew calendar (the fixed arithmetic one); years AM. */
export const hebrew = calendarDefinition({
  id: 'hebrew',
  name: 'Hebrew',
  shortName: 'Hebrew',
  months: MONTHS,
  // Month 7 is 'Adar II' in a leap year, 'Adar' in a common one, and 'Adar or Adar II' when the year is unknown.
  monthName: (month, _leap, leapYear) =>
    month === ADAR && leapYear !== true
      ? leapYear === false
        ? 'Adar'
        : 'Adar or Adar II'
      : MONTHS[month - 1]!,
  isLeapYear: (info) => info.months.length === 13,
  words: 'day month',
  years: { first: 5660, last: 5861 },
  leapMonths: false,
  // Adar I births are kept in Adar in common years; Adar births (common year) fall in Adar II in leap years,
  // which month 7 already is (hebcal's getBirthdayOrAnniversary, after Reingold & Dershowitz).
  celebratedMonth(info, month) {
    const wanted = month === ADAR_I && info.months.length === 12 ? ADAR : month;
    return info.months.find((m) => m.month === wanted)!;
  },
  // 30 Cheshvan, 30 Kislev and 30 Adar I move to the first of the next month in years without that day.
  overflow: 'next-day',
  load: async (): Promise<CalendarSystem> => {
    // Each import destructured where it is made, so the bundle keeps only this class of the library.
    const [calendar, { intlDateCalendar }] = await Promise.all([
      import('@internationalized/date').then(({ HebrewCalendar }) => new HebrewCalendar()),
      import('./intl-date-calendar'),
    ]);
    return intlDateCalendar(hebrew, {
      calendar,
      // The Hebrew year begins in September or October.
      approximateYear: (epochDay) => fromEpochDay(epochDay).year + 3761,
      identities: DAYS.map((days, i) => ({ month: i + 1, leap: false, days })),
      ourMonth: (m, monthsInYear) => (monthsInYear === 13 || m < ADAR_I ? m : m + 1),
    });
  },
});
