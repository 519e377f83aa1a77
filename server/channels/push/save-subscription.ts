import { checkPushEndpoint } from '@server/channels/push/public-endpoint';
import { pushSubscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import type { PushSubscriptionInput } from '@shared/schemas/reminders';
import { and, desc, eq, notInArray } from 'drizzle-orm';

// More browsers than anyone uses; beyond it the oldest go, so one account cannot make a tick slow.
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Keeps this browser's subscription for the user. An endpoint belongs to one browser profile, so when
 * another account signs in there and subscribes, the endpoint moves to that account.
 */
export async function saveSubscription(
  { db, clock, outbound }: Pick<Deps, 'db' | 'clock' | 'outbound'>,
  { userId, input, userAgent }: { userId: string; input: PushSubscriptionInput; userAgent: string },
) {
  await checkPushEndpoint(input.endpoint, outbound);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent.slice(0, 500) };
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), userId, endpoint: input.endpoint, ...keys, createdAt: clock.now() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, ...keys, createdAt: clock.now() },
    });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_PUSH_SUBSCRIPTIONS);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}
