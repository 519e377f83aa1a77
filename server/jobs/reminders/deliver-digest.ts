import type { digestLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { type Recipient, type ReminderChannel, reminderChannels } from './channels';
import type { Delivery } from './deliveries';
import { markFailed } from './delivery-log';
import { digestMessage } from './digest-message';
import type { DueDigest } from './due-digest';
import type { Notification } from './notification';

/** A digest's notification: its words, and its period and birthdays for the webhook. */
function digestNotification(digest: DueDigest, publicUrl: string): Notification {
  return {
    ...digestMessage(digest, digest.language, publicUrl),
    language: digest.language,
    urgency: 'normal',
    tag: `digest:${digest.kind}:${digest.periodStart}`,
    about: {
      type: 'birthday.digest',
      period: digest.kind === 'weekly' ? 'week' : 'month',
      from: digest.periodStart,
      to: digest.periodEnd,
      birthdays: digest.entries,
    },
  };
}

/** What a digest_log delivery is keyed by (a digest's kind and period, or a pause notice's), and who it reaches. */
type DigestLogEntry = {
  userId: string;
  kind: typeof digestLog.$inferInsert.kind;
  periodStart: string;
  dueAt: Date;
  to: Recipient;
  timeZone: string;
  /** The channels still to deliver it on. */
  channels: readonly ReminderChannelId[];
};

/** Each channel of a delivery kept in digest_log as a delivery of its own; a failure is recorded on its row only. */
export function digestLogDeliveries(
  entry: DigestLogEntry,
  notification: Notification,
  channels: readonly ReminderChannel[],
): Delivery[] {
  return channels
    .filter((c) => entry.channels.includes(c.id))
    .map((channel) => ({
      request: {
        log: 'digest',
        userId: entry.userId,
        key: [entry.userId, entry.kind, entry.periodStart],
        channel: channel.id,
        dueAt: entry.dueAt,
      },
      channel,
      to: entry.to,
      timeZone: entry.timeZone,
      notification,
      birthdayId: null,
      fail: (d, claim, error) =>
        markFailed(d.db, { log: 'digest', userId: entry.userId, claimId: claim.id }, error),
    }));
}

/** Each channel of a due digest as a delivery of its own. */
export function digestDeliveries(
  deps: Deps,
  digest: DueDigest,
  channels: readonly ReminderChannel[] = reminderChannels,
): Delivery[] {
  return digestLogDeliveries(
    { ...digest, to: digest },
    digestNotification(digest, deps.config.publicUrl),
    channels,
  );
}
