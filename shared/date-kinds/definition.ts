import { LANGUAGES, type Language } from '@shared/languages';

/** What a reminder's title is made of: who, when ('tomorrow', 'in 3 days'), and the count, if known. */
type ReminderParts = {
  name: string;
  /** 'tomorrow', 'in 3 days', in the reminder's language. */
  when: string;
  /** The years counted (the age, the anniversary's number), or null when the year is unknown. */
  count: number | null;
  today: boolean;
  /** An 'other' day's own name ('Name day'); '' for the other kinds. */
  label: string;
};

/** The icons a kind can pick; the app draws each (app/components/kind-icon.tsx). */
export type KindIcon = 'cake' | 'heart' | 'flower' | 'star';

type PerLanguage<T> = Record<Language, T>;

/** One entry per message language, made by `make`: for words that differ only in their parts. */
export const perLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as PerLanguage<T>;

/**
 * One kind of date a list keeps (a birthday, an anniversary…): its words on every screen and in every
 * message, in one file per kind (`shared/date-kinds/<id>.ts`), listed by `npm run indexes`. A new kind
 * is a new file: the column is plain text, and nothing else names a kind.
 */
export type DateKindDefinition<Id extends string = string> = {
  id: Id;
  /** The Kind choice, the details' heading and the views' filter: 'Anniversary'. */
  name: string;
  /** The icon rows, the views and the Kind choice draw it with (app/components/kind-icon.tsx). */
  icon: KindIcon;
  /** False for a remembrance: no 'Happy', no confetti, no gift ideas, no wish to send. */
  celebrates: boolean;
  /** Whether the user names the day ('Name day'): the form asks for a label. */
  labelled: boolean;
  /** What a row and the details say of the count: 'turns 36', '10th anniversary', '5 years since'; null says nothing (the day itself). */
  countLabel: (count: number, past: boolean) => string | null;
  /** The feed's and the .ics file's title; null leaves the event out (a birthday before the birth). */
  feedTitle: (name: string, count: number | null, label: string) => string | null;
  /** A reminder's title in each message language. */
  reminder: PerLanguage<(parts: ReminderParts) => string>;
  /** What a digest line says after the name and the day ('turns 36', '10th anniversary'); null: nothing. */
  digest: PerLanguage<(count: number | null, label: string) => string | null>;
  /** The reminder's last sentence: what to open Cakeday for. */
  open: PerLanguage<string>;
};

export const dateKindDefinition = <Id extends string>(definition: DateKindDefinition<Id>) => definition;

// Built once per language: an Intl object costs far more to make than to use, and a busy minute
// words tens of thousands of reminders.
const PLURALS = new Map<string, Intl.PluralRules>();
const plural = (language: Language) => {
  let rules = PLURALS.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    PLURALS.set(language, rules);
  }
  return rules;
};

/** Whether `n` takes the singular in the language (CLDR's 'one'). */
export const isOne = (language: Language, n: number) => plural(language).select(n) === 'one';

/** '36 ans', '1 año': the number with its noun in the plural form the language's CLDR rules pick. */
export function counted(language: Language, n: number, forms: { one: string; other: string }) {
  // CLDR's 'many' (French, Spanish and Italian millions) takes the 'other' form of these nouns.
  const form = isOne(language, n) ? forms.one : forms.other;
  return form ? `${n} ${form}` : String(n);
}

/** 'Tomorrow', 'In 3 days': `when` opening a sentence, as the language capitalizes it. */
export const opening = (language: Language, when: string) =>
  when.charAt(0).toLocaleUpperCase(language) + when.slice(1);

/** What follows 'Tomorrow' before the day's words: French sets its colon apart. */
export const colon = (language: Language) => (language === 'fr' ? ' : ' : ': ');

/** The years of each message language, for the kinds that count them ('5 years since'). */
export const YEARS: PerLanguage<{ one: string; other: string }> = {
  en: { one: 'year', other: 'years' },
  de: { one: 'Jahr', other: 'Jahre' },
  fr: { one: 'an', other: 'ans' },
  es: { one: 'año', other: 'años' },
  it: { one: 'anno', other: 'anni' },
  // Turkish keeps the noun singular after a number.
  tr: { one: 'yıl', other: 'yıl' },
};

/** The reminder's closing sentence for the days one sends wishes on. */
export const SEND_WISHES: PerLanguage<string> = {
  en: 'Open Cakeday to send your wishes.',
  de: 'Öffne Cakeday, um deine Glückwünsche zu senden.',
  fr: 'Ouvrez Cakeday pour envoyer vos vœux.',
  es: 'Abre Cakeday para enviar tus felicitaciones.',
  it: 'Apri Cakeday per inviare i tuoi auguri.',
  tr: "Tebriklerini göndermek için Cakeday'i aç.",
};
