import { feedback, otpChallenges, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { deleteSession, type RequestSession, verifyCode } from '@server/modules/auth';
import { confirmWithPasskey } from '@server/modules/passkeys';
import { MSG } from '@shared/messages';
import { DELETE_REAUTH_AFTER_MS, REAUTH_REQUIRED } from '@shared/schemas/account';
import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { eq, or } from 'drizzle-orm';

type Input = {
  challengeId?: string | undefined;
  code?: string | undefined;
  passkey?: AuthenticationResponse | undefined;
};

/**
 * Deletes the user and everything that is theirs in one transaction. A session older than five
 * minutes must first confirm with a fresh sign-in code sent to the account's phone (else its email),
 * or with one of the account's passkeys.
 */
export async function deleteAccount(
  deps: Deps,
  { userId, session, input }: { userId: string; session: RequestSession; input: Input },
) {
  const { db, clock, realtime } = deps;
  if (clock.now().getTime() - session.createdAt.getTime() > DELETE_REAUTH_AFTER_MS) {
    await confirmOwner(deps, { userId, sessionTokenHash: session.tokenHash }, input);
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return;
    // Feedback stays for the operator, but no longer says who wrote it.
    await tx.update(feedback).set({ userId: null, contact: 'anonymous' }).where(eq(feedback.userId, userId));
    // The sign-in codes sent to its phone and address (those to add one go with the user).
    const sentTo = [
      ...(user.phone === null ? [] : [eq(otpChallenges.phone, user.phone)]),
      ...(user.email === null ? [] : [eq(otpChallenges.email, user.email)]),
    ];
    if (sentTo.length > 0) await tx.delete(otpChallenges).where(or(...sentTo));
    // The foreign keys cascade to birthdays, shares sent and received, push subscriptions,
    // the reminder log, notification errors, sessions, passkeys and their challenges, and codes sent
    // to add a method.
    await tx.delete(users).where(eq(users.id, userId));
  });
  // The user's other tabs ask who is signed in, hear 'nobody' and show the landing page.
  await realtime.publish({ userId, topic: 'account' });
}

async function confirmOwner(
  deps: Deps,
  owner: { userId: string; sessionTokenHash: string },
  { challengeId, code, passkey }: Input,
) {
  if (passkey) return confirmWithPasskey(deps, { owner, response: passkey });
  const { userId } = owner;
  if (!challengeId || !code) {
    const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    throw user?.phone === null
      ? new AppError(REAUTH_REQUIRED, MSG.confirmWithEmailedCode)
      : new AppError(REAUTH_REQUIRED);
  }
  const confirmed = await verifyCode(deps, { challengeId, code });
  // A code for another phone proves nothing about this account; drop the session it opened.
  if (confirmed.user.id !== userId) {
    await deleteSession(deps, confirmed.token);
    throw new AppError('invalid_code', { field: 'code' });
  }
}
