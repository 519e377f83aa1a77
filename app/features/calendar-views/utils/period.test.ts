import type { PlainDate } from '@shared/dates/plain-date';
import { describe, expect, it } from 'vitest';
import { monthPeriod, periodRange, shiftPeriod, switchView } from './period';

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const today = date(2026, 3, 11);

describe('shiftPeriod', () => {
  it('moves a week by seven days, across the new year', () => {
    const next = shiftPeriod({ view: 'week', anchor: date(2026, 12, 22) }, 1, today);
    expect(periodRange(next)).toEqual({ start: date(2026, 12, 27), end: date(2027, 1, 2) });
    const back = shiftPeriod(next, -1, today);
    expect(periodRange(back).start).toEqual(date(2026, 12, 20));
  });

  it('moves a month, from December to January and back', () => {
    expect(shiftPeriod({ view: 'month', anchor: date(2026, 12, 15) }, 1, today).anchor).toEqual(
      date(2027, 1, 1),
    );
    expect(shiftPeriod({ view: 'month', anchor: date(2027, 1, 1) }, -1, today).anchor).toEqual(
      date(2026, 12, 1),
    );
  });

  it('moves a year', () => {
    expect(shiftPeriod({ view: 'year', anchor: today }, -1, today).anchor).toEqual(date(2025, 1, 1));
  });

  it('lands on today when the new period contains it', () => {
    expect(shiftPeriod({ view: 'month', anchor: date(2026, 2, 1) }, 1, today).anchor).toEqual(today);
    expect(shiftPeriod({ view: 'week', anchor: date(2026, 3, 1) }, 1, today).anchor).toEqual(today);
  });

  it('keeps the view', () => {
    expect(shiftPeriod({ view: 'year', anchor: today }, 1, today).view).toBe('year');
  });
});

describe('switchView and monthPeriod', () => {
  it('keeps the anchor day when switching views, so Week → Month → Week returns to the same week', () => {
    const week = { view: 'week' as const, anchor: date(2026, 5, 20) };
    expect(switchView(switchView(week, 'month'), 'week')).toEqual(week);
  });

  it('opens a month from its Year tile on today, or on the 1st of another month', () => {
    expect(monthPeriod(2026, 3, today)).toEqual({ view: 'month', anchor: today });
    expect(monthPeriod(2026, 7, today)).toEqual({ view: 'month', anchor: date(2026, 7, 1) });
    expect(monthPeriod(2027, 3, today)).toEqual({ view: 'month', anchor: date(2027, 3, 1) });
  });
});
