import type { ReminderLanguage } from '@shared/languages';
import { colon, counted, dateKindDefinition, opening, perLanguage, SEND_WISHES, YEARS } from './definition';

// ' (3 years)'; Chinese writes its own parentheses, with no space before them: '（3年）'.
const years = (language: ReminderLanguage, count: number | null) => {
  if (count === null || count === 0) return '';
  const text = counted(language, count, YEARS[language]);
  return language === 'zh-CN' ? `（${text}）` : ` (${text})`;
};

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
