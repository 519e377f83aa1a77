import { wishLink } from '@shared/app-links';
import { kindOf } from '@shared/date-kinds';
import { isOne } from '@shared/date-kinds/definition';
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
  /** The notice that a channel was paused (pause-notice.ts): its title and its sentence. */
  paused: { title: (channel: string) => string; text: (channel: string) => string };
};

/**
 * When a reminder falls, in each message language of the spec (§3), and the pause notice's words (one
 * table per language for a translator to read); what it says of the day is its kind's (shared/date-kinds).
 */
export const WORDS: Record<Language, Words> = {
  en: {
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: (n, days) => `in ${n} ${days}`,
    days: { one: 'day', other: 'days' },
    paused: { title: (c) => `${c} reminders paused`, text: MSG.channelPausedNotice },
  },
  de: {
    today: 'heute',
    tomorrow: 'morgen',
    inDays: (n, days) => `in ${n} ${days}`,
    days: { one: 'Tag', other: 'Tagen' },
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
    paused: {
      title: (c) => `Promemoria via ${c} sospesi`,
      text: (c) =>
        `Cakeday ha sospeso i promemoria via ${c} dopo 10 consegne fallite di seguito. Apri le impostazioni dei promemoria per sistemare e riprendere.`,
    },
  },
  // Turkish keeps the noun singular after a number ('3 gün').
  tr: {
    today: 'bugün',
    tomorrow: 'yarın',
    inDays: (n, days) => `${n} ${days} sonra`,
    days: { one: 'gün', other: 'gün' },
    paused: {
      title: (c) => `${c} hatırlatmaları duraklatıldı`,
      text: (c) =>
        `Cakeday, art arda 10 başarısız gönderimden sonra ${c} hatırlatmalarını duraklattı. Düzeltip sürdürmek için Hatırlatma Ayarları'nı aç.`,
    },
  },
};

// Built once per language: an Intl object costs far more to make than to use.
const LANGUAGES = Object.keys(WORDS) as Language[];
const DAY_FORMATS = new Map(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
  ]),
);

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
 * A reminder's words: who, when ('tomorrow', 'in 3 days'), the Gregorian day it falls on, the count
 * (the age, the anniversary's number) when the year is known, in the words of the day's kind and the
 * user's message language, with a link to the person's wish. Each channel formats from this.
 */
export function reminderMessage(
  // A date without a kind is a birthday.
  {
    birthdayId,
    name,
    kind,
    label = '',
    occurrence,
  }: Pick<DueReminder, 'birthdayId' | 'name' | 'occurrence'> & Partial<Pick<DueReminder, 'kind' | 'label'>>,
  daysAhead: number,
  { language, ...kept }: KeptDate & Pick<DueReminder, 'language'>,
  publicUrl: string,
) {
  const words = kindOf(kind);
  const when = whenText(WORDS[language], language, daysAhead);
  const date = fromIsoDate(occurrence);
  const age = ageAt(kept, occurrence);
  const title = words.reminder[language]({ name, when, count: age, today: daysAhead === 0, label });
  const day = dayText(language, date.month, date.day);
  const url = wishUrl(publicUrl, birthdayId);
  return {
    title,
    body: `${day}. ${words.open[language]}`,
    url,
    sms: `Cakeday: ${title} (${day}). ${url}`,
    daysAhead,
    age,
    language,
  };
}
