import { formatMonthDay, MONTH_NAMES, ordinal } from '@shared/dates/format';
import type { CalendarId, KeptDate } from './types';

// English words for kept dates and pickers. Month names follow common English transliterations
// (hebcal's for Hebrew, the Umm al-Qura calendar's for Hijri months, Iran's for Solar Hijri).

const CALENDAR_NAMES: Record<CalendarId, string> = {
  gregory: 'Gregorian',
  chinese: 'Chinese lunar',
  dangi: 'Korean lunar',
  hebrew: 'Hebrew',
  'islamic-umalqura': 'Islamic (Umm al-Qura)',
  persian: 'Persian (Solar Hijri)',
};

/** The short name in brackets after a date in words. */
const DATE_SUFFIXES: Record<CalendarId, string> = {
  gregory: 'Gregorian',
  chinese: 'Chinese lunar',
  dangi: 'Korean lunar',
  hebrew: 'Hebrew',
  'islamic-umalqura': 'Islamic',
  persian: 'Persian',
};

// Numbered as in a Hebrew leap year: index 5 is Adar I, index 6 Adar II (plain Adar in common years).
const HEBREW_MONTHS = [
  'Tishrei',
  'Cheshvan',
  'Kislev',
  'Tevet',
  'Shevat',
  'Adar I',
  'Adar II',
  'Nisan',
  'Iyar',
  'Sivan',
  'Tammuz',
  'Av',
  'Elul',
];

const ISLAMIC_MONTHS = [
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
];

const PERSIAN_MONTHS = [
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
];

export function calendarName(calendar: CalendarId): string {
  return CALENDAR_NAMES[calendar];
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
  switch (calendar) {
    case 'gregory':
      return MONTH_NAMES[month - 1]!;
    case 'chinese':
    case 'dangi':
      return `${leap ? 'Leap ' : ''}${ordinal(month)} month`;
    case 'hebrew':
      if (month === 7 && leapYear !== true) return leapYear === false ? 'Adar' : 'Adar or Adar II';
      return HEBREW_MONTHS[month - 1]!;
    case 'islamic-umalqura':
      return ISLAMIC_MONTHS[month - 1]!;
    case 'persian':
      return PERSIAN_MONTHS[month - 1]!;
  }
}

/** '15th day of the leap 6th month (Chinese lunar)', '10 Tishrei 5740 (Hebrew)', 'March 5 (Gregorian)'. */
export function dateInWords(kept: KeptDate, leapYear: boolean | null, withYear: boolean): string {
  const { calendar, month, day } = kept;
  const year = withYear && kept.year !== null ? kept.year : null;
  const suffix = `(${DATE_SUFFIXES[calendar]})`;
  if (calendar === 'chinese' || calendar === 'dangi') {
    const of = `${ordinal(day)} day of the ${kept.leap ? 'leap ' : ''}${ordinal(month)} month`;
    return `${of}${year === null ? '' : ` of ${year}`} ${suffix}`;
  }
  if (calendar === 'gregory') {
    return `${formatMonthDay(month, day)}${year === null ? '' : `, ${year}`} ${suffix}`;
  }
  // Without a year, month 7 is simply Adar: that is the month the person celebrates in most years.
  const name = monthName(calendar, month, false, leapYear ?? false);
  return `${day} ${name}${year === null ? '' : ` ${year}`} ${suffix}`;
}
