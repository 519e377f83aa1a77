import type { Language } from '@shared/languages';
import { colon, counted, dateKindDefinition, opening, perLanguage, SEND_WISHES, YEARS } from './definition';

const years = (language: Language, count: number | null) =>
  count === null || count === 0 ? '' : ` (${counted(language, count, YEARS[language])})`;

/** A day the user names ('Name day', 'Adoption day', 'Sobriety date'): 'Name day — Maria (3 years)'. */
export const other = dateKindDefinition({
  id: 'other',
  name: 'Other',
  icon: 'star',
  celebrates: true,
  labelled: true,
  countLabel: (n) => (n === 0 ? null : counted('en', n, YEARS.en)),
  feedTitle: (name, count, label) => `${label}: ${name}${years('en', count)}`,
  reminder: perLanguage(
    (language) =>
      ({ name, when, count, label }) =>
        `${opening(language, when)}${colon(language)}${label} — ${name}${years(language, count)}`,
  ),
  digest: perLanguage((language) => (count, label) => `${label}${years(language, count)}`),
  open: SEND_WISHES,
});
