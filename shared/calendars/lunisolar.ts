import { fromEpochDay, toEpochDay } from './epoch-day';
import { CHINESE, DANGI, FIRST_YEAR } from './lunisolar-tables';
import { type CalendarSystem, defineCalendar, type MonthInfo, rangeError, sameNumberMonth } from './system';

// The Chinese and Korean lunar calendars, from tables of the years 1899-2100 (see lunisolar-tables.ts for
// their sources). Each year is six hex digits: bits 0-12 say which months (in order, the leap month in its
// place) have 30 days rather than 29, bits 13-16 the month the leap month follows (0: none), bits 17-22
// how many days after January 1 the year begins.

function lunisolar(id: 'chinese' | 'dangi', table: string): CalendarSystem {
  const lastYear = FIRST_YEAR + table.length / 6 - 1;
  const code = (year: number) =>
    Number.parseInt(table.slice((year - FIRST_YEAR) * 6, (year - FIRST_YEAR) * 6 + 6), 16);
  const yearStart = (year: number) => toEpochDay({ year, month: 1, day: 1 }) + (code(year) >> 17);
  const monthCount = (value: number) => (((value >> 13) & 0xf) > 0 ? 13 : 12);
  let lastDay = yearStart(lastYear);
  for (let i = 0; i < monthCount(code(lastYear)); i++) lastDay += code(lastYear) & (1 << i) ? 30 : 29;

  const system = defineCalendar({
    id,
    firstYear: FIRST_YEAR,
    lastYear,
    identities: [],
    buildYear(year) {
      const value = code(year);
      const leapAfter = (value >> 13) & 0xf;
      const start = yearStart(year);
      const months: MonthInfo[] = [];
      let day = start;
      for (let i = 0; i < monthCount(value); i++) {
        const leap = leapAfter > 0 && i === leapAfter;
        const month = leapAfter > 0 && i >= leapAfter ? i : i + 1;
        const length = value & (1 << i) ? 30 : 29;
        months.push({ month, leap, start: day, length });
        day += length;
      }
      return { year, start, end: day, months };
    },
    yearOfDay(epochDay) {
      const gregorianYear = fromEpochDay(epochDay).year;
      const year =
        gregorianYear <= lastYear && epochDay >= yearStart(gregorianYear) ? gregorianYear : gregorianYear - 1;
      if (year < FIRST_YEAR || epochDay >= lastDay) {
        throw rangeError(id, `day ${epochDay}`);
      }
      return year;
    },
    // A leap-month birthday is kept in the ordinary month of the same number in years without that leap month.
    celebratedMonth: sameNumberMonth,
    // Day 30 of a month that has 29 days this year: the 29th, the month's last day.
    overflow: 'last-day',
  });
  // The picker offers only the leap months that occur in the supported years, each with the most days it has.
  const days = new Map<string, number>();
  for (let year = FIRST_YEAR; year <= lastYear; year++) {
    for (const m of system.yearInfo(year).months) {
      const key = `${m.month}${m.leap}`;
      days.set(key, Math.max(days.get(key) ?? 0, m.length));
    }
  }
  const identities = [];
  for (let month = 1; month <= 12; month++) {
    for (const leap of [false, true]) {
      const most = days.get(`${month}${leap}`);
      if (most) identities.push({ month, leap, days: most });
    }
  }
  return { ...system, identities };
}

export const chinese = lunisolar('chinese', CHINESE);
export const dangi = lunisolar('dangi', DANGI);
