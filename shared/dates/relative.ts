import { kindOf } from '@shared/date-kinds';
import { ageOnCelebration, type KeptDay } from '@shared/kept-calendars/celebrations';
import type { BirthDate } from './birth-date';
import { comparePlainDates, type PlainDate } from './plain-date';

// Average month and year lengths, so 'In N months' stays close to calendar months across the year.
const DAYS_PER_MONTH = 30.4;
const DAYS_PER_YEAR = 365.25;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The distance without a direction: '3 days', '2 weeks', '5 months', '1 year'. */
function distance(days: number): string {
  if (days <= 7) return plural(days, 'day');
  if (days <= 30) return plural(Math.round(days / 7), 'week');
  const months = Math.max(1, Math.round(days / DAYS_PER_MONTH));
  if (months <= 12) return plural(months, 'month');
  return plural(Math.max(1, Math.round(days / DAYS_PER_YEAR)), 'year');
}

/**
 * A short label for a birthday `days` from today (a whole number): ahead 'Today', 'Tomorrow',
 * 'In N days/weeks/months/years'; behind 'Yesterday', 'N days/weeks/months/years ago'.
 * Throws a RangeError for a fractional distance, because that means the caller mixed up dates.
 */
export function relativeLabel(days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid day count: ${days}`);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `In ${distance(days)}` : `${distance(-days)} ago`;
}

/**
 * The count in the words of the date's kind: a birthday's 'turned 26' for an occurrence before today,
 * 'turns 27' from today on, an anniversary's '10th anniversary'; null without a year. The years are
 * counted in the date's own calendar (ageOnCelebration).
 */
export function ageLabel(
  birth: KeptDay & Pick<BirthDate, 'year'> & { kind?: string },
  occurrence: PlainDate,
  today: PlainDate,
): string | null {
  const age = ageOnCelebration(birth, occurrence);
  if (age === null) return null;
  return kindOf(birth.kind).countLabel(age, comparePlainDates(occurrence, today) < 0);
}
