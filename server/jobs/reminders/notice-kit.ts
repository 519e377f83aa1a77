import type { Deps, ReminderChannel } from '@server/deps';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { type SQL, sql } from 'drizzle-orm';
import type { Delivery } from './deliveries';
import { digestLogDeliveries } from './digest-log-deliveries';
import type { Notification } from './notification';

/** A notice due to a user (a channel or an address book paused), and their channels still to be told. */
export type DueNotice = {
  userId: string;
  phone: string | null;
  timeZone: string;
  /** Its digest_log kind: one notice per kind and day on each channel. */
  kind: `paused:${string}`;
  /** When it happened; its UTC day keys the notice. */
  at: Date;
  channels: ReminderChannelId[];
};

/** How long after the event the user is still told of it (a notice retried later would be old news). */
export const NOTICE_WINDOW_MS = 86_400_000;

// A notice counts as handled on a channel once sent or failed, or while another instance holds its lease.
const handled = (kind: SQL, at: SQL, channel: ReminderChannelId, now: Date) => sql`EXISTS (
  SELECT 1 FROM digest_log g
  WHERE g.user_id = u.id AND g.kind = ${kind}
    AND g.period_start = (${at} AT TIME ZONE 'UTC')::date AND g.channel = ${channel}
    AND (g.status <> 'pending' OR g.lease_until > ${now}))`;

// Paused itself: the user is not told on a channel that cannot reach them either.
const notPaused = (channel: ReminderChannelId) => sql`NOT EXISTS (
  SELECT 1 FROM reminder_destinations o
  WHERE o.user_id = u.id AND o.channel = ${channel}::text AND o.paused_at IS NOT NULL)`;

/**
 * SQL on the user's row `u`: the array of their channels that can reach them (on, set up, not
 * paused) and have not had the notice of `kind` for the day of `at` (both SQL of the query's row).
 */
export function channelsToTell(kind: SQL, at: SQL, now: Date, channels: readonly ReminderChannel[]) {
  const pending = sql.join(
    channels.map(
      (c) =>
        sql`CASE WHEN ${c.enabled} AND ${notPaused(c.id)} AND NOT ${handled(kind, at, c.id, now)} THEN ${c.id}::text END`,
    ),
    sql`, `,
  );
  return sql`array_remove(ARRAY[${pending}], NULL)`;
}

/**
 * The notice on each channel still to be told: a delivery claimed once as a digest whose kind names
 * the notice and whose period is its day. A temporary failure is retried within the day, as a
 * digest's; a permanent one is recorded on its row.
 */
export function noticeDeliveries(deps: Deps, notice: DueNotice, notification: Notification): Delivery[] {
  return digestLogDeliveries(
    {
      ...notice,
      kind: notice.kind,
      periodStart: notice.at.toISOString().slice(0, 10),
      dueAt: notice.at,
      to: notice,
    },
    notification,
    deps.channels,
  );
}
