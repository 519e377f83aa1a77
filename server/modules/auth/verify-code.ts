import { otpChallenges, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newUserId } from '@server/lib/ids';
import { CODE_MAX_ATTEMPTS } from '@shared/constants';
import { isValidTimeZone } from '@shared/dates/plain-date';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { codeMatches } from './code-hash';
import { createSession } from './sessions';

const requestNew = () => new AppError('no_pending_code');

/**
 * Confirms a code: single use, valid 10 minutes, 5 wrong tries end the challenge.
 * A first sign-in creates the user with a random public User ID and the browser's time zone.
 */
export async function verifyCode(
  deps: Deps,
  { challengeId, code, timeZone }: { challengeId: string; code: string; timeZone?: string | undefined },
) {
  const { db, clock } = deps;
  const now = clock.now();

  // Counting the try and reading the hash in one statement: parallel guesses cannot exceed the limit.
  const [challenge] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) {
    const [spent] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    if (spent && spent.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('too_many_requests');
    throw requestNew();
  }
  if (challenge.expiresAt <= now) throw new AppError('code_expired');
  if (!codeMatches(challenge.id, code, challenge.codeHash)) {
    if (challenge.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('too_many_requests');
    throw new AppError('invalid_code', { field: 'code' });
  }
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  if (!consumed || !challenge.phone) throw requestNew();

  const zone = timeZone && isValidTimeZone(timeZone) ? canonicalTimeZone(timeZone) : 'UTC';
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      phone: challenge.phone,
      timeZone: zone,
      createdAt: now,
      verifiedAt: now,
      lastLoginAt: now,
    })
    .onConflictDoUpdate({ target: users.phone, set: { lastLoginAt: now } })
    .returning();
  const token = await createSession(deps, user!.id);
  return { user: user!, token };
}
