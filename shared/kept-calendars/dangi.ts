import { ordinal } from '@shared/dates/format';
import { calendarDefinition, sameNumberMonth } from './definition';
import type { CalendarSystem } from './system';

/**
 * The Korean lunar calendar (음력), a calendar of its own: months begin on the day of the new moon in UTC+9
 * (UTC+8 before 1912), so it differs from the Chinese whenever a new moon falls between midnight in Seoul and
 * midnight in Beijing. Its years come from KASI's table to 2050, then are computed (lunisolar-tables.ts).
 */
export const dangi = calendarDefinition({
  id: 'dangi',
  name: 'Korean lunar',
  shortName: 'Korean lunar',
  months: Array.from({ length: 12 }, (_, i) => `${ordinal(i + 1)} month`),
  words: 'nth day of the month',
  years: { first: 1899, last: 2100 },
  leapMonths: true,
  // A leap-month birthday is kept in the ordinary month of the same number in years without that leap month.
  celebratedMonth: sameNumberMonth,
  // Day 30 of a month that has 29 days this year: the 29th, the month's last day.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    const [{ lunisolarCalendar }, { DANGI }] = await Promise.all([
      import('./lunisolar'),
      import('./lunisolar-tables'),
    ]);
    return lunisolarCalendar(dangi, DANGI);
  },
});
