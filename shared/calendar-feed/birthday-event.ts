import { kindOf } from '@shared/date-kinds';
import type { BirthDate } from '@shared/dates/birth-date';
import { addDays, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import {
  birthdayDateText,
  type KeptDay,
  keptInOtherCalendar,
  nextCelebration,
} from '@shared/kept-calendars/celebrations';

/** The calendar reminder of spec §9: 7 days before. */
export const CALENDAR_REMINDER_MINUTES = 7 * 24 * 60;

/**
 * The yearly rule of a birthday. Feb 29 becomes "the last day of February": Feb 29 in leap years,
 * Feb 28 in the others, as the app's own reminders do. A plain FREQ=YEARLY from a Feb 29 start
 * would skip three years in four (RFC 5545 drops occurrences on days that do not exist).
 */
export function birthdayRule({ month, day }: Pick<BirthDate, 'month' | 'day'>): string {
  return month === 2 && day === 29 ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY';
}

/** An event's title without a count, in its kind's words: "Ada's Birthday", 'Anniversary: Ann & Bob'. */
export const dateTitle = ({ name, kind, label }: Pick<EventSource, 'name' | 'kind' | 'label'>) =>
  kindOf(kind).feedTitle.en(name, null, label ?? '') ?? name;

/**
 * A birthday with its date: a `KeptDate` (its year, which names a Hebrew leap year's Adar II, may be left out),
 * Gregorian when `calendar` is left out.
 */
type EventSource = { name: string; notes: string; kind?: string; label?: string } & KeptDay;

/** An event's description: the kept date in words ('15th day of the 8th month (Chinese lunar)'), then the notes. */
export const keptDescription = (words: string, notes: string) => (notes ? `${words}\n\n${notes}` : words);

/**
 * An all-day event on the next occurrence (from `today` in the user's time zone), repeating yearly. A
 * birthday kept in another calendar has no yearly rule (RRULE counts Gregorian years; docs/calendars.md):
 * its event is the next occurrence alone, and its description says so.
 */
export function birthdayEvent(b: EventSource, today: PlainDate) {
  const kept = keptInOtherCalendar(b);
  const start = nextCelebration(b, today);
  return {
    title: dateTitle(b),
    description: kept
      ? keptDescription(
          `${birthdayDateText(b)}. Its Gregorian day moves every year, so this event covers one year only; Cakeday's calendar feed has every year.`,
          b.notes,
        )
      : b.notes,
    start,
    // All-day events end on the next day, exclusive.
    end: addDays(start, 1),
    rule: kept ? null : birthdayRule(b),
  };
}

const compact = (d: PlainDate) => toIsoDate(d).replaceAll('-', '');

/** A Google Calendar "create event" link: works without any sign-in or client ID. */
export function googleCalendarLink(b: EventSource, today: PlainDate): string {
  const event = birthdayEvent(b, today);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.description,
    ...(event.rule ? { recur: event.rule } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The Google Calendar API event (spec §7 Calendar service) for `events.insert` into 'primary'. */
export function googleCalendarEvent(b: EventSource, today: PlainDate, timeZone: string) {
  const event = birthdayEvent(b, today);
  return {
    summary: event.title,
    description: event.description,
    start: { date: toIsoDate(event.start), timeZone },
    end: { date: toIsoDate(event.end), timeZone },
    ...(event.rule ? { recurrence: [event.rule] } : {}),
    reminders: {
      useDefault: false,
      overrides: [
        { method: 'email', minutes: CALENDAR_REMINDER_MINUTES },
        { method: 'popup', minutes: CALENDAR_REMINDER_MINUTES },
      ],
    },
  };
}
