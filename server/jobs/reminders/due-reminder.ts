import type { KeptDate } from '@shared/kept-calendars';
import type { ReminderLanguage } from '@shared/languages';
import type { ReminderChannelId } from '@shared/reminder-channels';

/**
 * One reminder the due query found: a birthday, a lead time, an occurrence and the channels still to deliver. It is
 * the birthday's kept date (docs/calendars.md) with the rest beside it, so a birthday row spread into one makes
 * one; with the birth year known, the reminder says the age.
 */
export type DueReminder = KeptDate & {
  birthdayId: string;
  userId: string;
  name: string;
  /** The day's kind (shared/date-kinds) and an 'other' day's own name: the reminder's words. */
  kind: string;
  label: string;
  /** How many days before the occurrence it is sent (the spec's week 7, day 1, birthday 0). */
  leadDays: number;
  /** 'YYYY-MM-DD': the Gregorian day of the birthday's occurrence this reminder is about. */
  occurrence: string;
  dueAt: Date;
  phone: string | null;
  /** The user's language (the one chosen in Settings, else the message language) and time zone (a retry stays within the day it fell due there). */
  language: ReminderLanguage;
  timeZone: string;
  /** The user's channels that are on, can reach them, and have not handled this delivery yet. */
  channels: ReminderChannelId[];
};
