import { DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import type { Locale } from '@shared/i18n/locales';
import { DEFAULT_MESSAGE_SETTINGS, type Language, type Tone } from '@shared/schemas/ai';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A user's weekly or monthly digest is on (the digest scan's condition, and its index's). */
export const DIGEST_ON = sql.raw(
  `((reminder_settings->'digest'->'weekly'->>'on')::boolean OR (reminder_settings->'digest'->'monthly'->>'on')::boolean)`,
);

export const users = pgTable(
  'users',
  {
    // The short random public User ID, shown in Settings and used for sharing.
    id: text('id').primaryKey(),
    // An account signs in by phone, email or passkey and keeps at least one of them; a phone or an
    // address belongs to one account at most.
    phone: text('phone').unique(),
    // Lower-cased as typed, confirmed by a code before it is stored.
    email: text('email').unique(),
    timeZone: text('time_zone').notNull().default('UTC'),
    // The default names no channel, so a new channel needs no migration: a new user's row is written
    // with every channel's flag (verify-code.ts), and a flag a row lacks reads as off.
    reminderSettings: jsonb('reminder_settings')
      .$type<ReminderSettings>()
      .notNull()
      .default({ ...DEFAULT_REMINDER_SETTINGS, channels: {} }),
    // Message Settings: the tone and language of generated wishes.
    messageTone: text('message_tone').$type<Tone>().notNull().default(DEFAULT_MESSAGE_SETTINGS.tone),
    /** The language of the app's screens and of what the server sends (issue 40); null until chosen. */
    locale: text('locale').$type<Locale>(),
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
    // Where the code went: a phone (SMS) or an email address, never both.
    phone: text('phone'),
    email: text('email'),
    // The signed-in account adding this phone or address as a sign-in method; null for a sign-in.
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    index('otp_email_sent_idx').on(t.email, t.sentAt),
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

/** A WebAuthn credential (passkey) that signs its user in; removed with the account. */
export const passkeys = pgTable(
  'passkeys',
  {
    // The credential ID, base64url, as the authenticator reports it.
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter: a sign-in whose counter does not grow (when it counts) is refused.
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    // What the user calls it; named after the device it was added on.
    name: text('name').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges: each is taken once (deleted as it is used) and lives a few minutes. One to add a
 * passkey belongs to the session that asked for it; one to sign in belongs to nobody until it is answered.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'sign-in' | 'reauth'>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    index('webauthn_challenges_ip_idx').on(t.ip, t.createdAt),
  ],
);
