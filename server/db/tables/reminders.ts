import type { ReminderChannelId } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { birthdays } from './birthdays';
import { createdAt } from './columns';

/**
 * Where a user's reminder channels beyond SMS and push send to: one row per (user, channel), its
 * settings in `config` (each channel's own zod schema in shared/schemas reads them: an email
 * address, an ntfy topic URL and token, a webhook URL and signing secret, a Telegram chat).
 * `confirmedAt` is null until the channel may be used (an email address confirmed by its code);
 * `failures` counts permanent failures in a row, and at 10 the channel is paused until saved again.
 */
export const reminderDestinations = pgTable(
  'reminder_destinations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ReminderChannelId>().notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    // The pause-notice scan reads only paused destinations.
    index('reminder_destinations_paused_idx').on(t.pausedAt).where(sql`paused_at IS NOT NULL`),
  ],
);

/** One browser's Web Push subscription; a user has one per device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What became of a delivery that failed for good (claimColumns' `failure`). */
export type FailureKind = 'error' | 'paused';

/** A claimed delivery's channel and state: the same in notification_log and digest_log. */
const claimColumns = () => ({
  channel: text('channel').$type<ReminderChannelId>().notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull(),
  attempts: integer('attempts').notNull().default(1),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /**
   * Why a failed delivery failed: 'error', its channel's own error (what `error` says: the cause a
   * pause names), or 'paused', not tried because its destination was paused (null unless failed).
   */
  failure: text('failure').$type<FailureKind>(),
  /**
   * A claim taken over after its lease (the claimant crashed mid-send): what the SMS provider said
   * had happened. 'resent_unconfirmed' counts the possible duplicates.
   */
  retake: text('retake').$type<'confirmed_sent' | 'resent_not_sent' | 'resent_unconfirmed'>(),
});

/**
 * Every reminder delivery, claimed before it is sent: the unique key makes a delivery happen once
 * per (birthday, lead time, occurrence, channel) across instances; a lease lets a crashed claim be retried.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthdayId: text('birthday_id')
      .notNull()
      .references(() => birthdays.id, { onDelete: 'cascade' }),
    /** Days before the occurrence (the spec's types: week 7, day 1, birthday 0). */
    leadDays: smallint('lead_days').notNull(),
    occurrence: date('occurrence').notNull(),
    ...claimColumns(),
  },
  (t) => [
    uniqueIndex('notification_log_delivery_uq').on(t.birthdayId, t.leadDays, t.occurrence, t.channel),
    index('notification_log_user_idx').on(t.userId, t.claimedAt),
  ],
);

/**
 * One digest delivery per (user, kind, period start, channel), claimed like notification_log's rows
 * (a lease, taken over after a crash; a temporary failure waits on it for its retry).
 */
export const digestLog = pgTable(
  'digest_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A digest's, or `paused:<channel>` for the notice that a destination was paused (pause-notice.ts), `paused:address-book` for an address book's. */
    kind: text('kind').$type<'weekly' | 'monthly' | `paused:${string}`>().notNull(),
    /** The first day the digest covers (weekly: the day after it is sent; monthly: the 1st). */
    periodStart: date('period_start').notNull(),
    ...claimColumns(),
  },
  (t) => [uniqueIndex('digest_log_delivery_uq').on(t.userId, t.kind, t.periodStart, t.channel)],
);

export const notificationErrors = pgTable(
  'notification_errors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthdayId: text('birthday_id')
      .notNull()
      .references(() => birthdays.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReminderChannelId>().notNull(),
    error: text('error').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_errors_user_idx').on(t.userId)],
);
