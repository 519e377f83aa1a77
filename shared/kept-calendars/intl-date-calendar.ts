import { type Calendar, CalendarDate } from '@internationalized/date';
import type { KeptCalendarDefinition } from './definition';
import { JULIAN_DAY_OF_EPOCH } from './epoch-day';
import { type CalendarSystem, defineCalendar, type MonthInfo, rangeError } from './system';

type Spec = Pick<CalendarSystem, 'identities'> & {
  calendar: Calendar;
  /** A year within one of the right one, found by arithmetic: the cached year bounds settle it. */
  approximateYear: (epochDay: number) => number;
  /** Our month number for the library's ordinal month of a year with `monthsInYear` months. */
  ourMonth?: (libraryMonth: number, monthsInYear: number) => number;
};

/**
 * A calendar whose year structure comes from @internationalized/date (Hebrew, Umm al-Qura, Persian,
 * Ethiopian): a definition's `load` imports the library's class and this module, then calls it.
 */
export function intlDateCalendar(
  definition: KeptCalendarDefinition,
  { calendar, approximateYear, ourMonth = (m) => m, identities }: Spec,
) {
  const { first, last } = definition.years;
  const system = defineCalendar(definition, {
    identities,
    buildYear(year) {
      const count = calendar.getMonthsInYear(new CalendarDate(calendar, year, 1, 1));
      const starts = Array.from({ length: count }, (_, i) => new CalendarDate(calendar, year, i + 1, 1));
      starts.push(new CalendarDate(calendar, year + 1, 1, 1));
      const days = starts.map((date) => calendar.toJulianDay(date) - JULIAN_DAY_OF_EPOCH);
      const months: MonthInfo[] = days.slice(0, -1).map((start, i) => ({
        month: ourMonth(i + 1, count),
        leap: false,
        start,
        length: days[i + 1]! - start,
      }));
      return { year, start: days[0]!, end: days[count]!, months };
    },
    // Rather than the library's date conversion per call: a calendar view asks this for thousands of birthdays.
    yearOfDay(epochDay) {
      let year = Math.min(Math.max(approximateYear(epochDay), first), last);
      while (year > first && epochDay < system.yearInfo(year).start) year--;
      while (year < last && epochDay >= system.yearInfo(year).end) year++;
      const { start, end } = system.yearInfo(year);
      if (epochDay < start || epochDay >= end) throw rangeError(definition.id, `day ${epochDay}`);
      return year;
    },
  });
  return system;
}
