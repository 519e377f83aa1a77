import { isLeapYear } from '../../../shared/dates/birth-date';
import { addDays, type PlainDate } from '../../../shared/dates/plain-date';

/** Days before the occurrence on which each reminder type is sent. */
export const REMINDER_OFFSETS = { birthday: 0, day: 1, week: 7 } as const;

/**
 * Every (month, day) that some user could be reminded about at this instant: local dates around the
 * world span UTC's date ±1, and each reminder looks 0, 1 or 7 days ahead. A Feb 28 in a common year
 * also stands for Feb 29. The due query narrows birthdays to these with the (month, day) index.
 */
export function candidateMonthDays(now: Date): Array<[number, number]> {
  const utc: PlainDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const seen = new Map<string, [number, number]>();
  for (const localOffset of [-1, 0, 1]) {
    for (const ahead of Object.values(REMINDER_OFFSETS)) {
      const d = addDays(utc, localOffset + ahead);
      seen.set(`${d.month}-${d.day}`, [d.month, d.day]);
      if (d.month === 2 && d.day === 28 && !isLeapYear(d.year)) seen.set('2-29', [2, 29]);
    }
  }
  return [...seen.values()];
}
