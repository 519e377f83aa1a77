// The list of calendars is generated from the calendar files (scripts/indexes.ts, which `npm run lint` runs
// and which refuses a file not named after its calendar), so a calendar is one file.
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from './definitions';

describe('the list of calendars', () => {
  it('names each calendar once', () => {
    expect(new Set(DEFINITIONS.map((d) => d.id)).size).toBe(DEFINITIONS.length);
  });

  it('gives every calendar a name, its months and years, and every other calendar its loader', () => {
    for (const d of DEFINITIONS) {
      expect(d.name, d.id).not.toBe('');
      expect(d.months.length, d.id).toBeGreaterThanOrEqual(12);
      expect(d.years.first, d.id).toBeLessThan(d.years.last);
      if (d.id !== 'gregory') expect('load' in d && typeof d.load, d.id).toBe('function');
    }
  });
});
