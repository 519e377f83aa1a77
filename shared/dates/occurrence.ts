import { type BirthDate, daysInMonth } from './birth-date';
import { comparePlainDates, diffDays, type PlainDate } from './plain-date';

type MonthDay = Pick<BirthDate, 'month' | 'day'>;

/** The date a birthday is celebrated in `year`; Feb 29 falls on Feb 28 in common years. */
export function occurrenceInYear(b: MonthDay, year: number): PlainDate {
  return { year, month: b.month, day: Math.min(b.day, daysInMonth(b.month, year)) };
}

/** The first occurrence on or after `today`. */
export function nextOccurrence(b: MonthDay, today: PlainDate): PlainDate {
  const thisYear = occurrenceInYear(b, today.year);
  return comparePlainDates(thisYear, today) >= 0 ? thisYear : occurrenceInYear(b, today.year + 1);
}

/** Days until the next occurrence: 0 on the day itself, at most 365. */
export function daysUntil(b: MonthDay, today: PlainDate): number {
  return diffDays(today, nextOccurrence(b, today));
}

/** The age turned on `occurrence`; null when the birth year is unknown or lies after the occurrence. */
export function ageOn(birth: BirthDate, occurrence: PlainDate): number | null {
  if (birth.year === null) return null;
  const age = occurrence.year - birth.year;
  return age < 0 ? null : age;
}
