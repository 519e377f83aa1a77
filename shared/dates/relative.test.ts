import '@shared/kept-calendars/all';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from './plain-date';
import { ageLabel, relativeLabel } from './relative';

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

  it('says years beyond 12 months, as a calendar a year ahead can ask', () => {
    expect(relativeLabel(375)).toBe('In 12 months');
    expect(relativeLabel(400)).toBe('In 1 year');
    expect(relativeLabel(730)).toBe('In 2 years');
  });

  it.each([
    [-1, 'Yesterday'],
    [-2, '2 days ago'],
    [-7, '7 days ago'],
    [-8, '1 week ago'],
    [-14, '2 weeks ago'],
    [-30, '4 weeks ago'],
    [-31, '1 month ago'],
    [-92, '3 months ago'],
    [-365, '12 months ago'],
    [-400, '1 year ago'],
    [-800, '2 years ago'],
  ])('labels %i days back as %s', (days, label) => {
    expect(relativeLabel(days)).toBe(label);
  });

  it('mirrors the future: the same distance back reads as the same words with ago', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1000 }), (days) => {
        expect(relativeLabel(-days)).toBe(`${relativeLabel(days).slice('In '.length)} ago`);
      }),
    );
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

  it('rejects fractional day counts', () => {
    expect(() => relativeLabel(1.5)).toThrow(RangeError);
    expect(() => relativeLabel(-1.5)).toThrow(RangeError);
    expect(() => relativeLabel(Number.NaN)).toThrow(RangeError);
  });
});

describe('ageLabel', () => {
  const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
  const leo = { month: 2, day: 14, year: 2000 };
  const today = date(2026, 11, 22);

  it('says turned for an occurrence already past', () => {
    expect(ageLabel(leo, date(2026, 2, 14), today)).toBe('turned 26');
  });

  it('says turns for an occurrence today or ahead', () => {
    expect(ageLabel(leo, date(2027, 2, 14), today)).toBe('turns 27');
    expect(ageLabel({ month: 11, day: 22, year: 1990 }, today, today)).toBe('turns 36');
  });

  it('is null without a birth year or before the birth', () => {
    expect(ageLabel({ ...leo, year: null }, date(2026, 2, 14), today)).toBeNull();
    expect(ageLabel({ ...leo, year: 2030 }, date(2026, 2, 14), today)).toBeNull();
  });
});

describe('ageLabel of a birthday kept in another calendar', () => {
  // Counted in the calendar's own years; the celebrations are published dates (Mid-Autumn 2026 = Sep 25,
  // 1 Tishrei 5787 = 2026-09-12, Nowruz 1406 = 2027-03-21).
  const today: PlainDate = { year: 2026, month: 11, day: 22 };

  it('counts lunar, Hebrew and Persian years', () => {
    const wei = { calendar: 'chinese' as const, month: 8, day: 15, year: 1990 };
    expect(ageLabel(wei, { year: 2026, month: 9, day: 25 }, today)).toBe('turned 36');
    const noa = { calendar: 'hebrew' as const, month: 1, day: 1, year: 5750 };
    expect(ageLabel(noa, { year: 2026, month: 9, day: 12 }, today)).toBe('turned 37');
    const sara = { calendar: 'persian' as const, month: 1, day: 1, year: 1370 };
    expect(ageLabel(sara, { year: 2027, month: 3, day: 21 }, today)).toBe('turns 36');
  });

  it('has none without a birth year', () => {
    const wei = { calendar: 'chinese' as const, month: 8, day: 15, year: null };
    expect(ageLabel(wei, { year: 2027, month: 9, day: 15 }, today)).toBeNull();
  });
});
