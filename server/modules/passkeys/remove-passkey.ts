import { passkeys, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Removes a passkey while another way to sign in remains: the phone, an email address or another
 * passkey. The user's row is locked first, as every removal of a sign-in method must do, so two
 * removals at once cannot each count on the method the other removes.
 */
export async function removePasskey(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, id }: { userId: string; id: string },
) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [removed] = await tx
      .delete(passkeys)
      .where(
        and(
          eq(passkeys.userId, userId),
          eq(passkeys.id, id),
          sql`exists (
            select 1 from ${users} where ${users.id} = ${userId}
            and (${users.phone} is not null or ${users.email} is not null
              or exists (select 1 from ${passkeys} other where other.user_id = ${userId} and other.id <> ${id})))`,
        ),
      )
      .returning({ id: passkeys.id });
    if (removed) return;
    const [kept] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
    throw kept ? new AppError('passkey_last_method') : new AppError('not_found', MSG.passkeyNotFound);
  });
  await realtime.publish({ userId, topic: 'sign-in-methods' });
}
