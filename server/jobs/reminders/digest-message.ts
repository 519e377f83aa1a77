import { kindOf } from '@shared/date-kinds';
import { numeral, type PerLanguage, SEND_WISHES } from '@shared/date-kinds/definition';
import { fromIsoDate } from '@shared/dates/plain-date';
import type { ReminderLanguage } from '@shared/languages';
import type { DigestEntry } from './due-digest';
import type { Notification } from './notification';
import { dateFormat, dayText } from './reminder-message';

type DigestWords = {
  week: string;
  /** 'Birthdays in December': the month's name as the language writes it. */
  month: (name: string) => string;
  /** The line standing for the birthdays a long period leaves out. */
  more: (n: number) => string;
};

/** A digest's words in each language of the screens (issue 40); our own. */
const DIGEST_WORDS: PerLanguage<DigestWords> = {
  en: {
    week: 'Birthdays this week',
    month: (m) => `Birthdays in ${m}`,
    more: (n) => `…and ${n} more`,
  },
  de: {
    week: 'Geburtstage diese Woche',
    month: (m) => `Geburtstage im ${m}`,
    more: (n) => `…und ${n} weitere`,
  },
  fr: {
    week: 'Anniversaires de la semaine',
    month: (m) => `Anniversaires en ${m}`,
    more: (n) => `…et ${n} autres`,
  },
  es: {
    week: 'Cumpleaños de esta semana',
    month: (m) => `Cumpleaños en ${m}`,
    more: (n) => `…y ${n} más`,
  },
  it: {
    week: 'Compleanni di questa settimana',
    month: (m) => `Compleanni a ${m}`,
    more: (n) => `…e altri ${n}`,
  },
  tr: {
    week: 'Bu haftaki doğum günleri',
    month: (m) => `${m} ayındaki doğum günleri`,
    more: (n) => `…ve ${n} kişi daha`,
  },
  'zh-CN': {
    week: '本周的生日',
    month: (m) => `${m}的生日`,
    more: (n) => `……还有${n}个`,
  },
  ko: {
    week: '이번 주 생일',
    month: (m) => `${m} 생일`,
    more: (n) => `…외 ${n}건`,
  },
  he: {
    week: 'ימי הולדת השבוע',
    month: (m) => `ימי הולדת ב${m}`,
    more: (n) => `…ועוד ${n}`,
  },
  ar: {
    week: 'أعياد الميلاد هذا الأسبوع',
    month: (m) => `أعياد الميلاد في ${m}`,
    more: (n) => `…و${n} أخرى`,
  },
  fa: {
    week: 'تولدهای این هفته',
    month: (m) => `تولدهای ${m}`,
    more: (n) => `…و ${numeral('fa', n)} مورد دیگر`,
  },
};

const monthName = (language: ReminderLanguage, month: number) =>
  dateFormat(language, { month: 'long' }).format(new Date(Date.UTC(2000, month - 1, 1)));

// What the smallest carrier takes, with room for the title and link around it: a push payload holds
// about 4 KB once encrypted, an ntfy message 4,096 bytes, a Telegram message 4,096 characters; our
// SMS is at most 1,600 characters.
const BODY_MAX_BYTES = 2000;
const SMS_MAX_CHARS = 1600;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * As many of `lines` as `fits` (judged with what surrounds them), then one line saying how many
 * more there are; all of them when they fit.
 */
function fitLines(lines: string[], more: (n: number) => string, fits: (text: string) => boolean): string {
  if (fits(lines.join('\n'))) return lines.join('\n');
  let shown = lines.length - 1;
  while (shown > 0 && !fits([...lines.slice(0, shown), more(lines.length - shown)].join('\n'))) shown -= 1;
  return [...lines.slice(0, shown), more(lines.length - shown)].join('\n');
}

/**
 * A digest's words: a title for the week or the month, one line per date (name, day, what its kind
 * says of the count or label) in date order, as many as every channel carries, in the user's language, with the app's link.
 */
export function digestMessage(
  {
    kind,
    periodStart,
    entries,
  }: {
    kind: 'weekly' | 'monthly';
    periodStart: string;
    // A line without a kind is a birthday's.
    entries: (Pick<DigestEntry, 'name' | 'occurrence' | 'age'> &
      Partial<Pick<DigestEntry, 'kind' | 'label'>>)[];
  },
  language: ReminderLanguage,
  publicUrl: string,
): Pick<Notification, 'title' | 'body' | 'sms' | 'url'> {
  const words = DIGEST_WORDS[language];
  const title =
    kind === 'weekly' ? words.week : words.month(monthName(language, fromIsoDate(periodStart).month));
  const lines = entries.map(({ name, kind, label, occurrence, age }) => {
    const { month, day } = fromIsoDate(occurrence);
    const count = kindOf(kind).digest[language](age, label ?? '');
    return `${name}: ${dayText(language, month, day)}${count === null ? '' : `, ${count}`}`;
  });
  const url = `${publicUrl}/`;
  const body = (list: string) => `${list}\n${SEND_WISHES[language]}`;
  const sms = (list: string) => `Cakeday: ${title}\n${list}\n${url}`;
  return {
    title,
    body: body(fitLines(lines, words.more, (list) => utf8Bytes(body(list)) <= BODY_MAX_BYTES)),
    sms: sms(fitLines(lines, words.more, (list) => sms(list).length <= SMS_MAX_CHARS)),
    url,
  };
}
