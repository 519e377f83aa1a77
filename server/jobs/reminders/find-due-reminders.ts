import { type Db, rowsOf } from '@server/db/client';
import { users } from '@server/db/schema';
import { clockIn, isValidTimeZone, toIsoDate } from '@shared/dates/plain-date';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Language } from '@shared/schemas/ai';
import { sql } from 'drizzle-orm';
import { candidates } from './candidate-dates';
import { type ReminderChannel, reminderChannels } from './channels';
import type { DueReminder } from './due-reminder';

const ZONES_TTL_MS = 10 * 60_000;
let zoneCache: { db: Db; zones: string[]; at: number } | null = null;

/**
 * The time zones users have, re-read every few minutes: the due query falls back for any other.
 * Any name this engine knows counts, old ('Asia/Calcutta') and current ('Asia/Kolkata') alike.
 */
export async function zonesInUse(db: Db): Promise<string[]> {
  if (zoneCache?.db === db && Date.now() - zoneCache.at < ZONES_TTL_MS) return zoneCache.zones;
  const rows = await db.selectDistinct({ tz: users.timeZone }).from(users);
  zoneCache = { db, zones: rows.map((r) => r.tz).filter(isValidTimeZone), at: Date.now() };
  return zoneCache.zones;
}

/** Each zone's local date and hour at `now`, as JSON rows for jsonb_to_recordset. */
export function zoneClocks(now: Date, zones: readonly string[]): string {
  return JSON.stringify(
    zones.map((tz) => {
      const { date, hour } = clockIn(tz, now);
      return { tz, local_date: toIsoDate(date), local_hour: hour };
    }),
  );
}

type Row = {
  birthday_id: string;
  user_id: string;
  name: string;
  month: number;
  day: number;
  year: number | null;
  lead_days: number;
  occurrence: string;
  due_at: string | Date;
  phone: string;
  language: Language;
  time_zone: string;
  channels: ReminderChannelId[];
};

// A delivery counts as handled once sent or failed, or while another instance holds its lease.
const handled = (channel: ReminderChannelId, now: Date) => sql`EXISTS (
  SELECT 1 FROM notification_log n
  WHERE n.birthday_id = cand.birthday_id AND n.lead_days = cand.ahead AND n.occurrence = cand.occurrence AND n.channel = ${channel}
    AND (n.status <> 'pending' OR n.lease_until > ${now}))`;

/**
 * The reminders due at `now`: in each user's own time zone, the birthdays each of its lead times
 * (0–60 days) ahead, once the local clock has reached the user's send hour, for every channel not
 * yet delivered. A server that was down catches up the same local day, never a past occurrence.
 */
export async function findDueReminders(
  db: Db,
  now: Date,
  channels: readonly ReminderChannel[] = reminderChannels,
): Promise<DueReminder[]> {
  const rows = await rowsOf<Row>(db.execute(dueRemindersQuery(now, channels, await zonesInUse(db))));
  return rows.map((r) => ({
    birthdayId: r.birthday_id,
    userId: r.user_id,
    name: r.name,
    month: Number(r.month),
    day: Number(r.day),
    year: r.year === null ? null : Number(r.year),
    leadDays: Number(r.lead_days),
    occurrence: r.occurrence,
    dueAt: new Date(r.due_at),
    phone: r.phone,
    language: r.language,
    timeZone: r.time_zone,
    channels: r.channels,
  }));
}

/** The due-reminder query itself; each channel of the list adds one element to its `channels` array. */
export function dueRemindersQuery(now: Date, channels: readonly ReminderChannel[], zones: readonly string[]) {
  // Each channel's id when it is on, can reach the user and has not handled this delivery yet.
  const pending = sql.join(
    channels.map((c) => sql`CASE WHEN ${c.enabled} AND NOT ${handled(c.id, now)} THEN ${c.id}::text END`),
    sql`, `,
  );
  // The ~180 candidates travel as one JSON value, and come through birthday_leads' covering
  // (month, day, lead_days, …) index: only the birthdays a lead time of theirs may make due now. Each
  // lead row carries its user's zone and send hour, so the rows not due (a zone on another date, or
  // before its send hour: most of them) drop out in the index-only scan, before any user or birthday
  // is read. Each zone's local clock comes from a table of the zones in use computed here once per
  // tick; a zone missing from it (a user who just joined) is converted in SQL all the same.
  return sql`
    WITH zone AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${zoneClocks(now, zones)}::jsonb) AS z(tz text, local_date date, local_hour int)
    ),
    cand AS MATERIALIZED (
      SELECT l.user_id, l.birthday_id, l.lead_days AS ahead, l.time_zone, l.send_hour, clock.local_date, d.occurrence
      FROM jsonb_to_recordset(${JSON.stringify(candidates(now))}::jsonb) AS c(ahead smallint, month smallint, day smallint)
      JOIN birthday_leads l ON l.month = c.month AND l.day = c.day AND l.lead_days = c.ahead
      LEFT JOIN zone z ON z.tz = l.time_zone
      CROSS JOIN LATERAL (
        SELECT coalesce(z.local_date, (${now}::timestamptz AT TIME ZONE l.time_zone)::date) AS local_date,
               coalesce(z.local_hour, extract(hour FROM ${now}::timestamptz AT TIME ZONE l.time_zone)::int) AS local_hour
      ) clock
      CROSS JOIN LATERAL (SELECT clock.local_date + l.lead_days AS occurrence) d
      WHERE clock.local_hour >= l.send_hour
        AND l.month = extract(month FROM d.occurrence)
        AND (l.day = extract(day FROM d.occurrence)
             -- Feb 29 birthdays are celebrated on Feb 28 in common years.
             OR (l.month = 2 AND l.day = 29 AND extract(day FROM d.occurrence) = 28
                 AND extract(day FROM make_date(extract(year FROM d.occurrence)::int, 3, 1) - 1) = 28))
    )
    SELECT b.id AS birthday_id, b.user_id, b.name, b.month, b.day, b.year, cand.ahead AS lead_days,
           cand.occurrence::text AS occurrence,
           ((cand.local_date + make_time(cand.send_hour, 0, 0)) AT TIME ZONE cand.time_zone) AS due_at,
           u.phone, u.message_language AS language, u.time_zone, c.channels
    FROM cand
    JOIN birthdays b ON b.user_id = cand.user_id AND b.id = cand.birthday_id
    JOIN users u ON u.id = cand.user_id
    CROSS JOIN LATERAL (SELECT array_remove(ARRAY[${pending}], NULL) AS channels) c
    WHERE (u.reminder_settings->>'enabled')::boolean
      -- The re-notify guard: not again for this lead time within a day of the last one sent.
      AND NOT EXISTS (SELECT 1 FROM notification_log n
                      WHERE n.birthday_id = cand.birthday_id AND n.lead_days = cand.ahead AND n.status = 'sent'
                        AND n.occurrence <> cand.occurrence AND n.sent_at > ${now}::timestamptz - interval '1 day')
      AND cardinality(c.channels) > 0
  `;
}
