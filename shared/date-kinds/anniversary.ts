import { ordinal } from '@shared/dates/format';
import type { ReminderLanguage } from '@shared/languages';
import {
  colon,
  dateKindDefinition,
  numeral,
  opening,
  type PerLanguage,
  perLanguage,
  persianOrdinal,
  SEND_WISHES,
  yearsAfter,
} from './definition';

// The anniversary, with its number when known: '10th anniversary', '10. Jahrestag', '10e anniversaire'
// (1er), '10.º aniversario', '10° anniversario', '10. yıl dönümü', '10周年纪念日', '10주년 기념일',
// 'יום השנה ה-10', 'الذكرى السنوية الـ10', '۱۰مین سالگرد'.
// Hebrew and Arabic say the first in a word ('יום השנה הראשון', 'الذكرى السنوية الأولى').
const WORDS: PerLanguage<{ word: string; nth: (n: number) => string }> = {
  en: { word: 'anniversary', nth: (n) => `${ordinal(n)} anniversary` },
  de: { word: 'Jahrestag', nth: (n) => `${n}. Jahrestag` },
  fr: { word: 'anniversaire', nth: (n) => `${n === 1 ? '1er' : `${n}e`} anniversaire` },
  es: { word: 'aniversario', nth: (n) => `${n}.º aniversario` },
  it: { word: 'anniversario', nth: (n) => `${n}° anniversario` },
  tr: { word: 'yıl dönümü', nth: (n) => `${n}. yıl dönümü` },
  'zh-CN': { word: '纪念日', nth: (n) => `${numeral('zh-CN', n)}周年纪念日` },
  ko: { word: '기념일', nth: (n) => `${numeral('ko', n)}주년 기념일` },
  he: { word: 'יום השנה', nth: (n) => (n === 1 ? 'יום השנה הראשון' : `יום השנה ה-${numeral('he', n)}`) },
  ar: {
    word: 'الذكرى السنوية',
    nth: (n) => (n === 1 ? 'الذكرى السنوية الأولى' : `الذكرى السنوية الـ${numeral('ar', n)}`),
  },
  fa: { word: 'سالگرد', nth: (n) => `${persianOrdinal(n)} سالگرد` },
};
// 'Ann & Bob — 10th anniversary': the names stand alone, so no grammar bends them.
const what = (language: ReminderLanguage, count: number | null) =>
  count === null || count === 0 ? WORDS[language].word : WORDS[language].nth(count);

/** A wedding or any relationship's day: 'Ann & Bob — 10th anniversary'. */
export const anniversary = dateKindDefinition({
  id: 'anniversary',
  name: 'Anniversary',
  icon: 'heart',
  celebrates: true,
  labelled: false,
  countLabel: (n) => (n === 0 ? null : `${ordinal(n)} anniversary`),
  // 'Anniversary: Ann & Bob (10 years)': the kind's word, then the names as they are.
  feedTitle: perLanguage(
    (language) => (name, count) =>
      `${opening(language, WORDS[language].word)}${colon(language)}${name}${yearsAfter(language, count)}`,
  ),
  reminder: perLanguage(
    (language) =>
      ({ name, when, count }) =>
        `${opening(language, when)}${colon(language)}${name} — ${what(language, count)}`,
  ),
  digest: perLanguage((language) => (count) => what(language, count)),
  open: SEND_WISHES,
});
