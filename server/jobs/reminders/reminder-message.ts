import { wishLink } from '@shared/app-links';
import { kindOf } from '@shared/date-kinds';
import { counted, NUMBERING, type PerLanguage, type PluralForms } from '@shared/date-kinds/definition';
import { formatMonthDayOrdinal } from '@shared/dates/format';
import { fromIsoDate } from '@shared/dates/plain-date';
import { type KeptDate, nextOccurrence } from '@shared/kept-calendars';
import type { ReminderLanguage } from '@shared/languages';
import { MSG } from '@shared/messages';
import type { DueReminder } from './due-reminder';

type Words = {
  today: string;
  tomorrow: string;
  /** 'in 3 days': `days` is the count with its noun in this language's plural form ('3 days'). */
  inDays: (days: string) => string;
  days: PluralForms;
  /** What ends the day's name before the closing sentence ('November 23rd. Open…'). */
  stop: string;
  /** The notice that a channel was paused (pause-notice.ts): its title and its sentence. */
  paused: { title: (channel: string) => string; text: (channel: string) => string };
};

/**
 * When a reminder falls, in each language of the screens (issue 40), and the pause notice's words (one
 * table per language for a translator to read); what it says of the day is its kind's (shared/date-kinds).
 */
export const WORDS: PerLanguage<Words> = {
  en: {
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: (days) => `in ${days}`,
    days: { one: 'day', other: 'days' },
    stop: '. ',
    paused: { title: (c) => `${c} reminders paused`, text: MSG.channelPausedNotice },
  },
  de: {
    today: 'heute',
    tomorrow: 'morgen',
    inDays: (days) => `in ${days}`,
    days: { one: 'Tag', other: 'Tagen' },
    stop: '. ',
    paused: {
      title: (c) => `Erinnerungen per ${c} pausiert`,
      text: (c) =>
        `Cakeday hat die Erinnerungen per ${c} nach 10 fehlgeschlagenen Zustellungen in Folge pausiert. Öffne die Erinnerungseinstellungen, um es zu beheben und fortzusetzen.`,
    },
  },
  fr: {
    today: "aujourd'hui",
    tomorrow: 'demain',
    inDays: (days) => `dans ${days}`,
    days: { one: 'jour', other: 'jours' },
    stop: '. ',
    paused: {
      title: (c) => `Rappels par ${c} en pause`,
      text: (c) =>
        `Cakeday a mis en pause les rappels par ${c} après 10 échecs d’envoi de suite. Ouvrez les réglages des rappels pour corriger et reprendre.`,
    },
  },
  es: {
    today: 'hoy',
    tomorrow: 'mañana',
    inDays: (days) => `dentro de ${days}`,
    days: { one: 'día', other: 'días' },
    stop: '. ',
    paused: {
      title: (c) => `Recordatorios por ${c} en pausa`,
      text: (c) =>
        `Cakeday ha pausado los recordatorios por ${c} tras 10 envíos fallidos seguidos. Abre los ajustes de recordatorios para arreglarlo y reanudar.`,
    },
  },
  it: {
    today: 'oggi',
    tomorrow: 'domani',
    inDays: (days) => `tra ${days}`,
    days: { one: 'giorno', other: 'giorni' },
    stop: '. ',
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
    inDays: (days) => `${days} sonra`,
    days: { one: 'gün', other: 'gün' },
    stop: '. ',
    paused: {
      title: (c) => `${c} hatırlatmaları duraklatıldı`,
      text: (c) =>
        `Cakeday, art arda 10 başarısız gönderimden sonra ${c} hatırlatmalarını duraklattı. Düzeltip sürdürmek için Hatırlatma Ayarları'nı aç.`,
    },
  },
  // Chinese joins the count to its measure word ('3天后') and ends a sentence with its own full stop.
  'zh-CN': {
    today: '今天',
    tomorrow: '明天',
    inDays: (days) => `${days}后`,
    days: { one: (n) => `${n}天`, other: (n) => `${n}天` },
    stop: '。',
    paused: {
      title: (c) => `${c}提醒已暂停`,
      text: (c) =>
        `由于连续10次发送失败，Cakeday已暂停通过${c}发送的提醒。请打开提醒设置，修复问题后即可恢复。`,
    },
  },
  // Korean in 해요체; no particle touches a name or a channel's name (이/가 would depend on its last sound).
  ko: {
    today: '오늘',
    tomorrow: '내일',
    inDays: (days) => `${days} 후`,
    days: { one: (n) => `${n}일`, other: (n) => `${n}일` },
    stop: '. ',
    paused: {
      title: (c) => `${c} 알림 일시 중지됨`,
      text: (c) =>
        `연속 10번 전송에 실패해서 Cakeday가 ${c} 알림을 일시 중지했어요. 알림 설정을 열어 문제를 해결하고 다시 시작해 주세요.`,
    },
  },
  // Hebrew says two days in one word ('בעוד יומיים'); 3 and up take the plural.
  he: {
    today: 'היום',
    tomorrow: 'מחר',
    inDays: (days) => `בעוד ${days}`,
    days: { one: () => 'יום אחד', two: () => 'יומיים', other: 'ימים' },
    stop: '. ',
    paused: {
      title: (c) => `התזכורות דרך ${c} הושהו`,
      text: (c) =>
        `ב-Cakeday הושהו התזכורות דרך ${c} אחרי 10 ניסיונות שליחה כושלים ברצף. פתחו את הגדרות התזכורות כדי לתקן ולחדש אותן.`,
    },
  },
  // Arabic: two days in the dual ('بعد يومين'), 3–10 the plural ('أيام'), 11–99 the singular in
  // the accusative ('يومًا'), 100 and up the singular ('يوم').
  ar: {
    today: 'اليوم',
    tomorrow: 'غدًا',
    inDays: (days) => `بعد ${days}`,
    days: { one: () => 'يوم واحد', two: () => 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' },
    stop: '. ',
    paused: {
      title: (c) => `تم إيقاف التذكيرات عبر ${c} مؤقتًا`,
      text: (c) =>
        `أوقف Cakeday التذكيرات عبر ${c} مؤقتًا بعد 10 محاولات إرسال فاشلة متتالية. افتح إعدادات التذكيرات لإصلاح المشكلة واستئنافها.`,
    },
  },
  // Persian keeps the noun singular after a number, and writes its own digits ('۳ روز دیگر').
  fa: {
    today: 'امروز',
    tomorrow: 'فردا',
    inDays: (days) => `${days} دیگر`,
    days: { one: 'روز', other: 'روز' },
    stop: '. ',
    paused: {
      title: (c) => `یادآوری\u200cهای ${c} موقتاً متوقف شد`,
      text: (c) =>
        `Cakeday پس از ۱۰ ارسال ناموفق پیاپی، یادآوری\u200cهای ${c} را موقتاً متوقف کرد. برای رفع مشکل و ازسرگیری، تنظیمات یادآوری را باز کنید.`,
    },
  },
};

/**
 * How the language names a Gregorian day or month: the occurrence is a Gregorian date, so Persian
 * names it in the Gregorian calendar (its default, the Solar Hijri, would move with the year), in
 * the language's digits.
 */
export const dateFormat = (language: ReminderLanguage, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, {
    ...options,
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: NUMBERING[language],
  });

// Built once per language: an Intl object costs far more to make than to use.
const LANGUAGES = Object.keys(WORDS) as ReminderLanguage[];
const DAY_FORMATS = new Map(
  LANGUAGES.map((language) => [language, dateFormat(language, { month: 'long', day: 'numeric' })]),
);

function whenText(words: Words, language: ReminderLanguage, daysAhead: number) {
  if (!Number.isInteger(daysAhead) || daysAhead < 0) throw new RangeError(`Invalid days ahead: ${daysAhead}`);
  if (daysAhead === 0) return words.today;
  if (daysAhead === 1) return words.tomorrow;
  return words.inDays(counted(language, daysAhead, words.days));
}

/** The day in the language: 'November 23rd' as the app writes it in English, else the locale's own. */
export function dayText(language: ReminderLanguage, month: number, day: number) {
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
 * user's language (chosen in Settings, else the message language), with a link to the person's wish. Each channel formats from this.
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
  const said = kindOf(kind);
  const words = WORDS[language];
  const when = whenText(words, language, daysAhead);
  const date = fromIsoDate(occurrence);
  const age = ageAt(kept, occurrence);
  const title = said.reminder[language]({ name, when, count: age, today: daysAhead === 0, label });
  const day = dayText(language, date.month, date.day);
  const url = wishUrl(publicUrl, birthdayId);
  return {
    title,
    body: `${day}${words.stop}${said.open[language]}`,
    url,
    sms: `Cakeday: ${title} (${day}). ${url}`,
    daysAhead,
    age,
    language,
  };
}
