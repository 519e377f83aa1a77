import type { ReminderLanguage } from '@shared/languages';

/**
 * What a notification is about, as the webhook's body says it (docs/webhooks.md): the event's
 * `type` and that type's own fields. Each kind of delivery defines its own (deliver-reminder.ts,
 * deliver-digest.ts, pause-notice.ts); the channels carry it without reading it.
 */
type About = { type: string };

/**
 * One message to a user, built once and carried as it is by every channel: the channels only
 * transport it (ntfy's priority and push's tag come from `urgency` and `tag`, the webhook's body
 * from `about`), so reminders, digests and notices go through the same senders.
 */
export type Notification<A extends About = About> = {
  title: string;
  body: string;
  /** The whole message in one SMS's words. */
  sms: string;
  url: string;
  language: ReminderLanguage;
  urgency: 'high' | 'normal';
  /** A later notification with the same tag replaces this one on a device (push). */
  tag: string;
  about: A;
};
