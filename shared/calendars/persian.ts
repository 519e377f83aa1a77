import { PersianCalendar } from '@internationalized/date';
import { fromEpochDay } from './epoch-day';
import { intlDateCalendar } from './intl-date-calendar';
import { sameNumberMonth } from './system';

export const persian = intlDateCalendar({
  id: 'persian',
  // The Persian year begins at the March equinox.
  approximateYear: (epochDay) => fromEpochDay(epochDay).year - 621,
  calendar: new PersianCalendar(),
  firstYear: 1278,
  lastYear: 1479,
  identities: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, leap: false, days: i < 6 ? 31 : 30 })),
  celebratedMonth: sameNumberMonth,
  // 30 Esfand in a common year: 29 Esfand, as the app keeps Feb 29 on Feb 28.
  overflow: 'last-day',
});
