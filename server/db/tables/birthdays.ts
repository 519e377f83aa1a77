import type { DateKindId } from '@shared/date-kinds';
import type { CalendarId } from '@shared/kept-calendars/types';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Reminder } from '@shared/schemas/birthday';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The calendars a birthday may be kept in, each with leap false and, if it has leap months, true: the
 * database's own copy of the calendars' definitions (shared/kept-calendars/definitions.ts), which every
 * start adds to (`recordKeptCalendars`, server/db/kept-calendars.ts), so a new calendar needs no
 * migration. Rows are never removed: a birthday kept in a calendar stays valid.
 */
export const keptCalendars = pgTable(
  'kept_calendars',
  { id: text('id').notNull(), leap: boolean('leap').notNull() },
  (t) => [primaryKey({ columns: [t.id, t.leap] })],
);

export const birthdays = pgTable(
  'birthdays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * What kind of day it is (shared/date-kinds: 'birthday', 'anniversary', 'remembrance', 'other'). Plain
     * text with no CHECK: a new kind is a new file there, with no migration.
     */
    kind: text('kind').$type<DateKindId>().notNull().default('birthday'),
    /** An 'other' day's own name ('Name day'); '' for the other kinds. */
    label: text('label').notNull().default(''),
    /**
     * The calendar the birthday is kept in; month, day, year and leap are a date of that calendar
     * (`KeptDate`, docs/calendars.md: Hebrew months numbered as in a leap year, year in its own era).
     */
    calendar: text('calendar').$type<CalendarId>().notNull().default('gregory'),
    month: smallint('month').notNull(),
    /** The Chinese or Korean leap month that follows `month`. */
    leap: boolean('leap').notNull().default(false),
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
    // The duplicate rule (same name in any case, same date, same kind) holds even under concurrent inserts.
    uniqueIndex('birthdays_user_name_date_uq').on(
      t.userId,
      sql`lower(${t.name})`,
      t.kind,
      t.calendar,
      t.month,
      t.leap,
      t.day,
    ),
    // A calendar the definitions know, and a leap month only in one that has them.
    foreignKey({
      name: 'birthdays_kept_calendar_fk',
      columns: [t.calendar, t.leap],
      foreignColumns: [keptCalendars.id, keptCalendars.leap],
    }),
  ],
);

/**
 * Each birthday's effective lead times, one row per (birthday, days before): its own set, or its
 * user's defaults, with its user's zone and send hour. Triggers on birthdays and users keep it
 * (migrations 0011_lead_times, 0013_lead_clock, 0016_kept_calendar), so the due scan reads through
 * (calendar, month, leap, day, lead_days) only the birthdays due at this minute, whatever the number
 * of lead times users chose or the calendars their birthdays are kept in.
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
    // The birthday's kept date without its year (0016's triggers copy it).
    calendar: text('calendar').$type<CalendarId>().notNull().default('gregory'),
    month: smallint('month').notNull(),
    leap: boolean('leap').notNull().default(false),
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
      t.calendar,
      t.month,
      t.leap,
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
