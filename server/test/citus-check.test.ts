import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reminderChannels } from '@server/assemble-channels';
import { switchedOn } from '@server/channel-kit/channel';
import type { ReminderChannel } from '@server/deps';
import { dueDigestsQuery } from '@server/jobs/reminders/find-due-digests';
import { dueRemindersQuery } from '@server/jobs/reminders/find-due-reminders';
import { pauseNoticesQuery } from '@server/jobs/reminders/pause-notice';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  checkSqlLog,
  crossUserQueries,
  describeFinding,
  distributionColumns,
  unscopedTable,
} from './citus-check';

/** The SQL text the app sends for a statement: what SQL_LOG collects. */
const textOf = (query: SQL) => new PgDialect().sqlToQuery(query).sql;

/** The due scans as the engine sends them, for a list of channels. */
const NOW = new Date('2026-03-01T08:00:00Z');
const scans = (channels: readonly ReminderChannel[]) => ({
  reminders: textOf(dueRemindersQuery(NOW, channels, ['Europe/Berlin', 'Asia/Kolkata'])),
  digests: textOf(dueDigestsQuery(NOW, channels, ['Europe/Berlin'])),
  'pause notices': textOf(pauseNoticesQuery(NOW, channels)),
});

/** A channel of a test's own, on by its switch alone (as the engine's tests build theirs). */
const pigeon = {
  ...reminderChannels[0]!,
  id: 'pigeon',
  enabled: switchedOn('pigeon'),
} as unknown as ReminderChannel;

/**
 * The cross-user statements as the PostgreSQL tests collected them (SQL_LOG), one of each listed
 * shape: each passes whole.
 */
const LISTED = [
  'insert into "users" ("id", "phone", "time_zone", "reminder_settings", "message_tone", "message_language", "created_at", "verified_at", "last_login_at", "has_completed_onboarding", "calendar_feed_token_hash", "calendar_feed_created_at", "birthdays_version", "birthdays_list_cached") values ($1, $2, $3, default, default, default, $4, $5, $6, default, default, default, default, default) on conflict ("phone") do update set "last_login_at" = $7 returning "id", "phone", "time_zone", "reminder_settings", "message_tone", "message_language", "created_at", "verified_at", "last_login_at", "has_completed_onboarding", "calendar_feed_token_hash", "calendar_feed_created_at", "birthdays_version", "birthdays_list_cached"',
  'select "users"."id", "users"."phone", "users"."time_zone", "sessions"."token_hash", "sessions"."user_id", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = any($1)',
  'update "sessions" set "expires_at" = $1, "last_seen_at" = $2 where ("sessions"."token_hash" = $3 and "sessions"."last_seen_at" < $4) returning "token_hash"',
  'select "expires_at" from "sessions" where "sessions"."token_hash" = $1',
  'delete from "sessions" where "sessions"."token_hash" = $1',
  'select "id", "time_zone" from "users" where "users"."calendar_feed_token_hash" = $1',
  'select count(*) from "shares" where ("shares"."sender_id" = $1 and "shares"."created_at" > $2)',
  `select "shares"."id", "shares"."sender_id", "users"."phone", "shares"."created_at", (select count(*) from jsonb_object_keys("shares"."birthdays")), (select coalesce(jsonb_agg(distinct b.value->>'category'), '[]'::jsonb) from jsonb_each("shares"."birthdays") b) from "shares" inner join "users" on "users"."id" = "shares"."sender_id" where ("shares"."recipient_id" = $1 and "shares"."status" = $2) order by "shares"."created_at" desc, "shares"."id" desc`,
  'select "shares"."id", "shares"."sender_id", "shares"."recipient_id", "shares"."status", "shares"."birthdays", "users"."phone" from "shares" inner join "users" on "users"."id" = "shares"."sender_id" where ("shares"."id" = $1 and "shares"."recipient_id" = $2)',
  `
      INSERT INTO notification_log AS n (id, user_id, birthday_id, lead_days, occurrence, channel, due_at, status, claimed_at, lease_until)
      SELECT id, user_id, birthday_id, lead_days, occurrence, channel, due_at, 'pending', $1::timestamptz, $2::timestamptz
      FROM jsonb_to_recordset($3::jsonb) AS r(id text, user_id text, birthday_id text, lead_days smallint, occurrence date, channel text, due_at timestamptz)
      ON CONFLICT (birthday_id, lead_days, occurrence, channel) DO UPDATE
        SET attempts = n.attempts + 1, claimed_at = excluded.claimed_at, lease_until = excluded.lease_until
        WHERE n.status = 'pending' AND n.lease_until <= $4::timestamptz
      RETURNING n.id, n.attempts,
        concat_ws(':', $5::text, n.birthday_id::text, n.lead_days::text, n.occurrence::text, n.channel) AS key`,
  `
      INSERT INTO digest_log AS n (id, user_id, kind, period_start, channel, due_at, status, claimed_at, lease_until)
      SELECT id, user_id, kind, period_start, channel, due_at, 'pending', $1::timestamptz, $2::timestamptz
      FROM jsonb_to_recordset($3::jsonb) AS r(id text, user_id text, kind text, period_start date, channel text, due_at timestamptz)
      ON CONFLICT (user_id, kind, period_start, channel) DO UPDATE
        SET attempts = n.attempts + 1, claimed_at = excluded.claimed_at, lease_until = excluded.lease_until
        WHERE n.status = 'pending' AND n.lease_until <= $4::timestamptz
      RETURNING n.id, n.attempts,
        concat_ws(':', $5::text, n.user_id::text, n.kind::text, n.period_start::text, n.channel) AS key`,
  `
        UPDATE notification_log SET status = 'sent', sent_at = $1::timestamptz, error = NULL
        FROM jsonb_to_recordset($2::jsonb) AS s(user_id text, id text)
        WHERE notification_log.user_id = s.user_id AND notification_log.id = s.id`,
  `
        UPDATE digest_log SET status = 'sent', sent_at = $1::timestamptz, error = NULL
        FROM jsonb_to_recordset($2::jsonb) AS s(user_id text, id text)
        WHERE digest_log.user_id = s.user_id AND digest_log.id = s.id`,
  `
      UPDATE birthdays b SET last_notified = $1::timestamptz
      FROM (SELECT l.user_id, l.id FROM birthdays l
            JOIN jsonb_to_recordset($2::jsonb)
              AS k(user_id text, id text) ON l.user_id = k.user_id AND l.id = k.id
            ORDER BY l.user_id, l.id
            FOR UPDATE OF l) k
      WHERE b.user_id = k.user_id AND b.id = k.id`,
  'select distinct "time_zone" from "users"',
  'delete from "sessions" where "sessions"."expires_at" < $1 returning "token_hash"',
  "delete from reminder_destinations where channel = 'telegram' and config->>'chatId' = $1 returning user_id",
  'select "id", "type", "feedback", "contact", "status", "created_at" from "feedback" order by "feedback"."created_at" desc, "feedback"."id" desc',
  'select "id", "type", "feedback", "contact", "status", "created_at" from "feedback" where "feedback"."status" = $1 order by "feedback"."created_at" desc, "feedback"."id" desc',
];

describe('the Citus check', () => {
  it('reads the distribution columns from the schema', () => {
    const columns = distributionColumns();
    expect(columns.get('users')).toBe('id');
    expect(columns.get('birthdays')).toBe('user_id');
    expect(columns.get('sessions')).toBe('user_id');
    expect(columns.get('notification_log')).toBe('user_id');
    expect(columns.get('shares')).toBe('recipient_id');
    expect(columns.has('otp_challenges')).toBe(false);
    expect(columns.has('app_secrets')).toBe(false);
  });

  it('fails a query on a user-owned table without a user_id condition', () => {
    expect(unscopedTable('select "id", "name" from "birthdays" where "birthdays"."id" = $1')).toEqual({
      sql: 'select "id", "name" from "birthdays" where "birthdays"."id" = $1',
      table: 'birthdays',
      column: 'user_id',
    });
    expect(unscopedTable('select "id", "name" from "birthdays"')?.table).toBe('birthdays');
    expect(unscopedTable('update "users" set "time_zone" = $1 where "users"."phone" = $2')).toMatchObject({
      table: 'users',
      column: 'id',
    });
    // An assignment is no condition.
    expect(unscopedTable('update "birthdays" set "user_id" = $1 where "birthdays"."id" = $2')?.table).toBe(
      'birthdays',
    );
    expect(
      unscopedTable('delete from "push_subscriptions" where "push_subscriptions"."endpoint" = $1')?.table,
    ).toBe('push_subscriptions');
  });

  it('passes a query that names its user', () => {
    expect(
      unscopedTable(
        'select "id" from "birthdays" where ("birthdays"."id" = $1 and "birthdays"."user_id" = $2)',
      ),
    ).toBeNull();
    expect(
      unscopedTable('select count(*)::int as n from "birthdays" where "user_id" in ($1, $2)'),
    ).toBeNull();
    expect(unscopedTable('update "users" set "time_zone" = $1 where "users"."id" = $2')).toBeNull();
    expect(unscopedTable('select * from birthdays b where $1 = b.user_id')).toBeNull();
    expect(
      unscopedTable('insert into "birthdays" ("id", "user_id", "name") values ($1, $2, $3) returning "id"'),
    ).toBeNull();
    expect(unscopedTable('select * from "shares" where "shares"."recipient_id" = $1')).toBeNull();
  });

  it('asks a join to another user-owned table to be on the user too', () => {
    const byBirthdayOnly =
      'select "notification_log"."id", "birthdays"."name" from "notification_log" inner join "birthdays" on "birthdays"."id" = "notification_log"."birthday_id" where "notification_log"."user_id" = $1';
    expect(unscopedTable(byBirthdayOnly)).toMatchObject({ table: 'birthdays', column: 'user_id' });
    const onTheUser =
      'select "notification_log"."id", "birthdays"."name" from "notification_log" inner join "birthdays" on ("birthdays"."user_id" = "notification_log"."user_id" and "birthdays"."id" = "notification_log"."birthday_id") where "notification_log"."user_id" = $1';
    expect(unscopedTable(onTheUser)).toBeNull();
    // A join on the user with no user named anywhere still crosses users.
    expect(
      unscopedTable('select * from "birthdays" inner join "users" on "users"."id" = "birthdays"."user_id"'),
    ).toMatchObject({ table: 'birthdays' });
  });

  it('is not fooled by a condition inside a string or a comment', () => {
    expect(unscopedTable("select * from birthdays where name = 'user_id = $1'")?.table).toBe('birthdays');
    expect(unscopedTable('select * from birthdays -- where user_id = $1\nwhere month = $1')?.table).toBe(
      'birthdays',
    );
  });

  it('passes the listed cross-user queries, and only in their listed shape', () => {
    expect(
      unscopedTable(
        'select count(*) from "shares" where ("shares"."sender_id" = $1 and "shares"."created_at" > $2)',
      ),
    ).toBeNull();
    expect(
      unscopedTable('select "id", "time_zone" from "users" where "users"."calendar_feed_token_hash" = $1'),
    ).toBeNull();
    expect(unscopedTable('select distinct "time_zone" from "users"')).toBeNull();
    expect(
      unscopedTable('delete from "sessions" where "sessions"."expires_at" < $1 returning "token_hash"'),
    ).toBeNull();
    // The sender's shares listed in full is no cap count: not on the list.
    expect(unscopedTable('select * from "shares" where "shares"."sender_id" = $1')?.table).toBe('shares');
  });

  it('lists whole statements: each pattern anchored at both ends, with no wildcard run in it', () => {
    for (const { query, matches } of crossUserQueries()) {
      expect(matches.source, query).toMatch(/^\^.*\$$/s);
      expect(matches.source, query).not.toMatch(/(?<!\\)\.[*+]/);
    }
  });

  it('passes each listed cross-user statement as the app sends it', () => {
    for (const statement of LISTED) expect(unscopedTable(statement), statement).toBeNull();
  });

  it('passes the due scans as built for any list of the channels, a test channel of its own too', () => {
    const lists = [
      reminderChannels,
      reminderChannels.slice(0, 1),
      reminderChannels.slice(1, 3),
      [...reminderChannels].reverse(),
      [...reminderChannels, pigeon],
      [pigeon],
    ];
    for (const channels of lists) {
      for (const [scan, text] of Object.entries(scans(channels))) {
        expect(unscopedTable(text), `${scan}: ${channels.map((c) => c.id).join(', ')}`).toBeNull();
      }
    }
  });

  it('names whole statements: a listed one with more in it crosses users unlisted', () => {
    const changed = LISTED.flatMap((statement) => [
      `${statement}; select * from birthdays`,
      `${statement} union all select null from birthdays`,
    ]);
    changed.push(
      // An unscoped read where a column list is.
      'select (select "name" from "birthdays" limit 1), "id" from "users" where "users"."calendar_feed_token_hash" = $1',
      'select "id", (select "phone" from "users" limit 1) from "feedback" order by "feedback"."created_at" desc, "feedback"."id" desc',
      'select "shares"."id", "users"."phone" from "shares" inner join "users" on "users"."id" = "shares"."sender_id" where ("shares"."recipient_id" = $1 or true)',
      'delete from "sessions" where "sessions"."token_hash" = $1 or "sessions"."expires_at" > $2',
      'delete from "sessions" where "sessions"."expires_at" < $1 or true',
      'insert into notification_log as n (id, user_id, channel) select id, (select phone from users limit 1), channel from jsonb_to_recordset($1::jsonb) as r(id text, user_id text, channel text)',
      "UPDATE notification_log SET status = 'sent', sent_at = $1::timestamptz, error = NULL FROM jsonb_to_recordset($2::jsonb) AS s(user_id text, id text) WHERE notification_log.user_id = s.user_id AND notification_log.id = s.id OR true",
    );
    for (const statement of changed) expect(unscopedTable(statement), statement).not.toBeNull();
  });

  it('names the whole due scans: one with anything added or put in crosses users unlisted', () => {
    for (const [scan, text] of Object.entries(scans(reminderChannels))) {
      const changed = [
        `${text}; select * from birthdays`,
        `${text}\n    UNION ALL SELECT * FROM birthdays`,
        // An unscoped subquery put into the statement: in a condition, and as one more channel.
        text.replace(
          'cardinality(c.channels) > 0',
          'cardinality(c.channels) > 0 AND EXISTS (SELECT 1 FROM birthdays x)',
        ),
        text.replace('ARRAY[', 'ARRAY[(SELECT name FROM birthdays LIMIT 1), '),
      ];
      for (const statement of changed) {
        expect(statement, scan).not.toBe(text);
        expect(unscopedTable(statement), `${scan}: ${statement.slice(-120)}`).not.toBeNull();
      }
    }
  });

  it('ignores DDL, migrations and tables no user owns', () => {
    expect(
      unscopedTable('CREATE INDEX "birthdays_month_day_idx" ON "birthdays" USING btree ("month","day");'),
    ).toBeNull();
    expect(unscopedTable('ALTER TABLE "birthdays" ADD COLUMN "notes" text')).toBeNull();
    expect(unscopedTable('TRUNCATE users, sessions, birthdays')).toBeNull();
    expect(
      unscopedTable('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values($1, $2)'),
    ).toBeNull();
    expect(unscopedTable('delete from "otp_challenges" where "otp_challenges"."sent_at" < $1')).toBeNull();
    expect(unscopedTable('select pg_notify($1, $2)')).toBeNull();
  });

  it('reads a SQL_LOG file and says what to do about each finding', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-citus-check-'));
    try {
      const file = path.join(dir, 'sql.log');
      const lines = [
        'select "id" from "birthdays" where "birthdays"."user_id" = $1',
        'select "id", "name" from "birthdays"\nwhere "birthdays"."month" = $1',
        'select "id", "name" from "birthdays"\nwhere "birthdays"."month" = $1',
      ];
      writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
      const findings = checkSqlLog(file);
      expect(findings).toHaveLength(1);
      expect(describeFinding(findings[0]!)).toBe(
        'This query on "birthdays" has no condition on user_id and is not a listed cross-user query (docs/scaling.md, "Queries that cross users"): add one to its where, or list it with its reason in server/test/citus-check.ts.\n  select "id", "name" from "birthdays" where "birthdays"."month" = $1',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
