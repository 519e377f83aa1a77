import {
  colon,
  counted,
  dateKindDefinition,
  opening,
  perLanguage,
  SEND_WISHES,
  YEARS,
  yearsAfter,
} from './definition';

/** A day the user names ('Name day', 'Adoption day', 'Sobriety date'): 'Name day — Maria (3 years)'. */
export const other = dateKindDefinition({
  id: 'other',
  name: 'Other',
  icon: 'star',
  celebrates: true,
  labelled: true,
  countLabel: (n) => (n === 0 ? null : counted('en', n, YEARS.en)),
  feedTitle: perLanguage(
    (language) => (name, count, label) => `${label}${colon(language)}${name}${yearsAfter(language, count)}`,
  ),
  reminder: perLanguage(
    (language) =>
      ({ name, when, count, label }) =>
        `${opening(language, when)}${colon(language)}${label} — ${name}${yearsAfter(language, count)}`,
  ),
  digest: perLanguage((language) => (count, label) => `${label}${yearsAfter(language, count)}`),
  open: SEND_WISHES,
});
