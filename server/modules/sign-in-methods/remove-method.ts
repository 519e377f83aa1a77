import { passkeys, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { MethodKind } from '@shared/schemas/sign-in-methods';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { listMethods } from './list-methods';

/**
 * Removes the account's phone or email address while another way to sign in remains (the other one,
 * or a passkey). The user's row is locked first, as a passkey's removal locks it: the conditional
 * UPDATE that follows is a new statement, so it sees what a removal that held the lock before it
 * did, passkeys included (a subquery in the locked UPDATE itself would read the passkeys as they
 * were when it started waiting).
 */
export async function removeMethod(
  deps: Pick<Deps, 'db' | 'realtime'>,
  { userId, kind }: { userId: string; kind: MethodKind },
) {
  const [column, other] = kind === 'phone' ? [users.phone, users.email] : [users.email, users.phone];
  const removed = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return tx
      .update(users)
      .set({ [kind]: null })
      .where(
        and(
          eq(users.id, userId),
          isNotNull(column),
          or(isNotNull(other), sql`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`),
        ),
      )
      .returning({ id: users.id });
  });
  const methods = await listMethods(deps, { userId });
  // Nothing removed: either there was nothing to remove (a second click), or it is the last way in.
  if (removed.length === 0) {
    if (methods[kind] !== null) throw new AppError('last_sign_in_method');
    return methods;
  }
  await deps.realtime.publish({ userId, topic: 'account' });
  return methods;
}
