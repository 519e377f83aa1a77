import { describe, expect, it } from 'vitest';
import { categoryOptions, countCategories, totalBirthdays } from './category-options';

describe('share category options', () => {
  it('counts birthdays per category', () => {
    const counts = countCategories([
      { category: 'family' },
      { category: 'book club' },
      { category: 'family' },
    ]);
    expect(counts).toEqual({ family: 2, 'book club': 1 });
    expect(totalBirthdays(counts)).toBe(3);
  });

  it('lists the built-in categories always, then other categories with birthdays alphabetically', () => {
    expect(categoryOptions({ imported: 4, family: 2, 'book club': 1 })).toEqual([
      { category: 'family', count: 2 },
      { category: 'friends', count: 0 },
      { category: 'work', count: 0 },
      { category: 'other', count: 0 },
      { category: 'book club', count: 1 },
      { category: 'imported', count: 4 },
    ]);
  });
});
