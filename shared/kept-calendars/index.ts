/**
 * Birthdays kept in the calendar the person keeps them in. Pure date logic for browser and server;
 * docs/calendars.md has every rule with its source, the libraries and how they were checked.
 *
 * Calendars (`CalendarId`, the BCP 47 names): each is one file `<id>.ts` exporting its definition (names, month
 * names, years, rules for a day a year lacks, and `load`); `definitions.ts`, generated from those files, lists
 * them, and `CALENDAR_IDS`, the loaders, the words and the database's CHECKs derive from it. 'gregory' is the
 * default and keeps the app's own rules.
 *
 * Data model (`KeptDate`): `{ calendar, month, leap?, day, year }`.
 * - Hebrew months are numbered as in a leap year: Tishrei 1 … Shevat 5, Adar I 6, Adar/Adar II 7, Nisan 8 …
 *   Elul 13. Month 7 is Adar in common years and Adar II in leap years, so one number serves a birth in Adar
 *   (common year) or Adar II; 6 is only for births in Adar I.
 * - `leap` marks the Chinese/Korean leap month that follows month `month`.
 * - `year` is the birth year in the calendar's own numbering (AM, AH, AP; a lunar year is numbered by the
 *   Gregorian year in which its first month begins), or null. `calendarYearsForGregorianYear` turns a Gregorian
 *   birth year into it; `toGregorian`/`fromGregorian` convert a whole birth date.
 *
 * Loading: Gregorian dates work at once. Other calendars load on demand, each by its definition's `load`:
 * `await loadCalendars(ids)` before calling anything below with them (`isCalendarLoaded` tells); server and
 * tests `import '@shared/kept-calendars/all'` to have them all. Years 1900-2100 are supported (`SUPPORTED_RANGE`);
 * a date outside throws a RangeError.
 *
 * Resolution (each year of the birthday's calendar has exactly one celebration day, per docs/calendars.md):
 *   occurrenceInCalendarYear(kept, calendarYear) → Occurrence
 *   occurrencesBetween(kept, from, to) → Occurrence[]         every celebration day in [from, to]
 *   nextOccurrence(kept, onOrAfter) / previousOccurrence(kept, before) → Occurrence
 *   keptDatesOn(calendar, date) → KeptMonthDay[]               every kept month/day celebrated on `date`
 *                                                              (the reminder scan matches birthdays on these)
 * Words and pickers (English):
 *   describeKeptDate(kept, { withYear?, inSentence? }) → '15th day of the 8th month (Chinese lunar)',
 *   '10 Tishrei (Hebrew)'
 *   calendarName(calendar) → 'Chinese lunar'; monthOptions(calendar, year?) → MonthOption[];
 *   daysInKeptMonth(calendar, month, leap, year?) → number; isValidKeptDate(kept) → boolean
 * Years: toGregorian(kept) → PlainDate | null; fromGregorian(calendar, date) → KeptDate;
 *   calendarYearsForGregorianYear(kept, gregorianYear) → number[]; yearRange(calendar) → { first, last }
 *
 * An Occurrence carries the Gregorian `date`, the `calendarYear` it belongs to, the `age` turned that day
 * (calendar years since the birth year) and whether the kept day itself exists that year (`exact`).
 */
import { type BirthDate, daysInMonth, isValidBirthDate } from '@shared/dates/birth-date';
import { ageOn, occurrenceInYear } from '@shared/dates/occurrence';
import { comparePlainDates, type PlainDate } from '@shared/dates/plain-date';
import { fromEpochDay, toEpochDay } from './epoch-day';
import { calendarSystem, definitionOf } from './registry';
import type { CalendarSystem, MonthInfo, YearInfo } from './system';
import {
  CALENDAR_IDS,
  type CalendarId,
  type KeptDate,
  type KeptMonthDay,
  type MonthOption,
  type Occurrence,
} from './types';
import { calendarName, dateInWords, monthName } from './words';

export { isCalendarLoaded, loadCalendars } from './registry';
export * from './types';
export { calendarName };

/** The Gregorian dates every calendar is supported on. */
export const SUPPORTED_RANGE: { from: PlainDate; to: PlainDate } = {
  from: { year: 1900, month: 1, day: 1 },
  to: { year: 2100, month: 12, day: 31 },
};

/** Whether the year is a leap year of its calendar, where a month's name depends on it (Hebrew); else null. */
function leapYearOf(calendar: Exclude<CalendarId, 'gregory'>, info: YearInfo): boolean | null {
  return definitionOf(calendar).isLeapYear?.(info) ?? null;
}
const birthOf = (kept: KeptDate): BirthDate => ({ month: kept.month, day: kept.day, year: kept.year });

function age(kept: KeptDate, calendarYear: number): number | null {
  return kept.year === null || calendarYear < kept.year ? null : calendarYear - kept.year;
}

/** The epoch day a kept month/day is celebrated on in one year of its calendar. */
function celebrationDay(sys: CalendarSystem, info: YearInfo, month: number, leap: boolean, day: number) {
  const m = sys.celebratedMonth(info, month, leap);
  const fits = day <= m.length;
  const dayInMonth = fits || sys.overflow === 'next-day' ? day : m.length;
  return { epochDay: m.start + dayInMonth - 1, exact: fits && m.month === month && m.leap === leap };
}

export function occurrenceInCalendarYear(kept: KeptDate, calendarYear: number): Occurrence {
  if (kept.calendar === 'gregory') {
    const date = occurrenceInYear(kept, calendarYear);
    return { date, calendarYear, age: ageOn(birthOf(kept), date), exact: date.day === kept.day };
  }
  const sys = calendarSystem(kept.calendar);
  const { epochDay, exact } = celebrationDay(
    sys,
    sys.yearInfo(calendarYear),
    kept.month,
    !!kept.leap,
    kept.day,
  );
  return { date: fromEpochDay(epochDay), calendarYear, age: age(kept, calendarYear), exact };
}

function calendarYearOf(calendar: CalendarId, date: PlainDate): number {
  return calendar === 'gregory' ? date.year : calendarSystem(calendar).yearOfDay(toEpochDay(date));
}

/** Every day in [from, to] (inclusive) on which the birthday is celebrated, in order. */
export function occurrencesBetween(kept: KeptDate, from: PlainDate, to: PlainDate): Occurrence[] {
  if (comparePlainDates(from, to) > 0) return [];
  const occurrences: Occurrence[] = [];
  const last = calendarYearOf(kept.calendar, to);
  for (let year = calendarYearOf(kept.calendar, from); year <= last; year++) {
    const occurrence = occurrenceInCalendarYear(kept, year);
    if (comparePlainDates(occurrence.date, from) >= 0 && comparePlainDates(occurrence.date, to) <= 0) {
      occurrences.push(occurrence);
    }
  }
  return occurrences;
}

/** The first celebration on or after `onOrAfter`. */
export function nextOccurrence(kept: KeptDate, onOrAfter: PlainDate): Occurrence {
  const year = calendarYearOf(kept.calendar, onOrAfter);
  const occurrence = occurrenceInCalendarYear(kept, year);
  return comparePlainDates(occurrence.date, onOrAfter) >= 0
    ? occurrence
    : occurrenceInCalendarYear(kept, year + 1);
}

/** The last celebration strictly before `before`. */
export function previousOccurrence(kept: KeptDate, before: PlainDate): Occurrence {
  const year = calendarYearOf(kept.calendar, before);
  const occurrence = occurrenceInCalendarYear(kept, year);
  return comparePlainDates(occurrence.date, before) < 0
    ? occurrence
    : occurrenceInCalendarYear(kept, year - 1);
}

/**
 * Every kept month/day of `calendar` celebrated on `date`: the date itself and whatever the rules move onto it
 * (day 30 of a short month, a missing leap month, Adar I in a common year). The due scan looks birthdays up by
 * these, so it stays proportional to what is due.
 */
export function keptDatesOn(calendar: CalendarId, date: PlainDate): KeptMonthDay[] {
  if (calendar === 'gregory') {
    const candidates = [{ month: date.month, leap: false, day: date.day }];
    if (date.month === 2 && date.day === 28) candidates.push({ month: 2, leap: false, day: 29 });
    return candidates.filter((c) => comparePlainDates(occurrenceInYear(c, date.year), date) === 0);
  }
  const sys = calendarSystem(calendar);
  const target = toEpochDay(date);
  const info = sys.yearInfo(sys.yearOfDay(target));
  const found: KeptMonthDay[] = [];
  for (const { month, leap, days } of sys.identities) {
    const celebrated = sys.celebratedMonth(info, month, leap);
    const offset = target - celebrated.start;
    if (offset < 0 || offset > 31) continue;
    const lands = (day: number) => celebrationDay(sys, info, month, leap, day).epochDay === target;
    // The day itself (or a day past a short month that moves to the next one), then the days past this year's
    // end of the month, which the rules may move onto it: day 30 of a 29-day month, Pagume 6 in a 5-day Pagume.
    if (offset + 1 <= days && lands(offset + 1)) found.push({ month, leap, day: offset + 1 });
    for (let day = Math.max(celebrated.length + 1, offset + 2); day <= days; day++) {
      if (lands(day)) found.push({ month, leap, day });
    }
  }
  return found;
}

function monthOf(info: YearInfo, month: number, leap: boolean): MonthInfo | undefined {
  return info.months.find((m) => m.month === month && m.leap === leap);
}

/** The Gregorian birth date; null when the year is unknown or the date does not exist in that year. */
export function toGregorian(kept: KeptDate): PlainDate | null {
  if (kept.year === null || !isValidKeptDate(kept)) return null;
  if (kept.calendar === 'gregory') return { year: kept.year, month: kept.month, day: kept.day };
  const m = monthOf(calendarSystem(kept.calendar).yearInfo(kept.year), kept.month, !!kept.leap)!;
  return fromEpochDay(m.start + kept.day - 1);
}

/** A Gregorian date in another calendar, with its year: e.g. a known Gregorian birth date. */
export function fromGregorian(calendar: CalendarId, date: PlainDate): KeptDate {
  if (calendar === 'gregory')
    return { calendar, month: date.month, leap: false, day: date.day, year: date.year };
  const sys = calendarSystem(calendar);
  const target = toEpochDay(date);
  const year = sys.yearOfDay(target);
  const m = sys.yearInfo(year).months.find((month) => target < month.start + month.length)!;
  return { calendar, month: m.month, leap: m.leap, day: target - m.start + 1, year };
}

/**
 * The calendar years in which the kept month/day fell within a Gregorian year: 0, 1 or (lunar calendars) 2;
 * none for a Gregorian year outside 1900-2100.
 */
export function calendarYearsForGregorianYear(kept: KeptDate, gregorianYear: number): number[] {
  if (kept.calendar === 'gregory') {
    return isValidKeptDate({ ...kept, year: gregorianYear }) ? [gregorianYear] : [];
  }
  if (gregorianYear < SUPPORTED_RANGE.from.year || gregorianYear > SUPPORTED_RANGE.to.year) return [];
  const years: number[] = [];
  const from = calendarYearOf(kept.calendar, { year: gregorianYear, month: 1, day: 1 });
  const to = calendarYearOf(kept.calendar, { year: gregorianYear, month: 12, day: 31 });
  for (let year = from; year <= to; year++) {
    if (toGregorian({ ...kept, year })?.year === gregorianYear) years.push(year);
  }
  return years;
}

/** The birth years a calendar accepts: its years that overlap 1900-2100 (Gregorian: 1800-9999, as today). */
export function yearRange(calendar: CalendarId): { first: number; last: number } {
  const { first, last } = definitionOf(calendar).years;
  return { first, last };
}

/**
 * Whether a kept date can be stored: a month the calendar has (a leap month only where one occurs), a day the
 * month can have, and with a year, a date that existed that year.
 */
export function isValidKeptDate(kept: KeptDate): boolean {
  const { calendar, month, day, year } = kept;
  const leap = kept.leap ?? false;
  if (!CALENDAR_IDS.includes(calendar) || typeof leap !== 'boolean') return false;
  if (![month, day].every(Number.isInteger) || (year !== null && !Number.isInteger(year))) return false;
  if (calendar === 'gregory') return !leap && isValidBirthDate({ month, day, year });
  const sys = calendarSystem(calendar);
  const identity = sys.identities.find((i) => i.month === month && i.leap === leap);
  if (!identity || day < 1 || day > identity.days) return false;
  if (year === null) return true;
  if (year < sys.firstYear || year > sys.lastYear) return false;
  const m = monthOf(sys.yearInfo(year), month, leap);
  return m !== undefined && day <= m.length;
}

/** Days a picker offers for a month: its length that year, or the most it ever has; 0 if it does not exist. */
export function daysInKeptMonth(
  calendar: CalendarId,
  month: number,
  leap: boolean,
  year: number | null = null,
) {
  return monthOptions(calendar, year).find((o) => o.month === month && o.leap === leap)?.days ?? 0;
}

/** The months a date picker offers, in calendar order: those of `year`, or every month a date can be kept in. */
export function monthOptions(calendar: CalendarId, year: number | null = null): MonthOption[] {
  if (calendar === 'gregory') {
    return Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      leap: false,
      label: monthName(calendar, i + 1, false, null),
      days: daysInMonth(i + 1, year),
    }));
  }
  const sys = calendarSystem(calendar);
  if (year === null) {
    return sys.identities.map(({ month, leap, days }) => ({
      month,
      leap,
      label: monthName(calendar, month, leap, null),
      days,
    }));
  }
  const info = sys.yearInfo(year);
  return info.months.map(({ month, leap, length }) => ({
    month,
    leap,
    label: monthName(calendar, month, leap, leapYearOf(calendar, info)),
    days: length,
  }));
}

/**
 * The kept date in English words: '15th day of the 8th month (Chinese lunar)', '1 Ramadan 1400 (Islamic)';
 * `inSentence` for after 'is on': 'the 15th day of the 8th month (Chinese lunar)'.
 */
export function describeKeptDate(kept: KeptDate, { withYear = false, inSentence = false } = {}): string {
  const { calendar, year } = kept;
  const leapYear =
    calendar !== 'gregory' && year !== null && definitionOf(calendar).isLeapYear
      ? leapYearOf(calendar, calendarSystem(calendar).yearInfo(year))
      : null;
  return dateInWords(kept, leapYear, withYear, inSentence);
}
