import { otpChallenges, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newUserId } from '@server/lib/ids';
import { CODE_MAX_ATTEMPTS, DEFAULT_REMINDER_SETTINGS } from '@shared/constants';
import { isValidTimeZone } from '@shared/dates/plain-date';
import { canonicalTimeZone } from '@shared/dates/time-zones';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { codeMatches } from './code-hash';
import { createSession } from './sessions';

const requestNew = () => new AppError('no_pending_code');

/** Where a taken code went: a phone or an email address. */
export type CodeDestination = { phone: string; email: null } | { phone: null; email: string };

/**
 * Takes a code: single use, valid 10 minutes, 5 wrong tries end the challenge. `userId` is the
 * account a code to add a phone or address was sent for, null for a sign-in code; a challenge sent
 * for anyone else reads as no challenge at all. Says where the code went.
 */
export async function takeCode(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { challengeId, code, userId }: { challengeId: string; code: string; userId: string | null },
): Promise<CodeDestination> {
  const now = clock.now();
  const ours = and(
    eq(otpChallenges.id, challengeId),
    userId === null ? isNull(otpChallenges.userId) : eq(otpChallenges.userId, userId),
  );

  // Counting the try and reading the hash in one statement: parallel guesses cannot exceed the limit.
  const [challenge] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(ours, isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, CODE_MAX_ATTEMPTS)))
    .returning();
  if (!challenge) {
    const [spent] = await db.select().from(otpChallenges).where(ours);
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
  if (!consumed) throw requestNew();
  if (challenge.phone !== null) return { phone: challenge.phone, email: null };
  if (challenge.email !== null) return { phone: null, email: challenge.email };
  throw requestNew();
}

/**
 * Signs in with a code sent to a phone or an email address. A first sign-in creates the user with a
 * random public User ID and the browser's time zone; an account made by email has no phone.
 */
export async function verifyCode(
  deps: Deps,
  { challengeId, code, timeZone }: { challengeId: string; code: string; timeZone?: string | undefined },
) {
  const { db, clock } = deps;
  const to = await takeCode(deps, { challengeId, code, userId: null });
  const now = clock.now();
  const zone = timeZone && isValidTimeZone(timeZone) ? canonicalTimeZone(timeZone) : 'UTC';
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      ...to,
      timeZone: zone,
      reminderSettings: DEFAULT_REMINDER_SETTINGS,
      createdAt: now,
      verifiedAt: now,
      lastLoginAt: now,
    })
    .onConflictDoUpdate({ target: to.phone === null ? users.email : users.phone, set: { lastLoginAt: now } })
    .returning();
  const token = await createSession(deps, user!.id);
  return { user: user!, token };
}
