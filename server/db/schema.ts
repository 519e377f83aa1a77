import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Reminder } from '../../shared/schemas/birthday';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  // The short random public User ID, shown in Settings and used for sharing.
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: createdAt(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_phone_sent_idx').on(t.phone, t.sentAt), index('otp_ip_sent_idx').on(t.ip, t.sentAt)],
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
    reminders: jsonb('reminders').$type<Reminder[]>().notNull(),
    lastNotified: timestamp('last_notified', { withTimezone: true }),
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
