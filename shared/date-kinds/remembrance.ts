import type { Language } from '@shared/languages';
import { colon, counted, dateKindDefinition, opening, perLanguage, YEARS } from './definition';

const years = (language: Language, n: number) => counted(language, n, YEARS[language]);
// 'Tomorrow: 5 years since Grandpa Joe passed'; the name stands where no grammar bends it (French
// 'sans', Spanish 'sin', Italian 'senza': '5 years without', as people there say it).
const WITH_COUNT: Record<Language, (name: string, n: number) => string> = {
  en: (name, n) => `${years('en', n)} since ${name} passed`,
  de: (name, n) => `${years('de', n)} seit dem Tod von ${name}`,
  fr: (name, n) => `${years('fr', n)} sans ${name}`,
  es: (name, n) => `${years('es', n)} sin ${name}`,
  it: (name, n) => `${years('it', n)} senza ${name}`,
  tr: (name, n) => `${name} — vefatının ${n}. yılı`,
};
const WITHOUT_COUNT: Record<Language, (name: string) => string> = {
  en: (name) => `remembering ${name}`,
  de: (name) => `Gedenktag für ${name}`,
  fr: (name) => `en souvenir de ${name}`,
  es: (name) => `en memoria de ${name}`,
  it: (name) => `in ricordo di ${name}`,
  tr: (name) => `${name} — anma günü`,
};
const DIGEST: Record<Language, (years: string) => string> = {
  en: (years) => `${years} since`,
  de: (years) => `vor ${years}`,
  fr: (years) => `il y a ${years}`,
  es: (years) => `hace ${years}`,
  it: (years) => `${years} fa`,
  tr: (years) => `${years} önce`,
};

/** A date of death: remembered, never celebrated ('Remembering Grandpa Joe — 5 years'). */
export const remembrance = dateKindDefinition({
  id: 'remembrance',
  name: 'Remembrance',
  icon: 'flower',
  celebrates: false,
  labelled: false,
  countLabel: (n) => (n === 0 ? null : `${years('en', n)} since`),
  feedTitle: (name, count) =>
    count === null || count === 0 ? `Remembering ${name}` : `Remembering ${name} (${years('en', count)})`,
  reminder: perLanguage(
    (language) =>
      ({ name, when, count }) =>
        `${opening(language, when)}${colon(language)}${
          count === null || count === 0 ? WITHOUT_COUNT[language](name) : WITH_COUNT[language](name, count)
        }`,
  ),
  digest: perLanguage(
    (language) => (count) =>
      count === null || count === 0 ? null : DIGEST[language](years(language, count)),
  ),
  open: {
    en: 'Open Cakeday to write a message.',
    de: 'Öffne Cakeday, um eine Nachricht zu schreiben.',
    fr: 'Ouvrez Cakeday pour écrire un message.',
    es: 'Abre Cakeday para escribir un mensaje.',
    it: 'Apri Cakeday per scrivere un messaggio.',
    tr: "Bir mesaj yazmak için Cakeday'i aç.",
  },
});
