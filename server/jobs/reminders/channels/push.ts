import { pushSubscriptions } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { and, eq, sql } from 'drizzle-orm';
import { type ReminderChannel, switchedOn } from './channel';

/** Web Push to every browser the user subscribed; a subscription the push service says is gone is removed. */
export const pushChannel: ReminderChannel = {
  id: 'push',
  enabled: sql`${switchedOn('push')} AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id)`,
  async send(deps, to, _claim, notification) {
    const targets = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, to.userId));
    // All of a user's browsers at once (at most MAX_PUSH_SUBSCRIPTIONS): one slow service costs one timeout.
    const results = await Promise.allSettled(
      targets.map(async (target) => {
        const result = await deps.push.send(target, {
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
    const failure = results.find((r) => r.status === 'rejected');
    throw failure ? failure.reason : new AppError('push_none');
  },
};
