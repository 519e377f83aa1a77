import type { BirthDate } from '@shared/dates/birth-date';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { isCalendarLoaded, loadCalendars } from '@shared/kept-calendars/registry';
import type { Birthday } from '@shared/schemas/birthday';

/**
 * A birthday with its date split into parts, as every view and date helper wants it: month, day and year
 * are its calendar's (`calendar`, `leap`), so the views go through shared/kept-calendars/celebrations.ts for the
 * Gregorian days. Its calendar must be loaded (the birthdays query loads the calendars its list uses).
 */
export type BirthdayView = Birthday & BirthDate;

export function toView(b: Birthday): BirthdayView {
  const kept = keptDateOf(b.date, b.calendar, b.leap);
  return { ...b, month: kept?.month ?? 1, day: kept?.day ?? 1, year: kept?.year ?? null };
}

/**
 * Loads the calendars a list of birthdays is kept in (one chunk per family, each once), so that toView and
 * the views can use them synchronously.
 */
export function loadCalendarsOf(list: readonly Pick<Birthday, 'calendar'>[]): Promise<void> {
  // `?? 'gregory'`: a list this browser kept offline before birthdays had calendars has none.
  return loadCalendars(new Set(list.map((b) => b.calendar ?? 'gregory')));
}

/** Whether toView can take this birthday now: its calendar is loaded. */
export const canView = (b: Pick<Birthday, 'calendar'>): boolean => isCalendarLoaded(b.calendar ?? 'gregory');
