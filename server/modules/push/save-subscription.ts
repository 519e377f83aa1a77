import type { PushSubscriptionInput } from '../../../shared/schemas/reminders';
import { pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { newId } from '../../lib/ids';

/**
 * Keeps this browser's subscription for the user. An endpoint belongs to one browser profile, so when
 * another account signs in there and subscribes, the endpoint moves to that account.
 */
export async function saveSubscription(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, input, userAgent }: { userId: string; input: PushSubscriptionInput; userAgent: string },
) {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent.slice(0, 500) };
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), userId, endpoint: input.endpoint, ...keys, createdAt: clock.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...keys } });
}
