import type { Deps } from '@server/deps';
import { PASSKEY_CHALLENGE_TTL_MS } from '@shared/constants';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { keepSessionChallenge, type SessionOwner } from './challenges';
import { credentialsOf } from './passkey-rows';
import { relyingParty } from './relying-party';

/**
 * A challenge for one of the signed-in user's own passkeys, for this session alone: how an old
 * session proves it is still its owner before the account is deleted, instead of a texted code.
 */
export async function reauthOptions(deps: Deps, { owner, ip }: { owner: SessionOwner; ip: string }) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: await credentialsOf(deps.db, owner.userId),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepSessionChallenge(deps, { challenge: options.challenge, purpose: 'reauth', owner, ip });
  return options;
}
