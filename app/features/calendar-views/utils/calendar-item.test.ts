import { capitalize } from '@shared/text';
import { describe, expect, it } from 'vitest';
import { categoryFilters } from './calendar-item';

describe('categoryFilters', () => {
  it('offers the four built-ins even with no birthdays', () => {
    expect(categoryFilters([])).toEqual(['family', 'friends', 'work', 'other']);
  });

  it('adds each custom category some birthday uses, once, alphabetically, imported included', () => {
    const items = [{ category: 'gym' }, { category: 'work' }, { category: 'book club' }, { category: 'gym' }];
    expect(categoryFilters([...items, { category: 'imported' }])).toEqual([
      'family',
      'friends',
      'work',
      'other',
      'book club',
      'gym',
      'imported',
    ]);
  });
});

describe('capitalize', () => {
  it('capitalises the first letter', () => {
    expect(capitalize('book club')).toBe('Book club');
  });
});
