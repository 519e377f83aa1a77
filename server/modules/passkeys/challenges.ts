import { holdPerUserCap } from '@server/db/per-user-cap';
import { webauthnChallenges } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { PASSKEY_CHALLENGE_TTL_MS, PASSKEY_SIGN_IN_WINDOW_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';

/**
 * Sign-in requests per network in an hour, answered ones aside (a challenge goes when used). The
 * sign-in modal asks for one each time it opens, so a household gets far more than it needs.
 */
const SIGN_INS_PER_IP_PER_HOUR = 30;

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];
/** The signed-in session a challenge to add a passkey, or to confirm it is you, belongs to. */
export type SessionOwner = { userId: string; sessionTokenHash: string };

const expiry = (now: Date) => new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS);

/** Keeps a signed-in session's challenge; the session's earlier one for the same purpose stops working. */
export async function keepSessionChallenge(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { challenge, purpose, owner, ip }: { challenge: string; purpose: Purpose; owner: SessionOwner; ip: string },
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.userId, owner.userId),
          eq(webauthnChallenges.sessionTokenHash, owner.sessionTokenHash),
          eq(webauthnChallenges.purpose, purpose),
        ),
      );
    await tx
      .insert(webauthnChallenges)
      .values({ challenge, purpose, ...owner, ip, createdAt: now, expiresAt: expiry(now) });
  });
}

/** Keeps a sign-in challenge for whoever answers it, counted per network under its advisory lock. */
export async function keepSignInChallenge(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { challenge, ip }: { challenge: string; ip: string },
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await holdPerUserCap(tx, {
      name: 'passkey-sign-in',
      userId: ip,
      table: webauthnChallenges,
      owner: webauthnChallenges.ip,
      createdAt: webauthnChallenges.createdAt,
      now,
      windowMs: PASSKEY_SIGN_IN_WINDOW_MS,
      limit: SIGN_INS_PER_IP_PER_HOUR,
      refusal: MSG.passkeySignInLimit,
    });
    await tx
      .insert(webauthnChallenges)
      .values({ challenge, purpose: 'sign-in', ip, createdAt: now, expiresAt: expiry(now) });
  });
}

/** The challenge a browser's answer says it signed; the library checks the rest of what it says. */
function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge !== '') return challenge;
  } catch {
    // Not JSON in base64url: refused below, like any answer we cannot read.
  }
  throw new AppError('passkey_refused', { detail: 'clientDataJSON without a readable challenge' });
}

/**
 * Takes the challenge an answer signed, deleting it in the same statement: of any number of answers
 * at once only one gets it, and no answer can be used twice. A challenge of another purpose, or of
 * another session, is not taken (and stays for its own session).
 */
export async function takeChallenge(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { clientDataJSON, purpose, owner }: { clientDataJSON: string; purpose: Purpose; owner?: SessionOwner },
) {
  const challenge = challengeOf(clientDataJSON);
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        owner ? eq(webauthnChallenges.userId, owner.userId) : undefined,
        owner ? eq(webauthnChallenges.sessionTokenHash, owner.sessionTokenHash) : undefined,
      ),
    )
    .returning({ expiresAt: webauthnChallenges.expiresAt });
  if (!taken || taken.expiresAt <= clock.now()) throw new AppError('passkey_expired');
  return challenge;
}
