import { REMINDER_LANGUAGES, type ReminderLanguage } from '@shared/languages';

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

/** One entry per language reminders are written in (every language of the screens, issue 40). */
export type PerLanguage<T> = Record<ReminderLanguage, T>;

/** One entry per reminder language, made by `make`: for words that differ only in their parts. */
export const perLanguage = <T>(make: (language: ReminderLanguage) => T) =>
  Object.fromEntries(REMINDER_LANGUAGES.map((language) => [language, make(language)])) as PerLanguage<T>;

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
  /** The feed's, the .ics file's and the Google event's title in each language; null leaves the event out. */
  feedTitle: PerLanguage<(name: string, count: number | null, label: string) => string | null>;
  /** A reminder's title in each reminder language. */
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
const plural = (language: ReminderLanguage) => {
  let rules = PLURALS.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    PLURALS.set(language, rules);
  }
  return rules;
};

/**
 * The digits each language writes its numbers in: Persian its own (۳۶), the others Latin digits
 * (Arabic too, as CLDR's `ar` does), said here so that a newer ICU does not change a message.
 */
export const NUMBERING: PerLanguage<string> = {
  ...perLanguage(() => 'latn'),
  fa: 'arabext',
};
const NUMBERS = new Map<string, Intl.NumberFormat>();

/** `n` in the language's digits: '36', '۳۶'. */
export function numeral(language: ReminderLanguage, n: number) {
  let format = NUMBERS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { useGrouping: false, numberingSystem: NUMBERING[language] });
    NUMBERS.set(language, format);
  }
  return format.format(n);
}

/**
 * Persian's ordinal adjective before a noun, in its digits ('۱۰مین سالگرد'); the first is a word of
 * its own ('اولین').
 */
export const persianOrdinal = (n: number) => (n === 1 ? 'اولین' : `${numeral('fa', n)}مین`);

/**
 * A noun's form after a count: the noun written after the number ('ans': '36 ans'), '' for the
 * number alone, or the whole phrase where the language places the number itself or leaves it out
 * (Hebrew's and Arabic's duals say 'two' by themselves: 'יומיים', 'يومين'; Chinese joins '3天').
 */
type CountForm = string | ((n: string) => string);

/** A noun's forms by CLDR plural category; a category the language has but the table does not give reads as 'other'. */
export type PluralForms = { one: CountForm; other: CountForm } & Partial<
  Record<'zero' | 'two' | 'few' | 'many', CountForm>
>;

/**
 * '36 ans', '1 año', 'بعد 3 أيام': the number with its noun in the plural form the language's CLDR
 * rules pick, in the language's digits.
 */
export function counted(language: ReminderLanguage, n: number, forms: PluralForms) {
  // CLDR's 'many' (French, Spanish and Italian millions) takes the 'other' form of their nouns.
  const form = forms[plural(language).select(n) as keyof PluralForms] ?? forms.other;
  const number = numeral(language, n);
  if (typeof form === 'function') return form(number);
  return form ? `${number} ${form}` : number;
}

/** 'Tomorrow', 'In 3 days': `when` opening a sentence, as the language capitalizes it. */
export const opening = (language: ReminderLanguage, when: string) =>
  when.charAt(0).toLocaleUpperCase(language) + when.slice(1);

/** What follows 'Tomorrow' before the day's words: French sets its colon apart, Chinese writes its own. */
export const colon = (language: ReminderLanguage) =>
  language === 'fr' ? ' : ' : language === 'zh-CN' ? '：' : ': ';

/** ' (3 years)' after a name, '' without a count; Chinese writes its own parentheses, with no space: '（3年）'. */
export function yearsAfter(language: ReminderLanguage, count: number | null) {
  if (count === null || count === 0) return '';
  const text = counted(language, count, YEARS[language]);
  return language === 'zh-CN' ? `（${text}）` : ` (${text})`;
}

/** The years of each reminder language, for the kinds that count them ('5 years since'). */
export const YEARS: PerLanguage<PluralForms> = {
  en: { one: 'year', other: 'years' },
  de: { one: 'Jahr', other: 'Jahre' },
  fr: { one: 'an', other: 'ans' },
  es: { one: 'año', other: 'años' },
  it: { one: 'anno', other: 'anni' },
  // Turkish keeps the noun singular after a number.
  tr: { one: 'yıl', other: 'yıl' },
  // Chinese, Korean and Persian keep the noun as it is after a number.
  'zh-CN': { one: (n) => `${n}年`, other: (n) => `${n}年` },
  ko: { one: (n) => `${n}년`, other: (n) => `${n}년` },
  // Hebrew says one and two years in one word each; 3 and up take the plural.
  he: { one: () => 'שנה אחת', two: () => 'שנתיים', other: 'שנים' },
  // Arabic: 1 and 2 by themselves, 3–10 the plural, 11–99 the singular (tamyiz), 100 the singular.
  ar: { one: () => 'سنة واحدة', two: () => 'سنتان', few: 'سنوات', many: 'سنة', other: 'سنة' },
  fa: { one: 'سال', other: 'سال' },
};

/** The reminder's closing sentence for the days one sends wishes on. */
export const SEND_WISHES: PerLanguage<string> = {
  en: 'Open Cakeday to send your wishes.',
  de: 'Öffne Cakeday, um deine Glückwünsche zu senden.',
  fr: 'Ouvrez Cakeday pour envoyer vos vœux.',
  es: 'Abre Cakeday para enviar tus felicitaciones.',
  it: 'Apri Cakeday per inviare i tuoi auguri.',
  tr: "Tebriklerini göndermek için Cakeday'i aç.",
  'zh-CN': '打开Cakeday，送上你的祝福。',
  ko: 'Cakeday를 열어 축하 메시지를 보내세요.',
  he: 'פתחו את Cakeday כדי לשלוח ברכה.',
  ar: 'افتح Cakeday لإرسال تهانيك.',
  fa: 'برای فرستادن تبریک، Cakeday را باز کنید.',
};
