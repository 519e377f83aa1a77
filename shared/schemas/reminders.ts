import { isValidTimeZone } from '@shared/dates/plain-date';
import { MSG } from '@shared/messages';
import { perChannel, REMINDER_CHANNELS } from '@shared/reminder-channels';
import { z } from 'zod';
import { leadDaysSchema } from './lead-times';

const invalidDigest = { error: MSG.invalidDigestSettings };

/**
 * A list of the coming birthdays at the send hour: weekly on a weekday (0 Sunday … 6 Saturday,
 * covering the next 7 days) and/or monthly on the 1st (covering that month), on these channels.
 */
const digestSettings = z.object(
  {
    weekly: z.object(
      {
        on: z.boolean(invalidDigest),
        weekday: z
          .number(invalidDigest)
          .int(MSG.invalidDigestSettings)
          .min(0, MSG.invalidDigestSettings)
          .max(6, MSG.invalidDigestSettings),
      },
      invalidDigest,
    ),
    monthly: z.object({ on: z.boolean(invalidDigest) }, invalidDigest),
    channels: z
      .array(z.enum(REMINDER_CHANNELS, invalidDigest), invalidDigest)
      .max(REMINDER_CHANNELS.length, MSG.invalidDigestSettings)
      .refine((list) => new Set(list).size === list.length, MSG.invalidDigestSettings),
  },
  invalidDigest,
);
export type DigestSettings = z.infer<typeof digestSettings>;

/** Settings saved before the digest read as this: both off (Monday ready as the weekday). */
export const DIGEST_OFF: DigestSettings = {
  weekly: { on: false, weekday: 1 },
  monthly: { on: false },
  channels: [],
};

/**
 * users/{uid}/reminderSettings: the spec's {enabled, types}, plus channels, send hour, default lead
 * times and time zone.
 */
const flag = z.boolean({ error: MSG.invalidReminderSettings });
const invalidSettings = { error: MSG.invalidReminderSettings };
export const reminderSettings = z.object(
  {
    enabled: flag,
    types: z.object({ week: flag, day: flag, today: flag }, invalidSettings),
    channels: z.object(
      perChannel(() => flag.optional()),
      invalidSettings,
    ),
    sendHour: z
      .number({ error: MSG.invalidSendHour })
      .int(MSG.invalidSendHour)
      .min(0, MSG.invalidSendHour)
      .max(23, MSG.invalidSendHour),
    /**
     * The default lead times (days before each birthday). Absent in settings saved before lead
     * times, and from a client that knows only the spec's `types`: then they follow from `types`.
     */
    leadDays: leadDaysSchema.optional(),
    /** The weekly and monthly digest; absent in settings saved before it: both off. */
    digest: digestSettings.optional(),
  },
  invalidSettings,
);
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const timeZoneSchema = z
  .string({ error: MSG.unknownTimeZone })
  .max(64, MSG.unknownTimeZone)
  .refine(isValidTimeZone, MSG.unknownTimeZone);

export const reminderSettingsWithZone = reminderSettings.extend({ timeZone: timeZoneSchema });
export type ReminderSettingsWithZone = z.infer<typeof reminderSettingsWithZone>;

/** One line of the delivery history on /notifications. */
export const deliveryLogEntry = z.object({
  id: z.string(),
  birthdayId: z.string(),
  birthdayName: z.string(),
  leadDays: z.number(),
  occurrence: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(['pending', 'sent', 'failed']),
  error: z.string().nullable(),
  timestamp: z.number(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntry>;

const badSubscription = { error: MSG.invalidPushSubscription };
const key = (max: number) =>
  z.string(badSubscription).min(1, MSG.invalidPushSubscription).max(max, MSG.invalidPushSubscription);
export const pushSubscriptionInput = z.object(
  {
    endpoint: z.url(badSubscription).max(2000, MSG.invalidPushSubscription),
    keys: z.object({ p256dh: key(200), auth: key(100) }, badSubscription),
  },
  badSubscription,
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
