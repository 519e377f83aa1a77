import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Reminder } from '@shared/schemas/birthday';

/** One reminder the due query found: a birthday, a type, an occurrence and the channels still to deliver. */
export type DueReminder = {
  birthdayId: string;
  userId: string;
  name: string;
  month: number;
  day: number;
  type: Reminder['type'];
  /** 'YYYY-MM-DD': the birthday's occurrence this reminder is about. */
  occurrence: string;
  dueAt: Date;
  phone: string;
  /** The user's channels that are on, can reach them, and have not handled this delivery yet. */
  channels: ReminderChannelId[];
};
