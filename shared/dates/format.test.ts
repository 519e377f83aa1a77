import { describe, expect, it } from 'vitest';
import { formatMonthDay, formatMonthDayOrdinal, MONTH_NAMES, ordinal } from './format';

describe('MONTH_NAMES', () => {
  it('lists the twelve English month names from January to December', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[1]).toBe('February');
    expect(MONTH_NAMES[11]).toBe('December');
  });
});

describe('ordinal', () => {
  // Written out in full so the table reads like the spec rather than re-deriving the rule.
  const expected = (
    '1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th 14th 15th 16th 17th 18th 19th 20th ' +
    '21st 22nd 23rd 24th 25th 26th 27th 28th 29th 30th 31st'
  ).split(' ');

  it.each(expected.map((label, i) => [i + 1, label] as const))('writes day %i as %s', (n, label) => {
    expect(ordinal(n)).toBe(label);
  });

  it('keeps 11th to 13th in higher hundreds too', () => {
    expect(ordinal(101)).toBe('101st');
    expect(ordinal(111)).toBe('111th');
    expect(ordinal(112)).toBe('112th');
    expect(ordinal(113)).toBe('113th');
    expect(ordinal(122)).toBe('122nd');
  });
});

describe('formatMonthDayOrdinal', () => {
  it('writes the month name and the ordinal day, as in the details modal', () => {
    expect(formatMonthDayOrdinal(3, 3)).toBe('March 3rd');
    expect(formatMonthDayOrdinal(1, 1)).toBe('January 1st');
    expect(formatMonthDayOrdinal(2, 29)).toBe('February 29th');
    expect(formatMonthDayOrdinal(12, 22)).toBe('December 22nd');
    expect(formatMonthDayOrdinal(5, 11)).toBe('May 11th');
  });

  it('rejects a month outside 1 to 12', () => {
    expect(() => formatMonthDayOrdinal(0, 1)).toThrow(RangeError);
    expect(() => formatMonthDayOrdinal(13, 1)).toThrow(RangeError);
    expect(() => formatMonthDayOrdinal(1.5, 1)).toThrow(RangeError);
  });
});

describe('formatMonthDay', () => {
  it('writes the month name and the plain day, like the date picker’s MMMM d', () => {
    expect(formatMonthDay(3, 3)).toBe('March 3');
    expect(formatMonthDay(12, 31)).toBe('December 31');
    expect(formatMonthDay(2, 29)).toBe('February 29');
  });

  it('rejects a month outside 1 to 12', () => {
    expect(() => formatMonthDay(13, 1)).toThrow(RangeError);
  });
});
