import type { Deps } from '@server/deps';
import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { type SessionOwner, takeChallenge } from './challenges';
import { checkAssertion } from './check-assertion';

/** Confirms that a session's user is at hand: one of their own passkeys signed this session's challenge. */
export async function confirmWithPasskey(
  deps: Deps,
  { owner, response }: { owner: SessionOwner; response: AuthenticationResponse },
) {
  const challenge = await takeChallenge(deps, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: 'reauth',
    owner,
  });
  await checkAssertion(deps, { response, challenge, userId: owner.userId });
}
