import {
  countByDate,
  countByMonth,
  createSearchMatcher,
  type DateRange,
  dateKey,
  foldForSearch,
  type Occurrence,
  occurrencesInRange,
  searchTextOf,
} from '@shared/dates/calendar-view';
import { useMemo } from 'react';
import { ALL_CATEGORIES, type CalendarItem, ofKind } from '../utils/calendar-item';
import { type Period, periodRange } from '../utils/period';

type Indexed<T> = { item: T; text: string };

/**
 * Each birthday with its folded search text, sorted by name. Built once per birthdays list, so a
 * keystroke in the search box only runs String#includes over precomputed text.
 */
export function useSearchIndex<T extends CalendarItem>(items: readonly T[]): Indexed<T>[] {
  return useMemo(() => {
    const indexed = items.map((item) => ({
      item,
      text: searchTextOf(item),
      sortName: foldForSearch(item.name),
    }));
    // Plain comparison of folded names: a locale collator over thousands of names costs far more.
    indexed.sort((a, b) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0));
    return indexed.map(({ item, text }) => ({ item, text }));
  }, [items]);
}

/** The birthdays passing the category chip and the search box, still sorted by name. */
export function useFilteredItems<T extends CalendarItem>(
  index: readonly Indexed<T>[],
  category: string,
  kind: string,
  query: string,
): T[] {
  return useMemo(() => {
    const matches = createSearchMatcher(query);
    const out: T[] = [];
    for (const { item, text } of index) {
      if ((category === ALL_CATEGORIES || item.category === category) && ofKind(item, kind) && matches(text))
        out.push(item);
    }
    return out;
  }, [index, category, kind, query]);
}

export type PeriodData<T> = {
  range: DateRange;
  /** The period's birthdays in date order, then by name. */
  occurrences: Occurrence<T>[];
  /** Month view: birthdays per day, keyed by dateKey. */
  dayCounts: Map<number, number>;
  /** Year view: birthdays per month, January first. */
  monthCounts: number[];
};

export function usePeriodData<T extends CalendarItem>(items: readonly T[], period: Period): PeriodData<T> {
  const { view } = period;
  const { start, end } = periodRange(period);
  const from = dateKey(start);
  const to = dateKey(end);
  // Keyed by the range's numbers, not the period object: moving the anchor inside the same week
  // (or month, or year) must not redo the work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: from and to stand for start and end.
  return useMemo(() => {
    const range = { start, end };
    const occurrences = occurrencesInRange(items, range);
    const monthCounts = view === 'year' ? countByMonth(items, start.year) : [];
    const dayCounts = view === 'month' ? countByDate(occurrences) : new Map<number, number>();
    return { range, occurrences, dayCounts, monthCounts };
  }, [items, view, from, to]);
}
