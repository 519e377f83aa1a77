// Pure math behind the calendar's Week, Month and Year views. Weeks run Sunday to Saturday, like the
// grid's S M T W T F S columns. Every range is inclusive at both ends.
import { SUPPORTED_RANGE } from '@shared/kept-calendars';
import {
  celebrationsBetween,
  type KeptDay,
  keptInOtherCalendar,
  nextCelebration,
} from '@shared/kept-calendars/celebrations';
import { daysInMonth } from './birth-date';
import { occurrenceInYear } from './occurrence';
import { addDays, type PlainDate, weekday } from './plain-date';

// A kept birthday's Gregorian days by Gregorian year, per birthday object. The views ask for the same years
// again and again (each view switch, each search keystroke over the same objects), and converting a date of
// another calendar costs some hundred times the Gregorian arithmetic: 500 of 5,000 birthdays took 13 ms
// a year view without this.
const keptDays = new WeakMap<KeptDay, Map<number, PlainDate[]>>();

function keptDaysIn(item: KeptDay, year: number): PlainDate[] {
  // Other calendars are known from 1900 to 2100 only: a period paged beyond shows none of their birthdays.
  if (year < SUPPORTED_RANGE.from.year || year > SUPPORTED_RANGE.to.year) return [];
  let byYear = keptDays.get(item);
  if (!byYear) {
    byYear = new Map();
    keptDays.set(item, byYear);
  }
  let dates = byYear.get(year);
  if (!dates) {
    const { start, end } = yearRange(year);
    dates = celebrationsBetween(item, start, end);
    byYear.set(year, dates);
  }
  return dates;
}

/** The first of a kept birthday's Gregorian days on or after `today`. */
function nextKeptDay(item: KeptDay, today: PlainDate): PlainDate {
  const from = dateKey(today);
  // Every calendar's year is shorter than two Gregorian ones, so the day is in one of these three.
  for (let year = today.year; year <= today.year + 2; year++) {
    const date = keptDaysIn(item, year).find((d) => dateKey(d) >= from);
    if (date) return date;
  }
  return nextCelebration(item, today);
}

export type DateRange = { start: PlainDate; end: PlainDate };

/** A date as one sortable number (2026-03-08 → 20260308), cheap to compare and to use as a map key. */
export const dateKey = (d: PlainDate): number => d.year * 10_000 + d.month * 100 + d.day;

export const inRange = (d: PlainDate, { start, end }: DateRange): boolean => {
  const key = dateKey(d);
  return key >= dateKey(start) && key <= dateKey(end);
};

/** The Sunday-to-Saturday week containing `date`; it may span two months or two years. */
export function weekRange(date: PlainDate): DateRange {
  const start = addDays(date, -weekday(date));
  return { start, end: addDays(start, 6) };
}

export function monthRange(year: number, month: number): DateRange {
  return { start: { year, month, day: 1 }, end: { year, month, day: daysInMonth(month, year) } };
}

export function yearRange(year: number): DateRange {
  return { start: { year, month: 1, day: 1 }, end: { year, month: 12, day: 31 } };
}

export type GridCell = { date: PlainDate; inMonth: boolean };

/**
 * The month as whole weeks (rows of 7 cells, Sunday first): the days before the 1st and after the
 * last day are filled from the neighbouring months and marked `inMonth: false`. 4 to 6 rows.
 */
export function monthGrid(year: number, month: number): GridCell[][] {
  const { start, end } = monthRange(year, month);
  const first = weekRange(start).start;
  const last = weekRange(end).end;
  const rows: GridCell[][] = [];
  for (let day = first; dateKey(day) <= dateKey(last); day = addDays(day, 7)) {
    rows.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(day, i);
        return { date, inMonth: date.year === year && date.month === month };
      }),
    );
  }
  return rows;
}

export type Occurrence<T> = { item: T; date: PlainDate };

/**
 * When each birthday is celebrated within `range`, in date order; equal dates keep the input order,
 * so callers sort by name once rather than on every view change. A range that crosses New Year
 * looks in both years, and Feb 29 falls on Feb 28 in common years (occurrenceInYear). A birthday kept
 * in another calendar is listed on each Gregorian day it falls on within the range.
 */
export function occurrencesInRange<T extends KeptDay>(
  items: readonly T[],
  range: DateRange,
): Occurrence<T>[] {
  const out: Array<Occurrence<T> & { key: number }> = [];
  const from = dateKey(range.start);
  const to = dateKey(range.end);
  for (const item of items) {
    for (let year = range.start.year; year <= range.end.year; year++) {
      // Its Gregorian days come from its calendar (a Hijri one can fall twice in a Gregorian year); Gregorian
      // ones, most of a list, keep the direct path.
      if (keptInOtherCalendar(item)) {
        for (const date of keptDaysIn(item, year)) {
          const key = dateKey(date);
          if (key >= from && key <= to) out.push({ item, date, key });
        }
        continue;
      }
      const date = occurrenceInYear(item, year);
      const key = dateKey(date);
      if (key >= from && key <= to) out.push({ item, date, key });
    }
  }
  // Array#sort is stable, so same-day birthdays stay in input order.
  out.sort((a, b) => a.key - b.key);
  return out.map(({ item, date }) => ({ item, date }));
}

/** How many birthdays fall on each date, keyed by dateKey. */
export function countByDate(occurrences: readonly Occurrence<unknown>[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { date } of occurrences) {
    const key = dateKey(date);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Birthdays celebrated in each month of `year`: twelve counts, January first. One kept in another calendar
 * counts on each day it falls on that year (twice, or not at all, for some).
 */
export function countByMonth(items: readonly KeptDay[], year: number): number[] {
  const counts = Array<number>(12).fill(0);
  for (const item of items) {
    if (keptInOtherCalendar(item)) {
      for (const { month } of keptDaysIn(item, year)) counts[month - 1]! += 1;
    } else {
      counts[occurrenceInYear(item, year).month - 1]! += 1;
    }
  }
  return counts;
}

/** Lower case with accents removed (NFD, then drop combining marks), so 'José' matches 'jose'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Searchable = { name: string; notes?: string | null; category?: string | null };

/** The folded text a birthday is searched by: name, notes and category. Compute once per birthday. */
export function searchTextOf({ name, notes, category }: Searchable): string {
  return foldForSearch([name, notes ?? '', category ?? ''].join('\n'));
}

/**
 * A predicate over searchTextOf values: every word of the query must appear somewhere, in any order,
 * so 'ada work' finds Ada in the work category. A blank query matches everything.
 */
export function createSearchMatcher(query: string): (searchText: string) => boolean {
  const terms = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return () => true;
  return (text) => terms.every((term) => text.includes(term));
}

export function matchesSearch(birthday: Searchable, query: string): boolean {
  return createSearchMatcher(query)(searchTextOf(birthday));
}

/**
 * Each birthday once, on its next occurrence from `today`, in date order (equal dates keep the
 * input order): what a search shows, whatever period is on screen.
 */
export function nextOccurrences<T extends KeptDay>(items: readonly T[], today: PlainDate): Occurrence<T>[] {
  const out = items.map((item) => ({
    item,
    date: keptInOtherCalendar(item) ? nextKeptDay(item, today) : nextCelebration(item, today),
  }));
  out.sort((a, b) => dateKey(a.date) - dateKey(b.date));
  return out;
}
