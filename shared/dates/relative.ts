import { kindOf } from '@shared/date-kinds';
import { ageOnCelebration, type KeptDay } from '@shared/kept-calendars/celebrations';
import type { BirthDate } from './birth-date';
import { comparePlainDates, type PlainDate } from './plain-date';

// Average month and year lengths, so 'In N months' stays close to calendar months across the year.
const DAYS_PER_MONTH = 30.4;
const DAYS_PER_YEAR = 365.25;

/** How far a day lies, without a direction, in the unit a row names it by: 3 days, 2 weeks, 5 months, 1 year. */
export type Distance = { unit: 'day' | 'week' | 'month' | 'year'; count: number };

/**
 * The distance of a birthday `days` from today (a whole number; negative behind): days up to a
 * week, then weeks up to 30 days, months up to 12, then years. The app words it in the chosen
 * language ('In 2 weeks', '3 days ago'). Throws a RangeError for a fractional distance, because
 * that means the caller mixed up dates.
 */
export function relativeDistance(days: number): Distance {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid day count: ${days}`);
  const n = Math.abs(days);
  if (n <= 7) return { unit: 'day', count: n };
  if (n <= 30) return { unit: 'week', count: Math.round(n / 7) };
  const months = Math.max(1, Math.round(n / DAYS_PER_MONTH));
  if (months <= 12) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.max(1, Math.round(n / DAYS_PER_YEAR)) };
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
