// No database.
import '@shared/kept-calendars/all';
import de from '@shared/i18n/catalogs/de.json';
import he from '@shared/i18n/catalogs/he.json';
import zh from '@shared/i18n/catalogs/zh-CN.json';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dateText, keptDateBesideText, monthText } from './birthday-date';

const inLocale = (locale: string, messages: Record<string, string> = {}) =>
  createIntl({ locale, defaultLocale: 'en', messages });
// The lunar words' keys are not in the catalogs yet (/work/i18n-out): German as it will read.
const german = inLocale('de', {
  ...de,
  'keptDates.lunarMonth': '{leap, select, yes {Schaltmonat {month, number}} other {Monat {month, number}}}',
  'keptDates.lunarDate': '{month}, Tag {day, number} ({calendar})',
  'keptDates.lunarDateWithYear': '{month}, Tag {day, number}, {year} ({calendar})',
});
const midAutumn = { calendar: 'chinese', month: 8, day: 15 } as const;
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('a kept date in the chosen language', () => {
  it('Chinese and Hebrew in their own words, German where ICU has no lunar months', () => {
    expect(dateText(inLocale('zh-CN', zh), midAutumn)).toBe('农历八月十五');
    expect(dateText(inLocale('he', he), { calendar: 'hebrew', month: 13, day: 29, year: 5784 })).toBe(
      'כ״ט באלול',
    );
    expect(dateText(german, { calendar: 'hebrew', month: 13, day: 29 })).toBe('29. Elul (Hebräisch)');
    expect(dateText(german, midAutumn)).toBe('Monat 8, Tag 15 (Chinesischer Mondkalender)');
    expect(dateText(german, { ...midAutumn, year: 1990 }, { withYear: true })).toBe(
      'Monat 8, Tag 15, 1990 (Chinesischer Mondkalender)',
    );
    expect(monthText(german, 'chinese', 6, true, null)).toBe('Schaltmonat 6');
    expect(monthText(inLocale('zh-CN', zh), 'chinese', 6, true, null)).toBe('闰六月');
  });

  it('English keeps the spec’s words', () => {
    expect(dateText(inLocale('en'), midAutumn)).toBe('15th day of the 8th month (Chinese lunar)');
    expect(keptDateBesideText(inLocale('en'), midAutumn, d(2026, 9, 25), d(2026, 9, 1))).toBe(
      '15th day of the 8th month (Chinese lunar) · this year Fri, Sep 25',
    );
  });

  it('beside the Gregorian day it falls on: this year, next year, a later year', () => {
    const chinese = inLocale('zh-CN', zh);
    expect(keptDateBesideText(chinese, midAutumn, d(2026, 9, 25), d(2026, 9, 1))).toBe(
      '农历八月十五 · 今年 9月25日周五',
    );
    expect(keptDateBesideText(chinese, midAutumn, d(2027, 9, 15), d(2026, 9, 30))).toBe(
      '农历八月十五 · 明年 9月15日周三',
    );
    const elul = { calendar: 'hebrew', month: 13, day: 29 } as const;
    expect(keptDateBesideText(inLocale('he', he), elul, d(2028, 9, 15), d(2026, 9, 30))).toBe(
      'כ״ט באלול · יום ו׳, 15 בספט׳ 2028',
    );
    expect(keptDateBesideText(chinese, { month: 3, day: 5 }, d(2026, 3, 5), d(2026, 1, 1))).toBeNull();
  });
});
