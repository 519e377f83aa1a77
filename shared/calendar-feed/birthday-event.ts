import { kindOf } from '@shared/date-kinds';
import type { BirthDate } from '@shared/dates/birth-date';
import { addDays, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import {
  birthdayDateText,
  type KeptDay,
  keptInOtherCalendar,
  nextCelebration,
} from '@shared/kept-calendars/celebrations';
import type { ReminderLanguage } from '@shared/languages';

/** The calendar reminder of spec §9: 7 days before. */
export const CALENDAR_REMINDER_MINUTES = 7 * 24 * 60;

/**
 * The yearly rule of a birthday. Feb 29 becomes "the last day of February": Feb 29 in leap years,
 * Feb 28 in the others, as the app's own reminders do. A plain FREQ=YEARLY from a Feb 29 start
 * would skip three years in four (RFC 5545 drops occurrences on days that do not exist).
 */
export function birthdayRule({ month, day }: Pick<BirthDate, 'month' | 'day'>): string {
  return month === 2 && day === 29 ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY';
}

/** An event's title without a count, in its kind's words: "Ada's Birthday", 'Anniversary: Ann & Bob'. */
export const dateTitle = (
  { name, kind, label }: Pick<EventSource, 'name' | 'kind' | 'label'>,
  language: ReminderLanguage,
) => kindOf(kind).feedTitle[language](name, null, label ?? '') ?? name;

/**
 * A birthday with its date: a `KeptDate` (its year, which names a Hebrew leap year's Adar II, may be left out),
 * Gregorian when `calendar` is left out.
 */
type EventSource = { name: string; notes: string; kind?: string; label?: string } & KeptDay;

/** A kept date's event description: the date in words ('15th day of the 8th month (Chinese lunar)'), then the notes. */
export const keptDescription = (words: string, notes: string) => (notes ? `${words}\n\n${notes}` : words);

/** What a kept date's single event says of itself: the date, and why the event is one year's only. */
const ONE_YEAR_ONLY: Record<ReminderLanguage, (date: string) => string> = {
  en: (date) =>
    `${date}. Its Gregorian day moves every year, so this event covers one year only; Cakeday's calendar feed has every year.`,
  de: (date) =>
    `${date}. Das gregorianische Datum ändert sich jedes Jahr, daher gilt dieser Termin nur für ein Jahr; der Kalender-Feed von Cakeday enthält alle Jahre.`,
  fr: (date) =>
    `${date}. Sa date grégorienne change chaque année, cet événement ne couvre donc qu'une année ; le flux de calendrier de Cakeday les contient toutes.`,
  es: (date) =>
    `${date}. Su fecha gregoriana cambia cada año, así que este evento abarca solo un año; el feed de calendario de Cakeday incluye todos los años.`,
  it: (date) =>
    `${date}. La sua data gregoriana cambia ogni anno, quindi questo evento vale per un solo anno; il feed del calendario di Cakeday li contiene tutti.`,
  tr: (date) =>
    `${date}. Miladi takvimdeki tarihi her yıl değişir, bu yüzden bu etkinlik yalnızca bir yılı kapsar; Cakeday takvim akışı her yılı içerir.`,
  'zh-CN': (date) => `${date}。它的公历日期每年都不同，所以这个日程只包含一年；Cakeday的日历订阅包含每一年。`,
  ko: (date) =>
    `${date}. 양력 날짜가 해마다 달라서 이 일정은 한 해만 담고 있어요. Cakeday 캘린더 피드에는 모든 해가 들어 있어요.`,
  he: (date) =>
    `${date}. התאריך בלוח הגרגוריאני משתנה מדי שנה, ולכן האירוע הזה מכסה שנה אחת בלבד; בפיד לוח השנה של Cakeday יש את כל השנים.`,
  ar: (date) =>
    `${date}. يتغير تاريخه في التقويم الميلادي كل عام، لذا يغطي هذا الحدث عامًا واحدًا فقط؛ موجز التقويم في Cakeday يضم كل الأعوام.`,
  fa: (date) =>
    `${date}. تاریخ میلادی آن هر سال تغییر می‌کند، پس این رویداد فقط یک سال را در بر می‌گیرد؛ فید تقویم Cakeday همهٔ سال‌ها را دارد.`,
};

/**
 * An all-day event on the next occurrence (from `today` in the user's time zone), repeating yearly, in
 * `language` (the account's on the server, the screens' in the app). A birthday kept in another calendar
 * has no yearly rule (RRULE counts Gregorian years; docs/calendars.md): its event is the next occurrence
 * alone, and its description says so, the date in `keptWords` (in the language; the spec's English by default).
 */
export function birthdayEvent(
  b: EventSource,
  today: PlainDate,
  language: ReminderLanguage,
  keptWords = birthdayDateText(b),
) {
  const kept = keptInOtherCalendar(b);
  const start = nextCelebration(b, today);
  return {
    title: dateTitle(b, language),
    description: kept ? keptDescription(ONE_YEAR_ONLY[language](keptWords), b.notes) : b.notes,
    start,
    // All-day events end on the next day, exclusive.
    end: addDays(start, 1),
    rule: kept ? null : birthdayRule(b),
  };
}

const compact = (d: PlainDate) => toIsoDate(d).replaceAll('-', '');

/** A Google Calendar "create event" link: works without any sign-in or client ID. */
export function googleCalendarLink(
  b: EventSource,
  today: PlainDate,
  language: ReminderLanguage,
  keptWords?: string,
): string {
  const event = birthdayEvent(b, today, language, keptWords);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.description,
    ...(event.rule ? { recur: event.rule } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The Google Calendar API event (spec §7 Calendar service) for `events.insert` into 'primary'. */
export function googleCalendarEvent(
  b: EventSource,
  today: PlainDate,
  timeZone: string,
  language: ReminderLanguage,
  keptWords?: string,
) {
  const event = birthdayEvent(b, today, language, keptWords);
  return {
    summary: event.title,
    description: event.description,
    start: { date: toIsoDate(event.start), timeZone },
    end: { date: toIsoDate(event.end), timeZone },
    ...(event.rule ? { recurrence: [event.rule] } : {}),
    reminders: {
      useDefault: false,
      overrides: [
        { method: 'email', minutes: CALENDAR_REMINDER_MINUTES },
        { method: 'popup', minutes: CALENDAR_REMINDER_MINUTES },
      ],
    },
  };
}
