import { HebrewCalendar } from '@internationalized/date';
import { fromEpochDay } from './epoch-day';
import { intlDateCalendar } from './intl-date-calendar';

// Our months are numbered as in a leap year (Adar I = 6, Adar/Adar II = 7, Nisan = 8 … Elul = 13) so that a
// kept month means the same in every year; @internationalized/date numbers a common year's months 1-12.
const ADAR_I = 6;
const ADAR = 7;
const DAYS = [30, 30, 30, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29];

export const hebrew = intlDateCalendar({
  id: 'hebrew',
  // The Hebrew year begins in September or October.
  approximateYear: (epochDay) => fromEpochDay(epochDay).year + 3761,
  calendar: new HebrewCalendar(),
  firstYear: 5660,
  lastYear: 5861,
  identities: DAYS.map((days, i) => ({ month: i + 1, leap: false, days })),
  ourMonth: (m, monthsInYear) => (monthsInYear === 13 || m < ADAR_I ? m : m + 1),
  // Adar I births are kept in Adar in common years; Adar births (common year) fall in Adar II in leap years,
  // which month 7 already is (hebcal's getBirthdayOrAnniversary, after Reingold & Dershowitz).
  celebratedMonth(info, month) {
    const wanted = month === ADAR_I && info.months.length === 12 ? ADAR : month;
    return info.months.find((m) => m.month === wanted)!;
  },
  // 30 Cheshvan, 30 Kislev and 30 Adar I move to the first of the next month in years without that day.
  overflow: 'next-day',
});
