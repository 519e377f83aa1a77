import { shares } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { and, eq } from 'drizzle-orm';
import { notPendingError } from './share-state';

/** Rejects a pending share addressed to the user; its birthdays are never imported. */
export async function rejectShare(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, id }: { userId: string; id: string },
) {
  const [rejected] = await db
    .update(shares)
    .set({ status: 'rejected', rejectedAt: clock.now() })
    .where(and(eq(shares.id, id), eq(shares.recipientId, userId), eq(shares.status, 'pending')))
    .returning({ id: shares.id });
  if (!rejected) throw await notPendingError(db, { userId, id });
  await realtime.publish({ userId, topic: 'shares' });
  return { status: 'rejected' as const };
}
