import { formatMonthDay, ordinal } from '@shared/dates/format';
import { definitionOf } from './registry';
import type { CalendarId, KeptDate } from './types';

// English words for kept dates and pickers, from each calendar's definition (its names and month names).

export function calendarName(calendar: CalendarId): string {
  return definitionOf(calendar).name;
}

/**
 * A month's name. Hebrew month 7 is 'Adar II' in a leap year, 'Adar' in a common one, and 'Adar or Adar II'
 * when the year is unknown (`leapYear` null).
 */
export function monthName(
  calendar: CalendarId,
  month: number,
  leap: boolean,
  leapYear: boolean | null,
): string {
  return definitionOf(calendar).monthName(month, leap, leapYear);
}

/**
 * '15th day of the leap 6th month (Chinese lunar)', '10 Tishrei 5740 (Hebrew)', 'March 5 (Gregorian)'. In a
 * sentence ('is on …'), the first reads 'the 15th day …'.
 */
export function dateInWords(
  kept: KeptDate,
  leapYear: boolean | null,
  withYear: boolean,
  inSentence = false,
): string {
  const { calendar, month, day } = kept;
  const definition = definitionOf(calendar);
  const year = withYear && kept.year !== null ? kept.year : null;
  const suffix = `(${definition.shortName})`;
  switch (definition.words) {
    case 'nth day of the month': {
      const of = `${ordinal(day)} day of the ${kept.leap ? 'leap ' : ''}${ordinal(month)} month`;
      return `${inSentence ? 'the ' : ''}${of}${year === null ? '' : ` of ${year}`} ${suffix}`;
    }
    case 'month day':
      return `${formatMonthDay(month, day)}${year === null ? '' : `, ${year}`} ${suffix}`;
    case 'day month': {
      // Without a year, month 7 is simply Adar: that is the month the person celebrates in most years.
      const name = definition.monthName(month, false, leapYear ?? false);
      return `${day} ${name}${year === null ? '' : ` ${year}`} ${suffix}`;
    }
  }
}
