import { isLeapYear } from '@shared/dates/birth-date';
import { addDays, type PlainDate } from '@shared/dates/plain-date';
import type { Reminder } from '@shared/schemas/birthday';

/** Days before the occurrence on which each reminder type is sent. */
export const REMINDER_OFFSETS = { birthday: 0, day: 1, week: 7 } as const;

export type Candidate = { type: Reminder['type']; ahead: number; month: number; day: number };

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
 * Every (type, month, day) that some user could be reminded about at this instant: the local days
 * some zone is in, each looking 0, 1 or 7 days ahead. A Feb 28 in a common year also stands for
 * Feb 29. The due query reads birthdays through the (month, day) index for these few dates only.
 */
export function candidates(now: Date): Candidate[] {
  const utc: PlainDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const seen = new Map<string, Candidate>();
  const add = (c: Candidate) => seen.set(`${c.type}-${c.month}-${c.day}`, c);
  const localOffsets = localDayOffsets(now);
  for (const [type, ahead] of Object.entries(REMINDER_OFFSETS) as Array<[Reminder['type'], number]>) {
    for (const localOffset of localOffsets) {
      const d = addDays(utc, localOffset + ahead);
      add({ type, ahead, month: d.month, day: d.day });
      if (d.month === 2 && d.day === 28 && !isLeapYear(d.year)) add({ type, ahead, month: 2, day: 29 });
    }
  }
  return [...seen.values()];
}
