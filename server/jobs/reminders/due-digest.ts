import type { KeptDate } from '@shared/kept-calendars';
import type { ReminderLanguage } from '@shared/languages';
import type { ReminderChannelId } from '@shared/reminder-channels';

/** One date of a digest's period, with its kept date and the years it counts when the year is known. */
export type DigestEntry = {
  id: string;
  name: string;
  /** The date's kind (shared/date-kinds) and, for an 'other' day, its own name. */
  kind: string;
  label: string;
  kept: KeptDate;
  occurrence: string;
  age: number | null;
};

/** One digest the digest scan found due: its user, its period's birthdays and the channels still to deliver. */
export type DueDigest = {
  userId: string;
  phone: string | null;
  language: ReminderLanguage;
  timeZone: string;
  kind: 'weekly' | 'monthly';
  /** 'YYYY-MM-DD': the first and last day the digest covers. */
  periodStart: string;
  periodEnd: string;
  dueAt: Date;
  /** The period's birthdays in date order (never empty: an empty period sends nothing). */
  entries: DigestEntry[];
  channels: ReminderChannelId[];
};
