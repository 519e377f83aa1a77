// No database.
import '@shared/kept-calendars/all';
import ar from '@shared/i18n/catalogs/ar.json';
import he from '@shared/i18n/catalogs/he.json';
import zh from '@shared/i18n/catalogs/zh-CN.json';
import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { relativeText } from './birthday-row';

const inLocale = (locale: string, messages: Record<string, string> = {}) =>
  createIntl({ locale, defaultLocale: 'en', messages });
const english = inLocale('en');
const relativeLabel = (days: number) => relativeText(english, days);

describe("relativeText in English (the spec's words)", () => {
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

describe('relativeText in other languages', () => {
  it.each([
    ['he', he, 2, 'בעוד יומיים'],
    ['he', he, 5, 'בעוד 5 ימים'],
    ['he', he, -14, 'לפני שבועיים'],
    ['ar', ar, 2, 'بعد يومين'],
    ['ar', ar, 0, 'اليوم'],
    ['zh-CN', zh, 3, '3天后'],
    ['zh-CN', zh, -8, '1周前'],
  ])('%s: %i days reads %s', (locale, messages, days, text) => {
    expect(relativeText(inLocale(locale, messages), days)).toBe(text);
  });
});
