// No `import './all'` here: this file sees the calendars as a browser page does, loaded on demand.
import { describe, expect, it } from 'vitest';
import { describeKeptDate, isCalendarLoaded, loadCalendars, nextOccurrence } from './index';

describe('loading calendars on demand', () => {
  it('works for Gregorian dates at once and refuses a calendar that is not loaded', () => {
    expect(isCalendarLoaded('gregory')).toBe(true);
    expect(isCalendarLoaded('hebrew')).toBe(false);
    expect(() =>
      nextOccurrence({ calendar: 'hebrew', month: 1, day: 1, year: null }, { year: 2025, month: 1, day: 1 }),
    ).toThrow("The hebrew calendar is not loaded: await loadCalendars(['hebrew']) first");
    expect(describeKeptDate({ calendar: 'gregory', month: 7, day: 4, year: null })).toBe(
      'July 4 (Gregorian)',
    );
  });

  it('loads only the calendars asked for, once, even when asked twice at the same time', async () => {
    await Promise.all([loadCalendars(['hebrew', 'gregory']), loadCalendars(['hebrew'])]);
    expect(isCalendarLoaded('hebrew')).toBe(true);
    expect(isCalendarLoaded('chinese')).toBe(false);
    expect(
      nextOccurrence({ calendar: 'hebrew', month: 1, day: 1, year: null }, { year: 2025, month: 1, day: 1 })
        .date,
    ).toEqual({
      year: 2025,
      month: 9,
      day: 23,
    });
    await loadCalendars(['dangi', 'persian']);
    expect(
      ['chinese', 'dangi', 'persian', 'islamic-umalqura'].map((id) => isCalendarLoaded(id as 'dangi')),
    ).toEqual([false, true, true, false]);
  });
});
