import { sql } from 'drizzle-orm';
import type { Reminder } from '../../../shared/schemas/birthday';
import type { Db } from '../../db/client';
import { candidateMonthDays } from './candidate-dates';

export type DueReminder = {
  birthdayId: string;
  userId: string;
  name: string;
  month: number;
  day: number;
  type: Reminder['type'];
  /** 'YYYY-MM-DD': the birthday's occurrence this reminder is about. */
  occurrence: string;
  dueAt: Date;
  phone: string;
  sms: boolean;
  push: boolean;
};

type Row = {
  birthday_id: string;
  user_id: string;
  name: string;
  month: number;
  day: number;
  type: Reminder['type'];
  occurrence: string | Date;
  due_at: string | Date;
  phone: string;
  sms: boolean;
  push: boolean;
};

// A delivery counts as handled once sent or failed, or while another instance holds its lease.
const handled = (channel: 'sms' | 'push', now: Date) => sql`EXISTS (
  SELECT 1 FROM notification_log n
  WHERE n.birthday_id = b.id AND n.type = o.type AND n.occurrence = d.occurrence AND n.channel = ${channel}
    AND (n.status <> 'pending' OR n.lease_until > ${now}))`;

/**
 * The reminders due at `now`: in each user's own time zone, today's birthdays, tomorrow's and next
 * week's, once the local clock has reached the user's send hour, for every enabled type and channel
 * not yet delivered. A server that was down catches up the same local day, never a past occurrence.
 */
export async function findDueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const pairs = sql.join(
    candidateMonthDays(now).map(([m, d]) => sql`(${m}::smallint, ${d}::smallint)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT b.id AS birthday_id, b.user_id, b.name, b.month, b.day, o.type,
           d.occurrence::text AS occurrence,
           ((z.local_date + make_time((u.reminder_settings->>'sendHour')::int, 0, 0)) AT TIME ZONE u.time_zone) AS due_at,
           u.phone, c.sms, c.push
    FROM birthdays b
    JOIN users u ON u.id = b.user_id
    CROSS JOIN LATERAL (SELECT (${now}::timestamptz AT TIME ZONE u.time_zone) AS local_ts) t
    CROSS JOIN LATERAL (SELECT t.local_ts::date AS local_date, extract(hour FROM t.local_ts)::int AS local_hour) z
    CROSS JOIN (VALUES ('birthday', 0, 'today'), ('day', 1, 'day'), ('week', 7, 'week')) AS o(type, ahead, setting)
    CROSS JOIN LATERAL (SELECT (z.local_date + o.ahead) AS occurrence) d
    CROSS JOIN LATERAL (SELECT
      ((u.reminder_settings->'channels'->>'sms')::boolean AND NOT ${handled('sms', now)}) AS sms,
      ((u.reminder_settings->'channels'->>'push')::boolean
        AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id)
        AND NOT ${handled('push', now)}) AS push) c
    WHERE (b.month, b.day) IN (${pairs})
      AND (u.reminder_settings->>'enabled')::boolean
      AND (u.reminder_settings->'types'->>o.setting)::boolean
      AND z.local_hour >= (u.reminder_settings->>'sendHour')::int
      AND b.month = extract(month FROM d.occurrence)
      AND (b.day = extract(day FROM d.occurrence)
           -- Feb 29 birthdays are celebrated on Feb 28 in common years.
           OR (b.month = 2 AND b.day = 29 AND extract(day FROM d.occurrence) = 28
               AND extract(day FROM make_date(extract(year FROM d.occurrence)::int, 3, 1) - 1) = 28))
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(b.reminders) r
                  WHERE r->>'type' = o.type AND (r->>'enabled')::boolean)
      -- The re-notify guard: not again for this type within a day of the last one sent.
      AND NOT EXISTS (SELECT 1 FROM notification_log n
                      WHERE n.birthday_id = b.id AND n.type = o.type AND n.status = 'sent'
                        AND n.occurrence <> d.occurrence AND n.sent_at > ${now}::timestamptz - interval '1 day')
      AND (c.sms OR c.push)
  `);
  const rows = (result as unknown as { rows: Row[] }).rows ?? (result as unknown as Row[]);
  return rows.map((r) => ({
    birthdayId: r.birthday_id,
    userId: r.user_id,
    name: r.name,
    month: Number(r.month),
    day: Number(r.day),
    type: r.type,
    occurrence: typeof r.occurrence === 'string' ? r.occurrence : r.occurrence.toISOString().slice(0, 10),
    dueAt: new Date(r.due_at),
    phone: r.phone,
    sms: r.sms,
    push: r.push,
  }));
}
