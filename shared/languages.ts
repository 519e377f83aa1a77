import { LOCALE_IDS, type Locale } from '@shared/i18n/locales';

/** Spec §3: the languages wishes are written in (Message Settings; the AI's wishes and gift ideas). */
export const LANGUAGES = ['en', 'tr', 'es', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The languages reminders, digests and notices are written in: every language of the screens
 * (issue 40). An account's is the one chosen in Settings, else its message language
 * (`COALESCE(users.locale, users.message_language)`).
 */
export type ReminderLanguage = Locale;
export const REMINDER_LANGUAGES: readonly ReminderLanguage[] = LOCALE_IDS;

/** What the server writes to an account in (the calendar feed, its .ics files): its users row's two columns. */
export const accountLanguage = (account: {
  locale: Locale | null;
  messageLanguage: Language;
}): ReminderLanguage => account.locale ?? account.messageLanguage;
