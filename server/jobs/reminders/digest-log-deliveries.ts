import type { digestLog } from '@server/db/schema';
import type { Recipient, ReminderChannel } from '@server/deps';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { Delivery } from './deliveries';
import { markFailed } from './delivery-log';
import type { Notification } from './notification';

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
      fail: (d, claim, failed) =>
        markFailed(d.db, { log: 'digest', userId: entry.userId, claimId: claim.id }, failed),
    }));
}
