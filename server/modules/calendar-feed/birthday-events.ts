import '@shared/kept-calendars/all';
import { type BirthdayRow, keptDateOfRow } from '@server/db/birthday-store';
import { catalogMessage, speak } from '@server/lib/speak';
import type { IcsEvent } from '@server/providers/calendar-feed/ics';
import {
  birthdayEvent,
  birthdayRule,
  CALENDAR_REMINDER_MINUTES,
  dateTitle,
  keptDescription,
} from '@shared/calendar-feed/birthday-event';
import { kindOf } from '@shared/date-kinds';
import { ageOn, occurrenceInYear } from '@shared/dates/occurrence';
import { comparePlainDates, type PlainDate } from '@shared/dates/plain-date';
import {
  type KeptDate,
  nextOccurrence,
  type Occurrence,
  occurrenceInCalendarYear,
  SUPPORTED_RANGE,
  yearRange,
} from '@shared/kept-calendars';
import { birthdayDateText } from '@shared/kept-calendars/celebrations';
import { keptDateIn } from '@shared/kept-calendars/local-words';
import { calendarName } from '@shared/kept-calendars/words';
import type { ReminderLanguage } from '@shared/languages';

type Row = Pick<
  BirthdayRow,
  'id' | 'name' | 'kind' | 'label' | 'notes' | 'calendar' | 'month' | 'leap' | 'day' | 'year' | 'updatedAt'
>;

// A birthday kept in another calendar has no RRULE that can say it (docs/calendars.md, "Calendar apps"): its
// feed and .ics carry its next occurrence and this many years after it, one dated event each.
const KEPT_YEARS_AHEAD = 10;

/**
 * The celebrations of a kept date from `from` on: the first one and the next KEPT_YEARS_AHEAD years of its
 * calendar, none past the last day the calendar core covers.
 */
function keptOccurrences(kept: KeptDate, from: PlainDate): Occurrence[] {
  const first = nextOccurrence(kept, from).calendarYear;
  const last = Math.min(first + KEPT_YEARS_AHEAD, yearRange(kept.calendar).last);
  const occurrences: Occurrence[] = [];
  for (let year = first; year <= last; year++) {
    const occurrence = occurrenceInCalendarYear(kept, year);
    if (comparePlainDates(occurrence.date, SUPPORTED_RANGE.to) > 0) break;
    occurrences.push(occurrence);
  }
  return occurrences;
}

/**
 * A kept date in the account's language ('כ״ט באלול', '29. Elul (Hebräisch)'); a lunar one in a language ICU
 * names no lunar months in, in the app's words for it ('Monat 8, Tag 15 (Chinesischer Mondkalender)').
 */
function keptWordsIn(language: ReminderLanguage, kept: KeptDate) {
  const name = speak(language, calendarName(kept.calendar));
  const words = keptDateIn(language, kept, { calendarName: name });
  if (words !== null || language === 'en') return words ?? birthdayDateText(kept);
  const month = catalogMessage(language, 'keptDates.lunarMonth', {
    month: kept.month,
    leap: kept.leap ? 'yes' : 'no',
  });
  return catalogMessage(language, 'keptDates.lunarDate', { month, day: kept.day, calendar: name });
}

/** One dated event per occurrence, its UID stable per (birthday, calendar year) so calendar apps update it. */
function keptEvents(
  row: Row,
  kept: KeptDate,
  occurrences: Occurrence[],
  title: (o: Occurrence) => string | null,
  language: ReminderLanguage,
) {
  const description = keptDescription(keptWordsIn(language, kept), row.notes);
  return occurrences.flatMap((occurrence): IcsEvent[] => {
    const summary = title(occurrence);
    if (summary === null) return [];
    const uid = `${row.id}-${kept.calendar}-${occurrence.calendarYear}@cakeday`;
    return [{ uid, title: summary, description, start: occurrence.date, rule: null, stamp: row.updatedAt }];
  });
}

/**
 * Add to Calendar's .ics, each event with its reminder 7 days before: a Gregorian birthday's yearly event, the same
 * as the Google link's; a kept-calendar birthday's next occurrence and the 10 calendar years after it.
 */
export function downloadEvents(row: Row, today: PlainDate, language: ReminderLanguage): IcsEvent[] {
  const alarm = { alarmMinutesBefore: CALENDAR_REMINDER_MINUTES };
  const kept = keptDateOfRow(row);
  if (kept.calendar !== 'gregory') {
    const title = dateTitle(row, language);
    return keptEvents(row, kept, keptOccurrences(kept, today), () => title, language).map((e) => ({
      ...e,
      ...alarm,
    }));
  }
  const event = birthdayEvent({ ...row, ...kept }, today, language);
  return [
    {
      uid: `${row.id}@cakeday`,
      title: event.title,
      description: event.description,
      start: event.start,
      rule: event.rule,
      stamp: row.updatedAt,
      ...alarm,
    },
  ];
}

// The feed carries ages for last year to two years ahead; calendar apps refresh it long before that runs out.
const YEARS_BACK = 1;
const YEARS_AHEAD = 2;

/** A feed event's title in its kind's words: the years counted when the year is known; null before the day. */
function feedTitle(
  row: Row,
  year: number | null,
  count: number | null,
  language: ReminderLanguage,
): string | null {
  if (year === null) return dateTitle(row, language);
  if (count === null) return null;
  return kindOf(row.kind).feedTitle[language](row.name, count, row.label);
}

/**
 * The feed's events. With the birth year known, one event a year titled with the age ("Ada's 36th
 * Birthday"), which a single repeating event cannot say; without it, one yearly repeating event.
 * A birthday kept in another calendar: one event a year, from this year's on (see keptOccurrences).
 * No alarms: Cakeday sends its own reminders, and subscribed calendars mostly ignore them anyway.
 */
export function feedEvents(row: Row, today: PlainDate, language: ReminderLanguage): IcsEvent[] {
  const kept = keptDateOfRow(row);
  if (kept.calendar !== 'gregory') {
    const thisYear = keptOccurrences(kept, { year: today.year, month: 1, day: 1 });
    return keptEvents(row, kept, thisYear, (o) => feedTitle(row, kept.year, o.age, language), language);
  }
  const common = { description: row.notes, stamp: row.updatedAt };
  if (kept.year === null) {
    const start = occurrenceInYear(kept, today.year - YEARS_BACK);
    return [
      {
        ...common,
        uid: `${row.id}@cakeday`,
        title: dateTitle(row, language),
        start,
        rule: birthdayRule(kept),
      },
    ];
  }
  const events: IcsEvent[] = [];
  for (let year = today.year - YEARS_BACK; year <= today.year + YEARS_AHEAD; year++) {
    const start = occurrenceInYear(kept, year);
    const title = feedTitle(row, kept.year, ageOn(kept, start), language);
    if (title !== null)
      events.push({ ...common, uid: `${row.id}-${year}@cakeday`, title, start, rule: null });
  }
  return events;
}
