import { ordinal } from '@shared/dates/format';
import {
  counted,
  dateKindDefinition,
  numeral,
  type PerLanguage,
  type PluralForms,
  perLanguage,
  SEND_WISHES,
} from './definition';

// The age's noun after the number ('36 ans'); English, German say the number alone, Turkish 'yaşına'
// ('36 yaşına giriyor') needs no harmony with the name. The five languages below write the age as
// the birthday's own number ('36岁生日', '36번째 생일', 'יום ההולדת ה-36', 'عيد ميلاد … الـ36',
// 'تولد ۳۶ سالگی'), which no plural bends and no gendered verb needs.
const AGE: Pick<PerLanguage<PluralForms>, 'en' | 'de' | 'fr' | 'es' | 'it' | 'tr'> = {
  en: { one: '', other: '' },
  de: { one: '', other: '' },
  fr: { one: 'an', other: 'ans' },
  es: { one: 'año', other: 'años' },
  it: { one: 'anno', other: 'anni' },
  tr: { one: 'yaşına', other: 'yaşına' },
};

const n = (language: 'zh-CN' | 'ko' | 'he' | 'ar' | 'fa', age: number) => numeral(language, age);
// The birthday's number as the language says it; Korean, Hebrew and Arabic say the first in a word
// ('첫 생일', 'יום ההולדת הראשון', 'عيد ميلاد … الأول').
const koNth = (age: number) => (age === 1 ? '첫' : `${n('ko', age)}번째`);
const heNth = (age: number) => (age === 1 ? 'הראשון' : `ה-${n('he', age)}`);
const arNth = (age: number) => (age === 1 ? 'الأول' : `الـ${n('ar', age)}`);

/**
 * A calendar event's title: the birthday with the age turned, without it, and the day of birth. Phrased so the
 * name stands as it is: German 'von' instead of a genitive 's', French a colon instead of an elided 'de'.
 */
const FEED_TITLES: PerLanguage<{
  day: (name: string) => string;
  born: (name: string) => string;
  nth: (name: string, age: number) => string;
}> = {
  en: {
    day: (name) => `${name}'s Birthday`,
    born: (name) => `${name} is born`,
    nth: (name, age) => `${name}'s ${ordinal(age)} Birthday`,
  },
  de: {
    day: (name) => `Geburtstag von ${name}`,
    born: (name) => `Geburt von ${name}`,
    nth: (name, age) => `${age}. Geburtstag von ${name}`,
  },
  fr: {
    day: (name) => `Anniversaire : ${name}`,
    born: (name) => `Naissance : ${name}`,
    nth: (name, age) => `Anniversaire : ${name} (${counted('fr', age, AGE.fr)})`,
  },
  es: {
    day: (name) => `Cumpleaños de ${name}`,
    born: (name) => `Nacimiento de ${name}`,
    nth: (name, age) => `${name} cumple ${counted('es', age, AGE.es)}`,
  },
  it: {
    day: (name) => `Compleanno di ${name}`,
    born: (name) => `Nascita di ${name}`,
    nth: (name, age) => `${name} compie ${counted('it', age, AGE.it)}`,
  },
  tr: {
    day: (name) => `Doğum günü: ${name}`,
    born: (name) => `Doğum: ${name}`,
    nth: (name, age) => `${name} ${counted('tr', age, AGE.tr)} giriyor`,
  },
  'zh-CN': {
    day: (name) => `${name}的生日`,
    born: (name) => `${name}出生`,
    nth: (name, age) => `${name}的${n('zh-CN', age)}岁生日`,
  },
  ko: {
    day: (name) => `${name}의 생일`,
    born: (name) => `${name} 출생`,
    nth: (name, age) => `${name}의 ${koNth(age)} 생일`,
  },
  he: {
    day: (name) => `יום ההולדת של ${name}`,
    born: (name) => `הולדת ${name}`,
    nth: (name, age) => `יום ההולדת ${heNth(age)} של ${name}`,
  },
  ar: {
    day: (name) => `عيد ميلاد ${name}`,
    born: (name) => `ولادة ${name}`,
    nth: (name, age) => `عيد ميلاد ${name} ${arNth(age)}`,
  },
  fa: {
    day: (name) => `تولد ${name}`,
    born: (name) => `ولادت ${name}`,
    nth: (name, age) => `تولد ${n('fa', age)} سالگی ${name}`,
  },
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
  // With the year known, the age turned; the year of birth says the birth.
  feedTitle: perLanguage((language) => (name, age) => {
    const title = FEED_TITLES[language];
    return age === null ? title.day(name) : age === 0 ? title.born(name) : title.nth(name, age);
  }),
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
    // '明天是Ada的生日': the name before 的, where no character of the sentence runs into it.
    'zh-CN': ({ name, when, count }) =>
      count === null ? `${when}是${name}的生日` : `${when}是${name}的${n('zh-CN', count)}岁生日`,
    // 의 follows any name as it is (이/가 would depend on its last sound).
    ko: ({ name, when, count }) =>
      count === null ? `${when} ${name}의 생일이에요` : `${when} ${name}의 ${koNth(count)} 생일이에요`,
    // Hebrew and Arabic verbs take the person's gender, which Cakeday does not know: the birthday speaks.
    he: ({ name, when, count }) =>
      count === null ? `יום ההולדת של ${name} ${when}` : `יום ההולדת ${heNth(count)} של ${name} ${when}`,
    ar: ({ name, when, count }) =>
      count === null ? `عيد ميلاد ${name} ${when}` : `عيد ميلاد ${name} ${arNth(count)} ${when}`,
    fa: ({ name, when, count }) =>
      count === null ? `${when} تولد ${name} است` : `${when} تولد ${n('fa', count)} سالگی ${name} است`,
  },
  digest: {
    en: (age) => (age === null ? null : `turns ${counted('en', age, AGE.en)}`),
    de: (age) => (age === null ? null : `wird ${counted('de', age, AGE.de)}`),
    fr: (age) => (age === null ? null : `aura ${counted('fr', age, AGE.fr)}`),
    es: (age) => (age === null ? null : `cumple ${counted('es', age, AGE.es)}`),
    it: (age) => (age === null ? null : `compie ${counted('it', age, AGE.it)}`),
    tr: (age) => (age === null ? null : `${counted('tr', age, AGE.tr)} giriyor`),
    'zh-CN': (age) => (age === null ? null : `满${n('zh-CN', age)}岁`),
    ko: (age) => (age === null ? null : `${koNth(age)} 생일`),
    he: (age) => (age === null ? null : `יום הולדת ${n('he', age)}`),
    ar: (age) => (age === null ? null : `عيد الميلاد ${arNth(age)}`),
    fa: (age) => (age === null ? null : `تولد ${n('fa', age)} سالگی`),
  },
  open: SEND_WISHES,
});
