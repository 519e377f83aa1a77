import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { takeCode } from '@server/modules/auth';
import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { listMethods } from './list-methods';

/**
 * Adds the phone or address a code was sent to once the code is right, in place of the account's
 * current one of that kind (a change is: add the new one, and the old one goes). One that belongs to
 * another account is refused only now, so nobody learns that of an address they cannot read; two
 * accounts are never merged.
 */
export async function confirmMethod(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, challengeId, code }: { userId: string; challengeId: string; code: string },
) {
  const to = await takeCode(deps, { challengeId, code, userId });
  try {
    await deps.db
      .update(users)
      .set(to.phone === null ? { email: to.email } : { phone: to.phone })
      .where(eq(users.id, userId));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('method_taken', to.phone === null ? MSG.emailTaken : MSG.phoneTaken);
  }
  // The user's other tabs show the new phone or address.
  await deps.realtime.publish({ userId, topic: 'account' });
  return listMethods(deps, { userId });
}
