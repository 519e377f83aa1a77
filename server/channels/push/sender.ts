import { switchedOn } from '@server/channel-kit/channel';
import { ownPauseChannel } from '@server/channel-kit/destination';
import { pushOf } from '@server/channels/push/transport';
import { pushSubscriptions } from '@server/db/schema';
import { DeliveryFailure } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { and, eq, sql } from 'drizzle-orm';

const isTemporary = (reason: unknown) => reason instanceof DeliveryFailure && !reason.permanent;

/**
 * Web Push to every browser the user subscribed; a subscription the push service says is gone is
 * removed. Sent when one browser took it; else a failure worth retrying wins over one that is not,
 * and browsers that are all gone are a permanent failure.
 */
export const pushChannel = ownPauseChannel(
  'push',
  sql`${switchedOn('push')} AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id)`,
  async (deps, to, _claim, notification) => {
    const targets = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, to.userId));
    // All of a user's browsers at once (at most MAX_PUSH_SUBSCRIPTIONS): one slow service costs one timeout.
    const results = await Promise.allSettled(
      targets.map(async (target) => {
        const result = await pushOf(deps).send(target, {
          title: notification.title,
          body: notification.body,
          url: notification.url,
          tag: notification.tag,
        });
        if (result === 'gone')
          await deps.db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.userId, to.userId), eq(pushSubscriptions.id, target.id)));
        return result;
      }),
    );
    if (results.some((r) => r.status === 'fulfilled' && r.value === 'sent')) return;
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    const failure = failures.find(isTemporary) ?? failures[0];
    throw (
      failure ??
      new DeliveryFailure(MSG.noPushSubscription, true, 'every subscription gone', null, 'push_none')
    );
  },
);
