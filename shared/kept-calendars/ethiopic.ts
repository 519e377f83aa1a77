import { calendarDefinition, sameNumberMonth } from './definition';
import { fromEpochDay } from './epoch-day';
import type { CalendarSystem } from './system';

/**
 * The Ethiopian calendar, Ethiopia's civil calendar, in years of the Amete Mihret era (ICU's `ethiopic`):
 * twelve months of 30 days, then Pagume of 5 days, or 6 in a leap year (the year before one divisible by 4:
 * 2015, 2019). From 1900 to 2099 the year begins on Meskerem 1, September 11, or September 12 when the next
 * Gregorian year is a leap year (2023-09-12 began 2016).
 */
export const ethiopic = calendarDefinition({
  id: 'ethiopic',
  name: 'Ethiopian',
  shortName: 'Ethiopian',
  // Common English transliterations (ICU's differ: Tekemt, Hedar, Ter, Miazia, Genbot, Nehasse, Pagumen).
  months: [
    'Meskerem',
    'Tikimt',
    'Hidar',
    'Tahsas',
    'Tir',
    'Yekatit',
    'Megabit',
    'Miyazya',
    'Ginbot',
    'Sene',
    'Hamle',
    'Nehase',
    'Pagume',
  ],
  words: 'day month',
  // 1900-01-01 was 23 Tahsas 1892, 2100-12-31 will be 21 Tahsas 2093.
  years: { first: 1892, last: 2093 },
  leapMonths: false,
  celebratedMonth: sameNumberMonth,
  // Pagume 6 in a common year: Pagume 5, the year's last day, as Feb 29 falls on Feb 28.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    // Each import destructured where it is made, so the bundle keeps only this class of the library.
    const [calendar, { intlDateCalendar }] = await Promise.all([
      import('@internationalized/date').then(({ EthiopicCalendar }) => new EthiopicCalendar()),
      import('./intl-date-calendar'),
    ]);
    return intlDateCalendar(ethiopic, {
      calendar,
      // The year begins in September: 8 years behind the Gregorian from then, 7 before.
      approximateYear: (epochDay) => fromEpochDay(epochDay).year - 8,
      identities: Array.from({ length: 13 }, (_, i) => ({
        month: i + 1,
        leap: false,
        days: i < 12 ? 30 : 6,
      })),
    });
  },
});
