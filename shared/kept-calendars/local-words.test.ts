import '@shared/kept-calendars/all';
import { describe, expect, it } from 'vitest';
import { keptDateIn, keptMonthIn } from './local-words';
import type { CalendarId, KeptDate } from './types';

// The examples, literally (农历八月十五, 음력 8월 15일, כ״ט באלול, ١ رمضان, ۳۰ اسفند), and what other
// languages read where ICU has the words. English stays the spec's words.
const kept = (calendar: CalendarId, month: number, day: number, year: number | null = null, leap = false) =>
  ({ calendar, month, leap, day, year }) satisfies KeptDate;
const say = (locale: string, date: KeptDate, calendarName = 'NAME', withYear = false) =>
  keptDateIn(locale, date, { withYear, calendarName });

describe('a kept date in the chosen language', () => {
  it('the Chinese lunar calendar in Chinese', () => {
    expect(say('zh-CN', kept('chinese', 8, 15))).toBe('农历八月十五');
    expect(say('zh-CN', kept('chinese', 6, 15, null, true))).toBe('农历闰六月十五');
    expect(say('zh-CN', kept('chinese', 1, 1))).toBe('农历正月初一');
    expect(say('zh-CN', kept('chinese', 8, 15, 1990), 'NAME', true)).toBe('农历1990庚午年八月十五');
  });

  it('the Korean lunar calendar in Korean', () => {
    expect(say('ko', kept('dangi', 8, 15))).toBe('음력 8월 15일');
    expect(say('ko', kept('dangi', 6, 15, null, true))).toBe('음력 윤6월 15일');
    expect(say('ko', kept('dangi', 8, 15, 1990), 'NAME', true)).toBe('음력 1990년(경오년) 8월 15일');
  });

  it('the Hebrew calendar in Hebrew, with Hebrew numerals', () => {
    expect(say('he', kept('hebrew', 13, 29))).toBe('כ״ט באלול');
    expect(say('he', kept('hebrew', 1, 15))).toBe('ט״ו בתשרי');
    expect(say('he', kept('hebrew', 13, 29, 5784), 'NAME', true)).toBe('כ״ט באלול תשפ״ד');
    // Month 7 without a year is Adar, as in English; in a leap year Adar II.
    expect(say('he', kept('hebrew', 7, 14))).toBe('י״ד באדר');
    expect(say('he', kept('hebrew', 7, 14, 5784), 'NAME', true)).toBe('י״ד באדר ב׳ תשפ״ד');
    expect(say('he', kept('hebrew-yahrzeit', 7, 1, null, true))).toBe('א׳ באדר');
  });

  it('the Hijri calendar in Arabic and Persian, the Solar Hijri in Persian', () => {
    expect(say('ar', kept('islamic-umalqura', 9, 1))).toBe('١ رمضان');
    expect(say('ar', kept('islamic-umalqura', 9, 1, 1445), 'NAME', true)).toBe('١ رمضان ١٤٤٥ هـ');
    expect(say('fa', kept('islamic-umalqura', 9, 1))).toBe('۱ رمضان');
    expect(say('fa', kept('persian', 12, 30))).toBe('۳۰ اسفند');
    expect(say('fa', kept('persian', 1, 1, 1370), 'NAME', true)).toBe('۱ فروردین ۱۳۷۰');
  });

  it('a calendar the language does not keep says its name, not its era', () => {
    expect(say('de', kept('hebrew', 13, 29), 'Hebräisch')).toBe('29. Elul (Hebräisch)');
    expect(say('es', kept('hebrew', 13, 29, 5784), 'hebreo', true)).toBe('29 de elul de 5784 (hebreo)');
    expect(say('tr', kept('persian', 12, 30), 'İran')).toBe('30 Esfend (İran)');
    expect(say('ko', kept('islamic-umalqura', 9, 1), '이슬람력')).toBe('라마단 1일 (이슬람력)');
    expect(say('zh-CN', kept('persian', 12, 30, 1403), '波斯历', true)).toBe('1403年12月30日（波斯历）');
    expect(say('ko', kept('chinese', 8, 15), '음력')).toBe('8월 15일 (음력)');
    expect(say('zh-CN', kept('dangi', 8, 15), '韩国农历')).toBe('八月十五（韩国农历）');
  });

  it('ICU has no lunar month names outside Chinese and Korean: the caller says them', () => {
    expect(say('de', kept('chinese', 8, 15))).toBeNull();
    expect(say('fr', kept('dangi', 8, 15))).toBeNull();
  });

  it('English keeps the spec’s words', () => {
    expect(say('en', kept('chinese', 8, 15))).toBe('15th day of the 8th month (Chinese lunar)');
    expect(say('en', kept('hebrew', 1, 10, 5740), 'NAME', true)).toBe('10 Tishrei 5740 (Hebrew)');
  });
});

describe('a kept calendar’s month name in the chosen language', () => {
  it('names the month as the picker lists it', () => {
    expect(keptMonthIn('zh-CN', 'chinese', 8, false, null)).toBe('八月');
    expect(keptMonthIn('zh-CN', 'chinese', 6, true, null)).toBe('闰六月');
    expect(keptMonthIn('ko', 'dangi', 6, true, null)).toBe('윤6월');
    expect(keptMonthIn('he', 'hebrew', 13, false, null)).toBe('אלול');
    expect(keptMonthIn('he', 'hebrew', 6, false, null)).toBe('אדר א׳');
    expect(keptMonthIn('ar', 'islamic-umalqura', 9, false, null)).toBe('رمضان');
    expect(keptMonthIn('fa', 'persian', 12, false, null)).toBe('اسفند');
    expect(keptMonthIn('de', 'gregory', 3, false, null)).toBe('März');
    // ICU names Hebrew months in Chinese by number only: '13' alone would not read as a month.
    expect(keptMonthIn('zh-CN', 'hebrew', 13, false, 5784)).toBe('13月');
    expect(keptMonthIn('de', 'chinese', 8, false, null)).toBeNull();
  });

  it('Hebrew month 7: Adar or Adar II until the year is known, as in English', () => {
    expect(keptMonthIn('he', 'hebrew', 7, false, null)).toBe('אדר או אדר ב׳');
    expect(keptMonthIn('he', 'hebrew', 7, false, 5784)).toBe('אדר ב׳');
    expect(keptMonthIn('he', 'hebrew', 7, false, 5783)).toBe('אדר');
    expect(keptMonthIn('en', 'hebrew', 7, false, null)).toBe('Adar or Adar II');
    expect(keptMonthIn('en', 'chinese', 6, true, null)).toBe('Leap 6th month');
  });
});
