import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeLabel } from './relative';

describe('relativeLabel', () => {
  it.each([
    [0, 'Today'],
    [1, 'Tomorrow'],
    [2, 'In 2 days'],
    [7, 'In 7 days'],
    [8, 'In 1 week'],
    [10, 'In 1 week'],
    [11, 'In 2 weeks'],
    [13, 'In 2 weeks'],
    [14, 'In 2 weeks'],
    [30, 'In 4 weeks'],
    [31, 'In 1 month'],
    [45, 'In 1 month'],
    [46, 'In 2 months'],
    [335, 'In 11 months'],
    [365, 'In 12 months'],
  ])('labels %i days ahead as %s', (days, label) => {
    expect(relativeLabel(days)).toBe(label);
  });

  it('never says more than 12 months', () => {
    expect(relativeLabel(400)).toBe('In 12 months');
  });

  it('labels every day count up to a year in days, weeks or months that never shrink as days grow', () => {
    const rank = (label: string) => {
      if (label === 'Today') return 0;
      if (label === 'Tomorrow') return 1;
      const m = /^In (\d+) (day|week|month)s?$/.exec(label);
      expect(m).not.toBeNull();
      const unit = { day: 1, week: 7, month: 30.4 }[m![2] as 'day' | 'week' | 'month'];
      return Number(m![1]) * unit;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), (days) => {
        expect(rank(relativeLabel(days))).toBeLessThanOrEqual(rank(relativeLabel(days + 1)));
      }),
    );
  });

  it('rejects negative and fractional day counts', () => {
    expect(() => relativeLabel(-1)).toThrow(RangeError);
    expect(() => relativeLabel(1.5)).toThrow(RangeError);
    expect(() => relativeLabel(Number.NaN)).toThrow(RangeError);
  });
});
