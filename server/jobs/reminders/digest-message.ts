import { ageOn } from '@shared/dates/occurrence';
import { fromIsoDate } from '@shared/dates/plain-date';
import type { Language } from '@shared/schemas/ai';
import type { DigestEntry, Notification } from './notification';
import { counted, dayText, WORDS } from './reminder-message';

type DigestWords = {
  week: string;
  /** 'Birthdays in December': the month's name as the language writes it. */
  month: (name: string) => string;
  /** '36', '36 ans': what the person turns, after the name and the day. */
  turns: (age: string) => string;
};

/** A digest's words in each message language of the spec (§3); our own. */
const DIGEST_WORDS: Record<Language, DigestWords> = {
  en: { week: 'Birthdays this week', month: (m) => `Birthdays in ${m}`, turns: (a) => `turns ${a}` },
  de: { week: 'Geburtstage diese Woche', month: (m) => `Geburtstage im ${m}`, turns: (a) => `wird ${a}` },
  fr: {
    week: 'Anniversaires de la semaine',
    month: (m) => `Anniversaires en ${m}`,
    turns: (a) => `aura ${a}`,
  },
  es: { week: 'Cumpleaños de esta semana', month: (m) => `Cumpleaños en ${m}`, turns: (a) => `cumple ${a}` },
  it: {
    week: 'Compleanni di questa settimana',
    month: (m) => `Compleanni a ${m}`,
    turns: (a) => `compie ${a}`,
  },
  tr: {
    week: 'Bu haftaki doğum günleri',
    month: (m) => `${m} ayındaki doğum günleri`,
    turns: (a) => `${a} giriyor`,
  },
};

const monthName = (language: Language, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** The age an occurrence turns, when the birth year is known and lies before it. */
export function ageAt(year: number | null, occurrence: string): number | null {
  const date = fromIsoDate(occurrence);
  const age = ageOn({ month: date.month, day: date.day, year }, date);
  return age !== null && age > 0 ? age : null;
}

/**
 * A digest's words: a title for the week or the month, one line per birthday (name, day, the age it
 * turns when known) in date order, in the user's message language, with the app's link.
 */
export function digestMessage(
  { kind, periodStart, entries }: { kind: 'weekly' | 'monthly'; periodStart: string; entries: DigestEntry[] },
  language: Language,
  publicUrl: string,
): Pick<Notification, 'title' | 'body' | 'sms' | 'url'> {
  const words = DIGEST_WORDS[language];
  const title =
    kind === 'weekly' ? words.week : words.month(monthName(language, fromIsoDate(periodStart).month));
  const lines = entries.map(({ name, occurrence, age }) => {
    const { month, day } = fromIsoDate(occurrence);
    const turns = age === null ? '' : `, ${words.turns(counted(language, age, WORDS[language].years))}`;
    return `${name}: ${dayText(language, month, day)}${turns}`;
  });
  const url = `${publicUrl}/`;
  return {
    title,
    body: `${lines.join('\n')}\n${WORDS[language].open}`,
    sms: `Cakeday: ${title}\n${lines.join('\n')}\n${url}`,
    url,
  };
}
