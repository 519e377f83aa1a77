import { shares, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import type { Share } from '@shared/schemas/share';
import { and, eq } from 'drizzle-orm';
import { maskContact } from './share-state';

/** One share addressed to the user, with its birthdays; anyone else's reads as 'Share not found'. */
export async function getShare(
  { db }: Pick<Deps, 'db'>,
  { userId, id }: { userId: string; id: string },
): Promise<Share> {
  const [row] = await db
    .select({ share: shares, phone: users.phone, email: users.email })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.senderId))
    .where(and(eq(shares.id, id), eq(shares.recipientId, userId)));
  if (!row) throw new AppError('not_found', MSG.shareNotFound);
  const { share } = row;
  return {
    id: share.id,
    senderId: share.senderId,
    senderContact: maskContact(row),
    status: share.status,
    createdAt: share.createdAt.getTime(),
    acceptedAt: share.acceptedAt?.getTime() ?? null,
    rejectedAt: share.rejectedAt?.getTime() ?? null,
    birthdays: share.birthdays,
  };
}
