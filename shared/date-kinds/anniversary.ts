import { ordinal } from '@shared/dates/format';
import type { Language } from '@shared/languages';
import { colon, counted, dateKindDefinition, opening, perLanguage, SEND_WISHES, YEARS } from './definition';

// '10th', '10.', '10e' (1er), '10.º', '10°', '10.': the anniversary's number as each language writes it.
const NTH: Record<Language, (n: number) => string> = {
  en: ordinal,
  de: (n) => `${n}.`,
  fr: (n) => (n === 1 ? '1er' : `${n}e`),
  es: (n) => `${n}.º`,
  it: (n) => `${n}°`,
  tr: (n) => `${n}.`,
};
const WORD: Record<Language, string> = {
  en: 'anniversary',
  de: 'Jahrestag',
  fr: 'anniversaire',
  es: 'aniversario',
  it: 'anniversario',
  tr: 'yıl dönümü',
};
// 'Ann & Bob — 10th anniversary': the names stand alone, so no grammar bends them.
const what = (language: Language, count: number | null) =>
  count === null || count === 0 ? WORD[language] : `${NTH[language](count)} ${WORD[language]}`;

/** A wedding or any relationship's day: 'Ann & Bob — 10th anniversary'. */
export const anniversary = dateKindDefinition({
  id: 'anniversary',
  name: 'Anniversary',
  icon: 'heart',
  celebrates: true,
  labelled: false,
  countLabel: (n) => (n === 0 ? null : `${ordinal(n)} anniversary`),
  feedTitle: (name, count) =>
    count === null || count === 0
      ? `Anniversary: ${name}`
      : `Anniversary: ${name} (${counted('en', count, YEARS.en)})`,
  reminder: perLanguage(
    (language) =>
      ({ name, when, count }) =>
        `${opening(language, when)}${colon(language)}${name} — ${what(language, count)}`,
  ),
  digest: perLanguage((language) => (count) => what(language, count)),
  open: SEND_WISHES,
});
