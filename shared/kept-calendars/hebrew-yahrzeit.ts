import { calendarDefinition } from './definition';
import { hebrew } from './hebrew';
import type { CalendarSystem, MonthInfo, YearInfo } from './system';

// The Hebrew calendar as a remembrance keeps it: the yahrzeit rules (docs/calendars.md, "Remembrance
// (yahrzeit)"), after Reingold & Dershowitz as @hebcal/core's getYahrzeit implements them. Its years and months
// are the Hebrew calendar's; only where a yahrzeit falls differs from a birthday. The due scan matches a kept
// (month, leap, day) without its year, so what a rule learns from the year of death is kept in `leap`
// (yahrzeitOf, hebrew-yahrzeit-dates.ts, turns a Hebrew date of death into these):
//   Cheshvan/Kislev 30, leap false: the month's last day, the 29th where it has no 30th (the first anniversary
//     had no 30th); leap true: the 30th, else the 1st of the next month (it had, or the year is unknown).
//   Adar I (6) day 1-29: Adar I, Adar in a common year. Adar I 30, leap true: 30 Adar I, 30 Shevat in a common
//     year (leap false is never kept: it would fall on 29 Adar).
//   Adar (7), leap false: Adar, Adar I in a leap year (a death in Adar of a common year, as hebcal); leap true:
//     the last Adar, Adar II in a leap year (a death in Adar II, or the custom that keeps Adar II).
// A year lists each of its months once, a leap year's Adar II with leap true, then the same months again with
// the flags the year can also be kept with, so that a date of death with its year validates and converts; a
// date picker uses the Hebrew calendar, never this one.
const CHESHVAN = 2;
const KISLEV = 3;
const SHEVAT = 5;
const ADAR_I = 6;
const ADAR = 7;

const isLeap = (info: YearInfo) => info.months.some((m) => m.month === ADAR_I);
const monthOf = (info: YearInfo, month: number, leap: boolean) =>
  info.months.find((m) => m.month === month && m.leap === leap)!;

export const hebrewYahrzeit = calendarDefinition({
  id: 'hebrew-yahrzeit',
  name: hebrew.name,
  shortName: hebrew.shortName,
  months: hebrew.months,
  monthName: hebrew.monthName,
  isLeapYear: isLeap,
  words: 'day month',
  years: hebrew.years,
  // The `leap` flag carries the rules above; the database keeps (calendar, leap) pairs of such calendars.
  leapMonths: true,
  celebratedMonth(info, month, leap): MonthInfo {
    if ((month === CHESHVAN || month === KISLEV) && leap) {
      // Runs on into the next month: day 30 of a 29-day month is the 1st of the next. Not exact where it does.
      const m = monthOf(info, month, false);
      return { ...m, leap: m.length === 30, length: 30 };
    }
    if (month === ADAR_I) {
      if (isLeap(info)) return monthOf(info, ADAR_I, leap);
      return leap ? monthOf(info, SHEVAT, false) : monthOf(info, ADAR, false);
    }
    if (month === ADAR)
      return isLeap(info) ? monthOf(info, leap ? ADAR : ADAR_I, leap) : monthOf(info, ADAR, leap);
    return monthOf(info, month, false);
  },
  // A yahrzeit is not kept later than the day itself: day 30 of a 29-day month is its 29th.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    const [base, { defineCalendar }] = await Promise.all([hebrew.load(), import('./system')]);
    const again = (info: YearInfo, month: number, leap: boolean): MonthInfo => ({
      ...info.months.find((m) => m.month === month)!,
      leap,
    });
    return defineCalendar(hebrewYahrzeit, {
      identities: [
        ...base.identities,
        { month: CHESHVAN, leap: true, days: 30 },
        { month: KISLEV, leap: true, days: 30 },
        { month: ADAR_I, leap: true, days: 30 },
        { month: ADAR, leap: true, days: 29 },
      ],
      yearOfDay: base.yearOfDay,
      buildYear(year) {
        const info = base.yearInfo(year);
        const leapYear = info.months.length === 13;
        const months = info.months.map((m) => (leapYear && m.month === ADAR ? { ...m, leap: true } : m));
        const extra = [again(info, CHESHVAN, true), again(info, KISLEV, true)];
        extra.push(leapYear ? again(info, ADAR_I, true) : again(info, ADAR, true));
        return { ...info, months: [...months, ...extra] };
      },
    });
  },
});
