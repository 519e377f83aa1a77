import '@shared/kept-calendars/all';
import { MAX_LEAD_DAYS } from '@shared/constants';
import { addDays, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import { CALENDAR_IDS, type CalendarId, type KeptMonthDay, keptDatesOn } from '@shared/kept-calendars';

/**
 * One (lead time, kept birthday date) the due scan looks up: a birthday kept on (calendar, month,
 * leap, day), celebrated `ahead` days after `localDate`, the day a user's zone must be on for it to be due.
 */
export type Candidate = KeptMonthDay & { ahead: number; calendar: CalendarId; localDate: PlainDate };

// Every time zone's offset lies within UTC−12:00 … UTC+14:00.
const WESTMOST_MINUTES = -12 * 60;
const EASTMOST_MINUTES = 14 * 60;

/** Which calendar days (relative to UTC's) some zone is in at this instant: two of three, or all three. */
export function localDayOffsets(now: Date): number[] {
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return [
    ...(minute + WESTMOST_MINUTES < 0 ? [-1] : []),
    0,
    ...(minute + EASTMOST_MINUTES >= 24 * 60 ? [1] : []),
  ];
}

/**
 * Every kept (calendar, month, leap, day) celebrated on `date`, in every calendar: the date itself in
 * each, and whatever the calendars' rules move onto it (a Gregorian Feb 29 onto a common year's Feb 28,
 * a missing leap month onto the ordinary one, day 30 onto a short month's 29th, Adar onto Adar II…).
 */
export function keptDatesCelebratedOn(date: PlainDate) {
  return CALENDAR_IDS.flatMap((calendar) =>
    keptDatesOn(calendar, date).map((kept) => ({ calendar, ...kept })),
  );
}

/**
 * Every (lead time, kept date) that some user could be reminded about at this instant: the local
 * days some zone is in, each looking 0 to 60 days ahead, and every kept date of every calendar
 * celebrated on that day. The due query reads birthday_leads through its (calendar, month, leap,
 * day, lead_days) index for these only, so a tick reads what is due, not every birthday in the next
 * two months.
 */
export function candidates(now: Date): Candidate[] {
  const utc: PlainDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const list: Candidate[] = [];
  const localOffsets = localDayOffsets(now);
  // Two or three local days each look 0-60 days ahead: most target days recur, so each is resolved once.
  const keptOn = new Map<string, ReturnType<typeof keptDatesCelebratedOn>>();
  for (let ahead = 0; ahead <= MAX_LEAD_DAYS; ahead += 1) {
    for (const localOffset of localOffsets) {
      const localDate = addDays(utc, localOffset);
      const d = addDays(localDate, ahead);
      const key = toIsoDate(d);
      if (!keptOn.has(key)) keptOn.set(key, keptDatesCelebratedOn(d));
      for (const kept of keptOn.get(key)!) list.push({ ahead, ...kept, localDate });
    }
  }
  return list;
}
