import { passkeys } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, lt } from 'drizzle-orm';
import { refused, userIdOfHandle } from './passkey-rows';
import { relyingParty } from './relying-party';

/**
 * Checks a signed challenge against the passkey that signed it: our origin and RP ID, the user
 * verified (fingerprint, face, PIN), the signature, and a signature counter that grew. The counter
 * and the last use are written by one conditional UPDATE, so of two answers with the same counter
 * only one passes, and a passkey removed meanwhile passes none. Without `userId` (a sign-in) the
 * passkey's user is the one its user handle names.
 */
export async function checkAssertion(
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  { response, challenge, userId }: { response: AuthenticationResponse; challenge: string; userId?: string },
) {
  const handle = response.response.userHandle;
  const owner = handle ? userIdOfHandle(handle) : userId;
  if (!owner || (userId && owner !== userId)) throw new AppError('passkey_unknown');
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, owner), eq(passkeys.id, response.id)));
  if (!passkey) throw new AppError('passkey_unknown');

  const rp = relyingParty(config);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch((err: unknown) => {
    throw refused(err);
  });
  if (!verified.verified) throw refused('signature not verified');

  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const [used] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: clock.now(), backedUp: credentialBackedUp })
    .where(
      and(
        eq(passkeys.userId, owner),
        eq(passkeys.id, passkey.id),
        // An authenticator that counts (above 0) must count up; one that never counts stays at 0.
        newCounter > 0 ? lt(passkeys.counter, newCounter) : eq(passkeys.counter, 0),
      ),
    )
    .returning();
  if (!used) throw refused(`counter ${newCounter} did not grow, or the passkey was removed`);
  return used;
}
