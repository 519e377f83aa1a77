import type { Db } from '@server/db/client';
import { shares } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';

/** The sender as a share shows them: '•••• 0123', or 'a•••@example.com' without a phone (shared/schemas/share.ts). */
export function maskContact({ phone, email }: { phone: string | null; email: string | null }) {
  if (phone) return `•••• ${phone.slice(-4)}`;
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Why a pending-only update of the user's share changed nothing: it is not theirs (or does not exist),
 * which reads the same so nobody learns another user's share ids, or it was already accepted or rejected.
 */
export async function notPendingError(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select({ status: shares.status })
    .from(shares)
    .where(and(eq(shares.id, id), eq(shares.recipientId, userId)));
  return row ? new AppError('share_processed') : new AppError('not_found', MSG.shareNotFound);
}
