import { BUILT_IN_CATEGORIES } from '@shared/constants';

export type CategoryCounts = Record<string, number>;
export type CategoryOption = { category: string; count: number };

/** How many birthdays each category holds. */
export function countCategories(list: readonly { category: string }[]): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const { category } of list) counts[category] = (counts[category] ?? 0) + 1;
  return counts;
}

/**
 * The Share Birthdays checkboxes: the built-in categories always (in the spec's order, so the list
 * does not jump around), then any other category that has birthdays, alphabetically.
 */
export function categoryOptions(counts: CategoryCounts): CategoryOption[] {
  const builtIn = new Set<string>(BUILT_IN_CATEGORIES);
  const others = Object.keys(counts)
    .filter((c) => !builtIn.has(c) && (counts[c] ?? 0) > 0)
    .sort();
  return [...BUILT_IN_CATEGORIES, ...others].map((category) => ({ category, count: counts[category] ?? 0 }));
}

export const totalBirthdays = (counts: CategoryCounts) => Object.values(counts).reduce((a, b) => a + b, 0);
