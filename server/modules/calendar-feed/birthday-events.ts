import type { birthdays } from '@server/db/schema';
import type { IcsEvent } from '@server/providers/calendar/ics';
import { birthdayEvent, birthdayTitle, CALENDAR_REMINDER_MINUTES } from '@shared/calendar/birthday-event';
import { ordinal } from '@shared/dates/format';
import { ageOn, occurrenceInYear } from '@shared/dates/occurrence';
import type { PlainDate } from '@shared/dates/plain-date';

type Row = Pick<
  typeof birthdays.$inferSelect,
  'id' | 'name' | 'notes' | 'month' | 'day' | 'year' | 'updatedAt'
>;

/** Add to Calendar's .ics: the same event as the Google link, with its reminder 7 days before. */
export function downloadEvent(row: Row, today: PlainDate): IcsEvent {
  const event = birthdayEvent(row, today);
  return {
    uid: `${row.id}@cakeday`,
    title: event.title,
    description: event.description,
    start: event.start,
    rule: event.rule,
    stamp: row.updatedAt,
    alarmMinutesBefore: CALENDAR_REMINDER_MINUTES,
  };
}

// The feed carries ages for last year to two years ahead; calendar apps refresh it long before that runs out.
const YEARS_BACK = 1;
const YEARS_AHEAD = 2;

/**
 * The feed's events. With the birth year known, one event a year titled with the age ("Ada's 36th
 * Birthday"), which a single repeating event cannot say; without it, one yearly repeating event.
 * No alarms: Cakeday sends its own reminders, and subscribed calendars mostly ignore them anyway.
 */
export function feedEvents(row: Row, today: PlainDate): IcsEvent[] {
  const common = { description: row.notes, stamp: row.updatedAt };
  if (row.year === null) {
    const start = occurrenceInYear(row, today.year - YEARS_BACK);
    return [
      {
        ...common,
        uid: `${row.id}@cakeday`,
        title: birthdayTitle(row.name),
        start,
        rule: birthdayEvent(row, start).rule,
      },
    ];
  }
  const events: IcsEvent[] = [];
  for (let year = today.year - YEARS_BACK; year <= today.year + YEARS_AHEAD; year++) {
    const start = occurrenceInYear(row, year);
    const age = ageOn(row, start);
    if (age === null) continue;
    const title = age === 0 ? `${row.name} is born` : `${row.name}'s ${ordinal(age)} Birthday`;
    events.push({ ...common, uid: `${row.id}-${year}@cakeday`, title, start, rule: null });
  }
  return events;
}
