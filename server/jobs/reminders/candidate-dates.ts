import { MAX_LEAD_DAYS } from '@shared/constants';
import { isLeapYear } from '@shared/dates/birth-date';
import { addDays, type PlainDate } from '@shared/dates/plain-date';

/**
 * One (lead time, birthday date) the due scan looks up: a birthday on (month, day), `ahead` days
 * away from `localDate`, the day a user's zone must be on for it to be due.
 */
export type Candidate = { ahead: number; month: number; day: number; localDate: PlainDate };

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
 * Every (lead time, month, day) that some user could be reminded about at this instant: the local
 * days some zone is in, each looking 0 to 60 days ahead. A Feb 28 in a common year also stands for
 * Feb 29. The due query reads birthday_leads through its (month, day, lead_days) index for these
 * only, so a tick reads what is due, not every birthday in the next two months.
 */
export function candidates(now: Date): Candidate[] {
  const utc: PlainDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const list: Candidate[] = [];
  const localOffsets = localDayOffsets(now);
  for (let ahead = 0; ahead <= MAX_LEAD_DAYS; ahead += 1) {
    for (const localOffset of localOffsets) {
      const localDate = addDays(utc, localOffset);
      const d = addDays(localDate, ahead);
      list.push({ ahead, month: d.month, day: d.day, localDate });
      if (d.month === 2 && d.day === 28 && !isLeapYear(d.year))
        list.push({ ahead, month: 2, day: 29, localDate });
    }
  }
  return list;
}
