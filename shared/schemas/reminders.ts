import { z } from 'zod';
import { isValidTimeZone } from '../dates/plain-date';

/** users/{uid}/reminderSettings: the spec's {enabled, types}, plus channels, send hour and time zone. */
export const reminderSettings = z.object({
  enabled: z.boolean(),
  types: z.object({ week: z.boolean(), day: z.boolean(), today: z.boolean() }),
  channels: z.object({ sms: z.boolean(), push: z.boolean() }),
  sendHour: z.number().int().min(0).max(23),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  enabled: true,
  types: { week: true, day: true, today: true },
  channels: { sms: true, push: true },
  sendHour: 9,
};

export const timeZoneSchema = z.string().max(64).refine(isValidTimeZone, 'Unknown time zone');

export const reminderSettingsWithZone = reminderSettings.extend({ timeZone: timeZoneSchema });
export type ReminderSettingsWithZone = z.infer<typeof reminderSettingsWithZone>;

export const DELIVERY_CHANNELS = ['sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** One line of the delivery history on /notifications. */
export const deliveryLogEntry = z.object({
  id: z.string(),
  birthdayId: z.string(),
  birthdayName: z.string(),
  type: z.enum(['week', 'day', 'birthday']),
  occurrence: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(['pending', 'sent', 'failed']),
  error: z.string().nullable(),
  timestamp: z.number(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntry>;

export const pushSubscriptionInput = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
