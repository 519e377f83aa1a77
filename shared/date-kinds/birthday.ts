import { ordinal } from '@shared/dates/format';
import type { Language } from '@shared/languages';
import { counted, dateKindDefinition, SEND_WISHES } from './definition';

// The age's noun after the number ('36 ans'); English, German say the number alone, Turkish 'yaşına'
// ('36 yaşına giriyor') needs no harmony with the name.
const AGE: Record<Language, { one: string; other: string }> = {
  en: { one: '', other: '' },
  de: { one: '', other: '' },
  fr: { one: 'an', other: 'ans' },
  es: { one: 'año', other: 'años' },
  it: { one: 'anno', other: 'anni' },
  tr: { one: 'yaşına', other: 'yaşına' },
};

/**
 * The spec's kind: every text it gives a birthday. Our own words, one sentence per case, so a name is
 * never bent by a grammar rule it may not follow (no French elision, no Turkish suffix on it).
 */
export const birthday = dateKindDefinition({
  id: 'birthday',
  name: 'Birthday',
  icon: 'cake',
  celebrates: true,
  labelled: false,
  countLabel: (age, past) => (past ? `turned ${age}` : `turns ${age}`),
  // With the year known, the age turned; before the birth, no event.
  feedTitle: (name, age) =>
    age === null
      ? `${name}'s Birthday`
      : age === 0
        ? `${name} is born`
        : `${name}'s ${ordinal(age)} Birthday`,
  reminder: {
    en: ({ name, when, count }) =>
      count === null
        ? `${name}'s birthday is ${when}`
        : `${name} turns ${counted('en', count, AGE.en)} ${when}`,
    de: ({ name, when, count }) =>
      count === null
        ? `${name} hat ${when} Geburtstag`
        : `${name} wird ${when} ${counted('de', count, AGE.de)}`,
    fr: ({ name, when, count, today }) =>
      count === null
        ? `${name} fête son anniversaire ${when}`
        : `${name} ${today ? 'a' : 'aura'} ${counted('fr', count, AGE.fr)} ${when}`,
    es: ({ name, when, count }) =>
      count === null
        ? `${name} cumple años ${when}`
        : `${name} cumple ${counted('es', count, AGE.es)} ${when}`,
    it: ({ name, when, count }) =>
      count === null
        ? `${name} compie gli anni ${when}`
        : `${name} compie ${counted('it', count, AGE.it)} ${when}`,
    tr: ({ name, when, count }) =>
      count === null
        ? `${name} ${when} doğum gününü kutluyor`
        : `${name} ${when} ${counted('tr', count, AGE.tr)} giriyor`,
  },
  digest: {
    en: (age) => (age === null ? null : `turns ${counted('en', age, AGE.en)}`),
    de: (age) => (age === null ? null : `wird ${counted('de', age, AGE.de)}`),
    fr: (age) => (age === null ? null : `aura ${counted('fr', age, AGE.fr)}`),
    es: (age) => (age === null ? null : `cumple ${counted('es', age, AGE.es)}`),
    it: (age) => (age === null ? null : `compie ${counted('it', age, AGE.it)}`),
    tr: (age) => (age === null ? null : `${counted('tr', age, AGE.tr)} giriyor`),
  },
  open: SEND_WISHES,
});
