import { type BirthDate, formatBirthDate, parseBirthDate, splitBirthDate } from '@shared/dates/birth-date';
import { formatMonthDayOrdinal, formatWeekdayDate } from '@shared/dates/format';
import { ageOn, nextOccurrence as nextGregorian, occurrenceInYear } from '@shared/dates/occurrence';
import { comparePlainDates, diffDays, type PlainDate } from '@shared/dates/plain-date';
import {
  describeKeptDate,
  isValidKeptDate,
  nextOccurrence,
  occurrencesBetween,
  previousOccurrence,
} from './index';
import type { CalendarId, KeptDate } from './types';

/**
 * What the app's views need of a birthday's date: its month and day as kept, in `calendar` (Gregorian when
 * absent, as every birthday was before other calendars). These functions answer on the Gregorian days, with
 * a fast path for Gregorian birthdays, which are most of a list. Load the other calendars first
 * (`loadCalendars`).
 */
export type KeptDay = {
  month: number;
  day: number;
  calendar?: CalendarId;
  leap?: boolean;
  /** The birth year in its calendar, where known: it names a Hebrew leap year's Adar II. */
  year?: number | null;
};

/** Whether the birthday is kept in a calendar other than the Gregorian: its Gregorian day moves every year. */
export const keptInOtherCalendar = (b: KeptDay) => b.calendar !== undefined && b.calendar !== 'gregory';
const keptOf = (b: KeptDay, year: number | null = null): KeptDate => ({
  calendar: b.calendar ?? 'gregory',
  month: b.month,
  leap: b.leap ?? false,
  day: b.day,
  year,
});

/**
 * A birthday's wire date ('YYYY-MM-DD' or '--MM-DD', in its calendar's numbering) with its calendar and leap
 * month, as a kept date; null when that calendar has no such date (or year).
 */
export function keptDateOf(wire: string, calendar: CalendarId = 'gregory', leap = false): KeptDate | null {
  if (calendar === 'gregory') {
    const date = leap ? null : parseBirthDate(wire);
    return date && { calendar, month: date.month, leap: false, day: date.day, year: date.year };
  }
  const parts = splitBirthDate(wire);
  if (!parts) return null;
  const kept: KeptDate = { calendar, month: parts.month, leap, day: parts.day, year: parts.year };
  return isValidKeptDate(kept) ? kept : null;
}

/** A kept date as a birthday's fields on the wire: keptDateOf's inverse. */
export const wireDateOf = (kept: KeptDate) => ({
  date: formatBirthDate(kept),
  calendar: kept.calendar,
  leap: kept.leap ?? false,
});

/** The first Gregorian day on or after `onOrAfter` the birthday is celebrated on. */
export function nextCelebration(b: KeptDay, onOrAfter: PlainDate): PlainDate {
  return keptInOtherCalendar(b) ? nextOccurrence(keptOf(b), onOrAfter).date : nextGregorian(b, onOrAfter);
}

/** The last Gregorian day strictly before `before` the birthday was celebrated on. */
export function previousCelebration(b: KeptDay, before: PlainDate): PlainDate {
  if (keptInOtherCalendar(b)) return previousOccurrence(keptOf(b), before).date;
  const thisYear = occurrenceInYear(b, before.year);
  return comparePlainDates(thisYear, before) < 0 ? thisYear : occurrenceInYear(b, before.year - 1);
}

/** Every Gregorian day in [from, to] the birthday is celebrated on, in order (a Hijri one twice in some years). */
export function celebrationsBetween(b: KeptDay, from: PlainDate, to: PlainDate): PlainDate[] {
  if (keptInOtherCalendar(b)) return occurrencesBetween(keptOf(b), from, to).map((o) => o.date);
  const dates: PlainDate[] = [];
  for (let year = from.year; year <= to.year; year++) {
    const date = occurrenceInYear(b, year);
    if (comparePlainDates(date, from) >= 0 && comparePlainDates(date, to) <= 0) dates.push(date);
  }
  return dates;
}

/** Days until the next celebration: 0 on the day itself. */
export function daysUntil(b: KeptDay, today: PlainDate): number {
  return diffDays(today, nextCelebration(b, today));
}

/**
 * The age turned on `celebration` (one of the birthday's Gregorian days), counted in the birthday's own
 * calendar years; null when the birth year is unknown or lies after it.
 */
export function ageOnCelebration(
  b: KeptDay & Pick<BirthDate, 'year'>,
  celebration: PlainDate,
): number | null {
  if (!keptInOtherCalendar(b)) return ageOn(b, celebration);
  if (b.year === null) return null;
  return nextOccurrence(keptOf(b, b.year), celebration).age;
}

/**
 * The kept date in words beside the Gregorian day it falls on this time: '15th day of the 8th month
 * (Chinese lunar) · this year Fri, Sep 25'. Null for a Gregorian birthday, whose date says it all.
 */
export function keptDateBeside(b: KeptDay, celebration: PlainDate, today: PlainDate): string | null {
  if (!keptInOtherCalendar(b)) return null;
  const years = celebration.year - today.year;
  const when = years === 0 ? 'this year' : years === 1 ? 'next year' : String(celebration.year);
  return `${birthdayDateText(keptOf(b))} · ${when} ${formatWeekdayDate(celebration)}`;
}

/**
 * A birthday's date in words, the one way every surface says it (rows, details, shares, the import preview, share
 * text, calendar events): a Gregorian one as 'December 10th' ('December 10th, 1815' `withYear`), one kept in
 * another calendar in that calendar's words, '15th day of the 8th month (Chinese lunar)' (`inSentence`, after
 * 'is on': 'the 15th day …').
 */
export function birthdayDateText(b: KeptDay, { withYear = false, inSentence = false } = {}): string {
  if (keptInOtherCalendar(b)) return describeKeptDate(keptOf(b, b.year ?? null), { withYear, inSentence });
  const date = formatMonthDayOrdinal(b.month, b.day);
  return withYear && b.year != null ? `${date}, ${b.year}` : date;
}
