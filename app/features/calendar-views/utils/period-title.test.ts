// No database.
import type { PlainDate } from '@shared/dates/plain-date';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { weekSubtitle as subtitleIn, periodTitle as titleIn } from './period-title';

const date = (year: number, month: number, day: number): PlainDate => ({ year, month, day });
const today = date(2026, 3, 11);
const intl = (locale: string) => createIntl({ locale, defaultLocale: 'en', messages: {} });
const periodTitle = (period: Parameters<typeof titleIn>[1]) => titleIn(intl('en'), period);
const weekSubtitle = (anchor: PlainDate) => subtitleIn(intl('en'), anchor);

describe('periodTitle', () => {
  it('shows month and year in Week and Month view, and the year alone in Year view', () => {
    expect(periodTitle({ view: 'week', anchor: today })).toBe('March 2026');
    expect(periodTitle({ view: 'month', anchor: today })).toBe('March 2026');
    expect(periodTitle({ view: 'year', anchor: today })).toBe('2026');
  });

  it('names both months of a week that spans two, and both years of one that spans two, shortened', () => {
    expect(periodTitle({ view: 'week', anchor: date(2026, 4, 1) })).toBe('Mar – Apr 2026');
    expect(periodTitle({ view: 'week', anchor: date(2026, 12, 31) })).toBe('Dec 2026 – Jan 2027');
  });
});

describe('weekSubtitle', () => {
  it('gives the first and last day of the week', () => {
    expect(weekSubtitle(today)).toBe('Mar 8 – 14');
    expect(weekSubtitle(date(2026, 4, 1))).toBe('Mar 29 – Apr 4');
    expect(weekSubtitle(date(2027, 1, 1))).toBe('Dec 27 – Jan 2');
  });
});

describe('in other languages', () => {
  it("names the months in the chosen language's own words", () => {
    expect(titleIn(intl('de'), { view: 'month', anchor: today })).toBe('März 2026');
    expect(titleIn(intl('he'), { view: 'month', anchor: today })).toBe('מרץ 2026');
    expect(titleIn(intl('zh-CN'), { view: 'month', anchor: today })).toBe('2026年3月');
    // Persian speaks of the Gregorian month here: the grid below is Gregorian.
    expect(titleIn(intl('fa'), { view: 'year', anchor: today })).toBe('۲۰۲۶');
  });
});
