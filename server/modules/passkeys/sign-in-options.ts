import type { Deps } from '@server/deps';
import { PASSKEY_CHALLENGE_TTL_MS } from '@shared/constants';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { keepSignInChallenge } from './challenges';
import { relyingParty } from './relying-party';

/**
 * A challenge for any passkey of this site (none is named: the browser offers the user's own, and no
 * phone is typed), with the user verified.
 */
export async function signInOptions(deps: Deps, { ip }: { ip: string }) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepSignInChallenge(deps, { challenge: options.challenge, ip });
  return options;
}
