import type { PlainDate } from '@shared/dates/plain-date';
import ical, { ICalAlarmType } from 'ical-generator';

export type IcsEvent = {
  /** Stable across downloads and feed refreshes, so calendar apps update the event, never duplicate it. */
  uid: string;
  title: string;
  description: string;
  /** An all-day date. */
  start: PlainDate;
  /** An RRULE line, or null for a single day. */
  rule: string | null;
  /** When the event last changed; a fixed stamp keeps the feed's bytes (and ETag) the same until then. */
  stamp: Date;
  alarmMinutesBefore?: number;
};

type Calendar = { name: string; events: readonly IcsEvent[]; refreshSeconds?: number };

// ical-generator writes all-day dates from the Date's UTC fields when the calendar has no time zone.
const utcDate = ({ year, month, day }: PlainDate) => new Date(Date.UTC(year, month - 1, day));

/** An iCalendar (RFC 5545) file of all-day birthday events; ical-generator does the escaping and folding. */
export function toIcs({ name, events, refreshSeconds }: Calendar): string {
  const calendar = ical({
    name,
    prodId: { company: 'Cakeday', product: 'Cakeday', language: 'EN' },
    ...(refreshSeconds ? { ttl: refreshSeconds } : {}),
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      summary: event.title,
      description: event.description || null,
      start: utcDate(event.start),
      allDay: true,
      stamp: event.stamp,
      repeating: event.rule,
      alarms: event.alarmMinutesBefore
        ? [{ type: ICalAlarmType.display, trigger: event.alarmMinutesBefore * 60, description: event.title }]
        : [],
    });
  }
  return calendar.toString();
}
