import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { DEFAULT_MESSAGE_SETTINGS, type Language, type Tone } from '@shared/schemas/ai';
import type { Reminder } from '@shared/schemas/birthday';
import type { FeedbackStatus, FeedbackType } from '@shared/schemas/feedback';
import type { ReminderSettings } from '@shared/schemas/reminders';
import type { SharedBirthday, ShareStatus } from '@shared/schemas/share';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** A user's weekly or monthly digest is on (the digest scan's condition, and its index's). */
export const DIGEST_ON = sql.raw(
  `((reminder_settings->'digest'->'weekly'->>'on')::boolean OR (reminder_settings->'digest'->'monthly'->>'on')::boolean)`,
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    // The short random public User ID, shown in Settings and used for sharing.
    id: text('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    timeZone: text('time_zone').notNull().default('UTC'),
    reminderSettings: jsonb('reminder_settings')
      .$type<ReminderSettings>()
      .notNull()
      .default(DEFAULT_REMINDER_SETTINGS),
    // Message Settings: the tone and language of generated wishes.
    messageTone: text('message_tone').$type<Tone>().notNull().default(DEFAULT_MESSAGE_SETTINGS.tone),
    messageLanguage: text('message_language')
      .$type<Language>()
      .notNull()
      .default(DEFAULT_MESSAGE_SETTINGS.language),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the 'Welcome to Cakeday!' modal was confirmed or dismissed: it shows on the first sign-in only. */
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    // The private calendar feed's key, stored as a SHA-256 like session tokens; null when there is none.
    calendarFeedTokenHash: text('calendar_feed_token_hash').unique(),
    calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
    // An instance's cached birthday list is current only while this version is the one it was read
    // at (the session lookup returns it on every request). A change bumps it only when some instance
    // may hold the list (the flag), so a burst of writes does not queue on this row.
    birthdaysVersion: integer('birthdays_version').notNull().default(0),
    birthdaysListCached: boolean('birthdays_list_cached').notNull().default(false),
  },
  // The digest scan reads only users with a digest on, by time zone.
  (t) => [index('users_digest_idx').on(t.timeZone).where(sql`${DIGEST_ON}`)],
);

// Deleting a session row, however it happens, notifies the realtime channel (migration 0008_session_ended's
// trigger), so every instance ends that session's event streams.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    // ISO country of the phone, for the per-country hourly SMS cap.
    country: text('country').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_phone_sent_idx').on(t.phone, t.sentAt),
    index('otp_ip_sent_idx').on(t.ip, t.sentAt),
    // The hourly caps read the last hour of challenges, whoever sent them.
    index('otp_sent_idx').on(t.sentAt),
  ],
);

/** Bot-check solutions already spent, so one solved challenge cannot send many codes. */
export const botCheckUses = pgTable('bot_check_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server secrets shared by every instance on one database (bot-check HMAC key, …). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const birthdays = pgTable(
  'birthdays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    year: smallint('year'),
    category: text('category').notNull(),
    notes: text('notes').notNull().default(''),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code'),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    /** The spec's reminder list, kept as the mirror of `leadDays` (birthday-store.ts writes both). */
    reminders: jsonb('reminders').$type<Reminder[]>().notNull(),
    /** The birthday's own lead times (days before it), or null: it follows the user's defaults. */
    leadDays: smallint('lead_days').array(),
    lastNotified: timestamp('last_notified', { withTimezone: true }),
    notificationErrors: jsonb('notification_errors')
      .$type<NotificationErrorEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('birthdays_user_idx').on(t.userId),
    index('birthdays_month_day_idx').on(t.month, t.day),
    // The duplicate rule (same name in any case, same date) holds even under concurrent inserts.
    uniqueIndex('birthdays_user_name_date_uq').on(t.userId, sql`lower(${t.name})`, t.month, t.day),
  ],
);

/**
 * Each birthday's effective lead times, one row per (birthday, days before): its own set, or its
 * user's defaults. Triggers on birthdays and users keep it (migrations 0011_lead_times and 0013_lead_clock), so the due
 * scan reads through (month, day, lead_days) only the birthdays due at this minute, whatever the
 * number of lead times users chose.
 */
export const birthdayLeads = pgTable(
  'birthday_leads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthdayId: text('birthday_id')
      .notNull()
      .references(() => birthdays.id, { onDelete: 'cascade' }),
    leadDays: smallint('lead_days').notNull(),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    // Copies of the user's zone and send hour (migration 0013's triggers keep them), so the scan
    // drops rows not due at this hour before it reads a user or a birthday.
    timeZone: text('time_zone').notNull(),
    sendHour: smallint('send_hour'),
  },
  (t) => [
    primaryKey({ columns: [t.birthdayId, t.leadDays] }),
    // Covering: the candidate lookup is an index-only scan.
    index('birthday_leads_due_idx').on(
      t.month,
      t.day,
      t.leadDays,
      t.timeZone,
      t.sendHour,
      t.userId,
      t.birthdayId,
    ),
    index('birthday_leads_user_idx').on(t.userId),
  ],
);

export type NotificationErrorEntry = { timestamp: number; error: string; type: ReminderChannelId };

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
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
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
    kind: text('kind').$type<'weekly' | 'monthly'>().notNull(),
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

/**
 * Birthdays one user sent to another's User ID, waiting for the recipient to accept or reject.
 * The snapshot is taken at send time, so later edits by the sender do not change what was offered.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ShareStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    birthdays: jsonb('birthdays').$type<Record<string, SharedBirthday>>().notNull(),
  },
  (t) => [
    // The recipient's pending listing, newest first.
    index('shares_recipient_status_created_idx').on(t.recipientId, t.status, t.createdAt),
    // The per-sender rate limit counts a sender's shares of the last hour.
    index('shares_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/** Each user's AI requests in the current minute: one row, counted up in one statement. */
export const aiRateLimits = pgTable('ai_rate_limits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * What users tell the operator (spec §3 Feedback); read with `npm run feedback`. Deleting an account
 * keeps the note but forgets who wrote it: user_id becomes null and contact 'anonymous'.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<FeedbackType>().notNull(),
    feedback: text('feedback').notNull(),
    /** The writer's phone, or 'anonymous'. */
    contact: text('contact').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    // The per-user rate limit counts a user's notes of the last hour.
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
  ],
);
