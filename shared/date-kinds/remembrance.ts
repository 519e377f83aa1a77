import type { ReminderLanguage } from '@shared/languages';
import {
  colon,
  counted,
  dateKindDefinition,
  numeral,
  opening,
  type PerLanguage,
  perLanguage,
  persianOrdinal,
  YEARS,
  yearsAfter,
} from './definition';

const years = (language: ReminderLanguage, n: number) => counted(language, n, YEARS[language]);
// 'Tomorrow: 5 years since Grandpa Joe passed'; the name stands where no grammar bends it (French
// 'sans', Spanish 'sin', Italian 'senza': '5 years without', as people there say it). Chinese,
// Korean, Hebrew, Arabic and Persian count the memorial's anniversary ('逝世5周年', '5주기',
// 'יום השנה ה-5 לפטירת', 'الذكرى الـ5 لرحيل', '۵مین سالگرد درگذشت'), as their memorials are named;
// Hebrew and Arabic say the first in a word ('הראשון', 'الأولى').
const heNth = (n: number) => (n === 1 ? 'יום השנה הראשון' : `יום השנה ה-${numeral('he', n)}`);
const arNth = (n: number) => (n === 1 ? 'الذكرى الأولى' : `الذكرى الـ${numeral('ar', n)}`);
const WITH_COUNT: PerLanguage<(name: string, n: number) => string> = {
  en: (name, n) => `${years('en', n)} since ${name} passed`,
  de: (name, n) => `${years('de', n)} seit dem Tod von ${name}`,
  fr: (name, n) => `${years('fr', n)} sans ${name}`,
  es: (name, n) => `${years('es', n)} sin ${name}`,
  it: (name, n) => `${years('it', n)} senza ${name}`,
  tr: (name, n) => `${name} — vefatının ${n}. yılı`,
  'zh-CN': (name, n) => `${name}逝世${numeral('zh-CN', n)}周年`,
  ko: (name, n) => `${name} ${numeral('ko', n)}주기`,
  he: (name, n) => `${heNth(n)} לפטירת ${name}`,
  ar: (name, n) => `${arNth(n)} لرحيل ${name}`,
  fa: (name, n) => `${persianOrdinal(n)} سالگرد درگذشت ${name}`,
};
const WITHOUT_COUNT: PerLanguage<(name: string) => string> = {
  en: (name) => `remembering ${name}`,
  de: (name) => `Gedenktag für ${name}`,
  fr: (name) => `en souvenir de ${name}`,
  es: (name) => `en memoria de ${name}`,
  it: (name) => `in ricordo di ${name}`,
  tr: (name) => `${name} — anma günü`,
  'zh-CN': (name) => `纪念${name}`,
  ko: (name) => `${name} 기일`,
  he: (name) => `לזכר ${name}`,
  ar: (name) => `في ذكرى ${name}`,
  fa: (name) => `به یاد ${name}`,
};
// What a digest line says of the years counted.
const DIGEST: PerLanguage<(n: number) => string> = {
  en: (n) => `${years('en', n)} since`,
  de: (n) => `vor ${years('de', n)}`,
  fr: (n) => `il y a ${years('fr', n)}`,
  es: (n) => `hace ${years('es', n)}`,
  it: (n) => `${years('it', n)} fa`,
  tr: (n) => `${years('tr', n)} önce`,
  'zh-CN': (n) => `逝世${numeral('zh-CN', n)}周年`,
  ko: (n) => `${numeral('ko', n)}주기`,
  he: heNth,
  ar: arNth,
  fa: (n) => `${persianOrdinal(n)} سالگرد`,
};

/** A date of death: remembered, never celebrated ('Remembering Grandpa Joe — 5 years'). */
export const remembrance = dateKindDefinition({
  id: 'remembrance',
  name: 'Remembrance',
  icon: 'flower',
  celebrates: false,
  labelled: false,
  countLabel: (n) => (n === 0 ? null : `${years('en', n)} since`),
  // 'Remembering Grandpa Joe (5 years)': a title opens with a capital, but never the name's own letter
  // (the Turkish and Korean phrases open with it).
  feedTitle: perLanguage((language) => (name, count) => {
    const phrase = WITHOUT_COUNT[language](name);
    return `${phrase.startsWith(name) ? phrase : opening(language, phrase)}${yearsAfter(language, count)}`;
  }),
  reminder: perLanguage(
    (language) =>
      ({ name, when, count }) =>
        `${opening(language, when)}${colon(language)}${
          count === null || count === 0 ? WITHOUT_COUNT[language](name) : WITH_COUNT[language](name, count)
        }`,
  ),
  digest: perLanguage(
    (language) => (count) => (count === null || count === 0 ? null : DIGEST[language](count)),
  ),
  open: {
    en: 'Open Cakeday to write a message.',
    de: 'Öffne Cakeday, um eine Nachricht zu schreiben.',
    fr: 'Ouvrez Cakeday pour écrire un message.',
    es: 'Abre Cakeday para escribir un mensaje.',
    it: 'Apri Cakeday per scrivere un messaggio.',
    tr: "Bir mesaj yazmak için Cakeday'i aç.",
    'zh-CN': '打开Cakeday，写一条消息。',
    ko: 'Cakeday를 열어 메시지를 써 보세요.',
    he: 'פתחו את Cakeday כדי לכתוב הודעה.',
    ar: 'افتح Cakeday لكتابة رسالة.',
    fa: 'برای نوشتن پیام، Cakeday را باز کنید.',
  },
});
