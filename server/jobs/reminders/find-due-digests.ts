import { type Db, rowsOf } from '@server/db/client';
import { DIGEST_ON } from '@server/db/schema';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Language } from '@shared/schemas/ai';
import { sql } from 'drizzle-orm';
import type { ReminderChannel } from './channels';
import { ageAt } from './digest-message';
import type { DueDigest } from './due-digest';
import { zoneClocks, zonesInUse } from './find-due-reminders';

type Row = {
  user_id: string;
  phone: string;
  language: Language;
  time_zone: string;
  kind: 'weekly' | 'monthly';
  period_start: string;
  period_end: string;
  due_at: string | Date;
  entries: Array<{
    id: string;
    name: string;
    month: number;
    day: number;
    year: number | null;
    occurrence: string;
  }>;
  channels: ReminderChannelId[];
};

/**
 * The digests due at `now`: for each user with a digest on whose local clock has reached the send
 * hour on the digest's day (weekly: the chosen weekday, covering the next 7 days; monthly: the 1st,
 * covering that month), on every chosen channel not yet delivered, when the period has a birthday.
 * Only users with a digest on are read (their partial index), and only their own birthdays.
 */
export async function findDueDigests(
  db: Db,
  now: Date,
  channels: readonly ReminderChannel[],
): Promise<DueDigest[]> {
  const rows = await rowsOf<Row>(db.execute(dueDigestsQuery(now, channels, await zonesInUse(db))));
  return rows.map((r) => ({
    userId: r.user_id,
    phone: r.phone,
    language: r.language,
    timeZone: r.time_zone,
    kind: r.kind,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    dueAt: new Date(r.due_at),
    entries: r.entries.map(({ year, ...entry }) => ({ ...entry, age: ageAt(year, entry.occurrence) })),
    channels: r.channels,
  }));
}

// A digest delivery counts as handled once sent or failed, or while another instance holds its lease.
const handled = (channel: ReminderChannelId, now: Date) => sql`EXISTS (
  SELECT 1 FROM digest_log g
  WHERE g.user_id = u.id AND g.kind = k.kind AND g.period_start = k.period_start AND g.channel = ${channel}
    AND (g.status <> 'pending' OR g.lease_until > ${now}))`;

function dueDigestsQuery(now: Date, channels: readonly ReminderChannel[], zones: readonly string[]) {
  const pending = sql.join(
    channels.map(
      (c) =>
        sql`CASE WHEN u.reminder_settings->'digest'->'channels' ? ${c.id}::text AND ${c.enabled} AND NOT ${handled(c.id, now)} THEN ${c.id}::text END`,
    ),
    sql`, `,
  );
  const digest = sql`u.reminder_settings->'digest'`;
  return sql`
    WITH zone AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${zoneClocks(now, zones)}::jsonb) AS z(tz text, local_date date, local_hour int)
    )
    SELECT u.id AS user_id, u.phone, u.message_language AS language, u.time_zone, k.kind,
           k.period_start::text AS period_start, k.period_end::text AS period_end,
           ((clock.local_date + make_time((u.reminder_settings->>'sendHour')::int, 0, 0)) AT TIME ZONE u.time_zone) AS due_at,
           e.entries, c.channels
    FROM users u
    LEFT JOIN zone z ON z.tz = u.time_zone
    CROSS JOIN LATERAL (
      SELECT coalesce(z.local_date, (${now}::timestamptz AT TIME ZONE u.time_zone)::date) AS local_date,
             coalesce(z.local_hour, extract(hour FROM ${now}::timestamptz AT TIME ZONE u.time_zone)::int) AS local_hour
    ) clock
    CROSS JOIN LATERAL (VALUES
      ('weekly', clock.local_date + 1, clock.local_date + 7,
       coalesce((${digest}->'weekly'->>'on')::boolean, false)
         AND extract(dow FROM clock.local_date) = (${digest}->'weekly'->>'weekday')::int),
      ('monthly', clock.local_date, (clock.local_date + interval '1 month' - interval '1 day')::date,
       coalesce((${digest}->'monthly'->>'on')::boolean, false) AND extract(day FROM clock.local_date) = 1)
    ) k(kind, period_start, period_end, due)
    CROSS JOIN LATERAL (SELECT array_remove(ARRAY[${pending}], NULL) AS channels) c
    CROSS JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'month', b.month, 'day', b.day,
                                          'year', b.year, 'occurrence', o.occurrence::text)
                       ORDER BY o.occurrence, b.name) AS entries
      FROM birthdays b
      CROSS JOIN LATERAL (
        -- The birthday's occurrence in each year the period touches (two across New Year);
        -- Feb 29 birthdays are celebrated on Feb 28 in common years.
        SELECT make_date(y, b.month, CASE WHEN b.month = 2 AND b.day = 29
                                           AND NOT (y % 4 = 0 AND (y % 100 <> 0 OR y % 400 = 0))
                                          THEN 28 ELSE b.day END) AS occurrence
        FROM generate_series(extract(year FROM k.period_start)::int, extract(year FROM k.period_end)::int) y
      ) o
      WHERE b.user_id = u.id AND o.occurrence BETWEEN k.period_start AND k.period_end
    ) e
    WHERE ${DIGEST_ON}
      AND (u.reminder_settings->>'enabled')::boolean
      AND k.due
      AND clock.local_hour >= (u.reminder_settings->>'sendHour')::int
      AND cardinality(c.channels) > 0
      AND e.entries IS NOT NULL
  `;
}
