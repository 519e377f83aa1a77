import { kindOf } from '@shared/date-kinds';
import { SEND_WISHES } from '@shared/date-kinds/definition';
import { fromIsoDate } from '@shared/dates/plain-date';
import type { Language } from '@shared/schemas/ai';
import type { DigestEntry } from './due-digest';
import type { Notification } from './notification';
import { dayText } from './reminder-message';

type DigestWords = {
  week: string;
  /** 'Birthdays in December': the month's name as the language writes it. */
  month: (name: string) => string;
  /** The line standing for the birthdays a long period leaves out. */
  more: (n: number) => string;
};

/** A digest's words in each message language of the spec (§3); our own. */
const DIGEST_WORDS: Record<Language, DigestWords> = {
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
};

const monthName = (language: Language, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

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
 * says of the count or label) in date order, as many as every channel carries, in the user's message language, with the app's link.
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
  language: Language,
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
