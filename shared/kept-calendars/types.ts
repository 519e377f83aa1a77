import type { PlainDate } from '@shared/dates/plain-date';
import { DEFINITIONS } from './definitions';

/** The calendars a birthday can be kept in; the ids are the BCP 47 / ICU calendar names (definitions.ts). */
export type CalendarId = (typeof DEFINITIONS)[number]['id'];

/** Every calendar's id, Gregorian first: what the API, the CSV import and the database accept. */
export const CALENDAR_IDS = DEFINITIONS.map((d) => d.id) as unknown as readonly [CalendarId, ...CalendarId[]];

/** The calendars whose dates can be kept in a leap month (`leap: true`): the Chinese and Korean lunar. */
export const LEAP_MONTH_CALENDARS: readonly CalendarId[] = DEFINITIONS.flatMap((d) =>
  'leapMonths' in d && d.leapMonths ? [d.id] : [],
);

/**
 * A birthday as the person keeps it.
 * - `month`: 1-12 in every calendar except Hebrew, whose months are numbered as in a leap year,
 *   Tishrei = 1 … Shevat = 5, Adar I = 6, Adar (common years) and Adar II (leap years) = 7, Nisan = 8 … Elul = 13.
 * - `leap`: the Chinese/Korean leap month that follows month `month` (`LEAP_MONTH_CALENDARS`); false (or absent)
 *   everywhere else.
 * - `year`: the birth year in the calendar's own numbering (Hebrew AM, Hijri AH, Solar Hijri AP; a Chinese or
 *   Korean lunar year is numbered by the Gregorian year in which its first month begins), or null when unknown.
 */
export type KeptDate = {
  calendar: CalendarId;
  month: number;
  leap?: boolean;
  day: number;
  year: number | null;
};

/** A kept date without its year: what the due scan matches birthdays on. */
export type KeptMonthDay = { month: number; leap: boolean; day: number };

/** The Gregorian day a kept date is celebrated on in one year of its calendar. */
export type Occurrence = {
  date: PlainDate;
  /** The year of the birthday's own calendar this occurrence belongs to. */
  calendarYear: number;
  /** Completed years on this day (calendar years since the birth year); null when the year is unknown or later. */
  age: number | null;
  /** False when the kept day does not exist this year and a rule of docs/calendars.md moved it. */
  exact: boolean;
};

/** One entry of a date picker's month list. */
export type MonthOption = {
  month: number;
  leap: boolean;
  label: string;
  /** Days the picker offers: the month's length in the given year, or the most it ever has. */
  days: number;
};
