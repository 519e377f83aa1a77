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
 * 'turned 26' for an occurrence before today, 'turns 27' from today on; null without a birth year. The age
 * is counted in the birthday's own calendar years (ageOnCelebration).
 */
export function ageLabel(
  birth: KeptDay & Pick<BirthDate, 'year'>,
  occurrence: PlainDate,
  today: PlainDate,
): string | null {
  const age = ageOnCelebration(birth, occurrence);
  if (age === null) return null;
  return comparePlainDates(occurrence, today) < 0 ? `turned ${age}` : `turns ${age}`;
}
