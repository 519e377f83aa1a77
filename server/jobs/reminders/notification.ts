import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Language } from '@shared/schemas/ai';
import type { DueReminder } from './due-reminder';
import { reminderMessage } from './reminder-message';

/** What the webhook's body says a reminder is about (docs/webhooks.md, version 1). */
type ReminderAbout = {
  type: 'birthday.reminder';
  birthday: { id: string; name: string; month: number; day: number };
  occurrence: string;
  daysBefore: number;
  age: number | null;
};

/** One birthday of a digest's period, with the age it turns when the year is known. */
export type DigestEntry = {
  id: string;
  name: string;
  month: number;
  day: number;
  occurrence: string;
  age: number | null;
};

/** What the webhook's body says a digest is about: its period and the birthdays in it. */
type DigestAbout = {
  type: 'birthday.digest';
  period: 'week' | 'month';
  from: string;
  to: string;
  birthdays: DigestEntry[];
};

/** What the webhook's body says a pause notice is about: the channel paused, and when. */
type PausedAbout = { type: 'channel.paused'; channel: ReminderChannelId; pausedAt: string };

/**
 * One message to a user, built once and carried as it is by every channel: the channels only
 * transport it (ntfy's priority and push's tag come from `urgency` and `tag`, the webhook's body
 * from `about`), so reminders and digests go through the same senders.
 */
export type Notification = {
  title: string;
  body: string;
  /** The whole message in one SMS's words. */
  sms: string;
  url: string;
  language: Language;
  urgency: 'high' | 'normal';
  /** A later notification with the same tag replaces this one on a device (push). */
  tag: string;
  about: ReminderAbout | DigestAbout | PausedAbout;
};

/** The reminder's notification, in the user's language read by the due query. */
export function reminderNotification(reminder: DueReminder, publicUrl: string): Notification {
  const message = reminderMessage(reminder, reminder.leadDays, reminder, publicUrl);
  return {
    title: message.title,
    body: message.body,
    sms: message.sms,
    url: message.url,
    language: message.language,
    urgency: reminder.leadDays === 0 ? 'high' : 'normal',
    tag: `${reminder.birthdayId}:${reminder.leadDays}`,
    about: {
      type: 'birthday.reminder',
      birthday: { id: reminder.birthdayId, name: reminder.name, month: reminder.month, day: reminder.day },
      occurrence: reminder.occurrence,
      daysBefore: reminder.leadDays,
      age: message.age,
    },
  };
}
