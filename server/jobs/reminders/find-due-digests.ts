import { type DateColumns, keptDateOfRow } from '@server/db/birthday-store';
import { type Db, rowsOf } from '@server/db/client';
import { DIGEST_ON } from '@server/db/schema';
import type { ReminderChannel } from '@server/deps';
import { addDays, type PlainDate, toIsoDate } from '@shared/dates/plain-date';
import type { ReminderLanguage } from '@shared/languages';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';
import { keptDatesCelebratedOn } from './candidate-dates';
import type { DueDigest } from './due-digest';
import { zoneClocks, zonesInUse } from './find-due-reminders';
import { ageAt } from './reminder-message';

type Row = {
  user_id: string;
  phone: string | null;
  language: ReminderLanguage;
  time_zone: string;
  kind: 'weekly' | 'monthly';
  period_start: string;
  period_end: string;
  due_at: string | Date;
  entries: Array<{ id: string; name: string; kind: string; label: string; occurrence: string } & DateColumns>;
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
    entries: r.entries.map(({ id, name, kind, label, occurrence, ...date }) => {
      const kept = keptDateOfRow(date);
      return { id, name, kind, label, kept, occurrence, age: ageAt(kept, occurrence) };
    }),
    channels: r.channels,
  }));
}

// A digest delivery counts as handled once sent or failed, or while another instance holds its lease.
const handled = (channel: ReminderChannelId, now: Date) => sql`EXISTS (
  SELECT 1 FROM digest_log g
  WHERE g.user_id = u.id AND g.kind = k.kind AND g.period_start = k.period_start AND g.channel = ${channel}
    AND (g.status <> 'pending' OR g.lease_until > ${now}))`;

/**
 * Every kept date of every calendar celebrated on each day a digest due at `now` can cover, with
 * that Gregorian day, as JSON rows for jsonb_to_recordset. The local day is UTC's ±1; a weekly
 * digest covers the next 7 days, a monthly one the month from its 1st: at most UTC's day + 31.
 */
function keptDaysOfPeriods(now: Date): string {
  const utc: PlainDate = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const rows = [];
  for (let offset = -1; offset <= 31; offset += 1) {
    const date = addDays(utc, offset);
    for (const kept of keptDatesCelebratedOn(date)) rows.push({ ...kept, on_day: toIsoDate(date) });
  }
  return JSON.stringify(rows);
}

/** The due-digest query itself; each channel of the list adds one element to its `channels` array. */
export function dueDigestsQuery(now: Date, channels: readonly ReminderChannel[], zones: readonly string[]) {
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
    ),
    kept AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${keptDaysOfPeriods(now)}::jsonb)
        AS o(calendar text, month smallint, leap boolean, day smallint, on_day date)
    )
    SELECT u.id AS user_id, u.phone, COALESCE(u.locale, u.message_language) AS language, u.time_zone, k.kind,
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
      SELECT jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'kind', b.kind, 'label', b.label, 'calendar', b.calendar, 'month', b.month,
                                          'leap', b.leap, 'day', b.day, 'year', b.year, 'occurrence', o.on_day::text)
                       ORDER BY o.on_day, b.name) AS entries
      FROM birthdays b
      -- The Gregorian day each birthday is celebrated on in the period, in its own calendar's rules
      -- (Feb 29 on a common year's Feb 28, a lunar day 30 on a short month's 29th…): the kept dates say so.
      JOIN kept o ON o.calendar = b.calendar AND o.month = b.month AND o.leap = b.leap AND o.day = b.day
      WHERE b.user_id = u.id AND o.on_day BETWEEN k.period_start AND k.period_end
    ) e
    WHERE ${DIGEST_ON}
      AND (u.reminder_settings->>'enabled')::boolean
      AND k.due
      AND clock.local_hour >= (u.reminder_settings->>'sendHour')::int
      AND cardinality(c.channels) > 0
      AND e.entries IS NOT NULL
  `;
}
