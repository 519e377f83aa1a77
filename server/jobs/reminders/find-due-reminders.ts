import { keptDateOfRow } from '@server/db/birthday-store';
import { type Db, rowsOf } from '@server/db/client';
import { users } from '@server/db/schema';
import type { ReminderChannel } from '@server/deps';
import { clockIn, isValidTimeZone, toIsoDate } from '@shared/dates/plain-date';
import type { CalendarId } from '@shared/kept-calendars';
import type { ReminderLanguage } from '@shared/languages';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';
import { candidates } from './candidate-dates';
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
  kind: string;
  label: string;
  calendar: CalendarId;
  month: number;
  leap: boolean;
  day: number;
  year: number | null;
  lead_days: number;
  occurrence: string;
  due_at: string | Date;
  phone: string | null;
  language: ReminderLanguage;
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
  channels: readonly ReminderChannel[],
): Promise<DueReminder[]> {
  const rows = await rowsOf<Row>(db.execute(dueRemindersQuery(now, channels, await zonesInUse(db))));
  return rows.map((r) => ({
    birthdayId: r.birthday_id,
    userId: r.user_id,
    name: r.name,
    kind: r.kind,
    label: r.label,
    ...keptDateOfRow({
      calendar: r.calendar,
      month: Number(r.month),
      leap: r.leap,
      day: Number(r.day),
      year: r.year === null ? null : Number(r.year),
    }),
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
  // The candidates (~180 local days and lead times, each with the kept dates of every calendar
  // celebrated on its day: 900 to 1,400) travel as one JSON value, each with the local day it is looked
  // up for, and come through birthday_leads' covering (calendar, month, leap, day, lead_days, …) index. Each lead row carries its
  // user's zone and send hour, so the rows not due (a zone on another day, or before its send hour:
  // most of them) drop out of that index-only scan. Then users, for whether any channel is left to
  // send, and birthdays last, for the rows due only. Each zone's local clock comes from a JSON object of
  // the zones in use computed here once per tick; a zone missing from it (a user who just joined) is
  // converted in SQL all the same. (Feb 29 birthdays due on a common year's Feb 28, a lunar day 30 on a
  // 29-day month's last day…: the candidates say so.)
  const cands = candidates(now).map(({ localDate, ...c }) => ({ ...c, local_date: toIsoDate(localDate) }));
  return sql`
    WITH zone AS MATERIALIZED (
      SELECT jsonb_object_agg(z->>'tz', z) AS clocks FROM jsonb_array_elements(${zoneClocks(now, zones)}::jsonb) z
    ),
    cand AS MATERIALIZED (
      SELECT l.user_id, l.birthday_id, l.lead_days AS ahead, l.time_zone, l.send_hour, c.local_date,
             c.local_date + l.lead_days AS occurrence
      FROM zone, jsonb_to_recordset(${JSON.stringify(cands)}::jsonb)
        AS c(ahead smallint, calendar text, month smallint, leap boolean, day smallint, local_date date)
      JOIN birthday_leads l ON l.calendar = c.calendar AND l.month = c.month AND l.leap = c.leap AND l.day = c.day
                           AND l.lead_days = c.ahead
      -- A key lookup in one JSON object per lead row, not a join: with a thousand candidates the
      -- planner took a join to the zones for a nested loop (17 × 16,722 rows compared, 60 ms).
      WHERE coalesce((zone.clocks->l.time_zone->>'local_date')::date, (${now}::timestamptz AT TIME ZONE l.time_zone)::date) = c.local_date
        AND coalesce((zone.clocks->l.time_zone->>'local_hour')::int,
                     extract(hour FROM ${now}::timestamptz AT TIME ZONE l.time_zone)::int) >= l.send_hour
    ),
    due AS MATERIALIZED (
      SELECT cand.*, u.phone, COALESCE(u.locale, u.message_language) AS language, c.channels
      FROM cand
      JOIN users u ON u.id = cand.user_id
      CROSS JOIN LATERAL (SELECT array_remove(ARRAY[${pending}], NULL) AS channels) c
      WHERE (u.reminder_settings->>'enabled')::boolean
        AND cardinality(c.channels) > 0
        -- The re-notify guard: not again for this lead time within a day of the last one sent.
        AND NOT EXISTS (SELECT 1 FROM notification_log n
                        WHERE n.birthday_id = cand.birthday_id AND n.lead_days = cand.ahead AND n.status = 'sent'
                          AND n.occurrence <> cand.occurrence AND n.sent_at > ${now}::timestamptz - interval '1 day')
    )
    SELECT b.id AS birthday_id, b.user_id, b.name, b.kind, b.label, b.calendar, b.month, b.leap, b.day, b.year, due.ahead AS lead_days,
           due.occurrence::text AS occurrence,
           ((due.local_date + make_time(due.send_hour, 0, 0)) AT TIME ZONE due.time_zone) AS due_at,
           due.phone, due.language, due.time_zone, due.channels
    FROM due
    JOIN birthdays b ON b.user_id = due.user_id AND b.id = due.birthday_id
  `;
}
