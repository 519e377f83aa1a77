import { type DateRange, inRange, monthRange, weekRange, yearRange } from '@shared/dates/calendar-view';
import { addDays, type PlainDate } from '@shared/dates/plain-date';

export const CALENDAR_VIEWS = ['week', 'month', 'year'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** What the calendar shows: a view and any day inside the period it shows. */
export type Period = { view: CalendarView; anchor: PlainDate };

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
