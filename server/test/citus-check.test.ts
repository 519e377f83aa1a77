import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSqlLog, describeFinding, distributionColumns, unscopedTable } from './citus-check';

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
