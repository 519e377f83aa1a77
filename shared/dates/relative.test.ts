import '@shared/kept-calendars/all';
import { describe, expect, it } from 'vitest';
import type { PlainDate } from './plain-date';
import { ageLabel } from './relative';

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
