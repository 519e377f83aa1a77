import { type DateRange, inRange, monthRange, weekRange, yearRange } from '@shared/dates/calendar-view';
import { MONTH_NAMES } from '@shared/dates/format';
import { addDays, type PlainDate } from '@shared/dates/plain-date';

export const CALENDAR_VIEWS = ['week', 'month', 'year'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the calendar shows: a view and any day inside the period it shows. */
export type Period = { view: CalendarView; anchor: PlainDate };

export const VIEW_LABELS: Record<CalendarView, 'Week' | 'Month' | 'Year'> = {
  week: 'Week',
  month: 'Month',
  year: 'Year',
};

/** The counter's words after its number, as the spec writes them ('Birthdays This Week/Month/Year'), singular for one. */
export const counterLabel = (view: CalendarView, count: number) =>
  `${count === 1 ? 'Birthday' : 'Birthdays'} This ${VIEW_LABELS[view]}`;

export function periodRange({ view, anchor }: Period): DateRange {
  if (view === 'week') return weekRange(anchor);
  if (view === 'month') return monthRange(anchor.year, anchor.month);
  return yearRange(anchor.year);
}

/**
 * The neighbouring period (step -1 or +1). Its anchor is today when today lies inside it, else its
 * first day, so switching from there to a finer view lands somewhere sensible.
 */
export function shiftPeriod(period: Period, step: -1 | 1, today: PlainDate): Period {
  const { view, anchor } = period;
  let start: PlainDate;
  if (view === 'week') start = addDays(weekRange(anchor).start, 7 * step);
  else if (view === 'month') {
    const index = anchor.year * 12 + (anchor.month - 1) + step;
    start = { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
  } else start = { year: anchor.year + step, month: 1, day: 1 };
  const next = { view, anchor: start };
  return { view, anchor: inRange(today, periodRange(next)) ? today : start };
}

/** Jumps into a month from a Year tile: today if it is in that month, else the 1st. */
export function monthPeriod(year: number, month: number, today: PlainDate): Period {
  const inMonth = today.year === year && today.month === month;
  return { view: 'month', anchor: inMonth ? today : { year, month, day: 1 } };
}

/** Changing view keeps the anchor day, so Week → Month → Week returns to the same week. */
export const switchView = (period: Period, view: CalendarView): Period => ({ view, anchor: period.anchor });

const monthYear = (d: PlainDate) => `${MONTH_NAMES[d.month - 1]} ${d.year}`;
const shortMonth = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);

/**
 * The header: month-year, or the year alone in Year view. A week that spans two months names both,
 * shortened to fit a phone ('Mar – Apr 2026'), and one that spans two years names both years.
 */
export function periodTitle(period: Period): string {
  if (period.view === 'year') return String(period.anchor.year);
  if (period.view === 'month') return monthYear(period.anchor);
  const { start, end } = weekRange(period.anchor);
  if (start.month === end.month) return monthYear(start);
  const endText = `${shortMonth(end.month)} ${end.year}`;
  if (start.year === end.year) return `${shortMonth(start.month)} – ${endText}`;
  return `${shortMonth(start.month)} ${start.year} – ${endText}`;
}

/** The week's days under the header, e.g. 'Mar 8 – 14' or 'Mar 29 – Apr 4'. */
export function weekSubtitle(anchor: PlainDate): string {
  const { start, end } = weekRange(anchor);
  const from = `${shortMonth(start.month)} ${start.day}`;
  return start.month === end.month ? `${from} – ${end.day}` : `${from} – ${shortMonth(end.month)} ${end.day}`;
}

/** '1 birthday', '2 birthdays': the tail of a grid cell's or tile's accessible name. */
export const birthdaysCount = (n: number) => `${n} ${n === 1 ? 'birthday' : 'birthdays'}`;
