import { type Db, rowsOf } from '@server/db/client';
import type { Deps, ReminderChannel } from '@server/deps';
import type { ReminderLanguage } from '@shared/languages';
import { channelName, type ReminderChannelId } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';
import type { Delivery } from './deliveries';
import type { DueSource } from './due-source';
import { channelsToTell, NOTICE_WINDOW_MS, noticeDeliveries } from './notice-kit';
import type { Notification } from './notification';
import { WORDS } from './reminder-message';

/** A destination the engine paused recently, and the user's other channels still to be told on. */
export type DuePauseNotice = {
  userId: string;
  phone: string | null;
  language: ReminderLanguage;
  timeZone: string;
  paused: ReminderChannelId;
  pausedAt: Date;
  channels: ReminderChannelId[];
};

/** What the webhook's body says a pause notice is about (`channel.paused` version 1): the channel paused, and when. */
type PausedAbout = { type: 'channel.paused'; channel: ReminderChannelId; pausedAt: string };

/** The notice: one sentence naming the paused channel, and the app's settings. */
function pauseNoticeNotification(notice: DuePauseNotice, publicUrl: string): Notification<PausedAbout> {
  const { language, paused } = notice;
  const words = WORDS[language];
  const name = channelName(paused, language);
  const text = words.paused.text(name);
  const url = `${publicUrl}/settings`;
  return {
    // Not 'Cakeday': the webhook's `text` reads "<title>. <body>", and the body names Cakeday already.
    title: words.paused.title(name),
    body: text,
    sms: `${text} ${url}`,
    url,
    language,
    urgency: 'normal',
    tag: `paused:${paused}`,
    about: { type: 'channel.paused', channel: paused, pausedAt: notice.pausedAt.toISOString() },
  };
}

type Row = {
  user_id: string;
  phone: string | null;
  language: ReminderLanguage;
  time_zone: string;
  paused: ReminderChannelId;
  paused_at: string | Date;
  channels: ReminderChannelId[];
};

/**
 * The pauses of the last day whose notice is still to go out, each with the user's other channels
 * that can reach them (on, set up, not paused) and have not had it. Reads only paused destinations
 * (their partial index).
 */
async function findPauseNotices(
  db: Db,
  now: Date,
  channels: readonly ReminderChannel[],
): Promise<DuePauseNotice[]> {
  const rows = await rowsOf<Row>(db.execute(pauseNoticesQuery(now, channels)));
  return rows.map((r) => ({
    userId: r.user_id,
    phone: r.phone,
    language: r.language,
    timeZone: r.time_zone,
    paused: r.paused,
    pausedAt: new Date(r.paused_at),
    channels: r.channels,
  }));
}

/** The pause-notice query itself; each channel of the list adds one element to its `channels` array. */
export function pauseNoticesQuery(now: Date, channels: readonly ReminderChannel[]) {
  const pending = channelsToTell(sql`'paused:' || p.channel`, sql`p.paused_at`, now, channels);
  return sql`
      SELECT u.id AS user_id, u.phone, COALESCE(u.locale, u.message_language) AS language, u.time_zone,
             p.channel AS paused, p.paused_at, c.channels
      FROM reminder_destinations p
      JOIN users u ON u.id = p.user_id
      CROSS JOIN LATERAL (SELECT ${pending} AS channels) c
      WHERE p.paused_at IS NOT NULL
        AND p.paused_at > ${new Date(now.getTime() - NOTICE_WINDOW_MS)}
        AND cardinality(c.channels) > 0`;
}

/** Tells the user on each of their other ready channels that a destination was paused. */
const pauseNoticeDeliveries = (deps: Deps, notice: DuePauseNotice): Delivery[] =>
  noticeDeliveries(
    deps,
    { ...notice, kind: `paused:${notice.paused}`, at: notice.pausedAt },
    pauseNoticeNotification(notice, deps.config.publicUrl),
  );

/** The notices of the last day's pauses still to go out. */
export const pauseNoticeSource: DueSource<DuePauseNotice> = {
  find: findPauseNotices,
  deliveries: pauseNoticeDeliveries,
};
