import { IslamicUmalquraCalendar } from '@internationalized/date';
import { intlDateCalendar } from './intl-date-calendar';
import { sameNumberMonth } from './system';

export const islamicUmalqura = intlDateCalendar({
  id: 'islamic-umalqura',
  // Twelve lunar months average 354.367 days; 1 Muharram 1 AH was 622-07-19 (epoch day -492,148).
  approximateYear: (epochDay) => Math.floor((epochDay + 492_148) / 354.367) + 1,
  calendar: new IslamicUmalquraCalendar(),
  firstYear: 1317,
  lastYear: 1524,
  identities: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, leap: false, days: 30 })),
  celebratedMonth: sameNumberMonth,
  overflow: 'last-day',
});
