import { NEW_WINDOW_MS, PAST_WINDOW_DAYS, UPCOMING_WINDOW_DAYS } from '@shared/constants';
import { daysUntil, type KeptDay, previousCelebration } from '@shared/kept-calendars/celebrations';
import { diffDays, type PlainDate } from './plain-date';

export type BirthdayGroup = 'today' | 'upcoming' | 'past';

/** Days since the most recent celebration strictly before `today`, looking into last year if needed. */
const daysSince = (b: KeptDay, today: PlainDate): number => diffDays(previousCelebration(b, today), today);

/**
 * Which home/notification group a birthday is in, with the distance in days to or from its Gregorian day
 * (a birthday kept in another calendar counts from the day it falls on: KeptDay).
 * Both directions look across the year boundary so late-December and early-January birthdays are not lost.
 */
export function groupOf(b: KeptDay, today: PlainDate): { group: BirthdayGroup; days: number } | null {
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
 * The home screen's lists: today's birthdays (by name), the next 7 days (by days, then name) and
 * the last 3 days (most recent first, then name), where `days` counts back.
 * Upcoming and past items are shallow copies with `days` added, so callers' objects are never mutated.
 */
export function splitHome<T extends KeptDay & { name?: string }>(
  items: readonly T[],
  today: PlainDate,
): { today: T[]; upcoming: Array<T & { days: number }>; past: Array<T & { days: number }> } {
  const todays: T[] = [];
  const upcoming: Array<T & { days: number }> = [];
  const past: Array<T & { days: number }> = [];
  for (const item of items) {
    const found = groupOf(item, today);
    if (found?.group === 'today') todays.push(item);
    else if (found?.group === 'upcoming') upcoming.push({ ...item, days: found.days });
    else if (found?.group === 'past') past.push({ ...item, days: found.days });
  }
  const byDays = (a: { days: number; name?: string }, b: { days: number; name?: string }) =>
    a.days - b.days || byName(a, b);
  todays.sort(byName);
  upcoming.sort(byDays);
  past.sort(byDays);
  return { today: todays, upcoming, past };
}
