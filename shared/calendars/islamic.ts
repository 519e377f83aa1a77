import { IslamicUmalquraCalendar } from '@internationalized/date';
import { intlDateCalendar } from './intl-date-calendar';
import { sameNumberMonth } from './system';

export const islamicUmalqura = intlDateCalendar({
  id: 'islamic-umalqura',
  calendar: new IslamicUmalquraCalendar(),
  firstYear: 1317,
  lastYear: 1524,
  identities: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, leap: false, days: 30 })),
  celebratedMonth: sameNumberMonth,
  overflow: 'last-day',
});
