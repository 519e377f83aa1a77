import { wishLink } from '@shared/app-links';
import { formatMonthDayOrdinal } from '@shared/dates/format';
import { fromIsoDate } from '@shared/dates/plain-date';
import { type KeptDate, nextOccurrence } from '@shared/kept-calendars';
import { MSG } from '@shared/messages';
import type { Language } from '@shared/schemas/ai';
import type { DueReminder } from './due-reminder';

type Plural = { one: string; other: string };
type Words = {
  today: string;
  tomorrow: string;
  /** 'in 3 days': the count and its noun in this language's plural form. */
  inDays: (n: number, days: string) => string;
  days: Plural;
  years: Plural;
  /** With the age: 'Ada turns 36 tomorrow'; `today` is true on the day itself. */
  turns: (name: string, age: string, when: string, today: boolean) => string;
  /** Without it: "Ada's birthday is tomorrow". */
  birthday: (name: string, when: string) => string;
  open: string;
  /** The notice that a channel was paused (pause-notice.ts): its title and its sentence. */
  paused: { title: (channel: string) => string; text: (channel: string) => string };
};

/**
 * A reminder in each message language of the spec (§3), and the words the digest and the pause
 * notice share with it or add (one table per language for a translator to read). Our own words, one sentence per case, so a
 * name is never bent by a grammar rule it may not follow (no French elision, no Turkish suffix on it).
 */
export const WORDS: Record<Language, Words> = {
  en: {
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: (n, days) => `in ${n} ${days}`,
    days: { one: 'day', other: 'days' },
    years: { one: '', other: '' },
    turns: (name, age, when) => `${name} turns ${age} ${when}`,
    birthday: (name, when) => `${name}'s birthday is ${when}`,
    open: 'Open Cakeday to send your wishes.',
    paused: { title: (c) => `${c} reminders paused`, text: MSG.channelPausedNotice },
  },
  de: {
    today: 'heute',
    tomorrow: 'morgen',
    inDays: (n, days) => `in ${n} ${days}`,
    days: { one: 'Tag', other: 'Tagen' },
    years: { one: '', other: '' },
    turns: (name, age, when) => `${name} wird ${when} ${age}`,
    birthday: (name, when) => `${name} hat ${when} Geburtstag`,
    open: 'Öffne Cakeday, um deine Glückwünsche zu senden.',
    paused: {
      title: (c) => `Erinnerungen per ${c} pausiert`,
      text: (c) =>
        `Cakeday hat die Erinnerungen per ${c} nach 10 fehlgeschlagenen Zustellungen in Folge pausiert. Öffne die Erinnerungseinstellungen, um es zu beheben und fortzusetzen.`,
    },
  },
  fr: {
    today: "aujourd'hui",
    tomorrow: 'demain',
    inDays: (n, days) => `dans ${n} ${days}`,
    days: { one: 'jour', other: 'jours' },
    years: { one: 'an', other: 'ans' },
    turns: (name, age, when, today) => `${name} ${today ? 'a' : 'aura'} ${age} ${when}`,
    birthday: (name, when) => `${name} fête son anniversaire ${when}`,
    open: 'Ouvrez Cakeday pour envoyer vos vœux.',
    paused: {
      title: (c) => `Rappels par ${c} en pause`,
      text: (c) =>
        `Cakeday a mis en pause les rappels par ${c} après 10 échecs d’envoi de suite. Ouvrez les réglages des rappels pour corriger et reprendre.`,
    },
  },
  es: {
    today: 'hoy',
    tomorrow: 'mañana',
    inDays: (n, days) => `dentro de ${n} ${days}`,
    days: { one: 'día', other: 'días' },
    years: { one: 'año', other: 'años' },
    turns: (name, age, when) => `${name} cumple ${age} ${when}`,
    birthday: (name, when) => `${name} cumple años ${when}`,
    open: 'Abre Cakeday para enviar tus felicitaciones.',
    paused: {
      title: (c) => `Recordatorios por ${c} en pausa`,
      text: (c) =>
        `Cakeday ha pausado los recordatorios por ${c} tras 10 envíos fallidos seguidos. Abre los ajustes de recordatorios para arreglarlo y reanudar.`,
    },
  },
  it: {
    today: 'oggi',
    tomorrow: 'domani',
    inDays: (n, days) => `tra ${n} ${days}`,
    days: { one: 'giorno', other: 'giorni' },
    years: { one: 'anno', other: 'anni' },
    turns: (name, age, when) => `${name} compie ${age} ${when}`,
    birthday: (name, when) => `${name} compie gli anni ${when}`,
    open: 'Apri Cakeday per inviare i tuoi auguri.',
    paused: {
      title: (c) => `Promemoria via ${c} sospesi`,
      text: (c) =>
        `Cakeday ha sospeso i promemoria via ${c} dopo 10 consegne fallite di seguito. Apri le impostazioni dei promemoria per sistemare e riprendere.`,
    },
  },
  // Turkish keeps the noun singular after a number ('3 gün'); 'yaşına' needs no harmony with the name.
  tr: {
    today: 'bugün',
    tomorrow: 'yarın',
    inDays: (n, days) => `${n} ${days} sonra`,
    days: { one: 'gün', other: 'gün' },
    years: { one: 'yaşına', other: 'yaşına' },
    turns: (name, age, when) => `${name} ${when} ${age} giriyor`,
    birthday: (name, when) => `${name} ${when} doğum gününü kutluyor`,
    open: "Tebriklerini göndermek için Cakeday'i aç.",
    paused: {
      title: (c) => `${c} hatırlatmaları duraklatıldı`,
      text: (c) =>
        `Cakeday, art arda 10 başarısız gönderimden sonra ${c} hatırlatmalarını duraklattı. Düzeltip sürdürmek için Hatırlatma Ayarları'nı aç.`,
    },
  },
};

// Built once per language: an Intl object costs far more to make than to use, and a busy minute
// words tens of thousands of reminders.
const LANGUAGES = Object.keys(WORDS) as Language[];
const PLURALS = new Map(LANGUAGES.map((language) => [language, new Intl.PluralRules(language)]));
const DAY_FORMATS = new Map(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
  ]),
);

/** Whether `n` takes the singular in the language (CLDR's 'one'). */
const isOne = (language: Language, n: number) => PLURALS.get(language)!.select(n) === 'one';

/** '36 ans', '1 año': the number with its noun in the plural form the language's rules pick. */
export function counted(language: Language, n: number, forms: Plural) {
  // CLDR's 'many' (French, Spanish and Italian millions) takes the 'other' form of these nouns.
  const form = isOne(language, n) ? forms.one : forms.other;
  return form ? `${n} ${form}` : String(n);
}

function whenText(words: Words, language: Language, daysAhead: number) {
  if (!Number.isInteger(daysAhead) || daysAhead < 0) throw new RangeError(`Invalid days ahead: ${daysAhead}`);
  if (daysAhead === 0) return words.today;
  if (daysAhead === 1) return words.tomorrow;
  const form = isOne(language, daysAhead) ? words.days.one : words.days.other;
  return words.inDays(daysAhead, form);
}

/** The day in the language: 'November 23rd' as the app writes it in English, else the locale's own. */
export function dayText(language: Language, month: number, day: number) {
  if (language === 'en') return formatMonthDayOrdinal(month, day);
  const date = new Date(Date.UTC(2000, month - 1, day));
  return DAY_FORMATS.get(language)!.format(date);
}

/**
 * The age turned on the Gregorian day `occurrence`, in years of the birthday's own calendar (a
 * Hebrew birthday turns a year older on its Hebrew date); null when the birth year is unknown or
 * not before the occurrence ('turns 0' says nothing worth reading).
 */
export function ageAt(kept: KeptDate, occurrence: string): number | null {
  const { age } = nextOccurrence(kept, fromIsoDate(occurrence));
  return age !== null && age > 0 ? age : null;
}

/** The app's page for sending this person a wish: signed out, sign-in comes back to it. */
const wishUrl = (publicUrl: string, birthdayId: string) => `${publicUrl}${wishLink(birthdayId)}`;

/**
 * A reminder's words: who, when ('tomorrow', 'in 3 days'), the Gregorian day it falls on, the age
 * when the birth year is known, in the user's message language, with a link to the person's wish.
 * Each channel formats from this.
 */
export function reminderMessage(
  { birthdayId, name, occurrence }: Pick<DueReminder, 'birthdayId' | 'name' | 'occurrence'>,
  daysAhead: number,
  { language, ...kept }: KeptDate & Pick<DueReminder, 'language'>,
  publicUrl: string,
) {
  const words = WORDS[language];
  const when = whenText(words, language, daysAhead);
  const date = fromIsoDate(occurrence);
  const age = ageAt(kept, occurrence);
  const title =
    age === null
      ? words.birthday(name, when)
      : words.turns(name, counted(language, age, words.years), when, daysAhead === 0);
  const day = dayText(language, date.month, date.day);
  const url = wishUrl(publicUrl, birthdayId);
  return {
    title,
    body: `${day}. ${words.open}`,
    url,
    sms: `Cakeday: ${title} (${day}). ${url}`,
    daysAhead,
    age,
    language,
  };
}
