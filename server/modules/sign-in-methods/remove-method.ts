import { passkeys, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { MethodKind } from '@shared/schemas/sign-in-methods';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { listMethods } from './list-methods';

/**
 * Removes the account's phone or email address while another way to sign in remains (the other one,
 * or a passkey). One conditional UPDATE decides: two removals at once wait on the user's row, and the
 * second sees the first's result, so they cannot leave the account with none. A passkey's removal
 * must take the same row lock for the rule to hold across the two kinds.
 */
export async function removeMethod(
  deps: Pick<Deps, 'db' | 'realtime'>,
  { userId, kind }: { userId: string; kind: MethodKind },
) {
  const [column, other] = kind === 'phone' ? [users.phone, users.email] : [users.email, users.phone];
  const removed = await deps.db
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
  const methods = await listMethods(deps, { userId });
  // Nothing removed: either there was nothing to remove (a second click), or it is the last way in.
  if (removed.length === 0) {
    if (methods[kind] !== null) throw new AppError('last_sign_in_method');
    return methods;
  }
  await deps.realtime.publish({ userId, topic: 'account' });
  return methods;
}
