import { shares, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { PendingShare } from '@shared/schemas/share';
import { and, desc, eq, sql } from 'drizzle-orm';
import { maskContact } from './share-state';

/** The recipient's pending shares, newest first (spec §7), with a count instead of every birthday. */
export async function listPendingShares(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<PendingShare[]> {
  const rows = await db
    .select({
      id: shares.id,
      senderId: shares.senderId,
      phone: users.phone,
      email: users.email,
      createdAt: shares.createdAt,
      count: sql<number>`(select count(*) from jsonb_object_keys(${shares.birthdays}))`.mapWith(Number),
      // JSON rather than text[]: both database drivers hand it back as a plain array.
      categories: sql<
        string[]
      >`(select coalesce(jsonb_agg(distinct b.value->>'category'), '[]'::jsonb) from jsonb_each(${shares.birthdays}) b)`,
    })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.senderId))
    .where(and(eq(shares.recipientId, userId), eq(shares.status, 'pending')))
    .orderBy(desc(shares.createdAt), desc(shares.id));
  return rows.map(({ phone, email, ...r }) => ({
    ...r,
    senderContact: maskContact({ phone, email }),
    createdAt: r.createdAt.getTime(),
    categories: [...r.categories].sort(),
  }));
}
