import { type Calendar, CalendarDate } from '@internationalized/date';
import { JULIAN_DAY_OF_EPOCH } from './epoch-day';
import { defineCalendar, type MonthInfo, rangeError, type SystemSpec } from './system';

type Spec = Omit<SystemSpec, 'buildYear' | 'yearOfDay'> & {
  calendar: Calendar;
  /** Our month number for the library's ordinal month of a year with `monthsInYear` months. */
  ourMonth?: (libraryMonth: number, monthsInYear: number) => number;
};

/** A calendar whose year structure comes from @internationalized/date (Hebrew, Umm al-Qura, Persian). */
export function intlDateCalendar({ calendar, ourMonth = (m) => m, ...spec }: Spec) {
  return defineCalendar({
    ...spec,
    buildYear(year) {
      const first = new CalendarDate(calendar, year, 1, 1);
      const count = calendar.getMonthsInYear(first);
      const months: MonthInfo[] = [];
      for (let m = 1; m <= count; m++) {
        const date = new CalendarDate(calendar, year, m, 1);
        months.push({
          month: ourMonth(m, count),
          leap: false,
          start: calendar.toJulianDay(date) - JULIAN_DAY_OF_EPOCH,
          length: calendar.getDaysInMonth(date),
        });
      }
      const last = months[months.length - 1]!;
      return { year, start: months[0]!.start, end: last.start + last.length, months };
    },
    yearOfDay(epochDay) {
      const year = calendar.fromJulianDay(epochDay + JULIAN_DAY_OF_EPOCH).year;
      if (year < spec.firstYear || year > spec.lastYear) throw rangeError(spec.id, `day ${epochDay}`);
      return year;
    },
  });
}
