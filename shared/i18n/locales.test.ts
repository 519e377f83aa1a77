// No database.
import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';

describe('matchLocale', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['fr-CA'], 'fr'],
    [['pt-BR', 'es-419', 'en'], 'es'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-TW', 'ja'], 'en'],
    [['zh-Hant', 'ko-KR'], 'ko'],
    [['iw'], 'he'],
    [['ar-EG'], 'ar'],
    [['fa-IR'], 'fa'],
    [['tr-TR'], 'tr'],
    [['not a tag', 'it'], 'it'],
    [[], 'en'],
    [['ja', 'ru'], 'en'],
  ])('%j → %s', (wanted, expected) => {
    expect(matchLocale(wanted)).toBe(expected);
  });
});
