import { BUILT_IN_CATEGORIES } from '@shared/constants';
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
};

export const ALL_CATEGORIES = 'all';

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
