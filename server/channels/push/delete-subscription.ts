import { pushSubscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { and, eq } from 'drizzle-orm';

/** Turns push off on one of the user's browsers; someone else's endpoint is left alone. */
export async function deleteSubscription(
  { db }: Pick<Deps, 'db'>,
  { userId, endpoint }: { userId: string; endpoint: string },
) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
