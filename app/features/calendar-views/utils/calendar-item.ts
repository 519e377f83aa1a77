import { BUILT_IN_CATEGORIES } from '@shared/constants';
import { DATE_KINDS, type DateKindId, kindOf } from '@shared/date-kinds';
import type { KeptDay } from '@shared/kept-calendars/celebrations';

/**
 * What the calendar needs of a birthday; the birthdays feature's view type fits it as is. Month and day are
 * in its calendar (KeptDay: Gregorian when none is named).
 */
export type CalendarItem = KeptDay & {
  id: string;
  name: string;
  notes: string;
  category: string;
  year: number | null;
  /** A birthday when absent (shared/date-kinds). */
  kind?: string;
};

export const ALL_CATEGORIES = 'all';
export const ALL_KINDS = 'all';

/** Whether an item passes the kind filter. */
export const ofKind = (item: Pick<CalendarItem, 'kind'>, kind: string) =>
  kind === ALL_KINDS || kindOf(item.kind).id === kind;

/**
 * The kinds the list holds, in the Kind choice's order; the filter shows only when there are two or
 * more, so a list of birthdays looks as it always has.
 */
export function kindFilters(items: readonly Pick<CalendarItem, 'kind'>[]): DateKindId[] {
  const present = new Set(items.map((item) => kindOf(item.kind).id));
  return DATE_KINDS.flatMap((k) => (present.has(k.id) ? [k.id] : []));
}

/**
 * The filter chips after 'All': the built-ins, then every other category some birthday uses,
 * alphabetically. Custom categories live only on birthdays, so a chip disappears with the last
 * birthday that uses it.
 */
export function categoryFilters(items: readonly Pick<CalendarItem, 'category'>[]): string[] {
  const builtIn = new Set<string>(BUILT_IN_CATEGORIES);
  const custom = new Set<string>();
  for (const { category } of items) if (!builtIn.has(category)) custom.add(category);
  return [...BUILT_IN_CATEGORIES, ...[...custom].sort()];
}
