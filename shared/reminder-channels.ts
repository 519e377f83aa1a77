/**
 * The reminder channels, once. The settings' `channels` flags, the delivery log's channel, the
 * defaults and the database column types derive from this list. Each id also has its sender in
 * `server/jobs/reminders/channels/` and its settings row in `app/features/reminders/channels/`;
 * both lists are typed by this one, so an id missing from either fails the typecheck.
 */
export const REMINDER_CHANNELS = ['sms', 'push', 'email', 'telegram', 'ntfy', 'webhook'] as const;
export type ReminderChannelId = (typeof REMINDER_CHANNELS)[number];

/** One value per channel, keyed by its id (e.g. the settings' `channels` flags). */
export function perChannel<T>(value: (id: ReminderChannelId) => T): Record<ReminderChannelId, T> {
  return Object.fromEntries(REMINDER_CHANNELS.map((id) => [id, value(id)])) as Record<ReminderChannelId, T>;
}

/** The settings' channel flags with just these channels on. */
export const channelsOn = (...on: ReminderChannelId[]) => perChannel((id) => on.includes(id));
