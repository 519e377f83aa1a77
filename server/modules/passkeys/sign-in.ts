import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { createSession } from '@server/modules/auth';
import type { PasskeySignInInput } from '@shared/schemas/passkeys';
import { eq } from 'drizzle-orm';
import { takeChallenge } from './challenges';
import { checkAssertion } from './check-assertion';

/** Signs in with a passkey: the same session, cookie and answer as a sign-in by SMS code. */
export async function signInWithPasskey(deps: Deps, { response }: PasskeySignInInput) {
  const challenge = await takeChallenge(deps, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: 'sign-in',
  });
  const passkey = await checkAssertion(deps, { response, challenge });
  const [user] = await deps.db
    .update(users)
    .set({ lastLoginAt: deps.clock.now() })
    .where(eq(users.id, passkey.userId))
    .returning();
  if (!user) throw new AppError('passkey_unknown');
  const token = await createSession(deps, user.id);
  return { user, token };
}
