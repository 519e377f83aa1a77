import { NEW_WINDOW_MS, PAST_WINDOW_DAYS, UPCOMING_WINDOW_DAYS } from '../constants';
import type { BirthDate } from './birth-date';
import { daysUntil, occurrenceInYear } from './occurrence';
import { comparePlainDates, diffDays, type PlainDate } from './plain-date';

type MonthDay = Pick<BirthDate, 'month' | 'day'>;

export type BirthdayGroup = 'today' | 'upcoming' | 'past';

/** Days since the most recent occurrence strictly before `today`, looking into last year if needed. */
function daysSince(b: MonthDay, today: PlainDate): number {
  const thisYear = occurrenceInYear(b, today.year);
  const previous = comparePlainDates(thisYear, today) < 0 ? thisYear : occurrenceInYear(b, today.year - 1);
  return diffDays(previous, today);
}

/**
 * Which home/notification group a birthday is in, with the distance in days.
 * Both directions look across the year boundary so late-December and early-January birthdays are not lost.
 */
export function groupOf(b: MonthDay, today: PlainDate): { group: BirthdayGroup; days: number } | null {
  const ahead = daysUntil(b, today);
  if (ahead === 0) return { group: 'today', days: 0 };
  if (ahead <= UPCOMING_WINDOW_DAYS) return { group: 'upcoming', days: ahead };
  const behind = daysSince(b, today);
  if (behind <= PAST_WINDOW_DAYS) return { group: 'past', days: behind };
  return null;
}

/**
 * Notified less than a day ago. The boundary matches the re-notify guard, so a birthday stops being
 * 'new' at the moment it becomes eligible for another reminder. A timestamp slightly in the future
 * (clock skew between server and client) still counts as just notified.
 */
export function isNew(lastNotified: number | null, nowMs: number): boolean {
  return lastNotified !== null && nowMs - lastNotified < NEW_WINDOW_MS;
}

const byName = (a: { name?: string }, b: { name?: string }) => (a.name ?? '').localeCompare(b.name ?? '');

/**
 * The home screen's two lists: today's birthdays (by name) and the next 7 days (by days, then name).
 * Upcoming items are shallow copies with `days` added, so callers' objects are never mutated.
 */
export function splitHome<T extends MonthDay & { name?: string }>(
  items: readonly T[],
  today: PlainDate,
): { today: T[]; upcoming: Array<T & { days: number }> } {
  const todays: T[] = [];
  const upcoming: Array<T & { days: number }> = [];
  for (const item of items) {
    const days = daysUntil(item, today);
    if (days === 0) todays.push(item);
    else if (days <= UPCOMING_WINDOW_DAYS) upcoming.push({ ...item, days });
  }
  todays.sort(byName);
  upcoming.sort((a, b) => a.days - b.days || byName(a, b));
  return { today: todays, upcoming };
}
