// English only on purpose: the UI copy is English and these strings must match it exactly.
import { type PlainDate, weekday } from './plain-date';
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type MonthName = (typeof MONTH_NAMES)[number];

function monthName(month: number): MonthName {
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(month) || name === undefined) throw new RangeError(`Invalid month: ${month}`);
  return name;
}

/** 1st, 2nd, 3rd, 4th ... with 11th-13th (and 111th-113th) as the exceptions English makes. */
export function ordinal(n: number): string {
  const abs = Math.abs(n);
  const teen = abs % 100 >= 11 && abs % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][abs % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 'March 3rd', as the details modal shows a birthday. */
export function formatMonthDayOrdinal(month: number, day: number): string {
  return `${monthName(month)} ${ordinal(day)}`;
}

/** 'March 3', the date picker's 'MMMM d'. */
export function formatMonthDay(month: number, day: number): string {
  return `${monthName(month)} ${day}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Fri, Sep 25': a Gregorian day with its weekday, written without Intl. */
export function formatWeekdayDate(d: PlainDate): string {
  return `${WEEKDAYS[weekday(d)]}, ${monthName(d.month).slice(0, 3)} ${d.day}`;
}
