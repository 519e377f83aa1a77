import { ordinal } from '@shared/dates/format';
import { calendarDefinition, sameNumberMonth } from './definition';
import type { CalendarSystem } from './system';

/**
 * The Chinese lunar calendar (农历): months begin on the day of the new moon in UTC+8 (the Beijing meridian
 * before 1929); a year is numbered by the Gregorian year in which its first month begins. Its years come from
 * the Hong Kong Observatory's table (lunisolar-tables.ts).
 */
export const chinese = calendarDefinition({
  id: 'chinese',
  name: 'Chinese lunar',
  shortName: 'Chinese lunar',
  months: Array.from({ length: 12 }, (_, i) => `${ordinal(i + 1)} month`),
  words: 'nth day of the month',
  years: { first: 1899, last: 2100 },
  leapMonths: true,
  // A leap-month birthday is kept in the ordinary month of the same number in years without that leap month.
  celebratedMonth: sameNumberMonth,
  // Day 30 of a month that has 29 days this year: the 29th, the month's last day.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    const [{ lunisolarCalendar }, { CHINESE }] = await Promise.all([
      import('./lunisolar'),
      import('./lunisolar-tables'),
    ]);
    return lunisolarCalendar(chinese, CHINESE);
  },
});
