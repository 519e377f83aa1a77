import type { Deps } from '@server/deps';
import { type ReminderChannel, reminderChannels } from './channels';
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

/** Each channel of a due digest as a delivery of its own; a failure is recorded on its row only. */
export function digestDeliveries(
  deps: Deps,
  digest: DueDigest,
  channels: readonly ReminderChannel[] = reminderChannels,
): Delivery[] {
  const notification = digestNotification(digest, deps.config.publicUrl);
  return channels
    .filter((c) => digest.channels.includes(c.id))
    .map((channel) => ({
      request: {
        log: 'digest',
        userId: digest.userId,
        key: [digest.userId, digest.kind, digest.periodStart],
        channel: channel.id,
        dueAt: digest.dueAt,
      },
      channel,
      to: digest,
      timeZone: digest.timeZone,
      notification,
      birthdayId: null,
      fail: (d, claim, error) =>
        markFailed(d.db, { log: 'digest', userId: digest.userId, claimId: claim.id }, error),
    }));
}
