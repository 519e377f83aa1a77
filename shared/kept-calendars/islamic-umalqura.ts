import { calendarDefinition, sameNumberMonth } from './definition';
import type { CalendarSystem } from './system';

/** The Islamic calendar of Umm al-Qura (Saudi Arabia's civil Hijri calendar), from its published table; years AH. */
export const islamicUmalqura = calendarDefinition({
  id: 'islamic-umalqura',
  name: 'Islamic (Umm al-Qura)',
  shortName: 'Islamic',
  // The Umm al-Qura calendar's transliterations.
  months: [
    'Muharram',
    'Safar',
    "Rabi' al-Awwal",
    "Rabi' al-Thani",
    'Jumada al-Ula',
    'Jumada al-Akhirah',
    'Rajab',
    "Sha'ban",
    'Ramadan',
    'Shawwal',
    "Dhu al-Qa'dah",
    'Dhu al-Hijjah',
  ],
  words: 'day month',
  years: { first: 1317, last: 1524 },
  leapMonths: false,
  celebratedMonth: sameNumberMonth,
  // The 30th of a month that has 29 days this year: the 29th, the month's last day.
  overflow: 'last-day',
  load: async (): Promise<CalendarSystem> => {
    // Each import destructured where it is made, so the bundle keeps only this class of the library.
    const [calendar, { intlDateCalendar }] = await Promise.all([
      import('@internationalized/date').then(({ IslamicUmalquraCalendar }) => new IslamicUmalquraCalendar()),
      import('./intl-date-calendar'),
    ]);
    return intlDateCalendar(islamicUmalqura, {
      calendar,
      // Twelve lunar months average 354.367 days; 1 Muharram 1 AH was 622-07-19 (epoch day -492,148).
      approximateYear: (epochDay) => Math.floor((epochDay + 492_148) / 354.367) + 1,
      identities: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, leap: false, days: 30 })),
    });
  },
});
