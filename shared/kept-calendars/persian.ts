import { calendarDefinition, sameNumberMonth } from './definition';
import { fromEpochDay } from './epoch-day';
import type { CalendarSystem } from './system';

/** The Persian calendar, Solar Hijri (Iran's and Afghanistan's civil calendar): years AP. */
export const persian = calendarDefinition({
  id: 'persian',
  name: 'Persian (Solar Hijri)',
  shortName: 'Persian',
  // Iran's transliterations.
  months: [
    'Farvardin',
    'Ordibehesht',
    'Khordad',
    'Tir',
    'Mordad',
    'Shahrivar',
    'Mehr',
    'Aban',
    'Azar',
    'Dey',
    'Bahman',
    'Esfand',
  ],
  words: 'day month',
  years: { first: 1278, last: 1479 },
  leapMonths: false,
  celebratedMonth: sameNumberMonth,
  // 30 Esfand in a common year: 29 Esfand, as the app keeps Feb 29 on Feb 28.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    // Each import destructured where it is made, so the bundle keeps only this class of the library.
    const [calendar, { intlDateCalendar }] = await Promise.all([
      import('@internationalized/date').then(({ PersianCalendar }) => new PersianCalendar()),
      import('./intl-date-calendar'),
    ]);
    return intlDateCalendar(persian, {
      calendar,
      // The Persian year begins at the March equinox.
      approximateYear: (epochDay) => fromEpochDay(epochDay).year - 621,
      identities: Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        leap: false,
        days: i < 6 ? 31 : 30,
      })),
    });
  },
});
