import { pushSubscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { PushTarget } from '@server/providers/push';
import { asc, eq } from 'drizzle-orm';

/** Every browser the user turned push on in: where the reminder engine sends a push reminder. */
export async function listPushTargets(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<PushTarget[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}
